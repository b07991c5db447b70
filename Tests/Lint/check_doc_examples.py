#!/usr/bin/env python3
"""Every Swift block of the README and the DocC articles is compiled by a test, or marked as an excerpt.

A block counts as compiled when its code lines (without indentation, blank lines, imports and line
comments) appear in the same order,
one after another, in a Swift file under Tests/ (where a test compiles and runs them). A block that is
not meant to compile on its own — a few lines of Package.swift, code for UIKit, generated code checked
elsewhere — is preceded by an HTML comment starting `<!-- excerpt` that says why.
"""
import glob
import os
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
os.chdir(root)

documents = ["README.md"] + sorted(glob.glob("Sources/*/*.docc/*.md"))
tests = sorted(glob.glob("Tests/**/*.swift", recursive=True))


def normalized(lines):
    """Code lines without indentation; imports (a test file has them at its top) and line comments
    (which compile to nothing) are left out."""
    stripped = (line.strip() for line in lines)
    return [line for line in stripped
            if line and not line.startswith("import ") and not (line.startswith("//") and not line.startswith("///"))]


test_lines = {path: normalized(open(path, encoding="utf-8").read().split("\n")) for path in tests}


def compiled_in(block):
    if not block:
        return None
    for path, lines in test_lines.items():
        first = block[0]
        for start in (i for i, line in enumerate(lines) if line == first):
            if lines[start:start + len(block)] == block:
                return path
    return None


problems = []
checked = 0
for document in documents:
    lines = open(document, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index
            end = next(i for i in range(index + 1, len(lines)) if lines[i].strip() == "```")
            previous = next((lines[i].strip() for i in range(start - 1, -1, -1) if lines[i].strip()), "")
            block = normalized(lines[start + 1:end])
            checked += 1
            if not previous.startswith("<!-- excerpt") and compiled_in(block) is None:
                problems.append(f"{document}:{start + 1}: Swift block is neither compiled by a test under Tests/ "
                                f"nor marked '<!-- excerpt: why -->'; first line: {block[0] if block else ''}")
            index = end
        index += 1

for problem in problems:
    print(problem, file=sys.stderr)
print(f"{checked} Swift blocks in {len(documents)} documents: {len(problems)} neither tested nor marked as excerpts.")
sys.exit(1 if problems else 0)
