#!/usr/bin/env python3
"""Imports every keyboard of CLDR's Android touch layouts (`keyboards/android`, the LDML format before
3.0, in CLDR up to release 43) with `kbc import`, validates what it writes with `kbc validate`, and checks
that every character a keyboard can type (each `to` and `longPress` text of its keyMaps) is typed by some
key of its pages: a key's text, shift or caps text, alternate, flick, transform result, or the upper case
kbc gives a key or an alternate under shift.

Not run by CI: it needs the corpus, which is not in the repository. Get it from a CLDR clone:

    git -C cldr archive release-43 keyboards/android | tar -x -C /tmp/cldr-43
    python3 Tests/ImportCorpus/check_cldr_android.py .build/debug/kbc /tmp/cldr-43/keyboards/android

(A clone as of 2020 has the folder as commit 8a81adf14 of 2015 left it: 174 keyboards. CLDR later added
ckb-t-k0-android.xml, commit 4d1ef4c; add it when the clone lacks it.)

Prints one line per keyboard that fails, then the figures; exits 1 when any keyboard fails. A keyboard
fails when kbc import or kbc validate exits non-zero or a character of the source is typed by no page;
"with warnings" counts the keyboards whose pages validate with warnings.
"""
import os
import re
import subprocess
import sys
import tempfile
import unicodedata
import xml.etree.ElementTree as ElementTree

import yaml


def unescaped(text):
    return re.sub(r"\\u\{([0-9A-Fa-f ]+)\}", lambda m: "".join(chr(int(h, 16)) for h in m.group(1).split()), text)


def source_characters(path):
    root = ElementTree.parse(path).getroot()
    characters = set()
    for mapping in root.iter("map"):
        texts = [mapping.get("to", "")] + mapping.get("longPress", "").split(" ")
        for text in texts:
            characters.update(c for c in unescaped(text) if not c.isspace())
    return characters


def graphemes(text):
    """How many user-perceived characters `text` holds, near enough for a letter and its upper case:
    each scalar but combining marks and joiners starts one."""
    return sum(1 for c in text if not unicodedata.category(c).startswith("M") and c not in "\u200c\u200d")


def shifted(text, dotted_capital_i):
    """What shift types on a key of `text` that gives no `shift`, as kbc compiles it: the upper case
    of one character when that is one character too (ΰ gives Ϋ́, ß stays ß), and İ for i in Turkic locales."""
    if dotted_capital_i and text == "i":
        return "İ"
    upper = text.upper()
    return upper if graphemes(text) == 1 and graphemes(upper) == 1 else text


def page_characters(page):
    language = str(page.get("locale") or "").split("-")[0].lower()
    dotted = language in ("tr", "az", "crh", "tt", "kk")
    texts = []
    for transform in (page.get("transforms") or {}).values():
        texts.append(str(transform))
    for row in page.get("rows") or []:
        keys = row.split(" ") if isinstance(row, str) else row
        for key in keys:
            if not isinstance(key, dict):
                texts += [str(key), shifted(str(key), dotted)]
                continue
            if "key" not in key:
                continue
            text = str(key["key"])
            texts += [text, str(key.get("shift", shifted(text, dotted))), str(key.get("caps", ""))]
            alternates = key.get("alternates") or []
            alternates = alternates.split(" ") if isinstance(alternates, str) else [str(a) for a in alternates]
            texts += alternates + [shifted(a, dotted) for a in alternates]
            texts += [str(t) for t in (key.get("flick") or {}).values()]
    return {c for text in texts for c in text if not c.isspace()}


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: check_cldr_android.py path/to/kbc path/to/keyboards/android")
    kbc, corpus = sys.argv[1], sys.argv[2]
    files = sorted(f for f in os.listdir(corpus) if f.endswith(".xml") and not f.startswith("_"))
    imported = validated = warned = pages = 0
    typed = kept = 0
    failures = []
    with tempfile.TemporaryDirectory() as work:
        for name in files:
            output = os.path.join(work, name[:-4])
            run = subprocess.run([kbc, "import", os.path.join(corpus, name), "-o", output], capture_output=True, text=True)
            if run.returncode != 0:
                failures.append(f"{name}: kbc import exited {run.returncode}: {run.stderr.strip().splitlines()[:3]}")
                continue
            imported += 1
            check = subprocess.run([kbc, "validate", output], capture_output=True, text=True)
            if check.returncode != 0:
                failures.append(f"{name}: kbc validate exited {check.returncode}: {check.stderr.strip().splitlines()[:3]}")
            else:
                validated += 1
                warned += "warning:" in check.stderr
            written = set()
            for page in sorted(os.listdir(output)):
                if page.endswith(".yaml"):
                    pages += 1
                    with open(os.path.join(output, page), encoding="utf-8") as stream:
                        written |= page_characters(yaml.load(stream, Loader=yaml.BaseLoader))  # every scalar a string, as kbc reads them
            wanted = source_characters(os.path.join(corpus, name))
            typed += len(wanted)
            kept += len(wanted & written)
            if wanted - written:
                failures.append(f"{name}: not typed by any page: {' '.join(sorted(wanted - written))}")
    for failure in failures:
        print(failure)
    print(f"{len(files)} keyboards: {imported} imported ({pages} pages), {validated} validated ({warned} with warnings), "
          f"{kept} of {typed} characters kept; {len(failures)} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
