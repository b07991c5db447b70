#!/usr/bin/env bash
# The build plugin's error path, end to end (issue 26): in this package, a broken layout must fail
# `swift build` with a located `path:line:col: error: … [KBCnnnn]` line, and once fixed an incremental
# build must succeed and generate its Swift. Run after `swift test` has built the package once, so both
# builds are incremental. Then (issue 31) a kbc-config.yaml in a folder of the target: not applied, since a
# target has one configuration, and reported where it is (KBC0409) by `swift build`, `swift package
# validate-keyboards` and `kbc validate` alike, never a usage error without a place. What it adds is removed
# however the script ends, and so are a misnamed one (KBC-Config.yaml) and a kbc-config.yml beside the target's.
set -euo pipefail
cd "$(dirname "$0")"
layout=Sources/SecureForms/otp-pad.yaml
nested=Sources/SecureForms/Pads
beside=Sources/SecureForms/kbc-config.yml
trap 'rm -rf "$layout" "$nested" "$beside"' EXIT

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

# A configuration in a folder of the target, with a layout beside it: the same located error everywhere.
mkdir -p "$nested"
printf 'warn: [KBC0207]\n' > "$nested/kbc-config.yaml"
printf 'keyboard: nested-pad\nrows:\n  - 1 2 3\n' > "$nested/nested-pad.yaml"
expected="Pads/kbc-config\.yaml:1:1: error: this configuration is not applied: .*\[KBC0409\]"
kbc="$(cd ../.. && swift build --show-bin-path)/kbc"
[ -x "$kbc" ] || (cd ../.. && swift build --product kbc >/dev/null)
for run in "swift build" "swift package validate-keyboards" "$kbc validate Sources/SecureForms"; do
  status=0
  output=$($run 2>&1) || status=$?
  [ "$status" -eq 1 ] || { echo "$output" | tail -40 >&2; fail "$run exited $status with a nested kbc-config.yaml, expected 1"; }
  grep -qE "$expected" <<<"$output" || { echo "$output" | tail -40 >&2; fail "$run did not report the nested configuration where it is"; }
done
# A configuration misnamed (another letter case) is no layout and is never applied, on a Mac as on Linux.
rm -rf "$nested"
mkdir -p "$nested"
printf 'warn: [KBC0207]\n' > "$nested/KBC-Config.yaml"
status=0
output=$(swift build 2>&1) || status=$?
[ "$status" -eq 1 ] && grep -qE "Pads/KBC-Config\.yaml:1:1: error: this configuration is not applied: kbc reads one named 'kbc-config\.yaml' exactly.*\[KBC0409\]" <<<"$output" \
  || { echo "$output" | tail -40 >&2; fail "swift build did not report the misnamed configuration where it is (exit $status)"; }
# A kbc-config.yml beside the target's kbc-config.yaml: a folder has one configuration, and the one passed
# over is reported where it is, by the build as by kbc given the folder.
rm -rf "$nested"
printf 'warn: [KBC0207]\n' > "$beside"
for run in "swift build" "$kbc validate Sources/SecureForms"; do
  status=0
  output=$($run 2>&1) || status=$?
  [ "$status" -eq 1 ] && grep -qE "SecureForms/kbc-config\.yml:1:1: error: this configuration is not applied: 'kbc-config\.yaml' beside it is.*\[KBC0409\]" <<<"$output" \
    || { echo "$output" | tail -40 >&2; fail "$run did not report the kbc-config.yml beside the kbc-config.yaml where it is (exit $status)"; }
done
# A usage mistake passed to the command plugin is kbc's message, never a claim that the layouts have errors.
status=0
output=$(swift package validate-keyboards --diagnostic-limit -1 2>&1) || status=$?
[ "$status" -ne 0 ] && grep -q "Error: --diagnostic-limit must be 0 (no limit) or more" <<<"$output" \
  && grep -q "kbc refused the command line" <<<"$output" && ! grep -q "keyboard layouts have errors" <<<"$output" \
  || { echo "$output" | tail -40 >&2; fail "swift package validate-keyboards --diagnostic-limit -1 did not report a usage mistake (exit $status)"; }
# Removed, the target builds again.
rm -f "$beside"
output=$(swift build 2>&1) || { echo "$output" | tail -60 >&2; fail "swift build failed once the nested configuration was removed"; }
echo "check-plugin-errors: a broken layout fails the build where it is wrong; fixed, it builds; a nested configuration, a misnamed one and a second one beside the target's are reported where they are"
