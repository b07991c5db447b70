#!/usr/bin/env bash
# Issue 31: the CI lines of the README and of AppIntegration.md, run as written on an app made by `kbc init`
# whose kbc-config.yaml has `standardLayouts: true` and `disable:`, report exactly what `swift build` and
# `swift package validate-keyboards` report: the same located diagnostics and the same exit status, because
# every command finds the target's configuration as the plugins do.
#
#   Tests/CILines/run.sh        # about as long as Tests/FreshApp/run.sh
set -euo pipefail
kbc_root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$kbc_root" "$work/kbc"   # the README's ../kbc
app="$work/App"
mkdir -p "$app"
cd "$app"
cat > Package.swift <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "App",
    targets: [
    ]
)
SWIFT
swift run --package-path ../kbc kbc init --kbc-path ../kbc > init.out
# The printed lines replace the manifest's empty `targets:` list.
python3 - init.out Package.swift <<'PY'
import sys
printed = open(sys.argv[1]).read().split("\n")
start = next(i for i, line in enumerate(printed) if line.strip().startswith("platforms:"))
end = next(i for i in range(start, len(printed)) if printed[i] == "    ]")
manifest = open(sys.argv[2]).read()
before, rest = manifest.split("    targets: [\n", 1)
after = rest.split("    ]\n", 1)[1]
open(sys.argv[2], "w").write(before + "\n".join(printed[start:end + 1]) + "\n" + after)
PY

# The configuration kbc init wrote, with the standard keyboards and a disabled code; a layout that extends
# a standard keyboard, and one with a disabled warning (KBC0211) and a kept one (KBC0206).
target=Sources/SecureKeyboards
printf 'standardLayouts: true\ndisable: [KBC0211]\n' >> "$target/kbc-config.yaml"
cat > "$target/password-letters.yaml" <<'YAML'
keyboard: password-letters
extends: letters
replaces: letters
title: Password
YAML
printf 'keyboard: codes\ntitle: Codes\nrows:\n  - [AB, CD, EF]\n  - 1 2 3 4 5\n' > "$target/codes.yaml"

# The located diagnostics of an output, paths relative to the app, each once, sorted.
located() { sed -E "s|^$app/||; s|^$(cd "$app" && pwd -P)/||" | grep -E '^[^ :]+:[0-9]+:[0-9]+: (error|warning|note):' | sort -u || true; }
failures=0
# run NAME COMMAND…: the command's exit status and located diagnostics, kept as NAME.status and NAME.located.
run() {
    local name=$1; shift
    local status=0
    "$@" > "$name.out" 2>&1 || status=$?
    echo "$status" > "$name.status"
    located < "$name.out" > "$name.located"
}
same() { # A B: the same exit status and the same located diagnostics
    if ! cmp -s "$1.status" "$2.status" || ! cmp -s "$1.located" "$2.located"; then
        echo "CILines: '$1' and '$2' differ: exit $(cat "$1.status") vs $(cat "$2.status")" >&2
        diff "$1.located" "$2.located" >&2 || true
        cat "$1.out" "$2.out" >&2
        failures=$((failures + 1))
    fi
}

run build swift build
run plugin swift package validate-keyboards
run plugin-strict swift package validate-keyboards --warnings-as-errors
run plugin-github swift package validate-keyboards --format github
# README.md, as written:
run readme-validate swift run --package-path ../kbc kbc validate Sources/SecureKeyboards --warnings-as-errors
run readme-test swift run --package-path ../kbc kbc test Sources/SecureKeyboards
run readme-github swift run --package-path ../kbc kbc validate Sources/SecureKeyboards --format github
# AppIntegration.md, as written:
run manual-validate swift run kbc validate Sources/SecureKeyboards --warnings-as-errors

grep -q 'KBC0206' build.located || { echo "CILines: swift build did not report the kept warning" >&2; cat build.out >&2; exit 1; }
same readme-test build
same readme-validate plugin-strict
same manual-validate plugin-strict
[ "$(cat plugin.status)" = 0 ] || { echo "CILines: validate-keyboards failed" >&2; cat plugin.out >&2; exit 1; }
# The annotations: the same lines, files relative to the package root, from the plugin as from the CLI.
grep '^::' plugin-github.out > plugin-github.lines || true
grep '^::' readme-github.out > readme-github.lines || true
if ! [ -s readme-github.lines ] || ! cmp -s plugin-github.lines readme-github.lines; then
    echo "CILines: the plugin's and the CLI's GitHub annotations differ" >&2
    diff plugin-github.lines readme-github.lines >&2 || true
    failures=$((failures + 1))
fi
[ "$failures" = 0 ] || exit 1
echo "CILines: the README's and the manual's CI lines report what swift build and validate-keyboards report."
