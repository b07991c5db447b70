#!/usr/bin/env python3
"""Drives the page `kbc playground` writes in headless Chromium with synthetic pointer events.

Usage: python3 Tests/Playground/check_playground.py PATH-TO-KBC

Uses Playwright from PyPI with Debian's /usr/bin/chromium (never a downloaded browser). The page runs
KeyboardRuntime compiled to WebAssembly; this script finds keys by the labels the page drew, presses
them with the mouse or with touches, and checks what the runtime typed. Screenshots go to a temporary
folder (printed). Prints 'N passed, M failed' last; exits 1 on any failure.
"""
import base64
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
results = {"passed": 0, "failed": 0}


def check(condition, message):
    if condition:
        results["passed"] += 1
    else:
        results["failed"] += 1
        print(f"FAIL: {message}")


def summary():
    """Prints 'N passed, M failed' and returns the exit status: 1 on any failure."""
    print(f"{results['passed']} passed, {results['failed']} failed")
    return 1 if results["failed"] else 0


def seed42_arrangement():
    """The decimal pad's arrangement for seed 42, as the Swift test asserts it (one source of truth)."""
    source = (ROOT / "Tests/KeyboardPlaygroundTests/PlaygroundControllerTests.swift").read_text()
    match = re.search(r"decimalPadSeed42 = (\[\[.*?\]\])\n", source)
    return [label for row in json.loads(match.group(1)) for label in row]


class Page:
    """One playground page: key lookup by drawn label, presses, and the field's state."""

    def __init__(self, browser, url, touch=False, viewport=None):
        self.context = browser.new_context(viewport=viewport or {"width": 1280, "height": 800}, has_touch=touch)
        self.page = self.context.new_page()
        self.requests = []
        self.page.on("request", lambda request: self.requests.append(request.url))
        self.errors = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(url)
        self.page.wait_for_function("document.body.dataset.ready === '1' || document.body.dataset.error !== undefined")
        error = self.page.evaluate("document.body.dataset.error || null")
        check(error is None, f"{url}: the page failed to start: {error}")

    def labels(self):
        return self.page.evaluate("[...document.querySelectorAll('#kb .key')].map((k) => k.dataset.label)")

    def centre(self, label, selector="#kb .key"):
        box = self.page.evaluate(
            """([selector, label]) => {
                const element = [...document.querySelectorAll(selector)].find((k) => k.dataset.label === label);
                if (!element) return null;
                const r = element.getBoundingClientRect();
                return [r.left + r.width / 2, r.top + r.height / 2];
            }""", [selector, label])
        if box is None:
            raise AssertionError(f"no {selector} labelled {label!r}; drawn: {self.labels()}")
        return box

    def press(self, label, hold=0.03, selector="#kb .key"):
        x, y = self.centre(label, selector)
        self.page.mouse.move(x, y)
        self.page.mouse.down()
        if hold:
            self.page.wait_for_timeout(hold * 1000)
        self.page.mouse.up()

    def state(self):
        return self.page.evaluate("""() => ({
            masked: document.getElementById('field').textContent.replace('\\u00a0', ''),
            text: document.getElementById('plain').textContent,
            page: document.getElementById('kb').dataset.page,
            shift: document.getElementById('kb').dataset.shift,
            log: document.getElementById('log').textContent,
            keyboardShown: document.getElementById('kb').style.display !== 'none',
            cells: [...document.querySelectorAll('#kb .cell')].map((c) => c.dataset.label),
        })""")

    def close(self):
        self.context.close()


def non_blank(browser, png):
    """Counts the screenshot's colours in a blank page's canvas: the keyboard's background, white keys
    and dark label pixels must all be there."""
    page = browser.new_page()
    data = base64.b64encode(png.read_bytes()).decode()
    counts = page.evaluate(
        """async (data) => {
            const image = new Image();
            image.src = 'data:image/png;base64,' + data;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = image.width; canvas.height = image.height;
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            const pixels = context.getImageData(0, 0, image.width, image.height).data;
            let background = 0, white = 0, dark = 0;
            for (let i = 0; i < pixels.length; i += 4) {
                const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
                if (Math.abs(r - 209) < 3 && Math.abs(g - 213) < 3 && Math.abs(b - 217) < 3) background++;
                else if (r > 250 && g > 250 && b > 250) white++;
                else if (r + g + b < 200) dark++;
            }
            return {total: pixels.length / 4, background, white, dark};
        }""", data)
    page.close()
    return counts["background"] > 0.02 * counts["total"] and counts["white"] > 0.1 * counts["total"] and counts["dark"] > 50


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    kbc = sys.argv[1]
    started = time.monotonic()
    work = pathlib.Path(tempfile.mkdtemp(prefix="kbc-playground-"))
    layouts = work / "layouts"
    layouts.mkdir()
    for file in (ROOT / "Layouts").glob("*.yaml"):
        shutil.copy(file, layouts)
    shutil.copy(ROOT / "Tests/Playground/Fixtures/accents.yaml", layouts)
    for file in (ROOT / "Examples/Layouts/arabic").glob("*.yaml"):
        shutil.copy(file, layouts)

    # The page: written twice with the same inputs, byte for byte the same.
    for name in ("a", "b"):
        subprocess.run([kbc, "playground", str(layouts), "-o", str(work / name)], check=True, capture_output=True)
    html = (work / "a/playground.html").read_bytes()
    check(html == (work / "b/playground.html").read_bytes(), "kbc playground is not deterministic")
    check(html.lower().count(b"</script") == 1, "the page has a '</script' besides its own")
    subprocess.run([kbc, "playground", str(layouts), "-o", str(work / "seeded"), "--seed", "42"], check=True, capture_output=True)
    url = (work / "a/playground.html").as_uri()
    shots = work / "screenshots"
    shots.mkdir()

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        pages = []

        # The same seed gives the same arrangement as the Swift tests, from the URL and from --seed.
        expected = seed42_arrangement()
        for address in (url + "?seed=42&keyboard=decimal-pad", (work / "seeded/playground.html").as_uri() + "?keyboard=decimal-pad"):
            page = Page(browser, address)
            pages.append(page)
            check(page.labels() == expected, f"seed 42 arrangement {page.labels()} != the Swift test's {expected}")

        # Typing 1 2 3 on a securely shuffled pad types 123 wherever the keys landed.
        page = Page(browser, url + "?keyboard=decimal-pad&reveal=1")
        pages.append(page)
        for digit in "123":
            page.press(digit)
        state = page.state()
        check(state["text"] == "123", f"typed {state['text']!r}, expected '123'")
        check(state["masked"] == "•••", f"masked {state['masked']!r}, expected '•••'")

        # Delete repeat: held for about a second, delete repeats every 0.05 s after 0.5 s.
        for _ in range(27):
            page.press("1", hold=0)
        before = len(page.state()["text"])
        page.press("⌫", hold=1.0)
        deleted = before - len(page.state()["text"])
        check(6 <= deleted <= 20, f"holding delete for 1 s deleted {deleted} characters (expected about 11)")

        # Done in the toolbar closes the keyboard; Show keyboard opens it again.
        page.press("Done", hold=0, selector="#kb .item")
        state = page.state()
        check(not state["keyboardShown"] and "dismiss" in state["log"], f"Done did not dismiss: {state}")
        page.page.click("#show")
        check(page.state()["keyboardShown"], "Show keyboard did not show the keyboard")

        # Shift, caps lock (double tap), page switch on the letters page.
        page = Page(browser, url + "?keyboard=letters&reveal=1")
        pages.append(page)
        page.press("⇧")
        check(page.state()["shift"] == "once" and "Q" in page.labels(), "shift did not turn on upper case labels")
        page.press("Q")
        page.press("w")
        check(page.state()["text"] == "Qw", f"shift once typed {page.state()['text']!r}, expected 'Qw'")
        # (Past the double-tap interval since the first shift: the interaction counts any two shift
        # touch-downs within it as a double tap, even with other keys between them.)
        page.page.wait_for_timeout(400)
        page.press("⇧", hold=0)
        page.press("⇧", hold=0)
        check(page.state()["shift"] == "capsLock", f"a double tap on shift gave {page.state()['shift']}, expected capsLock")
        page.press("E")
        page.press("R")
        check(page.state()["text"] == "QwER", f"caps lock typed {page.state()['text']!r}, expected 'QwER'")
        page.press(".?123")
        check(page.state()["page"] == "symbols", f"the switch key showed {page.state()['page']}, expected symbols")

        # Long press: the callout opens, sliding selects an alternate, lifting types it.
        page = Page(browser, url + "?keyboard=accents&reveal=1")
        pages.append(page)
        x, y = page.centre("e")
        page.page.mouse.move(x, y)
        page.page.mouse.down()
        page.page.wait_for_timeout(800)
        cells = page.state()["cells"]
        check(cells == ["è", "é", "ê", "ë", "ē"], f"the callout shows {cells}")
        if cells:
            cx, cy = page.centre("ê", "#kb .cell")
            page.page.mouse.move(cx, cy, steps=4)
            page.page.mouse.up()
        state = page.state()
        check(state["text"] == "ê" and not state["cells"], f"the long press typed {state['text']!r}, expected 'ê'")

        # Right to left: the Arabic page's first key is drawn at the right of its row and its last, ض, at
        # the left, where a tap types it; its long-press callout opens leftwards in two rows, where sliding
        # up reaches the second.
        page = Page(browser, url + "?keyboard=arabic-letters&reveal=1")
        pages.append(page)
        row = "دجحخهعغفقثصض"
        xs = [page.centre(letter)[0] for letter in row]
        check(xs == sorted(xs, reverse=True), f"the rtl row is not drawn right to left: {xs}")
        board = page.page.evaluate("(() => { const r = document.getElementById('kb').getBoundingClientRect(); return [r.left, r.right]; })()")
        check(xs[0] > (board[0] + board[1]) / 2 and board[1] - xs[0] < 0.1 * (board[1] - board[0]),
              f"the first key د at x={xs[0]:.0f} is not at the right of the keyboard {board}")
        check(xs[-1] - board[0] < 0.1 * (board[1] - board[0]), f"ض at x={xs[-1]:.0f} is not at the left, on the Q key of a PC Arabic keyboard {board}")
        page.press("ض")
        check(page.state()["text"] == "ض", f"a tap on the leftmost key typed {page.state()['text']!r}, expected 'ض'")
        x, y = page.centre("،")
        page.page.mouse.move(x, y)
        page.page.mouse.down()
        page.page.wait_for_timeout(800)
        cells = page.state()["cells"]
        check(len(cells) == 17 and cells[0] == "؟", f"the Arabic punctuation callout shows {cells}")
        boxes = page.page.evaluate("[...document.querySelectorAll('#kb .cell')].map((c) => { const r = c.getBoundingClientRect(); return [r.left, r.top]; })")
        check(len({round(top) for _, top in boxes}) == 2, f"17 alternates are not in two rows: {boxes}")
        # ، is near the left end: there the callout cannot open leftwards, and runs rightwards instead.
        check(len(boxes) > 1 and boxes[1][0] > boxes[0][0], f"the callout of ، at the left does not run rightwards: {boxes[:2]}")
        if "٬" in cells:
            cx, cy = page.centre("٬", "#kb .cell")
            page.page.mouse.move(cx, cy, steps=6)
            page.page.mouse.up()
        check(page.state()["text"] == "ض٬", f"sliding to the second row typed {page.state()['text']!r}, expected 'ض٬'")
        page.press("١٢٣")
        check(page.state()["page"] == "arabic-digits", f"the switch key showed {page.state()['page']}")
        # ا, mid-row, has room on both sides: its callout opens leftwards, as an rtl page's does.
        letters = Page(browser, url + "?keyboard=arabic-letters&reveal=1")
        pages.append(letters)
        x, y = letters.centre("ا")
        letters.page.mouse.move(x, y)
        letters.page.mouse.down()
        letters.page.wait_for_timeout(800)
        cells = letters.state()["cells"]
        boxes = letters.page.evaluate("[...document.querySelectorAll('#kb .cell')].map((c) => { const r = c.getBoundingClientRect(); return [r.left, r.top]; })")
        check(cells[:2] == ["أ", "إ"] and len(boxes) > 1 and boxes[1][0] < boxes[0][0], f"the rtl callout of ا does not open leftwards: {cells} {boxes[:2]}")
        letters.page.mouse.up()
        check(page.centre("١")[0] < page.centre("٣")[0], "the digits page declares ltr but is drawn mirrored")
        # The digits page's `length: 6` holds as in a secure field: complete at the sixth character, and
        # a press past it types nothing.
        for digit in "١٢٣٤":
            page.press(digit)
        state = page.state()
        check(state["text"] == "ض٬١٢٣٤" and "complete" in state["log"], f"six characters typed {state['text']!r}, log {state['log']!r}")
        page.press("٥")
        state = page.state()
        check(state["text"] == "ض٬١٢٣٤" and "full" in state["log"], f"a seventh press typed {state['text']!r}, log {state['log']!r}")

        # Touch: two fingers; the second touch-down commits the first finger's key.
        page = Page(browser, url + "?keyboard=decimal-pad&reveal=1", touch=True)
        pages.append(page)
        cdp = page.context.new_cdp_session(page.page)
        (x1, y1), (x2, y2) = page.centre("4"), page.centre("5")
        first = {"x": x1, "y": y1, "id": 1}
        second = {"x": x2, "y": y2, "id": 2}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [first]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [first, second]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": [second]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        page.page.wait_for_timeout(50)
        check(page.state()["text"] == "45", f"two touches typed {page.state()['text']!r}, expected '45'")

        # A screenshot per device and orientation, each showing a keyboard.
        for device in ("phone", "pad"):
            for orientation in ("portrait", "landscape"):
                page = Page(browser, url + f"?keyboard=letters&device={device}&orientation={orientation}&seed=7")
                pages.append(page)
                png = shots / f"letters-{device}-{orientation}.png"
                page.page.locator("#stage").screenshot(path=str(png))
                check(non_blank(browser, png), f"{png.name} looks blank")

        # On a 390 px wide phone the page fits its width: the About paragraph's long parameter string wraps.
        page = Page(browser, url + "?keyboard=decimal-pad", viewport={"width": 390, "height": 844}, touch=True)
        pages.append(page)
        widths = page.page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        check(widths[0] <= widths[1], f"at 390 px the page is {widths[0]} px wide: it scrolls sideways")
        check(page.page.evaluate("document.getElementById('notice').textContent") == "", "a page opened as asked shows a notice")

        # A parameter that names nothing falls back and says so, instead of silently.
        page = Page(browser, url + "?keyboard=nosuch&theme=nosuch&device=watch&appearance=sepia")
        pages.append(page)
        notice = page.page.evaluate("document.getElementById('notice').textContent")
        for expected in ("No keyboard has the id 'nosuch'; showing '", "No theme has the id 'nosuch'; each keyboard is drawn in its own.",
                         "No device preset is watch; showing phone portrait.", "No appearance is called 'sepia'"):
            check(expected in notice, f"the notice should say {expected!r}: {notice!r}")
        check(page.page.locator("#notice").is_visible(), "the notice is not shown")

        # Nothing but the page itself was requested, and no script error happened.
        for page in pages:
            others = [request for request in page.requests if not request.startswith("file://")]
            check(not others, f"the page made network requests: {others}")
            check(not page.errors, f"script errors: {page.errors}")
            page.close()
        browser.close()

    print(f"Screenshots: {shots}")
    print(f"Playground checks took {time.monotonic() - started:.1f} s.")
    return summary()


if __name__ == "__main__":
    sys.exit(main())
