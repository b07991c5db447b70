#!/usr/bin/env bash
# The command plugin's own command line (review 41, F7), in this package: `--help` is the plugin's (it
# printed kbc validate's, without --target); a --target with no layout files is an error (it printed
# nothing and exited 0); a path is refused (it was validated beside every target). Run after `swift test`
# has built the package once.
set -euo pipefail
cd "$(dirname "$0")"

fail() { echo "check-command-plugin: $*" >&2; exit 1; }

output=$(swift package validate-keyboards --help 2>/dev/null) || fail "validate-keyboards --help exited $?"
grep -q -- '--target <target>' <<<"$output" || { echo "$output" >&2; fail "--help does not describe --target"; }
! grep -q -- '--inputs-from' <<<"$output" || { echo "$output" >&2; fail "--help is kbc validate's"; }

status=0; output=$(swift package validate-keyboards --target SecureFormsTests 2>&1) || status=$?
[ "$status" -ne 0 ] || { echo "$output" >&2; fail "--target SecureFormsTests (no layout files) exited 0"; }
grep -q "no keyboard layout files (\*.yaml, \*.yml) to validate in target 'SecureFormsTests'" <<<"$output" \
  || { echo "$output" >&2; fail "--target SecureFormsTests did not say it has no layout files"; }

# A target with layouts beside it is still validated, and the run still fails.
status=0; output=$(swift package validate-keyboards --target BankKeyboards --target SecureFormsTests 2>&1) || status=$?
[ "$status" -ne 0 ] || { echo "$output" >&2; fail "--target BankKeyboards --target SecureFormsTests exited 0"; }
grep -q "Validating 1 layout file of target 'BankKeyboards'" <<<"$output" || { echo "$output" >&2; fail "BankKeyboards was not validated"; }

for arguments in "/etc" "--format json Sources/SecureForms" "--inputs-from list"; do
  status=0
  # shellcheck disable=SC2086 # the arguments' words
  output=$(swift package validate-keyboards $arguments 2>&1) || status=$?
  [ "$status" -ne 0 ] || { echo "$output" >&2; fail "validate-keyboards $arguments exited 0"; }
  grep -q "validate-keyboards validates the layout files of the package's targets and takes no paths" <<<"$output" \
    || { echo "$output" >&2; fail "validate-keyboards $arguments was not refused with a reason"; }
  ! grep -q "KBC0001" <<<"$output" || { echo "$output" >&2; fail "validate-keyboards $arguments validated the path"; }
done
echo "check-command-plugin: --help, an empty --target and paths behave."
