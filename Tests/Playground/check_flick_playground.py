#!/usr/bin/env python3
"""Drives the playground page with the bundled kana flick pad and Korean 2-set page in headless Chromium:
pointer drags flick, a short slide stays a tap, the flick texts are drawn around their keys, and Hangul
jamo compose with the pending syllable shown marked (underlined) until it is committed.

Usage: python3 Tests/Playground/check_flick_playground.py PATH-TO-KBC

Uses Playwright from PyPI with Debian's /usr/bin/chromium, and check_playground.py's page helpers.
Prints 'N passed, M failed' last; exits 1 on any failure.
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import check_playground as playground  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

ROOT = playground.ROOT
check = playground.check


def drag(page, label, dx, dy, steps=6):
    """A pointer drag that starts at the centre of the key labelled `label` and moves by dx, dy."""
    x, y = page.centre(label)
    page.page.mouse.move(x, y)
    page.page.mouse.down()
    page.page.mouse.move(x + dx, y + dy, steps=steps)
    page.page.mouse.up()


def marked(page):
    return page.page.evaluate("(document.getElementById('marked') || {}).textContent || ''")


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    kbc = sys.argv[1]
    work = pathlib.Path(tempfile.mkdtemp(prefix="kbc-flick-playground-"))
    layouts = work / "layouts"
    layouts.mkdir()
    shutil.copy(ROOT / "Examples/Layouts/kana-flick/kana.yaml", layouts)
    shutil.copy(ROOT / "Examples/Layouts/hangul/korean.yaml", layouts)
    subprocess.run([kbc, "playground", str(layouts), "-o", str(work / "page")], check=True, capture_output=True)
    url = (work / "page/playground.html").as_uri()

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=playground.CHROMIUM, headless=True, args=["--no-sandbox"])

        page = playground.Page(browser, url + "?keyboard=kana-flick&reveal=1")
        # The flick texts are drawn at the edges of their keys.
        texts = page.page.evaluate("""() => [...document.querySelectorAll('#kb .flick')]
            .filter((f) => f.dataset.key === 'あ').map((f) => [f.className, f.dataset.label])""")
        check(texts == [["flick left", "い"], ["flick up", "う"], ["flick right", "え"], ["flick down", "お"]],
              f"あ's flick texts are drawn around it: {texts}")
        box = page.page.evaluate("""() => {
            const key = [...document.querySelectorAll('#kb .key')].find((k) => k.dataset.label === 'あ').getBoundingClientRect();
            const up = [...document.querySelectorAll('#kb .flick.up')].find((f) => f.dataset.key === 'あ').getBoundingClientRect();
            const left = [...document.querySelectorAll('#kb .flick.left')].find((f) => f.dataset.key === 'あ').getBoundingClientRect();
            return [up.top < key.top + key.height / 2, left.left < key.left + key.width / 2,
                    up.top >= key.top - 1 && left.left >= key.left - 1];
        }""")
        check(box == [True, True, True], f"あ's up text is above its centre and its left text left of it, inside the key: {box}")

        # A tap types the key; drags of 40 points flick; a 6-point slide stays a tap. Kana wait, marked,
        # for a possible ゛ (the page's transforms), and are committed by the next kana.
        page.press("あ")
        drag(page, "か", -40, 0)
        drag(page, "か", 0, -40)
        drag(page, "さ", 40, 0)
        drag(page, "さ", 0, 40)
        drag(page, "た", 4, 4)
        state = page.state()
        check(state["text"] == "あきくせそた", f"taps and flicks typed {state['text']!r}, expected 'あきくせそた'")
        check(marked(page) == "た", f"the last kana waits, marked: {marked(page)!r}")
        check(state["masked"] == "•••••", f"only committed text reaches the field: {state['masked']!r}")
        # ゛ voices the waiting kana.
        page.press("゛")
        check(page.state()["text"] == "あきくせそだ", f"゛ after た gives だ: {page.state()['text']!r}")
        page.close()

        page = playground.Page(browser, url + "?keyboard=korean&reveal=1")
        for jamo in ("ㅎ", "ㅏ", "ㄴ"):
            page.press(jamo)
        check(marked(page) == "한" and page.state()["masked"] == "", f"ㅎ ㅏ ㄴ is 한, pending: {marked(page)!r} {page.state()['masked']!r}")
        for jamo in ("ㄱ", "ㅡ", "ㄹ"):
            page.press(jamo)
        check(page.state()["text"] == "한글" and marked(page) == "글", f"한글 typed: {page.state()['text']!r}")
        page.press("⌫")
        check(marked(page) == "그", f"delete takes one jamo back: {marked(page)!r}")
        check(not page.errors, f"no page errors: {page.errors}")
        page.close()
        browser.close()

    return playground.summary()


if __name__ == "__main__":
    sys.exit(main())
