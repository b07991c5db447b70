#!/usr/bin/env bash
# Type-check and compile time of the Swift that `kbc generate` writes for keyboards at the size limit
# (KBC0226: 32 rows, 384 keys and gaps), the largest any layout that validates can produce: row TC1 of
# Performance.md (peak memory ≤ 150 MB).
#
#   Benchmarks/scripts/typecheck-at-limit.sh        # uses the debug build in .build
#
# Shapes: 32 rows of 12 keys; one row of 384 keys (with KBC0205 disabled); 32 rows of 6 keys and 6 gaps
# with every optional field set. Prints `swiftc -typecheck` and `swiftc -c` seconds and peak memory per
# shape, then checks that 33 rows and 385 keys are refused. Exits 1 when a shape takes over MAX_SECONDS
# (default 10) to type-check.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
max="${MAX_SECONDS:-10}"
swift build --package-path "$root" --product kbc 2>&1 | tail -1
bin="$(swift build --package-path "$root" --show-bin-path)"
kbc="$bin/kbc"
swift build --package-path "$root" --target KeyboardRuntime 2>&1 | tail -1
# shellcheck source=corpus-folder.sh
source "$root/Benchmarks/scripts/corpus-folder.sh"
work="$(corpus_folder)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import os, sys
work = sys.argv[1]
os.makedirs(f"{work}/layouts")
code = 0x4E00
def keys(count):
    global code
    out = [chr(c) for c in range(code, code + count)]
    code += count
    return out
def write(name, text):
    open(f"{work}/layouts/{name}.yaml", "w").write(f"keyboard: {name}\n" + text)
write("rows-of-twelve", "rows:\n" + "".join("  - " + " ".join(keys(12)) + "\n" for _ in range(32)))
write("one-long-row", "rows:\n  - " + " ".join(keys(384)) + "\n")
rows = []
for _ in range(32):
    entries = [f'{{key: "{k}", label: "\\u202E{k}", shift: "\\"\\\\(x)", width: 1.25, pin: true, group: g}}' for k in keys(6)]
    entries += ["{gap: 0.5}"] * 6
    rows.append("  - [" + ", ".join(entries) + "]\n")
write("every-field", "title: \"\\\"\\\"\\\" \\\\(x)\"\nrows:\n" + "".join(rows))
os.makedirs(f"{work}/over")
open(f"{work}/over/tall.yaml", "w").write("keyboard: tall\nrows:\n" + "".join(f"  - {k}\n" for k in keys(33)))
open(f"{work}/over/wide.yaml", "w").write("keyboard: wide\nrows:\n  - " + " ".join(keys(385)) + "\n")
PY

disable=(--disable KBC0205 --disable KBC0206 --disable KBC0207 --disable KBC0211 --disable KBC0212 --disable KBC0214)
"$kbc" generate "$work/layouts" --output "$work/out" "${disable[@]}" | tail -1
status=0
printf '\n%-16s %12s %10s %12s %10s\n' "keyboard" "typecheck s" "MB" "object s" "MB"
for file in "$work/out"/*.swift; do
    name="$(basename "$file" .swift)"
    tc=$( { /usr/bin/time -f "%e %M" swiftc -typecheck -parse-as-library -I "$bin/Modules" "$file" >/dev/null; } 2>&1 | tail -1)
    obj=$( { /usr/bin/time -f "%e %M" swiftc -c -parse-as-library -I "$bin/Modules" "$file" -o "$work/$name.o" >/dev/null; } 2>&1 | tail -1)
    read -r tcs tckb <<<"$tc"
    read -r objs objkb <<<"$obj"
    printf '%-16s %12s %10d %12s %10d\n' "$name" "$tcs" $((tckb / 1024)) "$objs" $((objkb / 1024))
    if awk -v s="$tcs" -v m="$max" 'BEGIN { exit !(s > m) }'; then
        echo "error: $name takes $tcs s to type-check (over $max s)" >&2
        status=1
    fi
done
for over in tall wide; do
    output="$("$kbc" validate "$work/over/$over.yaml" "${disable[@]}" 2>&1 || true)"
    if [[ "$output" == *"[KBC0226]"* ]]; then
        echo "$over.yaml (one past the limit): refused with KBC0226"
    else
        echo "error: $over.yaml (one past the limit) was not refused with KBC0226" >&2
        status=1
    fi
done
exit $status
