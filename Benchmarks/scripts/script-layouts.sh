# Sourced by the benchmark scripts: writes keyboards of the scripts people type, with the characters their
# keyboards really have (as CLDR's Android layouts for vi, hi and ar, and the pinyin, Hepburn and
# McCune–Reischauer letters of Chinese, Japanese and Korean keyboards), not windows of one block:
#
#   write_script_layouts FOLDER COUNT KIND     # FOLDER/KIND1.yaml … FOLDER/KINDCOUNT.yaml
#
# KIND is one of
#   cjk-latin   Chinese, Japanese or Korean pages in turn: a row of ideographs, kana or Hangul syllables with
#               alternates, hints and spoken names, and Latin keys whose alternates carry tone marks and
#               accents (pinyin's ā á ǎ à ü ǘ ẑ ĉ ŝ ŋ ḿ m̀, Hepburn's macrons, ŏ ŭ), kana with their small and
#               voiced forms, full-width punctuation
#   vietnamese  the Vietnamese letters page: every tone-marked vowel (à á ả ã ạ … ỳ ý ỷ ỹ ỵ) and đ as alternates
#   devanagari  a Hindi (InScript) page: vowel signs, virama and nukta as keys, conjuncts and nukta letters
#               as alternates
#   arabic      an Arabic page, right to left: the letters of PC Arabic, hamza forms, Arabic-Indic digits and
#               the harakat as alternates
#
# Keyboard i rotates each row by i, so files differ while keeping every character of the repertoire. The
# files validate without findings.

write_script_layouts() {
    python3 - "$1" "$2" "$3" <<'PY'
import os, sys

folder, count, kind = sys.argv[1], int(sys.argv[2]), sys.argv[3]
os.makedirs(folder, exist_ok=True)

def quoted(text):
    """The text as YAML writes it in a flow collection: plain unless it holds one of YAML's indicators."""
    if text[0] in "-?:,[]{}#&*!|>'\"%@`" or any(c in ",[]{}#:" for c in text) or text != text.strip():
        return '"' + text.replace('\\', '\\\\').replace('"', '\\"') + '"'
    return text

def key(text, alternates=None, hint=None, spoken=None, label=None):
    if not (alternates or hint or spoken or label):
        return quoted(text)
    fields = [f"key: {quoted(text)}"]
    if label: fields.append(f"label: {quoted(label)}")
    if alternates: fields.append("alternates: " + quoted(" ".join(alternates)))
    if hint: fields.append(f"hint: {quoted(hint)}")
    if spoken: fields.append(f"spoken: {quoted(spoken)}")
    return "{" + ", ".join(fields) + "}"

def rotate(items, by):
    by %= len(items)
    return items[by:] + items[:by]

FUNCTION_ROW = "  - [{action: shift, width: 1.5}, {action: space, width: fill}, {action: delete, width: 1.5}, {action: return, width: 2}]\n"

def latin_keys(alternates_by_letter, letters):
    return [(letter, alternates_by_letter[letter]) if letter in alternates_by_letter else (letter,) for letter in letters]

# Chinese: pinyin's tone marks and its shorthand letters ẑ ĉ ŝ ŋ; m̀ has no precomposed form.
PINYIN = {
    "a": "ā á ǎ à".split(), "e": "ē é ě è ê ế ề".split(), "i": "ī í ǐ ì".split(), "o": "ō ó ǒ ò".split(),
    "u": "ū ú ǔ ù ü ǖ ǘ ǚ ǜ".split(), "n": "ń ň ǹ ŋ".split(), "m": ["ḿ", "m\u0300"], "z": ["ẑ"],
    "c": ["ĉ"], "s": ["ŝ"], "y": "ý ỳ".split(),
}
HEPBURN = {"a": "ā â".split(), "i": "ī î".split(), "u": "ū û".split(), "e": "ē ê".split(), "o": "ō ô".split(), "n": ["ñ"]}
MCCUNE = {"o": "ŏ ö".split(), "u": "ŭ ü".split(), "e": "ë é".split(), "a": ["ä"]}
CJK = [
    ("zh-Hans", "拼音", PINYIN,
     [("的", "得 地", "de"), ("是", "事 市", "shì"), ("不", "布 步", "bù"), ("了", "乐 勒", "le"), ("人", "仁 任", "rén"),
      ("我", "窝 握", "wǒ"), ("在", "再 载", "zài"), ("有", "又 友", "yǒu"), ("他", "她 它", "tā"), ("这", "着 者", "zhè")],
     "，。？！、：；“”（"),
    ("ja", "かな", HEPBURN,
     [("あ", "ぁ い ぃ", "a"), ("か", "が き ぎ", "ka"), ("さ", "ざ し じ", "sa"), ("た", "だ ち ぢ", "ta"), ("な", "に ぬ ね", "na"),
      ("は", "ば ぱ ひ", "ha"), ("ま", "み む め", "ma"), ("や", "ゃ ゆ ゅ", "ya"), ("ら", "り る れ", "ra"), ("わ", "を ん ー", "wa")],
     "、。？！・：；「」ー"),
    ("ko", "한글", MCCUNE,
     [("한", "할 함", "han"), ("국", "굴 굿", "guk"), ("어", "언 얼", "eo"), ("사", "산 살", "sa"), ("람", "랑 란", "ram"),
      ("말", "만 맘", "mal"), ("글", "근 금", "geul"), ("나", "난 날", "na"), ("라", "란 랄", "ra"), ("다", "단 달", "da")],
     "，。？！、：；「」～"),
]

VIETNAMESE = {
    "e": "è é ẻ ẽ ẹ ê ề ế ể ễ ệ".split(), "y": "ỳ ý ỷ ỹ ỵ".split(), "u": "ù ú ủ ũ ụ ư ừ ứ ử ữ ự".split(),
    "i": "ì í ỉ ĩ ị".split(), "o": "ò ó ỏ õ ọ ô ồ ố ổ ỗ ộ ơ ờ ớ ở ỡ ợ".split(),
    "a": "à á ả ã ạ ă ằ ắ ẳ ẵ ặ â ầ ấ ẩ ẫ ậ".split(), "d": ["đ"],
}

NUKTA, VIRAMA = "\u093C", "\u094D"
DEVANAGARI_ROWS = [
    [("ौ",), ("ै",), ("ा",), ("ी",), ("ू",), ("ब", ["ब\u0952"]), ("ह",), ("ग", ["ज" + VIRAMA + "ञ", "ग" + NUKTA, "ग\u0952"]),
     ("द",), ("ज", ["ज\u0952", "ज" + NUKTA]), ("ड", ["ड\u0952", "ड" + NUKTA])],
    [("ो",), ("े",), (VIRAMA,), ("ि",), ("ु",), ("प",), ("र", ["ऋ", "र" + NUKTA, "ॠ"]), ("क", ["क" + NUKTA, "क" + VIRAMA + "ष"]),
     ("त", ["त" + VIRAMA + "र"]), ("च",), ("ट",)],
    [("ॉ",), ("ं", ["ँ", "ः"]), ("म", ["ॐ"]), ("न", ["ञ", "ङ", "न" + NUKTA]), ("व",), ("ल", ["ऌ", "ॡ"]), ("स", ["श", "ष"]),
     ("य", ["य" + NUKTA]), (NUKTA,), ("।", ["॥"])],
]

HARAKAT = ["\u064E", "\u0650", "\u064B", "\u064D", "\u0670", "\u0656", "\u0655", "\u0654", "\u0653", "\u0652", "\u0651", "\u064C", "\u064F"]
ARABIC_ROWS = [
    [("ض", ["1", "١"]), ("ص", ["2", "٢"]), ("ق", ["3", "٣", "ڨ"]), ("ف", ["4", "٤", "ڤ", "ڢ", "ڥ"]), ("غ", ["5", "٥"]),
     ("ع", ["6", "٦"]), ("ه", ["7", "٧"]), ("خ", ["8", "٨"]), ("ح", ["9", "٩"]), ("ج", ["0", "٠", "چ"])],
    [("ش", ["ڜ"]), ("س",), ("ي", ["ئ", "ى"]), ("ب", ["پ"]), ("ل", ["لا", "لأ", "لإ", "لآ"]), ("ا", ["ء", "ٱ", "أ", "إ", "آ"]),
     ("ت", ["ث"]), ("ن",), ("م",), ("ك", ["گ", "ک"])],
    [("ظ",), ("ط",), ("ذ",), ("د",), ("ز", ["ژ"]), ("ر",), ("ة",), ("و", ["ؤ"]), ("،", ["؛", "؟"]), (".", HARAKAT)],
]

SHIFT, DELETE = "{action: shift, width: 1.5}", "{action: delete, width: 1.5}"
LETTERS_FUNCTION_ROW = "  - [{action: space, width: fill}, {action: return, width: 2}]\n"

def keys_row(entries, by, around=None):
    """A row as a list of keys, or as a row string when no key has more than its text; `around` puts shift
    before the keys and delete after them."""
    keys = [key(*entry) for entry in rotate(entries, by)]
    if around:
        keys = [SHIFT] + keys + [DELETE]
    elif all(len(entry) == 1 for entry in entries):
        return "  - " + " ".join(keys) + "\n"
    return "  - [" + ", ".join(keys) + "]\n"

for i in range(1, count + 1):
    if kind == "cjk-latin":
        locale, title, latin, letters, punctuation = CJK[i % 3]
        rows = [keys_row(latin_keys(latin, letters), i, letters == "zxcvbnm") for letters in ("qwertyuiop", "asdfghjkl", "zxcvbnm")] + [
                "  - [" + ", ".join(key(text, alternates.split(), alternates.split()[0], spoken) for text, alternates, spoken in rotate(letters, i)) + "]\n",
                keys_row([(p,) for p in punctuation], i)]
        header = f"keyboard: {kind}{i}\ntitle: {title} {i}\nlocale: {locale}\ncharacterWidth: full\n"
        function_row = LETTERS_FUNCTION_ROW
    elif kind == "vietnamese":
        rows = [keys_row(latin_keys(VIETNAMESE, letters), i, letters == "zxcvbnm") for letters in ("qwertyuiop", "asdfghjkl", "zxcvbnm")]
        header = f"keyboard: {kind}{i}\ntitle: Tiếng Việt {i}\nlocale: vi\n"
        function_row = LETTERS_FUNCTION_ROW
    elif kind == "devanagari":
        rows = [keys_row(row, i) for row in DEVANAGARI_ROWS]
        header = f"keyboard: {kind}{i}\ntitle: हिन्दी {i}\nlocale: hi\n"
        function_row = FUNCTION_ROW
    elif kind == "arabic":
        rows = [keys_row(row, i) for row in ARABIC_ROWS]
        header = f"keyboard: {kind}{i}\ntitle: العربية {i}\nlocale: ar\n"
        function_row = FUNCTION_ROW
    else:
        sys.exit(f"unknown kind {kind}")
    text = f"# Synthetic {kind} keyboard {i} of {count}.\n" + header + "shuffle: on-show\nrows:\n" + "".join(rows) + function_row
    with open(f"{folder}/{kind}{i}.yaml", "w", encoding="utf-8") as out:
        out.write(text)
PY
}
