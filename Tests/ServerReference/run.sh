#!/usr/bin/env bash
# The reference server (Python, `cryptography`) against what Swift seals: Python makes keys, server challenges
# and cases; the Swift test "Reference server export" seals them with SecureTextBuffer.seal; Python opens every
# envelope and checks that tampering with any byte, a wrong label, an old or replayed challenge or timestamp and
# a wrong key all fail. Then the server code quoted by the DocC article must be this directory's kbc_envelope.py.
#
# Usage: bash Tests/ServerReference/run.sh     Needs python3 with cryptography >= 46 (HPKE); exits non-zero on
# any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! python3 -c "import cryptography.hazmat.primitives.hpke" 2>/dev/null; then
  python3 -m pip install --quiet "cryptography>=46"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Tests/ServerReference/check_envelopes.py prepare "$work"
KBC_ENVELOPE_DIR="$work" swift test --filter ReferenceServerExportTests 2>&1 | tail -3
python3 Tests/ServerReference/check_envelopes.py verify "$work"
python3 Tests/ServerReference/check_article.py
