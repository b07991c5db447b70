#!/usr/bin/env python3
"""Renders the bundled 12-key kana flick pad with `kbc render`, opens it in headless Chromium and checks
that every flick key shows its flick texts small around its centre label.

Usage: check_flick_render.py KBC

For each key of Examples/Layouts/kana-flick that has flick texts, in the SVG: one <text class="flick D">
per direction the layout gives, inside the key face, left of / above / right of / below the centre (as
the direction says), smaller than the centre label. In Chromium's screenshot: ink (dark pixels on the
white key) at the centre label and in the small box of every flick text, and none in the box of a
direction the key has no text for. Reuses check_render.py's PNG reader and Chromium runner. Prints
'N passed, M failed' last; exits 1 on any failure.
"""
import pathlib
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import check_render as render  # noqa: E402

SVG_NS = "{http://www.w3.org/2000/svg}"
LAYOUT = render.ROOT / "Examples" / "Layouts" / "kana-flick" / "kana.yaml"
DIRECTIONS = ("left", "up", "right", "down")


def ink(image, left, top, right, bottom):
    """How many pixels in the box are dark (text), not the white key face."""
    count = 0
    for y in range(max(0, int(top)), min(image.height, int(bottom) + 1)):
        for x in range(max(0, int(left)), min(image.width, int(right) + 1)):
            if sum(image.pixel(x, y)) < 3 * 200:
                count += 1
    return count


def direction_box(key, direction, size):
    """The box where a flick text toward `direction` is drawn in `key`."""
    x, y, w, h = key["x"], key["y"], key["w"], key["h"]
    mid_x, mid_y = x + w / 2, y + h / 2
    if direction == "left":
        return x + 2, mid_y - size / 2, x + 2 + size * 1.2, mid_y + size / 2
    if direction == "right":
        return x + w - 2 - size * 1.2, mid_y - size / 2, x + w - 2, mid_y + size / 2
    if direction == "up":
        return mid_x - size / 2, y + 1, mid_x + size / 2, y + 1 + size
    return mid_x - size / 2, y + h - 3 - size, mid_x + size / 2, y + h - 3


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: check_flick_render.py KBC")
    kbc = str(pathlib.Path(sys.argv[1]).resolve())
    chromium = render.find_chromium()
    svg = render.run_kbc(kbc, str(LAYOUT))
    root = ET.fromstring(svg)
    width, height = float(root.get("width")), float(root.get("height"))
    keys = []
    for group in root.iter(SVG_NS + "g"):
        if "key" not in (group.get("class") or "").split():
            continue
        face = next(r for r in group.iter(SVG_NS + "rect") if r.get("class") == "key-face")
        label = next((t for t in group.iter(SVG_NS + "text") if t.get("class") == "label"), None)
        flicks = {}
        for text in group.iter(SVG_NS + "text"):
            classes = (text.get("class") or "").split()
            if "flick" in classes:
                flicks[classes[1]] = text
        keys.append({
            "label": group.get("data-label"), "x": float(face.get("x")), "y": float(face.get("y")),
            "w": float(face.get("width")), "h": float(face.get("height")), "flicks": flicks,
            "label_size": float(label.get("font-size")) if label is not None else None,
        })
    flick_keys = [key for key in keys if key["flicks"]]
    render.check(len(flick_keys) == 12, f"12 keys with flick texts, found {len(flick_keys)}")
    # The layout's own flick texts, per key, for the directions each gives.
    expected = {"あ": "いうえお", "か": "きくけこ", "わ": "をんー"}
    for key in flick_keys:
        name = key["label"]
        if name in expected:
            shown = "".join(key["flicks"][d].text for d in DIRECTIONS if d in key["flicks"])
            render.check(shown == expected[name], f"{name}: flick texts {shown}, expected {expected[name]}")
        mid_x, mid_y = key["x"] + key["w"] / 2, key["y"] + key["h"] / 2
        for direction, text in key["flicks"].items():
            x, y, size = float(text.get("x")), float(text.get("y")), float(text.get("font-size"))
            inside = key["x"] <= x <= key["x"] + key["w"] and key["y"] <= y <= key["y"] + key["h"]
            render.check(inside, f"{name}: the {direction} text lies inside the key")
            placed = {"left": x < mid_x, "right": x > mid_x, "up": y < mid_y, "down": y > mid_y}[direction]
            render.check(placed, f"{name}: the {direction} text is {direction} of the centre")
            render.check(key["label_size"] is None or size < key["label_size"], f"{name}: the {direction} text is smaller than the label")
    with tempfile.TemporaryDirectory() as directory:
        work = pathlib.Path(directory)
        document = work / "kana.svg"
        document.write_text(svg, encoding="utf-8")
        image = render.screenshot(chromium, document, work / "kana.png", int(width), int(height), work / "profile")
        for key in flick_keys:
            name = key["label"]
            centre = ink(image, key["x"] + key["w"] * 0.35, key["y"] + key["h"] * 0.3, key["x"] + key["w"] * 0.65, key["y"] + key["h"] * 0.7)
            render.check(centre > 3, f"{name}: the centre label shows ({centre} dark pixels)")
            for direction in DIRECTIONS:
                size = float(key["flicks"][direction].get("font-size")) if direction in key["flicks"] else 8
                count = ink(image, *direction_box(key, direction, size))
                if direction in key["flicks"]:
                    render.check(count > 1, f"{name}: the {direction} flick text shows ({count} dark pixels)")
                else:
                    render.check(count == 0, f"{name}: nothing is drawn {direction}, where the key has no flick text ({count} dark pixels)")
    print(f"{render.passed} passed, {render.failed} failed")
    sys.exit(1 if render.failed else 0)


if __name__ == "__main__":
    main()
