#!/usr/bin/env python3
"""Checks Layouts/keyboard.schema.json and Layouts/theme.schema.json with a real JSON Schema validator.

Usage: check_schema.py PATH/TO/kbc

- Each schema is a valid draft 2020-12 schema and equals what `kbc schema` (`kbc schema --theme`) prints.
- Every standard layout and every bundled example validates, read both as an editor reads YAML (typed values) and as kbc does
  (every scalar text); a file whose first field is `theme` is a theme and validates against the theme schema.
- Structural mistakes from kbc's diagnostic fixtures, and mistakes in theme files, are rejected by both the schema and kbc.
Prints 'N passed, M failed' last and exits non-zero on any failure.
"""
import json
import pathlib
import subprocess
import sys
import tempfile

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests/KeyboardCompilerTests/Fixtures/Codes"
# Fixtures (each named after the code it triggers) whose mistake is about the structure of the document,
# which a schema can express.
STRUCTURAL = ["KBC0101-unknown-field.yaml", "KBC0102-wrong-type.yaml", "KBC0103-missing-field.yaml",
              "KBC0104-invalid-value.yaml", "KBC0105-invalid-boolean.yaml", "KBC0106-invalid-width.yaml",
              "KBC0107-invalid-id.yaml", "KBC0108-invalid-key.yaml", "KBC0109-misplaced-target.yaml",
              "KBC0110-invalid-locale.yaml", "KBC0111-empty-row.yaml", "KBC0112-empty-keyboard.yaml",
              "KBC0113-empty-value.yaml"]

# Theme files with one mistake each, which both the theme schema and kbc reject.
THEME_MISTAKES = {
    "an unknown field": 'theme: bank\ncolors: {fill: "#0B2A5B"}\n',
    "a colour of five digits": 'theme: bank\nlight:\n  keys:\n    character: {fill: "#12345"}\n',
    "a colour YAML read as a comment": 'theme: bank\nlight:\n  background: #0B2A5B\n',
    "a palette colour given by name": 'theme: bank\npalette: {navy: "#0B2A5B", deep: navy}\n',
    "a border too wide": 'theme: bank\nlight:\n  keys:\n    all: {borderWidth: 40}\n',
    "an unknown weight": 'theme: bank\nlight:\n  toolbar: {titleWeight: heavy}\n',
    "an unknown pressed highlight": 'theme: bank\npressedHighlight: loud\n',
    "an override without a selector": 'theme: bank\noverrides:\n  - light: {fill: "#F2B705"}\n',
    "a key kind that does not exist": 'theme: bank\nlight:\n  keys:\n    enter: {fill: "#F2B705"}\n',
}

NUMBERS_OUT_OF_RANGE = {"a border too wide"}

passed = 0
failed = 0


def as_json(document):
    """The document as an editor's YAML language server gives it to the schema: JSON has only string keys, so a
    row number written as a key (`rows: {4: [...]}`, which SafeLoader reads as an int) is the string "4"."""
    if isinstance(document, dict):
        return {(key if isinstance(key, str) else json.dumps(key)): as_json(value) for key, value in document.items()}
    if isinstance(document, list):
        return [as_json(item) for item in document]
    return document


def check(condition, message):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print("FAIL:", message)


def is_theme(document):
    return isinstance(document, dict) and next(iter(document), None) == "theme"


def main():
    kbc = sys.argv[1]
    theme_path = ROOT / "Layouts/theme.schema.json"
    theme_schema = json.loads(theme_path.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(theme_schema)
    theme_validator = jsonschema.Draft202012Validator(theme_schema)
    printed = subprocess.run([kbc, "schema", "--theme"], capture_output=True, text=True, check=True).stdout
    check(printed == theme_path.read_text(encoding="utf-8"), "Layouts/theme.schema.json differs from `kbc schema --theme`")

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
            errors = [error.message for error in validator.iter_errors(as_json(yaml.load(text, Loader=loader)))]
            check(not errors, f"{layout.name} ({loader.__name__}) fails the schema: {errors[:3]}")

    # The bundled examples (any file under Examples/Layouts, whoever added it) validate too.
    for layout in sorted((ROOT / "Examples/Layouts").rglob("*.yaml")):
        if layout.name.startswith("kbc-config."):
            continue
        text = layout.read_text(encoding="utf-8")
        for loader in (yaml.SafeLoader, yaml.BaseLoader):
            document = as_json(yaml.load(text, Loader=loader))
            chosen = theme_validator if is_theme(document) else validator
            errors = [error.message for error in chosen.iter_errors(document)]
            check(not errors, f"{layout.relative_to(ROOT)} ({loader.__name__}) fails the schema: {errors[:3]}")

    with tempfile.TemporaryDirectory() as folder:
        for mistake, text in THEME_MISTAKES.items():
            # A number kbc reads from text can be bounded only where an editor types it as a number.
            loaders = (yaml.SafeLoader,) if mistake in NUMBERS_OUT_OF_RANGE else (yaml.SafeLoader, yaml.BaseLoader)
            for loader in loaders:
                check(not theme_validator.is_valid(yaml.load(text, Loader=loader)), f"the theme schema accepts {mistake} ({loader.__name__})")
            path = pathlib.Path(folder) / "bank.yaml"
            path.write_text(text, encoding="utf-8")
            result = subprocess.run([kbc, "validate", str(path), "--format", "json"], capture_output=True, text=True)
            errors = [d for d in json.loads(result.stdout)["diagnostics"] if d["severity"] == "error"]
            check(result.returncode == 1 and errors and all(d.get("line") for d in errors), f"kbc does not report {mistake} at its place: {errors}")

    for name in STRUCTURAL:
        fixture = FIXTURES / name
        code = name[:7]
        document = yaml.load(fixture.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
        check(not validator.is_valid(document), f"the schema accepts {fixture.name}")
        result = subprocess.run([kbc, "validate", str(fixture), "--format", "json"], capture_output=True, text=True)
        reported = {d["code"] for d in json.loads(result.stdout)["diagnostics"] if d["severity"] == "error"}
        check(result.returncode == 1 and code in reported, f"kbc does not report {code} for {fixture.name}")

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
