#!/usr/bin/env bash
# What looks across pages stays linear in the number of keyboards: `kbc generate` runs every keyboard's
# `tests` before it writes, and checks every declared `repertoire` over the pages its keyboard reaches, so
# a target of many such layouts must not cost more per keyboard than a small one. Each keyboard's tests run
# on a session over the pages it reaches, and its repertoire walks only those pages.
#
#   Benchmarks/scripts/tested-layouts.sh       # from anywhere; needs valgrind
#
# Prints the instructions per keyboard of `kbc generate` over 250 and 1000 synthetic keyboards, each with one
# test of three presses, and of `kbc validate` over 250 and 1000 pairs of pages, a keyboard with a
# `repertoire` and a switch key to its own digits page ((Ir for N − Ir for 1) / (N − 1), start-up
# cancelled out), and their ratios; exits 1 when 1000 cost more than 1.10× per keyboard what 250 do. kbc is built in
# release without debug information in .build-callgrind (KBC_SCRATCH: another such build).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=corpus-folder.sh
source "$root/Benchmarks/scripts/corpus-folder.sh"
work="$(corpus_folder)"
trap 'rm -rf "$work"' EXIT
scratch="${KBC_SCRATCH:-$root/.build-callgrind}"
[[ $scratch == /* ]] || scratch="$PWD/$scratch"
echo "== machine: $(nproc) cores, $(uname -sm), $(swift --version 2>/dev/null | head -1)"
swift build -c release -Xswiftc -gnone --scratch-path "$scratch" --package-path "$root" --product kbc 2>&1 | tail -1
kbc="$scratch/release/kbc"

write_tested_layouts() { # FOLDER COUNT
    mkdir -p "$1"
    local i
    for ((i = 1; i <= $2; i++)); do
        printf 'keyboard: kb%d\nrows:\n  - 1 2 3 4 5 6 7 8 9 0\n  - q w e r t y u i o p\ntests:\n  - press: [q, w, "1"]\n    expect: qw1\n' "$i" > "$1/kb$i.yaml"
    done
}
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
write_repertoire_pairs() { # FOLDER COUNT
    mkdir -p "$1"
    local i
    for ((i = 1; i <= $2; i++)); do
        printf 'keyboard: kb%d\nrepertoire: "abc123"\nrows:\n  - a b c\n  - [{action: switch, to: kb%dd, label: "123"}]\n' "$i" "$i" > "$1/kb$i.yaml"
        printf 'keyboard: kb%dd\nrows:\n  - 1 2 3\n  - [{action: switch, to: kb%d, label: abc}]\n' "$i" "$i" > "$1/kb${i}d.yaml"
    done
}
for count in 1 250 1000; do write_tested_layouts "$work/k$count" "$count"; write_repertoire_pairs "$work/r$count" "$count"; done
one=$(instructions "$kbc" generate "$work/k1" --output "$work/out1")
i250=$(instructions "$kbc" generate "$work/k250" --output "$work/out250")
i1000=$(instructions "$kbc" generate "$work/k1000" --output "$work/out1000")
per250=$(( (i250 - one) / 249 ))
per1000=$(( (i1000 - one) / 999 ))
ratio=$(awk -v a="$per1000" -v b="$per250" 'BEGIN { printf "%.2f", a / b }')
verdict=$(awk -v r="$ratio" 'BEGIN { print (r <= 1.10 ? "met" : "NOT met") }')
echo "kbc generate per tested keyboard: $per250 Ir at 250, $per1000 Ir at 1000: ${ratio}× (target ≤ 1.10×: $verdict)"
r_one=$(instructions "$kbc" validate "$work/r1")
r250=$(instructions "$kbc" validate "$work/r250")
r1000=$(instructions "$kbc" validate "$work/r1000")
r_per250=$(( (r250 - r_one) / 249 ))
r_per1000=$(( (r1000 - r_one) / 999 ))
r_ratio=$(awk -v a="$r_per1000" -v b="$r_per250" 'BEGIN { printf "%.2f", a / b }')
r_verdict=$(awk -v r="$r_ratio" 'BEGIN { print (r <= 1.10 ? "met" : "NOT met") }')
echo "kbc validate per keyboard with a repertoire and a page: $r_per250 Ir at 250, $r_per1000 Ir at 1000: ${r_ratio}× (target ≤ 1.10×: $r_verdict)"
[ "$verdict" = met ] && [ "$r_verdict" = met ]
