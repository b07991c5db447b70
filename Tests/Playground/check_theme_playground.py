#!/usr/bin/env python3
"""Opens the playground of the bank example (Examples/Layouts/bank: kbc's standard keyboards extended in
the theme bank-blue) in headless Chromium and checks that it draws the theme's colours, as the rendered
SVGs do (Tests/BrowserChecks/check_theme_render.py, whose expected colours it shares).

Usage: python3 Tests/Playground/check_theme_playground.py PATH-TO-KBC

For the letters page and the number pad, opened light with ?appearance=light and dark through the
Appearance menu (so both the parameter and the switch are exercised): in a screenshot of the keyboard,
for a character key, a function key (delete) and the return key, the face beside the key's centre has
the style's fill, the key's centre holds ink of the style's label colour, and the gap above the key shows
the keyboard's background. Then a press on a character key, with the theme's `pressedHighlight: none`,
leaves its fill unchanged.

The Theme menu: the letters opened with ?theme=high-contrast, then light and dark through the menus, and
back to the keyboard's own: the same pixel checks against kbc's built-in high-contrast theme, and every
key drawn as `kbc render --theme ID --appearance A` draws it (its rectangle, fill, label colour and
border, and the keyboard's background, read from the SVG). Uses Playwright from PyPI with Debian's
/usr/bin/chromium. Prints 'N passed, M failed' last; exits 1 on any failure.
"""
import pathlib
import re
import subprocess
import xml.etree.ElementTree as ET
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "BrowserChecks"))
import check_playground as playground  # noqa: E402
import check_render as render  # noqa: E402
import check_theme_render as theme_render  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

check = playground.check
BANK = playground.ROOT / "Examples" / "Layouts" / "bank"


def keys(page):
    """The keys drawn, as check_theme_render reads them from an SVG: action, label and rectangle in the
    keyboard's own points (the page is not zoomed at 1280 pixels)."""
    return page.page.evaluate("""() => {
        const kb = document.getElementById('kb').getBoundingClientRect();
        const actions = {char: 'insert', delete: 'delete', return: 'return'};
        return [...document.querySelectorAll('#kb .key')].map((k) => {
            const r = k.getBoundingClientRect();
            return {action: actions[k.dataset.kind] || k.dataset.kind, label: k.dataset.label,
                    x: r.left - kb.left, y: r.top - kb.top, w: r.width, h: r.height};
        });
    }""")


def screenshot(page, path):
    page.page.locator("#kb").screenshot(path=str(path))
    return render.read_png(path)


def check_page(page, name, appearance, work, theme="bank-blue"):
    drawn = page.page.evaluate("[document.getElementById('kb').dataset.theme, document.getElementById('kb').dataset.appearance]")
    check(drawn == [theme, appearance], f"{name}: the playground draws {theme} {appearance}, found {drawn}")
    image = screenshot(page, work / f"{name}.png")
    found = keys(page)
    chosen = [next((k for k in found if k["action"] == "insert"), None), next((k for k in found if k["action"] == "delete"), None)]
    if "letters" in name:
        chosen.append(next((k for k in found if k["action"] == "return"), None))
    for key in chosen:
        check(key is not None, f"{name}: a character key, delete and (on the letters) return")
        if key is None:
            continue
        # check_key counts in check_render's tally (and prints what failed): carried over into this one.
        failed = render.failed
        theme_render.check_key(image, key, theme_render.EXPECTED[(theme, appearance)], f"{name}: key {key['label']!r}")
        check(render.failed == failed, f"{name}: key {key['label']!r} in the theme's colours")
    return found


def rgb(colour):
    """(r, g, b) of `rgb(r,g,b)`, `rgb(r, g, b)`, `rgba(…)` or `#RRGGBB[AA]`; None for `none`."""
    if colour.startswith("#"):
        return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
    numbers = re.findall(r"[0-9.]+", colour)
    return tuple(round(float(n)) for n in numbers[:3]) if len(numbers) >= 3 else None


def rendered_keys(kbc, keyboard, theme, appearance):
    """What `kbc render --theme --appearance` draws: the background and, by label, each key's rectangle,
    fill, label colour (its text's fill or its glyph's stroke) and border (colour and width)."""
    svg = subprocess.run([kbc, "render", str(BANK / f"{keyboard}.yaml"), "--config", str(BANK / "kbc-config.yaml"),
                          "--theme", theme, "--appearance", appearance], check=True, capture_output=True, text=True).stdout
    ns = "{http://www.w3.org/2000/svg}"
    root = ET.fromstring(svg)
    background = rgb(next(r for r in root.iter(ns + "rect") if r.get("class") == "background").get("fill"))
    keys = {}
    for group in root.iter(ns + "g"):
        if "key" not in (group.get("class") or "").split():
            continue
        face = next(r for r in group.iter(ns + "rect") if r.get("class") == "key-face")
        text = next((t for t in group.iter(ns + "text") if t.get("class") == "label"), None)
        glyph = next((g for g in group.iter(ns + "g") if "glyph" in (g.get("class") or "").split()), None)
        ink = text.get("fill") if text is not None else glyph.get("stroke")
        keys[group.get("data-label")] = {
            "rect": [float(face.get(a)) for a in ("x", "y", "width", "height")],
            "fill": rgb(face.get("fill")), "ink": rgb(ink),
            "border": (rgb(face.get("stroke")), float(face.get("stroke-width"))) if face.get("stroke") else None,
        }
    return background, keys


def drawn_keys(page):
    """The same, as the playground draws them."""
    return page.page.evaluate("""() => {
        const kb = document.getElementById('kb'), box = kb.getBoundingClientRect();
        const keys = {};
        for (const k of kb.querySelectorAll('.key')) {
            // The border as the page sets it: the computed width is rounded to device pixels (1.5 to 1).
            const r = k.getBoundingClientRect(), style = k.style;
            keys[k.dataset.label] = {rect: [r.left - box.left, r.top - box.top, r.width, r.height], fill: k.dataset.fill,
                                     ink: k.dataset.ink, border: style.borderTopStyle === 'none' ? null : [style.borderTopColor, parseFloat(style.borderTopWidth)]};
        }
        return [kb.style.background, keys];
    }""")


def check_same_as_render(page, kbc, keyboard, theme, appearance):
    """Every key of the playground's page drawn as `kbc render` draws it in the same theme and appearance."""
    name = f"{keyboard} ({theme}, {appearance})"
    background, expected = rendered_keys(kbc, keyboard, theme, appearance)
    drawn_background, drawn = drawn_keys(page)
    check(rgb(drawn_background) == background, f"{name}: background {drawn_background} as kbc render draws it, {background}")
    check(sorted(drawn) == sorted(expected), f"{name}: the playground draws the keys kbc render draws: {sorted(drawn)} vs {sorted(expected)}")
    differing = []
    for label, want in expected.items():
        got = drawn.get(label)
        if got is None:
            continue
        border = None if got["border"] is None else (rgb(got["border"][0]), got["border"][1])
        same = (all(abs(a - b) <= 0.5 for a, b in zip(got["rect"], want["rect"])) and rgb(got["fill"]) == want["fill"]
                and rgb(got["ink"]) == want["ink"] and (border is None) == (want["border"] is None)
                and (border is None or (border[0] == want["border"][0] and abs(border[1] - want["border"][1]) <= 0.01)))
        if not same:
            differing.append(f"{label!r}: drawn {got}, rendered {want}")
    check(not differing, f"{name}: every key's rectangle, fill, label colour and border as kbc render draws them; differing: {differing[:3]}")


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    kbc = sys.argv[1]
    work = pathlib.Path(tempfile.mkdtemp(prefix="kbc-theme-playground-"))
    subprocess.run([kbc, "playground", str(BANK), "--config", str(BANK / "kbc-config.yaml"), "-o", str(work / "page"), "--seed", "7"],
                   check=True, capture_output=True)
    url = (work / "page/playground.html").as_uri()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=playground.CHROMIUM, headless=True, args=["--no-sandbox"])
        for keyboard in ("bank-letters", "bank-pin"):
            page = playground.Page(browser, f"{url}?keyboard={keyboard}&appearance=light")
            check_page(page, f"{keyboard} light", "light", work)
            page.page.select_option("#appearance", "1")
            found = check_page(page, f"{keyboard} dark", "dark", work)
            if keyboard == "bank-pin":
                # pressedHighlight: none — a finger on a digit leaves it as it was (the page draws the press).
                digit = next(k for k in found if k["action"] == "insert")
                x, y = page.centre(digit["label"])
                page.page.mouse.move(x, y)
                page.page.mouse.down()
                fill = page.page.evaluate("(label) => [...document.querySelectorAll('#kb .key')].find((k) => k.dataset.label === label).dataset.fill", digit["label"])
                page.page.mouse.up()
                check(fill == "#1E3354FF", f"bank-pin dark: a pressed digit keeps its fill with pressedHighlight none, found {fill}")
            check(not page.errors, f"{keyboard}: no script errors: {page.errors}")
            page.close()
        # The Theme menu: another theme for every keyboard, by parameter and by menu, then the keyboard's own.
        page = playground.Page(browser, f"{url}?keyboard=bank-letters&theme=high-contrast&appearance=dark")
        check(page.page.evaluate("document.getElementById('theme').selectedOptions[0].textContent") == "high-contrast",
              "?theme=high-contrast selects it in the Theme menu")
        options = page.page.evaluate("[...document.getElementById('theme').options].map((o) => o.textContent)")
        check(options == ["Each keyboard's own", "bank-blue", "default", "high-contrast"], f"the Theme menu offers the build's themes, found {options}")
        check_page(page, "bank-letters high-contrast dark", "dark", work, theme="high-contrast")
        check_same_as_render(page, kbc, "bank-letters", "high-contrast", "dark")
        page.page.select_option("#appearance", "0")
        check_page(page, "bank-letters high-contrast light", "light", work, theme="high-contrast")
        check_same_as_render(page, kbc, "bank-letters", "high-contrast", "light")
        page.page.select_option("#theme", label="default")
        check_same_as_render(page, kbc, "bank-letters", "default", "light")
        page.page.select_option("#theme", "-1")
        check_page(page, "bank-letters own theme light", "light", work)
        check_same_as_render(page, kbc, "bank-letters", "bank-blue", "light")
        page.page.select_option("#appearance", "1")
        check_same_as_render(page, kbc, "bank-letters", "bank-blue", "dark")
        check(not page.errors, f"Theme menu: no script errors: {page.errors}")
        page.close()
        browser.close()
    return playground.summary()


if __name__ == "__main__":
    sys.exit(main())
