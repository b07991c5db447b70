#!/usr/bin/env python3
"""Nothing the README promises for a Swift version uses what that version lacks.

The README says "Swift X.Y or later" and Package.swift declares `swift-tools-version: X.Y`; this lint checks
- that the two agree (the README promises exactly what the manifest declares);
- that every use of language or library API newer than X.Y in Sources/ and Tests/ (the table NEWER below:
  UTF8Span and spans, exit tests, InlineArray, raw identifiers…) sits inside an `#if compiler(>=N)` block
  with N at least the version that brought it, so an older compiler never sees it (an `#available` check
  does not help: it is decided at run time, after the compiler has rejected the name);
- that SecureInput's crypto switch is decided by `canImport(CryptoKit)`: the OpenSSL path is compiled only
  where CryptoKit cannot be imported, so an Apple build never picks OpenSSL because a module map happens
  to be visible.

The table cannot know every new API; it lists what this code base has used or is likely to, and a real
build with the oldest promised toolchain remains the final word.

Tests/iOS/StandardLibraryShims.swift is skipped: it declares newer API for an older SDK on purpose.

Usage: check_swift_versions.py    Prints the findings and a summary; exits 1 on any finding.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
SKIPPED = {"Tests/iOS/StandardLibraryShims.swift"}

# (pattern, the Swift version that brought it, what it is)
NEWER = [
    (r"\bUTF8Span\b", (6, 2), "UTF8Span (SE-0464)"),
    (r"\b(?:Mutable|Raw|MutableRaw|Output)?Span\s*<", (6, 2), "Span types (SE-0447)"),
    (r"\.(?:span|mutableSpan|utf8Span)\b(?!\s*\()", (6, 2), "span properties (SE-0456)"),
    (r"\bInlineArray\b", (6, 2), "InlineArray (SE-0453)"),
    (r"processExitsWith", (6, 2), "exit tests (ST-0008)"),
    (r"\bnonisolated\s*\(\s*nonsending\s*\)", (6, 2), "nonisolated(nonsending) (SE-0461)"),
    (r"@concurrent\b", (6, 2), "@concurrent (SE-0461)"),
    (r"\bweak\s+let\b", (6, 2), "weak let (SE-0481)"),
    (r"\bisolated\s+deinit\b", (6, 2), "isolated deinit (SE-0371)"),
    (r"\bObservations\s*[({]", (6, 2), "Observations (SE-0475)"),
    (r"\bTask\.immediate\b", (6, 2), "Task.immediate (SE-0472)"),
    (r"\bfunc\s+`[^`]*[^A-Za-z0-9_`][^`]*`", (6, 2), "raw identifiers (SE-0451)"),
    (r"\bAttachment\s*[.(]", (6, 2), "Swift Testing attachments (ST-0009)"),
    (r"@abi\s*\(", (6, 2), "@abi (SE-0476)"),
]

IF_COMPILER = re.compile(r"^\s*#if\b.*\bcompiler\(\s*>=\s*(\d+)(?:\.(\d+))?")


def version(text):
    major, minor = text.split(".")[:2]
    return int(major), int(minor)


def code(line):
    """The line without its `//` comment (doc comments may name newer API) and string contents."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    index = line.find("//")
    return line if index < 0 else line[:index]


def main():
    findings = []
    manifest = (ROOT / "Package.swift").read_text(encoding="utf-8")
    tools = version(re.search(r"swift-tools-version:\s*([\d.]+)", manifest).group(1))
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    promised = re.search(r"Requirements: Swift ([\d.]+) or later", readme)
    if not promised:
        findings.append("README.md: no 'Requirements: Swift X.Y or later' line")
    elif version(promised.group(1)) != tools:
        findings.append(f"README.md promises Swift {promised.group(1)}, Package.swift declares tools "
                        f"{tools[0]}.{tools[1]}: they must agree")

    checked = 0
    for path in sorted(list(ROOT.glob("Sources/**/*.swift")) + list(ROOT.glob("Tests/**/*.swift"))):
        relative = path.relative_to(ROOT).as_posix()
        if relative in SKIPPED or "/.build" in relative:
            continue
        checked += 1
        # A stack of the compiler versions the enclosing #if blocks guarantee (None: no guarantee).
        stack = []
        for number, raw in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1):
            stripped = raw.strip()
            if stripped.startswith("#if"):
                match = IF_COMPILER.match(raw)
                guaranteed = (int(match.group(1)), int(match.group(2) or 0)) if match and "||" not in raw else None
                stack.append(guaranteed)
                continue
            if stripped.startswith("#elseif") or stripped.startswith("#else"):
                if stack:
                    stack[-1] = None
                continue
            if stripped.startswith("#endif"):
                if stack:
                    stack.pop()
                continue
            line = code(raw)
            guaranteed = max((v for v in stack if v), default=tools)
            for pattern, needed, what in NEWER:
                if needed > tools and re.search(pattern, line) and guaranteed < needed:
                    findings.append(f"{relative}:{number}: {what} needs Swift {needed[0]}.{needed[1]}, but the "
                                    f"package promises {tools[0]}.{tools[1]}: put it inside "
                                    f"`#if compiler(>={needed[0]}.{needed[1]})`")

    # The crypto switch.
    for path in sorted(ROOT.glob("Sources/SecureInput/**/*.swift")):
        text = path.read_text(encoding="utf-8")
        relative = path.relative_to(ROOT).as_posix()
        for number, raw in enumerate(text.split("\n"), start=1):
            if raw.strip().startswith("#if") and "canImport(COpenSSL)" in raw and "!canImport(CryptoKit)" not in raw:
                findings.append(f"{relative}:{number}: the OpenSSL path must be compiled only where CryptoKit "
                                f"is missing: `#if !canImport(CryptoKit) && canImport(COpenSSL)`")
    if not any("#if canImport(CryptoKit)" in p.read_text(encoding="utf-8")
               for p in ROOT.glob("Sources/SecureInput/**/*.swift")):
        findings.append("Sources/SecureInput: no `#if canImport(CryptoKit)` path")

    for finding in findings:
        print(finding, file=sys.stderr)
    print(f"{checked} Swift files against Swift {tools[0]}.{tools[1]} (Package.swift, README.md): "
          f"{len(findings)} findings.")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
