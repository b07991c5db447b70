#!/usr/bin/env bash
# Whether two kbc executables behave the same: every diagnostic, exit status and written file byte for byte,
# over the diagnostic and fix-it fixtures, the import fixtures, Layouts/, Examples/ and the benchmark corpora
# (synthetic, CJK and Benchmarks/scripts/script-layouts.sh's scripts). For a change that must not change
# behaviour, such as a faster path:
#
#   Benchmarks/scripts/same-output.sh BEFORE_KBC AFTER_KBC      # needs python3 for the corpora
#
# Each executable runs in a folder of its own holding copies of the inputs at the same relative paths, and
# writes its outputs there (stdout, stderr and the exit status of every command in one log per input, the
# generated, flattened and imported files beside it); the two folders are then compared with `diff -r`.
# Prints what differs and exits 1, or prints the number of commands run and exits 0.
set -euo pipefail

[ $# -eq 2 ] || { echo "usage: $0 BEFORE_KBC AFTER_KBC" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
before="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
after="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
# shellcheck source=corpus-folder.sh
source "$root/Benchmarks/scripts/corpus-folder.sh"
work="$(corpus_folder)"
trap 'rm -rf "$work"' EXIT

inputs="$work/inputs"
mkdir -p "$inputs/corpora"
cp -R "$root/Tests/KeyboardCompilerTests/Fixtures" "$inputs/fixtures"
cp -R "$root/Tests/KeyboardCompilerTests/ImportFixtures" "$inputs/import-fixtures"
cp -R "$root/Layouts" "$inputs/Layouts"
cp -R "$root/Examples" "$inputs/Examples"
source "$root/Benchmarks/scripts/synthetic-layouts.sh"
source "$root/Benchmarks/scripts/cjk-layouts.sh"
source "$root/Benchmarks/scripts/script-layouts.sh"
write_synthetic_layouts "$inputs/corpora/synthetic" 100
write_cjk_layouts "$inputs/corpora/cjk" 100
for kind in cjk-latin vietnamese devanagari arabic; do write_script_layouts "$inputs/corpora/$kind" 100 "$kind"; done

# The inputs each command runs over, as paths relative to the inputs folder: every fixture on its own (a
# file, or a folder that is one case), and each folder of layouts whole.
cases=()
for entry in "$inputs"/fixtures/*/*; do cases+=("${entry#"$inputs"/}"); done
for entry in "$inputs"/Examples/Layouts/*; do cases+=("${entry#"$inputs"/}"); done
cases+=(Layouts)
for entry in "$inputs"/corpora/*; do cases+=("${entry#"$inputs"/}"); done

commands=0
run_all() { # KBC FOLDER: runs every command over every case inside FOLDER
    local kbc="$1" folder="$2" case log name
    cp -R "$inputs" "$folder"
    cd "$folder"
    for case in "${cases[@]}"; do
        name="${case//\//_}"
        log="logs/$name"
        mkdir -p "$log" "out/$name"
        for command in validate test "validate --format json"; do
            # shellcheck disable=SC2086 # the command's words
            { "$kbc" $command "$case" >"$log/${command// /_}.out" 2>"$log/${command// /_}.err"; echo "exit $?" >>"$log/${command// /_}.err"; } || true
        done
        { "$kbc" generate "$case" --output "out/$name/generated" >"$log/generate.out" 2>"$log/generate.err"; echo "exit $?" >>"$log/generate.err"; } || true
        { "$kbc" generate "$case" --output "out/$name/generated" --check >"$log/check.out" 2>"$log/check.err"; echo "exit $?" >>"$log/check.err"; } || true
        { "$kbc" flatten "$case" --output "out/$name/flattened" >"$log/flatten.out" 2>"$log/flatten.err"; echo "exit $?" >>"$log/flatten.err"; } || true
        commands=$((commands + 6))
    done
    for entry in import-fixtures/*/*; do
        name="${entry//\//_}"
        mkdir -p "logs/$name"
        { "$kbc" import "$entry" --output "out/$name" >"logs/$name/import.out" 2>"logs/$name/import.err"; echo "exit $?" >>"logs/$name/import.err"; } || true
        commands=$((commands + 1))
    done
    cd "$work"
}

run_all "$before" "$work/before"
run_all "$after" "$work/after"
if diff -r "$work/before" "$work/after" >"$work/diff" 2>&1; then
    echo "same output: $((commands / 2)) commands over ${#cases[@]} inputs and the import fixtures, byte for byte"
else
    head -100 "$work/diff"
    echo "outputs differ ($(grep -c '^diff\|^Only in' "$work/diff" || true) files)" >&2
    exit 1
fi
