#!/usr/bin/env bash
# Start-up of `kbc validate Layouts` (the seven standard keyboards) against an empty Swift program, on
# the wall clock, for kbc as `swift build -c release` makes it (linked to the Swift runtime's shared
# libraries) and as `--static-swift-stdlib` makes it (what the README recommends for a CLI built for CI).
#
#   Benchmarks/scripts/startup.sh [ROUNDS]      # from anywhere; ROUNDS of hyperfine, default 3
#
# Builds both kbc executables in release at the repository root (.build-bench, .build-bench-static),
# compiles an empty main.swift with `swiftc -O` (shared) and `swiftc -O -static-stdlib`, prints which
# libraries kbc loads (ldd), then runs hyperfine ROUNDS times over all four, each round with its own
# warm-up, and prints each kbc's median wall time as a ratio to the empty program of the same round: the
# ratio is steadier than the milliseconds on a shared machine, and the spread over the rounds is what to
# quote. Needs hyperfine (apt-get install -y hyperfine) and python3.
set -euo pipefail

rounds="${1:-3}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
command -v hyperfine >/dev/null 2>&1 || { echo "startup: hyperfine is not installed (apt-get install -y hyperfine)" >&2; exit 1; }

echo "== building kbc (release, shared Swift runtime: .build-bench)"
swift build -c release --scratch-path "$root/.build-bench" --product kbc --package-path "$root" 2>&1 | tail -1
echo "== building kbc (release, --static-swift-stdlib: .build-bench-static)"
swift build -c release --static-swift-stdlib --scratch-path "$root/.build-bench-static" --product kbc \
    --package-path "$root" 2>&1 | tail -1
kbc="$root/.build-bench/release/kbc"
kbc_static="$root/.build-bench-static/release/kbc"

echo "== building an empty Swift program (swiftc -O; and -static-stdlib)"
: > "$work/main.swift"
swiftc -O "$work/main.swift" -o "$work/empty"
swiftc -O -static-stdlib "$work/main.swift" -o "$work/empty-static"

echo "== shared libraries (Swift runtime, Foundation, libyaml)"
for binary in "$kbc" "$kbc_static" "$work/empty"; do
    echo "   $(basename "$(dirname "$(dirname "$binary")")")/$(basename "$binary"): $(ldd "$binary" | wc -l) libraries;" \
        "$(ldd "$binary" | grep -Eio 'lib(swift[a-z_]*|Foundation[a-z]*|_Foundation[a-z]*|yaml[^ ]*)' | sort -u | tr '\n' ' ')"
done

echo "== kbc validate Layouts (sanity run)"
(cd "$root" && "$kbc" validate Layouts && "$kbc_static" validate Layouts) | sort -u

echo "== hyperfine, $rounds rounds"
cd "$root"
for round in $(seq 1 "$rounds"); do
    hyperfine -N --warmup 10 --min-runs 100 --export-json "$work/round-$round.json" \
        --command-name 'empty' "$work/empty" \
        --command-name 'empty (static)' "$work/empty-static" \
        --command-name 'kbc' "$kbc validate Layouts" \
        --command-name 'kbc (static)' "$kbc_static validate Layouts" > /dev/null
done

python3 - "$work" "$rounds" <<'PY'
import json, sys
work, rounds = sys.argv[1], int(sys.argv[2])
print(f"{'round':<6}{'empty':>10}{'empty static':>14}{'kbc':>10}{'kbc static':>12}{'kbc ×':>8}{'static ×':>10}   (median ms)")
shared, static = [], []
for round in range(1, rounds + 1):
    results = {r["command"]: r["median"] * 1e3 for r in json.load(open(f"{work}/round-{round}.json"))["results"]}
    empty = results["empty"]
    shared.append(results["kbc"] / empty)
    static.append(results["kbc (static)"] / empty)
    print(f"{round:<6}{empty:>10.2f}{results['empty (static)']:>14.2f}{results['kbc']:>10.2f}{results['kbc (static)']:>12.2f}"
          f"{shared[-1]:>8.2f}{static[-1]:>10.2f}")
print(f"\nkbc validate Layouts vs an empty Swift program (wall, median, {rounds} rounds): "
      f"{min(shared):.2f}–{max(shared):.2f}× shared, {min(static):.2f}–{max(static):.2f}× with --static-swift-stdlib")
PY
echo "($(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(swift --version 2>&1 | head -1))"
