#!/usr/bin/env python3
"""Renders the bank example (Examples/Layouts/bank: kbc's standard keyboards extended in the theme
bank-blue) with `kbc render`, opens the SVGs in headless Chromium and checks that the theme's colours
are drawn.

Usage: check_theme_render.py KBC [--update-references]

For the letters page and the number pad, in light and in dark (`--appearance`), and for the letters
with `--theme high-contrast` in place of the keyboard's own: the SVG names the theme and appearance, and
in Chromium's screenshot, for a character key, a function key (delete) and the return key, the face beside
the key's centre has the style's fill, the key's centre holds ink of the style's label colour, and the
gap above the key shows the keyboard's background. The expected colours are written here from
Examples/Layouts/bank/bank-blue.yaml and kbc's built-in high-contrast theme, not read from the SVG.
Also checks the HTML gallery with `--appearance light --appearance dark`: each picture twice, light
beside dark. Reuses check_render.py's PNG reader and Chromium runner. Prints 'N passed, M failed' last;
exits 1 on any failure.

The README shows the bank's letters in light beside the plain letters: References/bank-letters.png is
that screenshot, and the check fails when a fresh one differs from it (as check_render.py's references
do), when the README does not show it, or when the command the README gives for it does not draw the SVG
checked; `--update-references` writes it anew.
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import check_render as render  # noqa: E402

BANK = render.ROOT / "Examples" / "Layouts" / "bank"
CONFIG = ["--config", str(BANK / "kbc-config.yaml")]
# The branded keyboard the README shows beside the plain letters.
README_PICTURE = render.REFERENCES / "bank-letters.png"

NAVY, SKY, STEEL, GOLD, NIGHT, WHITE = (11, 42, 91), (220, 227, 238), (159, 179, 209), (242, 183, 5), (10, 20, 36), (255, 255, 255)
# Per theme and appearance: the background, then (fill, label) of character keys, function keys and return.
EXPECTED = {
    ("bank-blue", "light"): {"background": SKY, "character": (WHITE, NAVY), "function": (STEEL, NAVY), "return": (NAVY, WHITE)},
    ("bank-blue", "dark"): {"background": NIGHT, "character": ((30, 51, 84), WHITE), "function": ((46, 74, 120), WHITE), "return": (WHITE, NIGHT)},
    ("high-contrast", "light"): {"background": (200, 204, 210), "character": (WHITE, (0, 0, 0)), "function": ((164, 169, 179), (0, 0, 0)), "return": ((164, 169, 179), (0, 0, 0))},
    ("high-contrast", "dark"): {"background": (0, 0, 0), "character": ((28, 28, 30), WHITE), "function": ((58, 58, 60), WHITE), "return": ((58, 58, 60), WHITE)},
}


def kind(key):
    if key["action"] == "return":
        return "return"
    return "character" if key["action"] == "insert" else "function"


def check_key(image, key, expected, where):
    fill, label = expected[kind(key)]
    # The face left of the centre, clear of the label and the rounded corners (and a border's inside edge).
    left, right = int(key["x"] + 3.5), int(key["x"] + min(7.5, key["w"] * 0.2))
    mid = int(key["y"] + key["h"] / 2)
    patch = [image.pixel(x, y) for x in range(left, max(left + 1, right)) for y in range(mid - 2, mid + 3)]
    render.check(all(render.close(p, fill, 8) for p in patch), f"{where}: face should be RGB {fill}, found {sorted(set(patch))[:4]}")
    # The label or glyph: pixels of the label colour around the centre, which the fill does not have.
    ink = sum(1 for y in range(int(key["y"] + key["h"] * 0.2), int(key["y"] + key["h"] * 0.8))
              for x in range(int(key["x"] + key["w"] * 0.2), int(key["x"] + key["w"] * 0.8))
              if render.close(image.pixel(x, y), label, 40))
    render.check(ink >= 4, f"{where}: the label should be drawn in RGB {label} ({ink} pixels of it)")
    above = image.pixel(int(key["x"] + key["w"] / 2), int(key["y"] - 3))
    render.check(render.close(above, expected["background"], 8), f"{where}: the gap above should be the background {expected['background']}, found {above}")


# The command the README says draws its branded picture, run from the repository's root.
README_COMMAND = ["render", "Examples/Layouts/bank/bank-letters.yaml", "-o", ".build/bank-letters.svg"]


def check_readme_picture(kbc, svg, png, update):
    """The README's branded picture: rewritten with --update-references, else compared with `png`, the
    screenshot of `svg`, which must be what the README's command draws."""
    with tempfile.TemporaryDirectory() as directory:
        output = pathlib.Path(directory) / "bank-letters.svg"
        command = [kbc, *README_COMMAND[:-1], str(output)]
        result = subprocess.run(command, cwd=render.ROOT, capture_output=True, text=True)
        drawn = output.read_text(encoding="utf-8") if output.exists() else ""
        render.check(result.returncode == 0 and svg in drawn,
                     f"the README's `kbc {' '.join(README_COMMAND)}` draws the picture checked here (exit {result.returncode}: {result.stderr[-300:]})")
    relative = README_PICTURE.relative_to(render.ROOT)
    if update:
        shutil.copyfile(png, README_PICTURE)
        print(f"updated {relative}")
    elif render.check(README_PICTURE.exists(), f"{relative} is missing (run with --update-references)"):
        score = render.similarity(render.read_png(png), render.read_png(README_PICTURE))
        render.check(score >= 0.98, f"{relative} is stale: only {score:.2%} of its pixels match a fresh screenshot (run with --update-references)")
    readme = (render.ROOT / "README.md").read_text(encoding="utf-8")
    render.check(str(relative) in readme and "References/letters.png" in readme, f"README.md shows {relative} beside the plain letters")
    render.check("kbc " + " ".join(README_COMMAND) in readme, f"README.md says `kbc {' '.join(README_COMMAND)}` drew {relative}")


def main():
    arguments = [a for a in sys.argv[1:] if a != "--update-references"]
    update = len(arguments) < len(sys.argv) - 1
    if len(arguments) != 1:
        sys.exit("usage: check_theme_render.py KBC [--update-references]")
    kbc = str(pathlib.Path(arguments[0]).resolve())
    chromium = render.find_chromium()
    cases = [(page, None, appearance) for page in ("bank-letters", "bank-pin") for appearance in ("light", "dark")]
    cases += [("bank-letters", "high-contrast", appearance) for appearance in ("light", "dark")]
    with tempfile.TemporaryDirectory() as directory:
        work = pathlib.Path(directory)
        try:
            for page, theme, appearance in cases:
                arguments = [str(BANK / f"{page}.yaml"), *CONFIG, "--appearance", appearance]
                if theme:
                    arguments += ["--theme", theme]
                svg = render.run_kbc(kbc, *arguments)
                theme = theme or "bank-blue"
                name = f"{page} ({theme}, {appearance})"
                render.check(f'data-theme="{theme}" data-appearance="{appearance}"' in svg, f"{name}: the SVG names its theme and appearance")
                width, height, keys = render.parse_svg(svg, name)
                document = work / f"{page}-{theme}-{appearance}.svg"
                document.write_text(svg, encoding="utf-8")
                image = render.screenshot(chromium, document, work / "theme.png", int(width), int(height), work / "profile")
                if (page, theme, appearance) == ("bank-letters", "bank-blue", "light"):
                    check_readme_picture(kbc, svg, work / "theme.png", update)
                chosen = [next((k for k in keys if k["action"] == "insert"), None), next((k for k in keys if k["action"] == "delete"), None)]
                if page == "bank-letters":
                    chosen.append(next((k for k in keys if k["action"] == "return"), None))
                for key in chosen:
                    if render.check(key is not None, f"{name}: a character key, delete and (on the letters) return"):
                        check_key(image, key, EXPECTED[(theme, appearance)], f"{name}: key {key['label']!r}")
            gallery = render.run_kbc(kbc, str(BANK), *CONFIG, "--device", "phone", "--orientation", "portrait",
                                     "--appearance", "light", "--appearance", "dark")
            appearances = [part.split('"')[0] for part in gallery.split('<figure data-appearance="')[1:]]
            render.check(appearances == ["light", "dark"] * 3, f"gallery: each keyboard light beside dark, found {appearances}")
            render.check(gallery.count('data-theme="bank-blue"') == 6, "gallery: every picture in bank-blue")
        except (RuntimeError, ValueError, StopIteration) as error:
            render.check(False, str(error) or type(error).__name__)
    print(f"{render.passed} passed, {render.failed} failed")
    sys.exit(1 if render.failed else 0)


if __name__ == "__main__":
    main()
