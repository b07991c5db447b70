#!/usr/bin/env bash
# The reference server (Python, `cryptography`): first its own guarantees, one unit test each
# (test_kbc_envelope.py: bound, single-use, expiring, bounded challenges burned before decryption; a replay
# window that is always on; the exact format). Then against what Swift seals: Python makes keys, server
# challenges, cases and crafted bad keys; the Swift tests "Reference server export" seal the cases (two of them
# typed tap by tap on the shuffled decimal pad into a SecureFieldModel, which seals them, as an app does) and
# load the crafted keys; Python opens every envelope, checks that tampering with any byte, a wrong label, key,
# session or user, an old or replayed challenge or timestamp all fail, and that Swift refused every bad key
# with its typed error. Then the server code quoted by the DocC article must be this directory's kbc_envelope.py.
#
# Usage: bash Tests/ServerReference/run.sh     Needs python3 with cryptography >= 46 (HPKE); exits non-zero on
# any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! python3 -c "import cryptography.hazmat.primitives.hpke" 2>/dev/null; then
  python3 -m pip install --quiet "cryptography>=46"
fi
python3 -m unittest Tests/ServerReference/test_kbc_envelope.py 2>&1 | tail -3
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Tests/ServerReference/check_envelopes.py prepare "$work"
KBC_ENVELOPE_DIR="$work" swift test --filter ReferenceServerExportTests 2>&1 | tail -3
python3 Tests/ServerReference/check_envelopes.py verify "$work"
python3 Tests/ServerReference/check_article.py
