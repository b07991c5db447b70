# Sourced by the benchmark scripts: writes synthetic Chinese, Japanese and Korean keyboards (in turn), about
# 1.3 KB each, every key with long-press alternates, a hint and a spoken name, the shape that costs the most
# to decode and check per byte (non-ASCII text in every field; issue 25's third row).
#
#   write_cjk_layouts FOLDER COUNT     # FOLDER/cjk1.yaml … FOLDER/cjkCOUNT.yaml
#
# Keyboard i takes its characters from a window of its script that moves with i, so files differ, and every
# key, alternate and hint on a page is distinct. The files validate without findings.

write_cjk_layouts() {
    python3 - "$1" "$2" <<'PY'
import os, sys

folder, count = sys.argv[1], int(sys.argv[2])
os.makedirs(folder, exist_ok=True)
# (locale, title, first code point and size of the window keys and alternates come from, spoken-name window)
SCRIPTS = [
    ("zh-Hans", "中文键盘", 0x4E00, 20000, 0x4E00),   # CJK Unified Ideographs
    ("ja", "日本語キーボード", 0x4E00, 20000, 0x3042),  # kanji keys, hiragana spoken names
    ("ko", "한국어 키보드", 0xAC00, 11000, 0xAC00),     # Hangul syllables
]
ROWS, KEYS = 3, 6
for i in range(1, count + 1):
    locale, title, first, size, spoken_first = SCRIPTS[i % 3]
    start = first + (i * 131) % (size - ROWS * KEYS * 4)
    rows = []
    code = start
    for _ in range(ROWS):
        keys = []
        for _ in range(KEYS):
            key, alternates = chr(code), [chr(code + 1), chr(code + 2), chr(code + 3)]
            spoken = chr(spoken_first + (code - first) % 80) + chr(code) + chr(code + 1)
            keys.append(f"{{key: {key}, alternates: {' '.join(alternates)}, hint: {alternates[0]}, spoken: {spoken}}}")
            code += 4
        rows.append("  - [" + ", ".join(keys) + "]\n")
    text = (f"# Synthetic {locale} keyboard {i} of {count}.\n"
            f"keyboard: cjk{i}\ntitle: {title} {i}\nlocale: {locale}\ncharacterWidth: full\nshuffle: on-show\n"
            "rows:\n" + "".join(rows))
    with open(f"{folder}/cjk{i}.yaml", "w", encoding="utf-8") as out:
        out.write(text)
PY
}
