#!/usr/bin/env bash
# The build plugin's error path, end to end (issue 26): in this package, a broken layout must fail
# `swift build` with a located `path:line:col: error: … [KBCnnnn]` line, and once fixed an incremental
# build must succeed and generate its Swift. Run after `swift test` has built the package once, so both
# builds are incremental. The layout it adds is removed however the script ends.
set -euo pipefail
cd "$(dirname "$0")"
layout=Sources/SecureForms/otp-pad.yaml
trap 'rm -f "$layout"' EXIT

fail() { echo "check-plugin-errors: $*" >&2; exit 1; }

# A key that leads to a page nobody declares: an error the plugin must report where it is written.
cat > "$layout" <<'YAML'
keyboard: otp-pad
rows:
  - 1 2 3
  - [{action: switch, to: nowhere}, "0", {action: delete}]
YAML
if output=$(swift build 2>&1); then
  fail "swift build succeeded with a broken layout"
fi
grep -qE "otp-pad\.yaml:4:27: error: .*\[KBC0203\]" <<<"$output" \
  || { echo "$output" | tail -60 >&2; fail "swift build failed without the located KBC0203 error"; }

# Fixed: the next build picks the layout up and generates KeyboardLayout.otpPad.
sed -i 's/to: nowhere/to: pin-pad/' "$layout"
output=$(swift build 2>&1) || { echo "$output" | tail -60 >&2; fail "swift build failed after the layout was fixed"; }
generated=$(find .build -path '*KeyboardLayoutGenerator/GeneratedSources/otp-pad.swift' | head -n 1)
[ -n "$generated" ] || fail "no otp-pad.swift was generated after the fix"
grep -q "static let otpPad" "$generated" || fail "$generated does not declare otpPad"
echo "check-plugin-errors: a broken layout fails the build where it is wrong; fixed, it builds"
