#!/usr/bin/env bash
# The compiler figures of issues 25 and 32, as callgrind instruction counts (repeatable on a loaded machine),
# each against its baseline measured in the same run, printed with its target:
#
#   G1. `kbc generate FOLDER -o OUT` per 40-key keyboard over 1000 files into a new folder, start-up cancelled
#       out ((Ir for 1000 files − Ir for 1 file) / 999), vs the bare C libyaml event loop over the same files
#       (Benchmarks/scripts/libyaml-files.c, measured the same way)                               target ≤ 3×
#   G2. the same over 5000 files ((Ir for 5000 − Ir for 1) / 4999): the same per keyboard as at 1000
#                                                                  target ≤ 1.10× the per-keyboard Ir of G1
#   G3. `kbc generate` of the 1000 files again into the folder it wrote (every plugin build after the
#       first), whole process, vs the first run into a new folder                              target ≤ 1.10×
#   C1. `kbc validate FOLDER` per Chinese, Japanese or Korean keyboard (1.3 KB, every key with alternates,
#       a hint and a spoken name; Benchmarks/scripts/cjk-layouts.sh) over 1000 files vs the C loop, as G1
#                                                                                              target ≤ 2.0×
#   M1. in-memory `LayoutCompiler.compile` of the 7 standard layouts (Benchmarks/Sources/CompileProfile, 200
#       passes, only that function counted) vs the C event loop over the same bytes in memory  target ≤ 2.0×
#   A1. `kbc validate FOLDER` per synthetic 40-key ASCII keyboard over 1000 files vs the C loop, as G1
#                                                                                              target ≤ 2.2×
#   S1–S4. the same per keyboard of the scripts people type, with the characters their keyboards have
#       (Benchmarks/scripts/script-layouts.sh): S1 Chinese, Japanese and Korean pages with Latin keys whose
#       alternates carry tone marks and accents (ǎ ẑ ỳ), kana with their small and voiced forms; S2 the
#       Vietnamese letters page, every tone-marked vowel an alternate; S3 a Hindi page of Devanagari with
#       vowel signs, virama and nukta; S4 an Arabic page with hamza forms, Arabic-Indic digits and harakat
#                                                                                     target ≤ 2.0× each
#
# The type-checking memory target (≤ 150 MB for a generated row of 384 keys) is Benchmarks/scripts/
# typecheck-at-limit.sh's.
#
#   Benchmarks/scripts/compiler-ratios.sh        # from anywhere; needs valgrind, cc and libyaml-dev
#   Benchmarks/scripts/compiler-ratios.sh --validate-only    # rows C1, A1 and S1–S4: no generate, no M1
#
# Runs with SWIFT_DETERMINISTIC_HASHING=1, so that `Hasher` is seeded the same in every process and the
# counts repeat from run to run. Exits 1 when a target is missed (each row says "NOT met"), 0 when all are met. Release builds without
# debug information (-gnone): valgrind 3.19 cannot read Swift's DWARF 5. kbc is built in .build-callgrind
# at the repository root (KBC_SCRATCH: reuse another -gnone release build), CompileProfile in
# Benchmarks/.build-callgrind.
set -euo pipefail
export SWIFT_DETERMINISTIC_HASHING=1
validate_only=false
case "${1:-}" in
    --validate-only) validate_only=true ;;
    "") ;;
    *) echo "usage: $0 [--validate-only]" >&2; exit 2 ;;
esac

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=corpus-folder.sh
source "$root/Benchmarks/scripts/corpus-folder.sh"
work="$(corpus_folder)"
trap 'rm -rf "$work"' EXIT

echo "== machine: $(nproc) cores, $(uname -sm), $(swift --version 2>/dev/null | head -1)"
echo "== building (release, no debug information)"
scratch="${KBC_SCRATCH:-$root/.build-callgrind}"
[[ $scratch == /* ]] || scratch="$PWD/$scratch"
swift build -c release -Xswiftc -gnone --scratch-path "$scratch" --package-path "$root" --product kbc 2>&1 | tail -1
$validate_only || swift build -c release -Xswiftc -gnone --scratch-path "$root/Benchmarks/.build-callgrind" --package-path "$root/Benchmarks" --product CompileProfile 2>&1 | tail -1
kbc="$scratch/release/kbc"
profile="$root/Benchmarks/.build-callgrind/release/CompileProfile"
baseline="$root/Benchmarks/Sources/LibyamlBaseline"
cc -O2 -I "$baseline/include" "$root/Benchmarks/scripts/libyaml-files.c" "$baseline/LibyamlBaseline.c" -lyaml -o "$work/libyaml-files"

echo "== generating inputs"
# shellcheck source=synthetic-layouts.sh
source "$root/Benchmarks/scripts/synthetic-layouts.sh"
# shellcheck source=cjk-layouts.sh
source "$root/Benchmarks/scripts/cjk-layouts.sh"
# shellcheck source=script-layouts.sh
source "$root/Benchmarks/scripts/script-layouts.sh"
write_synthetic_layouts "$work/one" 1
write_synthetic_layouts "$work/k1000" 1000
$validate_only || write_synthetic_layouts "$work/k5000" 5000
write_cjk_layouts "$work/cjk-one" 1
write_cjk_layouts "$work/cjk1000" 1000
scripts=(cjk-latin vietnamese devanagari arabic)
for kind in "${scripts[@]}"; do
    write_script_layouts "$work/$kind-one" 1 "$kind"
    write_script_layouts "$work/$kind-1000" 1000 "$kind"
done

# Instructions of a command under callgrind (extra valgrind options first, then `--`).
instructions() {
    local options=()
    while [[ $1 != -- ]]; do options+=("$1"); shift; done
    shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "${options[@]}" "$@" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
verdict() { awk -v r="$1" -v t="$2" 'BEGIN { print (r <= t ? "met" : "NOT met") }'; }
missed=()
report() { # label ratio target detail; a missed target is remembered for the exit status
    local verdict; verdict="$(verdict "$2" "$3")"
    printf '%-62s %6s×  (target ≤ %s×: %s)  %s\n' "$1" "$2" "$3" "$verdict" "$4"
    if [ "$verdict" != met ]; then missed+=("${1%%.*}"); fi
}
# Per-file instructions of a command over COUNT files: (Ir over COUNT − Ir over one) / (COUNT − 1).
per_file() { echo $(( ($1 - $2) / ($3 - 1) )); }

echo "== callgrind"
c_one=$(instructions -- "$work/libyaml-files" "$work/one")
c_1000=$(instructions -- "$work/libyaml-files" "$work/k1000")
if ! $validate_only; then
    c_5000=$(instructions -- "$work/libyaml-files" "$work/k5000")
    generate_one=$(instructions -- "$kbc" generate "$work/one" --output "$work/out-one")
    generate_1000=$(instructions -- "$kbc" generate "$work/k1000" --output "$work/out1000")
    again_1000=$(instructions -- "$kbc" generate "$work/k1000" --output "$work/out1000")
    generate_5000=$(instructions -- "$kbc" generate "$work/k5000" --output "$work/out5000")
fi
c_cjk_one=$(instructions -- "$work/libyaml-files" "$work/cjk-one")
c_cjk_1000=$(instructions -- "$work/libyaml-files" "$work/cjk1000")
cjk_one=$(instructions -- "$kbc" validate "$work/cjk-one")
cjk_1000=$(instructions -- "$kbc" validate "$work/cjk1000")
validate_one=$(instructions -- "$kbc" validate "$work/one")
validate_1000=$(instructions -- "$kbc" validate "$work/k1000")
declare -A script_per c_script_per
for kind in "${scripts[@]}"; do
    script_per[$kind]=$(per_file "$(instructions -- "$kbc" validate "$work/$kind-1000")" "$(instructions -- "$kbc" validate "$work/$kind-one")" 1000)
    c_script_per[$kind]=$(per_file "$(instructions -- "$work/libyaml-files" "$work/$kind-1000")" "$(instructions -- "$work/libyaml-files" "$work/$kind-one")" 1000)
done
if ! $validate_only; then
    standard=$(instructions '--toggle-collect=$s16KeyboardCompiler06LayoutB0V7compileyAA17CompilationResultVSayAA0C6SourceVGF' -- \
        "$profile" standard 200 compile)
    standard_c=$(instructions '--toggle-collect=kbc_libyaml_count_events' -- "$profile" standard 200 baseline)
fi

c_per=$(per_file "$c_1000" "$c_one" 1000)
c_cjk_per=$(per_file "$c_cjk_1000" "$c_cjk_one" 1000)
cjk_per=$(per_file "$cjk_1000" "$cjk_one" 1000)
validate_per=$(per_file "$validate_1000" "$validate_one" 1000)

echo
if ! $validate_only; then
    c_per5000=$(per_file "$c_5000" "$c_one" 5000)
    generate_per=$(per_file "$generate_1000" "$generate_one" 1000)
    generate_per5000=$(per_file "$generate_5000" "$generate_one" 5000)
    report "G1. kbc generate, per keyboard (1000 files), vs C libyaml" "$(ratio "$generate_per" "$c_per")" 3 \
        "($generate_per vs $c_per instructions; kbc start-up $generate_one)"
    report "G2. the same at 5000 files, per keyboard, vs at 1000" "$(ratio "$generate_per5000" "$generate_per")" 1.10 \
        "($generate_per5000 vs $generate_per; $(ratio "$generate_per5000" "$c_per5000")× the C loop's $c_per5000)"
    report "G3. kbc generate into its up-to-date folder vs a new folder" "$(ratio "$again_1000" "$generate_1000")" 1.10 \
        "($again_1000 vs $generate_1000 instructions, 1000 files)"
fi
report "C1. kbc validate, per CJK keyboard (1000 files), vs C libyaml" "$(ratio "$cjk_per" "$c_cjk_per")" 2.0 \
    "($cjk_per vs $c_cjk_per instructions)"
if ! $validate_only; then
    report "M1. LayoutCompiler.compile in memory, 7 standard layouts, vs C" "$(ratio "$standard" "$standard_c")" 2.0 \
        "($((standard / 200)) vs $((standard_c / 200)) instructions per pass)"
fi
report "A1. kbc validate, per ASCII keyboard (1000 files), vs C libyaml" "$(ratio "$validate_per" "$c_per")" 2.2 \
    "($validate_per vs $c_per instructions)"
declare -A labels=([cjk-latin]="S1. kbc validate, per CJK page with Latin alternates, vs C" [vietnamese]="S2. kbc validate, per Vietnamese letters page, vs C"
        [devanagari]="S3. kbc validate, per Devanagari page, vs C" [arabic]="S4. kbc validate, per Arabic page, vs C")
for kind in "${scripts[@]}"; do
    report "${labels[$kind]}" "$(ratio "${script_per[$kind]}" "${c_script_per[$kind]}")" 2.0 \
        "(${script_per[$kind]} vs ${c_script_per[$kind]} instructions)"
done

echo
if [ ${#missed[@]} -gt 0 ]; then
    echo "targets missed: rows ${missed[*]}" >&2
    exit 1
fi
echo "all targets met"
