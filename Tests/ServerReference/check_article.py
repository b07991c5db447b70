#!/usr/bin/env python3
"""The server code in the DocC article "Sending a PIN to your server" is Tests/ServerReference/kbc_envelope.py.

The article's Python block right after `<!-- server-reference: kbc_envelope.py -->` must equal the file,
byte for byte, so the code readers copy is the code run.sh tests against Swift's envelopes.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTICLE = ROOT / "Sources/SecureInput/SecureInput.docc/SendingAPINToYourServer.md"
SOURCE = ROOT / "Tests/ServerReference/kbc_envelope.py"

text = ARTICLE.read_text(encoding="utf-8")
match = re.search(r"<!-- server-reference: kbc_envelope\.py -->\s*```python\n(.*?)```", text, re.S)
if not match:
    sys.exit(f"{ARTICLE.name}: no ```python block after <!-- server-reference: kbc_envelope.py -->")
if match.group(1) != SOURCE.read_text(encoding="utf-8"):
    sys.exit(f"{ARTICLE.name}: the server code differs from {SOURCE.relative_to(ROOT)}; paste the file into the article")
print(f"{ARTICLE.name}: server code matches {SOURCE.relative_to(ROOT)}")
