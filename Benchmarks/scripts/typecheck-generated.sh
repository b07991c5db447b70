#!/usr/bin/env bash
# Type-check time of the Swift that `kbc generate` writes, for growing numbers of keyboards.
#
#   Benchmarks/scripts/typecheck-generated.sh [N ...]      # default: 25 50 100 200
#
# For each N: writes N synthetic layout files (kb1 … kbN, each 4 rows of 10 character keys = 40 keys),
# runs `kbc generate <folder> --output <out>` (one Swift file per layout), then times
# `swiftc -typecheck` of the generated files against the KeyboardRuntime module of the release build in
# .build-bench: in one frontend (-wmo), and in batch mode with -j2 as a SwiftPM debug build does. Prints the
# best of $RUNS runs in seconds per N, the time per keyboard after subtracting the time for an empty file (the
# fixed cost of starting the compiler and loading the standard library), so linear growth shows.
# Environment: RUNS (default 3), KEEP=1 keeps the temporary folder.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
scratch="$root/.build-bench"
runs="${RUNS:-3}"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(25 50 100 200)
# shellcheck source=corpus-folder.sh
source "$root/Benchmarks/scripts/corpus-folder.sh"
work="$(corpus_folder)"
if [ "${KEEP:-0}" = 1 ]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

echo "== building kbc (release, $scratch)"
swift build -c release --scratch-path "$scratch" --product kbc --package-path "$root" 2>&1 | tail -1
kbc="$scratch/release/kbc"
if ! "$kbc" generate --help >/dev/null 2>&1; then
    echo "error: this kbc has no 'generate' subcommand yet" >&2
    exit 2
fi

# The KeyboardRuntime module the generated code imports.
module="$scratch/release/Modules/KeyboardRuntime.swiftmodule"
[ -e "$module" ] || module="$(find -L "$scratch/release/" -name 'KeyboardRuntime.swiftmodule' -not -path '*-tool*' | head -1)"
if [ -z "$module" ]; then
    echo "error: no KeyboardRuntime.swiftmodule under $scratch/release" >&2
    exit 2
fi
modules="$(dirname "$module")"
echo "   KeyboardRuntime module: $module"

source "$root/Benchmarks/scripts/synthetic-layouts.sh"

# Best wall-clock seconds of `runs` runs of a command (a busy machine only ever adds time).
best_of() {
    local best="" i start end elapsed
    for ((i = 0; i < runs; i++)); do
        start=$EPOCHREALTIME
        "$@" >/dev/null
        end=$EPOCHREALTIME
        elapsed=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }')
        if [ -z "$best" ] || awk -v a="$elapsed" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$elapsed; fi
    done
    echo "$best"
}

typecheck=(swiftc -typecheck -parse-as-library -I "$modules")

echo "== fixed cost: swiftc -typecheck -wmo of a file that only imports KeyboardRuntime"
mkdir -p "$work/empty"
echo 'import KeyboardRuntime' > "$work/empty/empty.swift"
empty=$(best_of "${typecheck[@]}" -wmo "$work/empty/empty.swift")
echo "   ${empty} s"

# -wmo: one frontend type-checks every file once; this is the type-checking work itself.
# batch -j2: what a SwiftPM debug build does on this 2-core machine (one frontend per core).
# Plain `swiftc -typecheck a.swift b.swift …` (no -wmo, no batch mode) starts one frontend per file,
# each parsing all N files and loading the standard library: N × fixed cost, so it is not timed here.
printf '\n%5s %6s %7s %10s %13s %15s %14s\n' "N" "keys" "lines" "wmo s" "wmo-fixed s" "ms/keyboard" "batch -j2 s"
for n in "${sizes[@]}"; do
    write_synthetic_layouts "$work/$n/layouts" "$n"
    "$kbc" generate "$work/$n/layouts" --output "$work/$n/out" >/dev/null
    files=("$work/$n/out"/*.swift)
    lines=$(cat "${files[@]}" | wc -l)
    # Report any expression or function body slower than 50 ms to type-check (none expected).
    "${typecheck[@]}" -wmo -Xfrontend -warn-long-expression-type-checking=50 \
        -Xfrontend -warn-long-function-bodies=50 "${files[@]}" 2>&1 | head -5
    wmo=$(best_of "${typecheck[@]}" -wmo "${files[@]}")
    batch=$(best_of "${typecheck[@]}" -enable-batch-mode -j2 "${files[@]}")
    awk -v n="$n" -v s="$wmo" -v e="$empty" -v l="$lines" -v b="$batch" \
        'BEGIN { printf "%5d %6d %7d %10.2f %13.2f %15.1f %14.2f\n", n, n * 40, l, s, s - e, (s - e) * 1000 / n, b }'
done
