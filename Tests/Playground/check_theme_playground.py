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
leaves its fill unchanged. Uses Playwright from PyPI with Debian's /usr/bin/chromium. Prints
'N passed, M failed' last; exits 1 on any failure.
"""
import pathlib
import subprocess
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


def check_page(page, name, appearance, work):
    drawn = page.page.evaluate("[document.getElementById('kb').dataset.theme, document.getElementById('kb').dataset.appearance]")
    check(drawn == ["bank-blue", appearance], f"{name}: the playground draws bank-blue {appearance}, found {drawn}")
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
        theme_render.check_key(image, key, theme_render.EXPECTED[("bank-blue", appearance)], f"{name}: key {key['label']!r}")
        check(render.failed == failed, f"{name}: key {key['label']!r} in the theme's colours")
    return found


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
        browser.close()
    return playground.summary()


if __name__ == "__main__":
    sys.exit(main())
