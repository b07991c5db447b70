#!/usr/bin/env bash
# Issue 34's speed target, as callgrind instruction counts (repeatable on a loaded machine): `kbc validate`
# of 1000 synthetic keyboards (Benchmarks/scripts/synthetic-layouts.sh) with a kbc-config.yaml of 20 team
# rules that apply to every keyboard, against the same with a configuration without rules. Target ≤ 1.2×.
#
#   Benchmarks/scripts/team-rules-ratio.sh     # from anywhere; needs valgrind
#
# Exits 1 when the target is missed. Release build without debug information (-gnone), in .build-callgrind
# at the repository root as compiler-ratios.sh builds it (KBC_SCRATCH: reuse another -gnone release build).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=corpus-folder.sh
source "$root/Benchmarks/scripts/corpus-folder.sh"
work="$(corpus_folder)"
trap 'rm -rf "$work"' EXIT
scratch="${KBC_SCRATCH:-$root/.build-callgrind}"
[[ $scratch == /* ]] || scratch="$PWD/$scratch"
echo "== building (release, no debug information)"
swift build -c release -Xswiftc -gnone --scratch-path "$scratch" --package-path "$root" --product kbc 2>&1 | tail -1
kbc="$scratch/release/kbc"

# shellcheck source=synthetic-layouts.sh
source "$root/Benchmarks/scripts/synthetic-layouts.sh"
write_synthetic_layouts "$work/k1000" 1000
printf 'accessLevel: internal\n' > "$work/without.yaml"
# Twenty rules of the kinds a bank writes, every one selecting every keyboard (kb*): page fields, sets of
# keys and characters, counts, and rules about each key. The keyboards meet them all: the count is what
# checking costs on a clean target, not what printing findings costs.
cat > "$work/with.yaml" <<'YAML'
accessLevel: internal
rules:
  - {id: R01, severity: warning, message: pads shuffle on show, select: {keyboard: "kb*"}, require: {shuffle: [on-show, after-each-key]}}
  - {id: R02, severity: warning, message: half width, select: {keyboard: "kb*"}, require: {characterWidth: half}}
  - {id: R03, severity: warning, message: no alternates, select: {keyboard: "kb*"}, keys: {kind: character}, forbid: [alternates]}
  - {id: R04, severity: warning, message: no flicks, select: {keyboard: "kb*"}, forbid: [flick]}
  - {id: R05, severity: warning, message: no hints, select: {keyboard: "kb*"}, forbid: [hint]}
  - {id: R06, severity: warning, message: four rows, select: {keyboard: "kb*"}, require: {rowCount: 4}}
  - {id: R07, severity: warning, message: forty keys at most, select: {keyboard: "kb*"}, require: {keyCount: {max: 40}}}
  - {id: R08, severity: warning, message: row shape, select: {keyboard: "kb*"}, require: {rowShape: "10 10 10 10"}}
  - {id: R09, severity: warning, message: the digits, select: {keyboard: "kb*"}, require: {keys: 1 2 3 4 5 6 7 8 9 0}}
  - {id: R10, severity: warning, message: no double zero, select: {keyboard: "kb*"}, forbid: {keys: ["00", "000"]}}
  - {id: R11, severity: warning, message: ASCII only, select: {keyboard: "kb*"}, require: {characters: {only: "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ;,./"}}}
  - {id: R12, severity: warning, message: no currency, select: {keyboard: "kb*"}, forbid: {characters: "$€£¥"}}
  - {id: R13, severity: warning, message: a title, select: {keyboard: "kb*"}, require: [title]}
  - {id: R14, severity: warning, message: no repeated keys, select: {keyboard: "kb*"}, require: {repeatedKeys: refused}}
  - {id: R15, severity: warning, message: left to right, select: {keyboard: "kb*"}, require: {direction: ltr}}
  - {id: R16, severity: warning, message: keys one unit wide, select: {keyboard: "kb*"}, require: {width: {max: 1}}}
  - {id: R17, severity: warning, message: no pinned keys, select: {keyboard: "kb*"}, forbid: {pin: true}}
  - {id: R18, severity: warning, message: no switch, select: {keyboard: "kb*"}, forbid: {actions: [switch]}}
  - {id: R19, severity: warning, message: no length, select: {keyboard: "kb*"}, forbid: [length]}
  - {id: R20, severity: warning, message: Done, select: {keyboard: "kb*"}, require: {toolbar.done: true}}
YAML

instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
echo "== callgrind"
without=$(SWIFT_DETERMINISTIC_HASHING=1 instructions "$kbc" validate "$work/k1000" --config "$work/without.yaml" --diagnostic-limit 0)
with=$(SWIFT_DETERMINISTIC_HASHING=1 instructions "$kbc" validate "$work/k1000" --config "$work/with.yaml" --diagnostic-limit 0)
ratio=$(awk -v a="$with" -v b="$without" 'BEGIN { printf "%.2f", a / b }')
verdict=$(awk -v r="$ratio" 'BEGIN { print (r <= 1.2 ? "met" : "NOT met") }')
printf 'T1. kbc validate of 1000 keyboards with 20 team rules vs without   %s×  (target ≤ 1.2×: %s)  %s vs %s Ir\n' "$ratio" "$verdict" "$with" "$without"
[ "$verdict" = met ]
