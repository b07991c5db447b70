#!/usr/bin/env python3
"""Every public declaration in Sources/ has a `///` doc comment (or is an override, conformance
requirement such as `==`/`<`/`hash(into:)`, or an enum case group documented above).

Usage: check_doc_comments.py   Prints 'N passed, M failed' last; exits 1 when a declaration lacks one.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:(?:private\(set\)|internal\(set\)|static|final|mutating|nonisolated|override|convenience|indirect)\s+)*(struct|enum|class|protocol|func|var|let|init|typealias|case|subscript|extension)\b")
# Requirements of standard protocols, documented by the protocol itself.
EXEMPT = re.compile(r"public (?:static )?func (==|<|hash\(into|next\(\)|makeIterator)|public var (description|debugDescription|testDescription|hashValue)\b")

passed = failed = 0
for path in sorted((ROOT / "Sources").rglob("*.swift")):
    lines = path.read_text(encoding="utf-8").splitlines()
    for index, line in enumerate(lines):
        match = DECLARATION.match(line)
        if not match or EXEMPT.search(line) or match.group(1) == "extension":
            continue
        previous = index - 1
        while previous >= 0 and (lines[previous].strip().startswith("@") or lines[previous].strip().startswith("#")):
            previous -= 1
        if previous >= 0 and (lines[previous].strip().startswith("///") or lines[previous].strip().endswith("*/")):
            passed += 1
        else:
            failed += 1
            print(f"{path.relative_to(ROOT)}:{index + 1}: public declaration without a doc comment: {line.strip()}")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
