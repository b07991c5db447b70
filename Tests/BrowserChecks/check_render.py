#!/usr/bin/env python3
"""Renders the standard keyboards with `kbc render`, opens them in headless Chromium and checks the pixels.

Usage: check_render.py KBC [--update-references]

  KBC                  the path of a built kbc executable
  --update-references  rewrite Tests/BrowserChecks/References/<id>.png from fresh screenshots

For every layout in Layouts/ (phone portrait, and the decimal pad in every device and orientation) the
check reads the key rectangles from the SVG itself (each key face is a <rect class="key-face"> with the
runtime's geometry) and asserts, in Chromium's screenshot, that:
  - the document is well-formed, standalone SVG with a viewBox the size of the picture;
  - the left of each key face has the key's colour (character keys and space white, function keys
    RGB 173,178,188) and the gap above each key the keyboard background (RGB 209,213,217);
  - each key has a dark label or glyph inside;
  - a titled keyboard has its title (dark) and Done (blue) in the toolbar;
  - full-width punctuation (（ ） 。 ， 、 …) has its ink centred in its key;
  - the decimal pad is centred, and on a pad at most 480 points wide;
  - the same --seed gives the same picture, and a different seed a different arrangement;
  - each fresh screenshot matches the reviewed reference image (>= 98% of pixels within a tolerance);
  - the HTML gallery holds every keyboard id in every device and orientation, and its screenshot shows
    keys (many white and function-key pixels on the keyboard background).
Uses the standard library only (PNG is decoded with zlib). Prints 'N passed, M failed' last; exits 1 on
any failure.
"""
import os
import pathlib
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
LAYOUTS = ROOT / "Layouts"
REFERENCES = pathlib.Path(__file__).resolve().parent / "References"
SVG_NS = "{http://www.w3.org/2000/svg}"

BACKGROUND = (209, 213, 217)
CHARACTER_KEY = (255, 255, 255)
FUNCTION_KEY = (173, 178, 188)
DONE_BLUE = (10, 96, 208)  # the default theme's toolbar button colour

passed = 0
failed = 0


def check(condition, message):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {message}", flush=True)
    return condition


# --- PNG ---------------------------------------------------------------------------------------------

class Image:
    def __init__(self, width, height, rows):
        self.width = width
        self.height = height
        self.rows = rows  # list of bytes, 3 bytes (RGB) per pixel

    def pixel(self, x, y):
        row = self.rows[y]
        return row[3 * x], row[3 * x + 1], row[3 * x + 2]


def read_png(path):
    data = pathlib.Path(path).read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG file")
    offset = 8
    idat = b""
    width = height = None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace != 0:
                raise ValueError(f"{path}: unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(idat)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    position = 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else up_left)
                line[i] = (line[i] + predictor) & 0xFF
        previous = line
        if channels == 4:
            rgb = bytearray()
            for x in range(width):
                rgb += line[4 * x:4 * x + 3]
            rows.append(bytes(rgb))
        else:
            rows.append(bytes(line))
    return Image(width, height, rows)


def close(colour, expected, tolerance):
    return all(abs(a - b) <= tolerance for a, b in zip(colour, expected))


# --- tools -------------------------------------------------------------------------------------------

def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("check_render.py: no chromium found; install the Debian package 'chromium'")


def run_kbc(kbc, *arguments):
    result = subprocess.run([kbc, "render", *arguments], cwd=ROOT, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise RuntimeError(f"kbc render {' '.join(arguments)} exited {result.returncode}: {result.stderr.strip()}")
    return result.stdout


def screenshot(chromium, document, png, width, height, profile):
    if png.exists():
        png.unlink()
    command = [
        chromium, "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--no-first-run",
        "--disable-extensions", "--force-device-scale-factor=1", "--force-color-profile=srgb",
        f"--user-data-dir={profile}", f"--window-size={width},{height}", f"--screenshot={png}",
        document.resolve().as_uri(),
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if not png.exists():
        raise RuntimeError(f"chromium made no screenshot of {document.name} (exit {result.returncode}):\n{result.stderr[-2000:]}")
    return read_png(png)


# --- SVG ---------------------------------------------------------------------------------------------

def parse_svg(text, name):
    """The SVG's size and its keys: (class, action, label, x, y, width, height)."""
    root = ET.fromstring(text)  # raises on ill-formed XML
    check(root.tag == SVG_NS + "svg", f"{name}: the root element is <svg> in the SVG namespace")
    width, height = float(root.get("width")), float(root.get("height"))
    check(root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}", f"{name}: viewBox matches the size")
    check(not re.search(r"\b(href|src)\s*=|<image|<script|@import|url\(", text), f"{name}: no external resources, images or scripts")
    keys = []
    for group in root.iter(SVG_NS + "g"):
        classes = (group.get("class") or "").split()
        if "key" not in classes:
            continue
        face = next(r for r in group.iter(SVG_NS + "rect") if r.get("class") == "key-face")
        keys.append({
            "style": "character" if "character" in classes else "function",
            "action": group.get("data-action"),
            "label": group.get("data-label"),
            "row": int(group.get("data-row")),
            "x": float(face.get("x")), "y": float(face.get("y")),
            "w": float(face.get("width")), "h": float(face.get("height")),
        })
    return width, height, keys


def check_keys(image, keys, name, titled):
    for key in keys:
        where = f"{name}: key {key['label']!r} (row {key['row']}) at x={key['x']} y={key['y']}"
        expected = CHARACTER_KEY if key["style"] == "character" else FUNCTION_KEY
        # The left of the face, clear of the label and of the rounded corners.
        left, right = int(key["x"] + 2.5), int(key["x"] + min(5.5, key["w"] * 0.2))
        top, bottom = int(key["y"] + key["h"] / 2 - 2), int(key["y"] + key["h"] / 2 + 2)
        patch = [image.pixel(x, y) for x in range(left, max(left + 1, right)) for y in range(top, bottom + 1)]
        check(all(close(p, expected, 6) for p in patch),
              f"{where}: face should be RGB {expected}, found {sorted(set(patch))[:4]}")
        # The gap above the key is the keyboard background.
        above = image.pixel(int(key["x"] + key["w"] / 2), int(key["y"] - 3))
        check(close(above, BACKGROUND, 6), f"{where}: the gap above should be the background {BACKGROUND}, found {above}")
        # A label or glyph: dark pixels in the middle of the key.
        dark = 0
        for y in range(int(key["y"] + key["h"] * 0.15), int(key["y"] + key["h"] * 0.85)):
            for x in range(int(key["x"] + key["w"] * 0.15), int(key["x"] + key["w"] * 0.85)):
                if max(image.pixel(x, y)) < 128:
                    dark += 1
        check(dark >= 2, f"{where}: no dark label or glyph inside the key ({dark} dark pixels)")
    if titled:
        width = image.width
        dark = sum(1 for y in range(8, 32) for x in range(width // 2 - 40, width // 2 + 40) if max(image.pixel(x, y)) < 80)
        check(dark >= 20, f"{name}: the toolbar should show the title in its centre ({dark} dark pixels)")
        blue = sum(1 for y in range(8, 32) for x in range(width - 70, width) if close(image.pixel(x, y), DONE_BLUE, 40))
        check(blue >= 10, f"{name}: the toolbar should show a blue Done at the right ({blue} blue pixels)")


# Full-width punctuation that CJK fonts put in a corner or half of its em box; kbc centres its ink.
CORNER_PUNCTUATION = set("（）【】｛｝《》。，、：；！？")


def check_punctuation_centred(image, keys, name):
    """The ink of each full-width punctuation label is centred in its key (within 1.5 points)."""
    for key in keys:
        if key["action"] != "insert" or key["label"] not in CORNER_PUNCTUATION:
            continue
        xs, ys = [], []
        for y in range(int(key["y"] + 2), int(key["y"] + key["h"] - 2)):
            for x in range(int(key["x"] + 2), int(key["x"] + key["w"] - 2)):
                if max(image.pixel(x, y)) < 128:
                    xs.append(x)
                    ys.append(y)
        if not check(xs, f"{name}: {key['label']!r} has no ink"):
            continue
        dx = (min(xs) + max(xs) + 1) / 2 - (key["x"] + key["w"] / 2)
        dy = (min(ys) + max(ys) + 1) / 2 - (key["y"] + key["h"] / 2)
        check(abs(dx) <= 1.5 and abs(dy) <= 2.5, f"{name}: {key['label']!r} is off-centre by ({dx:+.1f}, {dy:+.1f}) points")


def similarity(image, reference):
    if (image.width, image.height) != (reference.width, reference.height):
        return 0.0
    same = 0
    for y in range(image.height):
        a, b = image.rows[y], reference.rows[y]
        for i in range(0, len(a), 3):
            if abs(a[i] - b[i]) <= 24 and abs(a[i + 1] - b[i + 1]) <= 24 and abs(a[i + 2] - b[i + 2]) <= 24:
                same += 1
    return same / (image.width * image.height)


def layout_ids():
    ids = []
    for path in sorted(LAYOUTS.glob("*.yaml")):
        match = re.search(r"^keyboard:\s*(\S+)", path.read_text(encoding="utf-8"), re.MULTILINE)
        if match:
            ids.append((path, match.group(1)))
    return ids


# --- main --------------------------------------------------------------------------------------------

def main():
    arguments = sys.argv[1:]
    update = "--update-references" in arguments
    arguments = [a for a in arguments if a != "--update-references"]
    if len(arguments) != 1:
        sys.exit(__doc__)
    kbc = os.path.abspath(arguments[0])
    if not os.access(kbc, os.X_OK):
        sys.exit(f"check_render.py: {kbc} is not an executable kbc")
    chromium = find_chromium()
    work = pathlib.Path(tempfile.mkdtemp(prefix="kbc-browser-"))
    profile = work / "profile"
    layouts = layout_ids()
    check(len(layouts) >= 7, f"Layouts/ should hold the 7 standard keyboards, found {len(layouts)}")
    try:
        # Every standard keyboard, phone portrait: geometry, colours, labels, reference image.
        for path, keyboard in layouts:
            svg = run_kbc(kbc, str(path.relative_to(ROOT)), "--format", "svg")
            document = work / f"{keyboard}.svg"
            document.write_text(svg, encoding="utf-8")
            width, height, keys = parse_svg(svg, keyboard)
            check(len(keys) >= 12, f"{keyboard}: the SVG should have its keys ({len(keys)} found)")
            png = work / f"{keyboard}.png"
            image = screenshot(chromium, document, png, int(width), int(height), profile)
            check((image.width, image.height) == (int(width), int(height)),
                  f"{keyboard}: screenshot is {image.width}x{image.height}, expected {int(width)}x{int(height)}")
            titled = re.search(r'<g class="toolbar">', svg) is not None
            check_keys(image, keys, keyboard, titled)
            check_punctuation_centred(image, keys, keyboard)
            reference = REFERENCES / f"{keyboard}.png"
            if update:
                REFERENCES.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(png, reference)
                print(f"updated {reference.relative_to(ROOT)}")
            elif check(reference.exists(), f"{keyboard}: reference image {reference.relative_to(ROOT)} is missing"):
                score = similarity(image, read_png(reference))
                check(score >= 0.98, f"{keyboard}: screenshot differs from {reference.name}: only {score:.2%} of pixels match")

        # The decimal pad in every device and orientation.
        pad = LAYOUTS / "decimal-pad.yaml"
        for device in ("phone", "pad"):
            for orientation in ("portrait", "landscape"):
                name = f"decimal-pad ({device} {orientation})"
                svg = run_kbc(kbc, str(pad.relative_to(ROOT)), "--device", device, "--orientation", orientation)
                document = work / f"decimal-pad-{device}-{orientation}.svg"
                document.write_text(svg, encoding="utf-8")
                width, height, keys = parse_svg(svg, name)
                check(len(keys) == 12, f"{name}: 12 keys expected, found {len(keys)}")
                columns = sorted({round(k["x"], 2) for k in keys})
                check(len(columns) == 3, f"{name}: the pad should have 3 columns, found {columns}")
                left, right = min(k["x"] for k in keys), max(k["x"] + k["w"] for k in keys)
                check(abs(left - (width - right)) <= 1, f"{name}: the pad should be centred ({left} left, {width - right} right)")
                if device == "pad":
                    check(right - left <= 480, f"{name}: on a pad the number pad is a bounded grid, not {right - left} points wide")
                image = screenshot(chromium, document, work / "pad.png", int(width), int(height), profile)
                check_keys(image, keys, name, True)

        # Shuffled previews: same seed, same picture; another seed, another arrangement.
        relative = str(pad.relative_to(ROOT))
        first = run_kbc(kbc, relative, "--shuffle", "--seed", "7")
        second = run_kbc(kbc, relative, "--shuffle", "--seed", "7")
        other = run_kbc(kbc, relative, "--shuffle", "--seed", "8")
        check(first == second, "decimal-pad: --shuffle --seed 7 should give the same SVG twice")
        labels = lambda svg: [k["label"] for k in parse_svg(svg, "shuffled")[2]]
        check(labels(first) != labels(other), "decimal-pad: seeds 7 and 8 should give different arrangements")
        check(labels(first)[9] == "." and labels(first)[11] == "⌫", "decimal-pad: '.' and delete stay in place when shuffled")
        images = []
        for index, svg in enumerate((first, second)):
            document = work / f"shuffled-{index}.svg"
            document.write_text(svg, encoding="utf-8")
            width, height, keys = parse_svg(svg, "shuffled")
            images.append(screenshot(chromium, document, work / f"shuffled-{index}.png", int(width), int(height), profile))
            check_keys(images[-1], keys, "decimal-pad (shuffled)", True)
        check(images[0].rows == images[1].rows, "decimal-pad: the same seed should give the same pixels")

        # Right to left: the Arabic example is drawn mirrored, its first key at the right end of its row
        # and Done at the left of the toolbar, in pixels as in the SVG's geometry.
        arabic = "Examples/Layouts/arabic/arabic-letters.yaml"
        svg = run_kbc(kbc, arabic, "--format", "svg")
        document = work / "arabic-letters.svg"
        document.write_text(svg, encoding="utf-8")
        width, height, keys = parse_svg(svg, "arabic-letters")
        first_row = [k for k in keys if k["row"] == 0]
        check([k["label"] for k in first_row][:3] == ["د", "ج", "ح"], f"arabic-letters: keys are listed in reading order: {[k['label'] for k in first_row]}")
        xs = [k["x"] for k in first_row]
        check(xs == sorted(xs, reverse=True), f"arabic-letters: the first row runs right to left: {xs}")
        check(width - (first_row[0]["x"] + first_row[0]["w"]) < first_row[0]["w"], "arabic-letters: د is at the right end of its row")
        check(first_row[-1]["label"] == "ض" and first_row[-1]["x"] < first_row[-1]["w"], "arabic-letters: ض is at the left end of its row, on the Q key as on a PC Arabic keyboard")
        image = screenshot(chromium, document, work / "arabic-letters.png", int(width), int(height), profile)
        # Faces are sampled along their top edge: Arabic glyphs are wide enough to reach a 12-key row's sides.
        for key in keys:
            expected = CHARACTER_KEY if key["style"] == "character" else FUNCTION_KEY
            patch = [image.pixel(int(key["x"] + key["w"] * f), int(key["y"] + 3)) for f in (0.3, 0.5, 0.7)]
            check(all(close(p, expected, 6) for p in patch), f"arabic-letters: key {key['label']!r} face should be {expected}, found {patch}")
        first = first_row[0]
        ink = sum(1 for y in range(int(first["y"] + 4), int(first["y"] + first["h"] - 4))
                  for x in range(int(first["x"] + 2), int(first["x"] + first["w"] - 2)) if max(image.pixel(x, y)) < 128)
        check(ink >= 10, f"arabic-letters: د is drawn in its key at the right ({ink} dark pixels)")
        blue_left = sum(1 for y in range(8, 32) for x in range(0, 70) if close(image.pixel(x, y), DONE_BLUE, 40))
        blue_right = sum(1 for y in range(8, 32) for x in range(int(width) - 70, int(width)) if close(image.pixel(x, y), DONE_BLUE, 40))
        check(blue_left >= 10 and blue_right == 0, f"arabic-letters: Done should be at the left of an rtl toolbar ({blue_left} blue left, {blue_right} right)")

        # The gallery: every keyboard in every device and orientation, in one page.
        gallery = work / "gallery.html"
        run_kbc(kbc, "Layouts", "--format", "html", "--output", str(gallery))
        html = gallery.read_text(encoding="utf-8")
        check(html.startswith("<!DOCTYPE html>"), "gallery: starts with <!DOCTYPE html>")
        check(html.count("<svg ") == 4 * len(layouts), f"gallery: {4 * len(layouts)} pictures expected, found {html.count('<svg ')}")
        check(not re.search(r"<script|<link|\bsrc\s*=|@import|url\(", html), "gallery: no scripts or external resources")
        for _, keyboard in layouts:
            check(f'<section id="keyboard-{keyboard}" data-keyboard="{keyboard}">' in html, f"gallery: a section for {keyboard}")
            check(f"<code>{keyboard}</code>" in html, f"gallery: the id {keyboard} is shown")
            check(html.count(f'data-keyboard="{keyboard}" data-device=') == 4, f"gallery: {keyboard} in 4 configurations")
        image = screenshot(chromium, gallery, work / "gallery.png", 1400, 3000, profile)
        counts = {"function key": 0, "background": 0, "dark": 0}
        for y in range(0, image.height, 2):
            for x in range(0, image.width, 2):
                p = image.pixel(x, y)
                if close(p, FUNCTION_KEY, 3):
                    counts["function key"] += 1
                elif close(p, BACKGROUND, 3):
                    counts["background"] += 1
                elif max(p) < 60:
                    counts["dark"] += 1
        quarter = image.width * image.height // 4
        check(counts["background"] > quarter // 10, f"gallery: keyboard background should cover much of the page: {counts}")
        check(counts["function key"] > quarter // 100, f"gallery: function keys should be visible: {counts}")
        check(counts["dark"] > quarter // 1000, f"gallery: labels should be visible: {counts}")
    except (RuntimeError, ET.ParseError, ValueError, StopIteration, subprocess.TimeoutExpired) as error:
        check(False, str(error) or type(error).__name__)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
