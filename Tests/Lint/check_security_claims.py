#!/usr/bin/env python3
"""Every guarantee of Security.md names tests that exist.

Sources/SecureInput/SecureInput.docc/Security.md ends with a table, *Guarantees and their tests*:
one row per guarantee, as `| Section | Guarantee | Checked by |`, where *Checked by* lists tests as
`` `Tests/…/File.swift` "Suite name" › "test name" `` separated by `<br>`, or for the Python reference
server's unit tests `` `Tests/…/test_file.py` "TestCaseClass" › "test_method" ``. This lint fails when
- a `###` section of the article (a guarantee) has no row in the table;
- a row has no guarantee or no test, or text in *Checked by* that is not a test reference;
- a named file does not exist under Tests/, it has no `@Suite("Suite name")` (no `class TestCaseClass(`), or that
  suite (up to the next `@Suite` of the file; up to the next top-level `class`) has no `@Test("test name"` (no
  `def test_method(`).

Usage: check_security_claims.py [ARTICLE]   Prints 'N passed, M failed' last; exits 1 on any failure.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTICLE = ROOT / "Sources/SecureInput/SecureInput.docc/Security.md"
TABLE_HEADING = "Guarantees and their tests"
# Sections of the article that state limits, not guarantees: nothing to test.
NOT_GUARANTEES = {"What remains, and where", TABLE_HEADING}
REFERENCE = re.compile(r'`(Tests/[^`]+\.(?:swift|py))`\s*"([^"]+)"\s*›\s*"([^"]+)"')


def table_rows(text):
    """The rows of the table under the TABLE_HEADING heading, as lists of stripped cells."""
    lines = text.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == "### " + TABLE_HEADING)
    except StopIteration:
        return None
    rows = []
    for line in lines[start + 1:]:
        if line.startswith("#"):
            break
        if not line.startswith("|") or re.match(r"^\|[-| ]+\|$", line):
            continue
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows[1:]  # without the header row


def suite_span(source, suite, python=False):
    """The text of `suite` in `source`: from its @Suite to the next @Suite (Python: from `class suite(` to the next
    top-level class), or None."""
    start = re.compile(r"^class " + re.escape(suite) + r"\(", re.M) if python else re.compile(r'@Suite\("' + re.escape(suite) + r'"')
    match = start.search(source)
    if not match:
        return None
    following = re.compile(r"^class ", re.M).search(source, match.end()) if python else re.compile("@Suite").search(source, match.end())
    return source[match.end():following.start() if following else len(source)]


def has_test(span, test, python=False):
    """Whether the suite's text declares the test."""
    pattern = r"^\s+def " + re.escape(test) + r"\(" if python else r'@Test\(\s*"' + re.escape(test) + r'"'
    return re.search(pattern, span, re.M) is not None


def check(article):
    text = article.read_text(encoding="utf-8")
    problems, passed = [], 0
    rows = table_rows(text)
    if not rows:
        return [f"{article.name}: no table under '### {TABLE_HEADING}'"], 0
    sections = [line[4:].strip() for line in text.splitlines() if line.startswith("### ")]
    covered = {row[0] for row in rows if row}
    for section in sections:
        if section in NOT_GUARANTEES:
            continue
        if section in covered:
            passed += 1
        else:
            problems.append(f"section '{section}' states a guarantee but has no row in the table")
    for row in rows:
        if len(row) != 3:
            problems.append(f"row without three cells: {' | '.join(row)}")
            continue
        section, guarantee, tests = row
        if section not in sections:
            problems.append(f"row names a section that does not exist: '{section}'")
        if not guarantee:
            problems.append(f"row of '{section}' states no guarantee")
        references = REFERENCE.findall(tests)
        leftover = REFERENCE.sub("", tests).replace("<br>", "").strip()
        if not references:
            problems.append(f"guarantee '{guarantee}' names no test")
        if leftover:
            problems.append(f"guarantee '{guarantee}': not a test reference: '{leftover}'")
        for path, suite, test in references:
            file = ROOT / path
            if not file.is_file():
                problems.append(f"guarantee '{guarantee}': {path} does not exist")
                continue
            python = path.endswith(".py")
            span = suite_span(file.read_text(encoding="utf-8"), suite, python)
            if span is None:
                problems.append(f"guarantee '{guarantee}': {path} has no " + (f"class {suite}(" if python else f'@Suite("{suite}")'))
            elif not has_test(span, test, python):
                problems.append(f"guarantee '{guarantee}': suite \"{suite}\" in {path} has no "
                                + (f"def {test}(" if python else f'@Test("{test}")'))
            else:
                passed += 1
    return problems, passed


if __name__ == "__main__":
    article = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ARTICLE
    problems, passed = check(article)
    for problem in problems:
        print(f"{article.relative_to(ROOT) if article.is_relative_to(ROOT) else article}: {problem}")
    print(f"{passed} passed, {len(problems)} failed")
    sys.exit(1 if problems else 0)
