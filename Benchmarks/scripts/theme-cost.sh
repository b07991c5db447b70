#!/usr/bin/env bash
# Issue 33's speed targets, as callgrind instruction counts (SWIFT_DETERMINISTIC_HASHING=1, repeatable on a
# loaded machine), every figure against its baseline measured in the same run:
#
#   TH1. `kbc validate FOLDER` per keyboard without a theme (Benchmarks/scripts/synthetic-layouts.sh, start-up
#       cancelled out: (Ir over COUNT files − Ir over 1) / (COUNT − 1)), this version vs the version before
#       themes landed (the parent of the first commit that added KeyboardRuntime/Theme)    target ≤ 1.05×
#   TH2. the same for `kbc generate FOLDER --output NEW`                                     target ≤ 1.05×
#   TH3. `kbc validate` per keyboard that uses a theme (the same keyboards, each with `theme: bank-blue`, the
#       theme file beside them in both runs) vs the same keyboards without one, this version      ≤ 1.10×
#   TH4. the same for `kbc generate`                                                                ≤ 1.10×
#
#   Benchmarks/scripts/theme-cost.sh [COUNT]     # from anywhere; needs valgrind and git; COUNT 1000 by default
#
# Exits 1 when a target is missed. Release builds without debug information (-gnone; valgrind 3.19 cannot read
# Swift's DWARF 5): this version in .build-callgrind at the repository root (KBC_SCRATCH: another -gnone
# release build), the version before themes in a temporary git worktree under /tmp (KBC_BEFORE_THEMES: the
# kbc binary of that version, already built).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
count="${1:-1000}"
# shellcheck source=corpus-folder.sh
source "$root/Benchmarks/scripts/corpus-folder.sh"
work="$(corpus_folder)"
before_tree=""
cleanup() {
    rm -rf "$work"
    if [ -n "$before_tree" ]; then git -C "$root" worktree remove --force "$before_tree" >/dev/null 2>&1 || true; fi
}
trap cleanup EXIT

first_theme_commit="$(git -C "$root" log --diff-filter=A --format=%H -- Sources/KeyboardRuntime/Theme/KeyboardTheme.swift | tail -1)"
before_commit="$(git -C "$root" rev-parse "$first_theme_commit^")"
echo "== machine: $(nproc) cores, $(uname -sm), $(swift --version 2>/dev/null | head -1)"
echo "== before themes: $(git -C "$root" log --format='%h %s' -1 "$before_commit" | cut -c1-100)"
echo "== building (release, no debug information)"
scratch="${KBC_SCRATCH:-$root/.build-callgrind}"
[[ $scratch == /* ]] || scratch="$PWD/$scratch"
swift build -c release -Xswiftc -gnone --scratch-path "$scratch" --package-path "$root" --product kbc 2>&1 | tail -1
kbc="$scratch/release/kbc"
if [ -n "${KBC_BEFORE_THEMES:-}" ]; then
    before="$KBC_BEFORE_THEMES"
else
    before_tree="$(mktemp -d /tmp/kbc-before-themes.XXXXXX)"
    git -C "$root" worktree add --detach "$before_tree" "$before_commit" >/dev/null 2>&1
    swift build -c release -Xswiftc -gnone --scratch-path "$before_tree/.build-callgrind" --package-path "$before_tree" --product kbc 2>&1 | tail -1
    before="$before_tree/.build-callgrind/release/kbc"
fi

echo "== generating inputs ($count keyboards)"
# shellcheck source=synthetic-layouts.sh
source "$root/Benchmarks/scripts/synthetic-layouts.sh"
write_synthetic_layouts "$work/plain-one" 1
write_synthetic_layouts "$work/plain" "$count"
# The same keyboards in the bank example's theme: `theme: bank-blue` after each one's id, the theme file
# beside them (in the one-file folder too, so that reading the theme cancels out with the start-up).
for pair in plain-one:themed-one plain:themed; do
    plain="$work/${pair%%:*}" themed="$work/${pair##*:}"
    mkdir -p "$themed"
    for file in "$plain"/*.yaml; do
        sed 's/^keyboard: \(.*\)$/keyboard: \1\ntheme: bank-blue/' "$file" > "$themed/$(basename "$file")"
    done
    cp "$root/Examples/Layouts/bank/bank-blue.yaml" "$themed/"
done

instructions() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
# Per-keyboard instructions of `BINARY COMMAND` over FOLDER (COUNT files) and FOLDER_ONE (one file).
per_keyboard() {
    local binary="$1" command="$2" many="$3" one="$4" out_many out_one
    if [ "$command" = generate ]; then
        out_many=(--output "$work/out-$RANDOM-$RANDOM"); out_one=(--output "$work/out-$RANDOM-$RANDOM")
    else
        out_many=(--diagnostic-limit 0); out_one=(--diagnostic-limit 0)
    fi
    local ir_many ir_one
    ir_many=$(instructions "$binary" "$command" "$many" "${out_many[@]}")
    ir_one=$(instructions "$binary" "$command" "$one" "${out_one[@]}")
    echo $(( (ir_many - ir_one) / (count - 1) ))
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
missed=()
report() { # label numerator denominator target
    local r verdict; r="$(ratio "$2" "$3")"
    verdict="$(awk -v r="$r" -v t="$4" 'BEGIN { print (r <= t ? "met" : "NOT met") }')"
    printf '%-60s %7s×  (target ≤ %s×: %s)  %s vs %s instructions per keyboard\n' "$1" "$r" "$4" "$verdict" "$2" "$3"
    if [ "$verdict" != met ]; then missed+=("${1%%.*}"); fi
}

echo "== callgrind"
validate_before=$(per_keyboard "$before" validate "$work/plain" "$work/plain-one")
validate_now=$(per_keyboard "$kbc" validate "$work/plain" "$work/plain-one")
generate_before=$(per_keyboard "$before" generate "$work/plain" "$work/plain-one")
generate_now=$(per_keyboard "$kbc" generate "$work/plain" "$work/plain-one")
validate_themed=$(per_keyboard "$kbc" validate "$work/themed" "$work/themed-one")
generate_themed=$(per_keyboard "$kbc" generate "$work/themed" "$work/themed-one")

echo
report "TH1. kbc validate, keyboard without a theme, now vs before" "$validate_now" "$validate_before" 1.05
report "TH2. kbc generate, keyboard without a theme, now vs before" "$generate_now" "$generate_before" 1.05
report "TH3. kbc validate, keyboard with a theme vs without" "$validate_themed" "$validate_now" 1.10
report "TH4. kbc generate, keyboard with a theme vs without" "$generate_themed" "$generate_now" 1.10
echo
if [ ${#missed[@]} -gt 0 ]; then
    echo "targets missed: rows ${missed[*]}" >&2
    exit 1
fi
echo "all targets met"
