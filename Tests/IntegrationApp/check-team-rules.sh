#!/usr/bin/env bash
# Issue 34, end to end: a bank's kbc-config.yaml with rules of its own and a built-in pack, over the
# standard keyboards (which its pad extends) and its own layouts, reports each violation where it is, in
# every output format, through the CLI (kbc validate), the build plugin (swift build) and the command
# plugin (swift package validate-keyboards). Run after `swift test` has built the package once. The
# configuration and layout it changes are restored however the script ends.
set -euo pipefail
cd "$(dirname "$0")"
target=Sources/SecureForms
config=$target/kbc-config.yaml
layout=$target/bank-pin.yaml
saved=$(mktemp)
cp "$config" "$saved"
trap 'cp "$saved" "$config"; rm -f "$saved" "$layout"' EXIT
fail() { echo "check-team-rules: $*" >&2; exit 1; }

cat >> "$config" <<'YAML'
standardLayouts: true
rules:
  - id: BANK001
    severity: error
    message: PIN pads shuffle each time they are shown
    help: Security standard 4.2 - a pad whose digits keep their places gives the PIN away to a recording.
    select: {keyboard: "*pin*"}
    require: {shuffle: on-show}
  - id: BANK002
    severity: warning
    message: amount pads have no decimal point
    select: {keyboard: bank-*}
    forbid: {keys: ["."]}
  - pack: secure-pin-pad
    select: {keyboard: "bank-pin"}
    severity: warning
YAML
# The bank's pad extends the standard decimal pad, never shuffles, and has no length.
cat > "$layout" <<'YAML'
keyboard: bank-pin
extends: decimal-pad
shuffle: never
YAML

kbc="$(cd ../.. && swift build --show-bin-path)/kbc"
[ -x "$kbc" ] || (cd ../.. && swift build --product kbc >/dev/null)
expect() { # OUTPUT PATTERN WHAT
  grep -qE "$2" <<<"$1" || { echo "$1" | tail -40 >&2; fail "$3: no line matching '$2'"; }
}

# The CLI, in every format.
status=0; text=$("$kbc" validate "$target" --config "$config" 2>&1) || status=$?
[ "$status" -eq 1 ] || fail "kbc validate exited $status, expected 1"
expect "$text" 'bank-pin\.yaml:3:10: error: PIN pads shuffle each time they are shown \[BANK001\]' "kbc validate (text)"
expect "$text" 'kbc-config\.yaml:[0-9]+:[0-9]+: note: rule BANK001 is declared here' "kbc validate (text): the note at the rule"
expect "$text" 'bank-pin\.yaml:2:10: warning: amount pads have no decimal point \[BANK002\]' "kbc validate (text): a finding on a row of the standard layout extended, at the extends"
expect "$text" 'decimal-pad\.yaml:[0-9]+:[0-9]+: note: in the row .bank-pin. inherits from kbc.s standard layouts' "kbc validate (text): the standard row, as a note"
expect "$text" 'bank-pin\.yaml:1:11: warning: A PIN pad.s length completes the entry by itself \[PIN004\]' "kbc validate (text): the pack"
# JSON and SARIF read as documents: the finding where it is, and (SARIF) the rule in the tool's rule list.
check_json() { # WHAT, the document on standard input
  python3 -c '
import json, sys
d = json.load(sys.stdin)
found = [x for x in d["diagnostics"] if x["code"] == "BANK001"]
assert any(x["file"].endswith("bank-pin.yaml") and (x["line"], x["column"], x["severity"]) == (3, 10, "error") for x in found), found
assert any(n["file"] and n["file"].endswith("kbc-config.yaml") for x in found for n in x["notes"]), "no note at the rule"
# The other rule, on a row of the standard layout the pad extends (at its extends), and the pack, where they are.
at = {(x["code"], x["file"].split("/")[-1], x["severity"]) for x in d["diagnostics"]}
assert ("BANK002", "bank-pin.yaml", "warning") in at, at
assert any((x["code"], x["file"].split("/")[-1], x["line"], x["column"]) == ("PIN004", "bank-pin.yaml", 1, 11) for x in d["diagnostics"]), at
# Paths relative to the package root, as in SARIF and GitHub annotations (the plugin gave absolute ones).
files = [x["file"] for x in d["diagnostics"] if x["file"]] + [c for c in d.get("configurations", [d.get("configuration")]) if c]
assert not any(f.startswith("/") for f in files), files
' || fail "$1"
}
check_sarif() { # WHAT, the document on standard input
  python3 -c '
import json, sys
d = json.load(sys.stdin)
results = [r for run in d["runs"] for r in run["results"] if r["ruleId"] == "BANK001"]
rules = [r for run in d["runs"] for r in run["tool"]["driver"]["rules"] if r["id"] == "BANK001"]
assert rules and rules[0]["shortDescription"]["text"] == "PIN pads shuffle each time they are shown", rules
region = results[0]["locations"][0]["physicalLocation"]
assert region["artifactLocation"]["uri"].endswith("bank-pin.yaml") and region["region"]["startLine"] == 3, region
# The other rule and the pack: each a result where it is, and a rule of the tool.
listed = {r["id"] for run in d["runs"] for r in run["tool"]["driver"]["rules"]}
assert {"BANK002", "PIN004"} <= listed, listed
at = {(r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].split("/")[-1]) for run in d["runs"] for r in run["results"]}
assert ("BANK002", "bank-pin.yaml") in at and ("PIN004", "bank-pin.yaml") in at, at
' || fail "$1"
}
{ "$kbc" validate "$target" --config "$config" --format json 2>/dev/null || true; } | check_json "kbc validate --format json"
{ "$kbc" validate "$target" --config "$config" --format sarif 2>/dev/null || true; } | check_sarif "kbc validate --format sarif"
github=$("$kbc" validate "$target" --config "$config" --format github 2>/dev/null || true)
expect "$github" '::error file=[^,]*bank-pin\.yaml,line=3,col=10,title=BANK001' "kbc validate --format github"
expect "$github" '::warning file=[^,]*bank-pin\.yaml,line=2,col=10,title=BANK002' "kbc validate --format github: a finding on a standard row, at the extends"
expect "$github" '::warning file=[^,]*bank-pin\.yaml,line=1,col=11,title=PIN004' "kbc validate --format github: the pack"
explained=$("$kbc" explain BANK001 --config "$config")
expect "$explained" 'Security standard 4\.2' "kbc explain BANK001"

# The build plugin: the build fails at the rule's finding.
if output=$(swift build 2>&1); then fail "swift build succeeded though BANK001 is broken"; fi
expect "$output" 'bank-pin\.yaml:3:10: error: PIN pads shuffle each time they are shown \[BANK001\]' "swift build"

# The command plugin, in text and the machine formats.
status=0; output=$(swift package validate-keyboards 2>&1) || status=$?
[ "$status" -eq 1 ] || { echo "$output" | tail -40 >&2; fail "validate-keyboards exited $status, expected 1"; }
expect "$output" 'bank-pin\.yaml:3:10: error: PIN pads shuffle each time they are shown \[BANK001\]' "validate-keyboards"
{ swift package validate-keyboards --format sarif 2>/dev/null || true; } | check_sarif "validate-keyboards --format sarif"
{ swift package validate-keyboards --format json 2>/dev/null || true; } | check_json "validate-keyboards --format json"
output=$(swift package validate-keyboards --format github 2>/dev/null || true)
expect "$output" 'title=BANK001' "validate-keyboards --format github"
expect "$output" 'title=BANK002' "validate-keyboards --format github: the standard layout"
expect "$output" 'title=PIN004' "validate-keyboards --format github: the pack"
echo "check-team-rules: every violation reported where it is, by the CLI, the build plugin and the command plugin"
