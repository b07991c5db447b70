#!/usr/bin/env bash
# The cost of laying out 40 key rectangles into a reused buffer: one call of
# `KeyboardGeometry.keyRects(into:forWidth:metrics:safeArea:)`, as an app makes it on every size change.
#
#   Benchmarks/scripts/keyrects-callgrind.sh        # from anywhere; needs valgrind
#
# A driver package in a temporary folder depends on this checkout's KeyboardRuntime product, builds in
# release without debug information (valgrind 3.19 cannot read Swift's DWARF 5), and lays out the
# benchmark's 40-key keyboard (RuntimeBenchmarks' Fixtures.fortyKeys: 10 + 10 + 9 spacer-padded + 9 + 2)
# N times with the width, metrics and safe area passed through an opaque function, so the optimizer can
# neither hoist the work out of the loop nor fold it to constants. Printed:
#   - instructions per call: callgrind's total for 10,001 calls minus its total for 1 call, over 10,000
#     (start-up cancels out; repeatable on a loaded machine);
#   - allocations per call: memcheck's heap total for 1,001 calls minus that for 1, over 1,000;
#   - CPU time per call on this machine: the thread's CPU clock over 2,000,000 calls, best of 5 (varies
#     with the machine and its load, unlike the instruction count);
#   - instructions per call for RuntimeBenchmarks' other geometry benchmark: the 31-key letters page,
#     alternating landscape (844 points, 47-point side insets) and portrait (390 points);
#   - for comparison, instructions per iteration of the loop RuntimeBenchmarks used to run: the same
#     constants every time, which let the optimizer hoist the inlinable layout out of the loop.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
command -v valgrind >/dev/null || { echo "keyrects-callgrind: valgrind is not installed" >&2; exit 1; }

mkdir -p "$work/Sources/KeyRectsDriver"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "KeyRectsDriver",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "kbc", path: "$root")],
    targets: [
        .executableTarget(name: "KeyRectsDriver", dependencies: [.product(name: "KeyboardRuntime", package: "kbc")]),
    ]
)
SWIFT
cat > "$work/Sources/KeyRectsDriver/main.swift" <<'SWIFT'
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KeyboardRuntime

/// Hides a value from the optimizer: the loop cannot assume its inputs are the same each time.
@inline(never) func opaque<T>(_ value: T) -> T { value }

func chars(_ texts: String) -> [Key] {
    texts.split(separator: " ").map { Key(action: .insert(String($0)), label: String($0), shiftedText: $0.uppercased()) }
}

// RuntimeBenchmarks' Fixtures.fortyKeys.
let fortyKeys = KeyboardLayout(id: "forty", rows: [
    KeyRow(keys: chars("1 2 3 4 5 6 7 8 9 0")),
    KeyRow(keys: chars("q w e r t y u i o p")),
    KeyRow(keys: chars("a s d f g h j k l"), spacers: [RowSpacer(before: 0, width: 0.5), RowSpacer(before: 9, width: 0.5)]),
    KeyRow(keys: [Key(action: .shift, label: "⇧", width: .units(1.5))] + chars("z x c v b n m")
        + [Key(action: .delete, label: "⌫", width: .units(1.5))]),
    KeyRow(keys: [
        Key(action: .switchKeyboard(to: "symbols"), label: ".?123", width: .units(2)),
        Key(action: .space, label: "space", width: .fill),
    ]),
])

// RuntimeBenchmarks' Fixtures.letters: 31 keys.
let letters = KeyboardLayout(id: "letters", rows: [
    KeyRow(keys: chars("q w e r t y u i o p")),
    KeyRow(keys: chars("a s d f g h j k l")),
    KeyRow(keys: [Key(action: .shift, label: "⇧", width: .units(1.5))] + chars("z x c v b n m")
        + [Key(action: .delete, label: "⌫", width: .units(1.5))]),
    KeyRow(keys: [
        Key(action: .switchKeyboard(to: "symbols"), label: ".?123", width: .units(2)),
        Key(action: .space, label: "space", width: .fill),
        Key(action: .returnKey, label: "return", width: .units(2)),
    ]),
])

/// The letters laid out `calls` times, alternating landscape (with side insets) and portrait, as
/// RuntimeBenchmarks' rotating benchmark does.
@inline(never) func rotate(calls: Int) {
    let geometry = KeyboardGeometry(layout: letters)
    let portrait = KeyboardMetrics(device: .phone, orientation: .portrait)
    let landscape = KeyboardMetrics(device: .phone, orientation: .landscape)
    let insets = SafeAreaInsets(left: 47, right: 47, bottom: 21)
    var rects: [KeyRect] = []
    geometry.keyRects(into: &rects, forWidth: 390, metrics: portrait)
    for call in 0..<calls {
        if call % 2 == 0 {
            geometry.keyRects(into: &rects, forWidth: opaque(844), metrics: opaque(landscape), safeArea: opaque(insets))
        } else {
            geometry.keyRects(into: &rects, forWidth: opaque(390), metrics: opaque(portrait))
        }
        _ = opaque(rects)
    }
}

/// Lays out `calls` times and returns the nanoseconds it took. Everything is local, as in a benchmark's
/// closure: with `constant`, the inputs are the same literals every time, as RuntimeBenchmarks had them.
@inline(never) func run(calls: Int, constant: Bool) -> Double {
    let geometry = KeyboardGeometry(layout: fortyKeys)
    precondition(geometry.keyCount == 40)
    let portrait = KeyboardMetrics(device: .phone, orientation: .portrait)
    var rects: [KeyRect] = []
    rects.reserveCapacity(geometry.keyCount)
    geometry.keyRects(into: &rects, forWidth: 390, metrics: portrait)   // sizes the buffer
    var start = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    if constant {
        for _ in 0..<calls {
            geometry.keyRects(into: &rects, forWidth: 390, metrics: portrait, safeArea: SafeAreaInsets(bottom: 34))
            _ = opaque(rects)
        }
    } else {
        for _ in 0..<calls {
            geometry.keyRects(into: &rects, forWidth: opaque(390), metrics: opaque(portrait), safeArea: opaque(SafeAreaInsets(bottom: 34)))
            _ = opaque(rects)
        }
    }
    var end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
}

let calls = Int(CommandLine.arguments[1])!
let mode = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "opaque"
if mode == "rotating" { rotate(calls: calls); exit(0) }
let nanoseconds = run(calls: calls, constant: mode == "constant")
if mode == "timed" { print(nanoseconds / Double(calls)) }
SWIFT

echo "== building the driver (release, -gnone) against $root"
swift build -c release -Xswiftc -gnone --package-path "$work" 2>&1 | tail -1
driver="$work/.build/release/KeyRectsDriver"

instructions() {
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$driver" "$@" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
allocations() {
    valgrind --tool=memcheck "$driver" "$@" 2>&1 | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}

one=$(instructions 1); many=$(instructions 10001)
constant_one=$(instructions 1 constant); constant_many=$(instructions 10001 constant)
rotating_one=$(instructions 1 rotating); rotating_many=$(instructions 10001 rotating)
alloc_one=$(allocations 1); alloc_many=$(allocations 1001)
rotating_alloc_one=$(allocations 1 rotating); rotating_alloc_many=$(allocations 1001 rotating)
best=$(for _ in 1 2 3 4 5; do "$driver" 2000000 timed; done | sort -g | head -1)
awk -v one="$one" -v many="$many" -v c1="$constant_one" -v c2="$constant_many" -v r1="$rotating_one" -v r2="$rotating_many" -v ra1="$rotating_alloc_one" -v ra2="$rotating_alloc_many" -v a1="$alloc_one" -v a2="$alloc_many" -v ns="$best" 'BEGIN {
    printf "40 key rectangles into a reused buffer: %.0f instructions per call (callgrind: %d for 1 call, %d for 10,001)\n", (many - one) / 10000, one, many
    printf "allocations per call: %g (memcheck: %d for 1 call, %d for 1,001)\n", (a2 - a1) / 1000, a1, a2
    printf "CPU time per call on this machine: %.2f µs (best of 5 runs of 2,000,000 calls)\n", ns / 1000
    printf "31 letter-key rectangles, alternating landscape and portrait: %.0f instructions, %g allocations per call\n", (r2 - r1) / 10000, (ra2 - ra1) / 1000
    printf "the 40-key loop with constant inputs, as RuntimeBenchmarks had it until it passed them through opaque(_:): %.0f instructions per iteration\n", (c2 - c1) / 10000
}'
echo "($(nproc) cores, $(uname -m), $(swift --version 2>&1 | head -1))"
