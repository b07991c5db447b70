#!/usr/bin/env bash
# `kbc import` in time linear in its input (issue 31): one CLDR key with N unknown attributes (each
# reported), and N touch layers that each switch to the next, the last invalid (every page is left out).
# For each N it prints the wall time of a release kbc and, with --callgrind, its instruction count
# (SWIFT_DETERMINISTIC_HASHING=1): doubling N should about double both, never quadruple them.
#
#   Benchmarks/scripts/import-scaling.sh [--callgrind] [path/to/kbc]
#
# Without a kbc path it builds one in release at .build (swift build -c release --product kbc).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
callgrind=0
if [ "${1:-}" = "--callgrind" ]; then callgrind=1; shift; fi
kbc="${1:-}"
if [ -z "$kbc" ]; then
  swift build -c release --product kbc --package-path "$root" 2>&1 | tail -1
  kbc="$root/.build/release/kbc"
fi
# shellcheck source=corpus-folder.sh
source "$root/Benchmarks/scripts/corpus-folder.sh"
work="$(corpus_folder)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
for n in (20000, 40000, 80000):
    attributes = " ".join(f'a{i}="{i}"' for i in range(n))
    open(f"{work}/attributes-{n}.xml", "w").write(
        f'<keyboard3 locale="en" conformsTo="45"><keys><key id="x" output="x" {attributes}/></keys>'
        f'<layers formId="touch"><layer id="base"><row keys="a x"/></layer></layers></keyboard3>\n')
for n in (125, 250, 501):
    layers = "\n".join(f'<layer id="l{i}"><row keys="a {f"to{i + 1}" if i < n else "bell"}"/></layer>' for i in range(1, n + 1))
    keys = "".join(f'<key id="to{i}" layerId="l{i}"/>' for i in range(2, n + 1)) + '<key id="bell" output="\\u{7}"/>'
    open(f"{work}/layers-{n}.xml", "w").write(
        f'<keyboard3 locale="en" conformsTo="45"><keys>{keys}</keys><layers formId="touch">\n{layers}\n</layers></keyboard3>\n')
PY

for input in attributes-20000 attributes-40000 attributes-80000 layers-125 layers-250 layers-501; do
  start=$(date +%s.%N)
  status=0
  "$kbc" import "$work/$input.xml" -o "$work/out-$input" >/dev/null 2>&1 || status=$?
  end=$(date +%s.%N)
  line="$(printf '%-18s exit %d  %6.2f s' "$input" "$status" "$(echo "$end - $start" | bc)")"
  if [ "$callgrind" = 1 ]; then
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
      "$kbc" import "$work/$input.xml" -o "$work/cg-$input" >/dev/null 2>&1 || true
    line="$line  $(callgrind_annotate "$work/cg.out" 2>/dev/null | awk '/PROGRAM TOTALS/ {print $1}') instructions"
  fi
  echo "$line"
done
