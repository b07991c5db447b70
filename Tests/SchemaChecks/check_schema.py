#!/usr/bin/env python3
"""Checks Layouts/keyboard.schema.json with a real JSON Schema validator.

Usage: check_schema.py PATH/TO/kbc

- The schema is a valid draft 2020-12 schema and equals what `kbc schema` prints.
- Every standard layout and every bundled example validates, read both as an editor reads YAML (typed values) and as kbc does
  (every scalar text).
- Structural mistakes from kbc's diagnostic fixtures are rejected by both the schema and kbc.
Prints 'N passed, M failed' last and exits non-zero on any failure.
"""
import json
import pathlib
import subprocess
import sys

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests/KeyboardCompilerTests/Fixtures/Codes"
# Fixtures whose mistake is about the structure of the document, which a schema can express.
STRUCTURAL = ["KBC0101", "KBC0102", "KBC0103", "KBC0104", "KBC0105", "KBC0106", "KBC0107", "KBC0108",
              "KBC0109", "KBC0110", "KBC0111", "KBC0112", "KBC0113"]

passed = 0
failed = 0


def check(condition, message):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print("FAIL:", message)


def main():
    kbc = sys.argv[1]
    schema_path = ROOT / "Layouts/keyboard.schema.json"
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)

    printed = subprocess.run([kbc, "schema"], capture_output=True, text=True, check=True).stdout
    check(printed == schema_path.read_text(encoding="utf-8"), "Layouts/keyboard.schema.json differs from `kbc schema`")

    for layout in sorted((ROOT / "Layouts").glob("*.yaml")):
        if layout.name.startswith("kbc-config."):
            continue
        text = layout.read_text(encoding="utf-8")
        check(text.startswith("# yaml-language-server: $schema=keyboard.schema.json\n"), f"{layout.name} lacks the schema comment")
        for loader in (yaml.SafeLoader, yaml.BaseLoader):
            errors = [error.message for error in validator.iter_errors(yaml.load(text, Loader=loader))]
            check(not errors, f"{layout.name} ({loader.__name__}) fails the schema: {errors[:3]}")

    # The bundled examples (any file under Examples/Layouts, whoever added it) validate too.
    for layout in sorted((ROOT / "Examples/Layouts").rglob("*.yaml")):
        if layout.name.startswith("kbc-config."):
            continue
        text = layout.read_text(encoding="utf-8")
        for loader in (yaml.SafeLoader, yaml.BaseLoader):
            errors = [error.message for error in validator.iter_errors(yaml.load(text, Loader=loader))]
            check(not errors, f"{layout.relative_to(ROOT)} ({loader.__name__}) fails the schema: {errors[:3]}")

    for code in STRUCTURAL:
        fixture = FIXTURES / f"{code}.yaml"
        document = yaml.load(fixture.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
        check(not validator.is_valid(document), f"the schema accepts {fixture.name}")
        result = subprocess.run([kbc, "validate", str(fixture), "--format", "json"], capture_output=True, text=True)
        reported = {d["code"] for d in json.loads(result.stdout)["diagnostics"] if d["severity"] == "error"}
        check(result.returncode == 1 and code in reported, f"kbc does not report {code} for {fixture.name}")

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
