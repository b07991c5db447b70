#!/usr/bin/env python3
"""No code kbc ships writes through Foundation's trapping `FileHandle.write(_:)`.

`FileHandle.write(_ data: Data)` cannot report a failure: on a closed standard output, a pipe nobody reads
or a full disk it traps (an Objective-C exception on Apple platforms, a fatal error elsewhere), so a
command or plugin whose output goes nowhere crashes instead of saying so. The throwing
`write(contentsOf:)` (with SIGPIPE ignored) or KbcPlatform's `StandardOutput`/`StandardError` report it.

This lint finds calls of the trapping form on the handles Foundation names (`FileHandle.standardOutput`,
`FileHandle.standardError`, a pipe's `fileHandleForWriting`, `FileHandle(forWritingTo:)`'s result used in
place) in Sources/ and Plugins/.

Usage: check_trapping_writes.py [ROOT]    Prints each finding and a summary; exits 1 on any finding.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2]
TRAPPING = re.compile(
    r"(FileHandle\.standard(Output|Error)|fileHandleFor(Writing|Updating)|FileHandle\(forWritingTo:[^)]*\))"
    r"\s*\.\s*write\(\s*(?!contentsOf:)")


def findings():
    for folder in ("Sources", "Plugins"):
        for path in sorted((ROOT / folder).rglob("*.swift")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if line.lstrip().startswith("//"):
                    continue
                if TRAPPING.search(line):
                    yield f"{path.relative_to(ROOT)}:{number}: trapping FileHandle.write(_:); use write(contentsOf:) and report the error"


def main():
    found = list(findings())
    for finding in found:
        print(finding)
    print(f"{len(found)} trapping write{'' if len(found) == 1 else 's'}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
