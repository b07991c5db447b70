#!/usr/bin/env bash
# `kbc generate` of 1000 synthetic layouts into a fresh folder, into a folder already up to date, and into
# a folder where every file changes (the access level flips): the last two must stay near the first
# (issue 25: checking outputs against inputs was quadratic and made a second run 50 times slower).
#
#   Benchmarks/scripts/generate-existing.sh [COUNT]      # KBC=path/to/kbc to time another build
#
# Uses `.build/release/kbc` (built when missing). Prints the median wall time of RUNS runs of each case, with
# the system calls of one run counted by strace when it is installed.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
count="${1:-1000}"
runs="${RUNS:-9}"
kbc="${KBC:-$root/.build/release/kbc}"
if [[ ! -x "$kbc" ]]; then
    swift build -c release --product kbc --package-path "$root" 2>&1 | tail -1
fi
# shellcheck source=corpus-folder.sh
source "$root/Benchmarks/scripts/corpus-folder.sh"
work="$(corpus_folder)"
trap 'rm -rf "$work"' EXIT
# shellcheck source=synthetic-layouts.sh
source "$root/Benchmarks/scripts/synthetic-layouts.sh"
write_synthetic_layouts "$work/layouts" "$count"

# The median of `runs` wall times, in milliseconds, of "$@" after running `prepare` before each.
median_ms() {
    local prepare="$1"; shift
    local times=() i start end
    for ((i = 0; i < runs; i++)); do
        eval "$prepare"
        start=$(date +%s%N)
        "$@" > /dev/null
        end=$(date +%s%N)
        times+=($(( (end - start) / 1000000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

out="$work/out"
fresh=$(median_ms 'rm -rf "$out"' "$kbc" generate "$work/layouts" -o "$out")
existing=$(median_ms ':' "$kbc" generate "$work/layouts" -o "$out")
changed=$(median_ms '"$kbc" generate "$work/layouts" -o "$out" > /dev/null' \
    "$kbc" generate "$work/layouts" -o "$out" --access-level public)
echo "kbc generate, $count layouts, median of $runs runs:"
echo "  fresh folder:               $fresh ms"
echo "  existing folder, unchanged: $existing ms"
echo "  existing folder, all differ: $changed ms"
if command -v strace > /dev/null; then
    rm -rf "$out"
    for case in fresh existing; do
        strace -f -c -o "$work/strace" "$kbc" generate "$work/layouts" -o "$out" > /dev/null
        echo "  $case: $(awk '$NF ~ /stat/ && $NF !~ /statfs/ { n += $4 } END { print n + 0 }' "$work/strace") stat calls, $(awk '$NF == "total" { print $4 }' "$work/strace") system calls"
    done
fi
