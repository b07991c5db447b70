#!/usr/bin/env python3
"""Differential test of kbc's Swift code generation.

Writes random valid layouts whose strings are hostile, in every text field (titles, keys, labels, shift
texts, groups, spoken names, alternates, hints, toolbar items' labels and spoken names) (quotes, backslashes, triple quotes, \\(x), #, NUL,
CR, U+2028, bidirectional overrides, ZWJ sequences, combining marks, full-width punctuation, private use,
unassigned code points, emoji), runs `kbc generate` on them, compiles the generated Swift against
KeyboardRuntime together with a program that prints every value back, and compares what comes back with
what was written: every string scalar for scalar, every width bit for bit, and the generated list
(`KeyboardLayouts.all`) page for page, one keyboard having the id `all`. Layouts holding a noncharacter,
in any one of those fields, must instead be refused with KBC0225 and generate nothing.

Usage: check_codegen.py KBC_BINARY BIN_PATH [COUNT]
  BIN_PATH is `swift build --show-bin-path` (for KeyboardRuntime's module and objects).
  The seed is random and printed; KBC_DIFF_SEED=N reproduces a run. KEEP=1 keeps the work folder.
"""
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import time

# Codes that hostile but meaningful text triggers; generation is what is under test, not these rules.
DISABLED = ["KBC0204", "KBC0206", "KBC0207", "KBC0208", "KBC0209", "KBC0210", "KBC0211", "KBC0212",
            "KBC0213", "KBC0214", "KBC0217", "KBC0223", "KBC0228", "KBC0240", "KBC0241", "KBC0242", "KBC0243",
            "KBC0244"]
# Every text field of a layout, each of which a noncharacter must get refused from (KBC0225).
POISONABLE_FIELDS = ["title", "key", "label", "shift", "group", "row group", "spoken", "alternates", "hint", "function spoken",
                     "toolbar label", "toolbar spoken"]

HOSTILE_PIECES = [
    '"', '\\', '"""', '\\(x)', '#', '#"', '"#', '\\u{41}', "'", '`', '$', '{', '}', '\0', '\r', '\n', '\t',
    '\u2028', '\u2029', '\u0085', '\u007f', '\u202e', '\u202d', '\u2066', '\u2069', '\u200b', '\u200e', '\ufeff',
    '\u00ad', '\u0301', '\u0308\u0301', '\u20dd', '\U0001F469\u200D\U0001F4BB', '\U0001F468\u200D\U0001F469\u200D\U0001F467',
    '\U0001F44D\U0001F3FD', '\U0001F1EF\U0001F1F5', '\uff01', '\uff0c', '\u3002', '\uff5e', '\u3000', '\ue000', '\uf8ff',
    '\U000F0000', '\U0010FFFD', '\u0378', '\U000E0001', '\U000E0041', '\u00a0', '\u2007', 'a', 'Z', '0', ' ', 'é',
    'e\u0301', '\u05d0', '\u0627', '\u4e00', '\uac00', '\u0e01\u0e31', '\U0001D400', '\\n', '\\\\', '//', '/*', '*/',
]
NONCHARACTERS = ['\ufdd0', '\ufdef', '\ufffe', '\uffff', '\U0001FFFE', '\U0010FFFF']
KEYWORD_IDS = ["default", "init", "some", "any", "Type", "protocol", "where", "actor", "get", "set", "async", "nil",
               "true", "in", "is", "as", "deinit", "subscript", "super", "throws", "inout", "open", "public", "import",
               "case", "switch", "repeat", "defer", "guard", "macro", "package", "consume", "each", "then", "yield"]
LOCALES = ["en", "ja-JP", "zh-Hant-TW", "de-CH", "x-private", "sr-Latn", "ar", "he-IL"]


def hostile(rng, noncharacter=False):
    pieces = [rng.choice(HOSTILE_PIECES) for _ in range(rng.randint(1, 5))]
    if noncharacter:
        pieces.insert(rng.randint(0, len(pieces)), rng.choice(NONCHARACTERS))
    text = "".join(pieces)
    return text if text.strip(" ") or rng.random() < 0.5 else text + "x"


def yaml_string(rng, text):
    """A double-quoted YAML scalar for `text`: printable characters raw or escaped, at random; the rest escaped."""
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == '\\':
            out.append('\\\\')
        elif 0x20 <= code < 0x7f and rng.random() < 0.9:
            out.append(ch)
        elif code > 0xa0 and ch.isprintable() and code not in (0x2028, 0x2029, 0xfeff) and rng.random() < 0.5:
            out.append(ch)
        elif code <= 0xffff:
            out.append("\\u%04X" % code)
        else:
            out.append("\\U%08X" % code)
    out.append('"')
    return "".join(out)


def width_text(rng, minimum=0.25):
    # Keys are at least a quarter of a key wide (KBC0106); gaps may be narrower.
    kind = rng.random()
    if kind < 0.1:
        return "fill"
    if kind < 0.2:
        return "100"
    if kind < 0.3:
        return "%d" % rng.randint(1, 99)
    digits = rng.randint(1, 17)
    value = "%d.%s" % (rng.randint(0, 99), "".join(rng.choice("0123456789") for _ in range(digits)))
    return value if float(value) >= minimum else "0.5"


def bits(value):
    return struct.pack(">d", float(value)).hex()


def scalars(text):
    return " ".join("%X" % ord(ch) for ch in text)


class Keyboard:
    def __init__(self, rng, index, ids, size=None, noncharacter=False, poison_field=None):
        self.id = ids[index]
        name = "".join(part if i == 0 else part[:1].upper() + part[1:] for i, part in enumerate(self.id.split("-")))
        self.name = name[:1].lower() + name[1:]
        self.poison_field = poison_field if noncharacter else None
        self.title = hostile(rng, self.poison_field == "title") if rng.random() < 0.8 or self.poison_field == "title" else None
        self.locale = rng.choice(LOCALES) if rng.random() < 0.5 else None
        self.width = rng.choice(["half", "full"])
        self.shuffle = rng.choice(["never", "on-show", "after-each-key"])
        self.rows = []  # each: (group, [items]); item: ("key", dict) or ("gap", width)
        row_count, per_row = size or (rng.randint(1, 6), None)
        poison = (rng.randrange(row_count), 0) if noncharacter else None
        for r in range(row_count):
            count = per_row or rng.randint(1, 12)
            poisoned_row = poison is not None and poison[0] == r and self.poison_field == "row group"
            group = hostile(rng, poisoned_row) if rng.random() < 0.2 or poisoned_row else None
            items = []
            for k in range(count):
                if rng.random() < 0.1 and not per_row:
                    items.append(("gap", width_text(rng, minimum=1e-9).replace("fill", "2.5")))
                key = self.random_key(rng, ids, self.poison_field if poison == (r, k) else None)
                items.append(("key", key))
            if group is None and rng.random() < 0.1:
                group = ""  # a row written as a mapping without a group
            self.rows.append((group, items))
        # A callout shows at least one alternate per row of the page, however wide the key: more than that may
        # be KBC0224's (an error) on a page of few rows and wide keys.
        for _, items in self.rows:
            for kind, key in items:
                if kind == "key" and key.get("alternates"):
                    key["alternates"] = key["alternates"][:max(1, len(self.rows))]
        # A declared toolbar with items (labels and spoken names hostile), the standard one, or none.
        self.toolbar = None
        if rng.random() < 0.4 or self.poison_field in ("toolbar label", "toolbar spoken"):
            items = []
            for n in range(rng.randint(1, 3)):
                poisoned = n == 0 and self.poison_field
                items.append({
                    "action": rng.choice(["switch", "toggle-width"]), "to": rng.choice(ids),
                    "label": hostile(rng, poisoned == "toolbar label"),
                    "spoken": hostile(rng, poisoned == "toolbar spoken") + "s" if rng.random() < 0.5 or poisoned == "toolbar spoken" else None,
                })
            self.toolbar = {"done": rng.random() < 0.5, "items": items}

    def random_key(self, rng, ids, poison):
        key = {"width": width_text(rng) if rng.random() < 0.5 else None, "label": hostile(rng, poison == "label")}
        # A poisoned row group reaches its row's first key, a character key without a group of its own (a row
        # group no key takes is KBC0120's).
        character = (rng.random() < 0.75 or poison in ("key", "shift", "group", "row group", "spoken", "alternates", "hint")) \
            and poison != "function spoken"
        if character:
            key["action"] = "insert"
            key["text"] = hostile(rng, poison == "key").replace("^", "") or "x"
            key["shift"] = "^" + hostile(rng, poison == "shift")  # explicit: the default is the upper case, computed by Swift
            key["pin"] = rng.random() < 0.2
            key["group"] = hostile(rng, poison == "group") if (rng.random() < 0.2 or poison == "group") and poison != "row group" else None
            # Alternates start with '^', so that none has an upper case of its own: shifted alternates stay nil.
            key["alternates"] = ["^" + hostile(rng, poison == "alternates" and n == 0) for n in range(rng.randint(1, 3))] \
                if rng.random() < 0.3 or poison == "alternates" else None
            key["hint"] = hostile(rng, poison == "hint") if rng.random() < 0.2 or poison == "hint" else None
            # A spoken name that says something (a blank one is KBC0229, an error).
            key["spoken"] = hostile(rng, poison == "spoken") + "s" if rng.random() < 0.2 or poison == "spoken" else None
        else:
            key["action"] = rng.choice(["shift", "delete", "space", "return", "switch", "toggle-width", "dismiss"])
            key["to"] = rng.choice(ids) if key["action"] in ("switch", "toggle-width") else None
            key["spoken"] = hostile(rng, poison == "function spoken") + "s" if rng.random() < 0.2 or poison == "function spoken" else None
        return key

    def yaml(self, rng):
        lines = ["keyboard: " + self.id]
        if self.title is not None:
            lines.append("title: " + yaml_string(rng, self.title))
        if self.locale:
            lines.append("locale: " + self.locale)
        lines += ["characterWidth: " + self.width, "shuffle: " + self.shuffle]
        if self.toolbar is not None:
            items = []
            for item in self.toolbar["items"]:
                fields = ["action: " + item["action"], "to: " + item["to"], "label: " + yaml_string(rng, item["label"])]
                if item["spoken"] is not None:
                    fields.append("spoken: " + yaml_string(rng, item["spoken"]))
                items.append("{" + ", ".join(fields) + "}")
            lines.append("toolbar: {done: %s, items: [%s]}" % ("true" if self.toolbar["done"] else "false", ", ".join(items)))
        lines.append("rows:")
        for group, items in self.rows:
            entries = []
            for kind, value in items:
                if kind == "gap":
                    entries.append("{gap: %s}" % value)
                    continue
                fields = []
                if value["action"] == "insert":
                    fields.append("key: " + yaml_string(rng, value["text"]))
                else:
                    fields.append("action: " + value["action"])
                    if value["to"]:
                        fields.append("to: " + value["to"])
                fields.append("label: " + yaml_string(rng, value["label"]))
                if value.get("shift") is not None:
                    fields.append("shift: " + yaml_string(rng, value["shift"]))
                if value["width"] is not None:
                    fields.append("width: " + value["width"])
                if value.get("pin"):
                    fields.append("pin: true")
                if value.get("group") is not None:
                    fields.append("group: " + yaml_string(rng, value["group"]))
                if value.get("spoken") is not None:
                    fields.append("spoken: " + yaml_string(rng, value["spoken"]))
                if value.get("alternates") is not None:
                    fields.append("alternates: [" + ", ".join(yaml_string(rng, a) for a in value["alternates"]) + "]")
                if value.get("hint") is not None:
                    fields.append("hint: " + yaml_string(rng, value["hint"]))
                entries.append("{" + ", ".join(fields) + "}")
            keys = "[" + ", ".join(entries) + "]"
            if group is None:
                lines.append("  - " + keys)
            elif group == "":
                lines.append("  - keys: " + keys)
            else:
                lines.append("  - group: " + yaml_string(rng, group))
                lines.append("    keys: " + keys)
        return "\n".join(lines) + "\n"

    def expected(self):
        """The lines the Swift printer writes for this keyboard, as the layout file means it."""
        out = ["K " + self.id, "T " + ("-" if self.title is None else scalars(self.title)),
               "L " + (self.locale or "-"), "W " + self.width, "S " + self.shuffle]
        if self.toolbar is None:
            # Without `toolbar`, a title brings the standard bar: the title and Done.
            out += ["Y -"] if self.title is None else ["Y " + scalars(self.title), "Z dismiss"]
        else:
            out.append("Y " + ("-" if self.title is None else scalars(self.title)))
            for item in self.toolbar["items"]:
                action = ("switch " if item["action"] == "switch" else "toggle ") + item["to"]
                out.append("Z %s | %s | %s" % (action, scalars(item["label"]), "-" if item["spoken"] is None else scalars(item["spoken"])))
            if self.toolbar["done"]:
                out.append("Z dismiss")
        for r, (group, items) in enumerate(self.rows):
            out.append("R %d" % r)
            position = 0
            for kind, value in items:
                if kind == "gap":
                    out.append("G %d %s" % (position, bits(value)))
                    continue
                position += 1
                action = value["action"]
                if action == "insert":
                    described = "insert " + scalars(value["text"])
                else:
                    described = {"return": "returnKey", "toggle-width": "toggle " + str(value["to"]),
                                 "switch": "switch " + str(value["to"])}.get(action, action)
                shift = value.get("shift")
                key_group = value.get("group") if value.get("group") is not None else (group or None)
                if action != "insert":
                    key_group = None
                width = value["width"]
                out.append("A " + described)
                out.append("B " + scalars(value["label"]))
                out.append("C " + ("-" if shift is None else scalars(shift)))
                out.append("D " + ("fill" if width == "fill" else bits(width or "1")))
                out.append("E %s %s" % ("pin" if value.get("pin") else "-", "-" if key_group is None else scalars(key_group)))
                out.append("F " + ("-" if value.get("spoken") is None else scalars(value["spoken"])))
                out.append("H " + ("-" if not value.get("alternates") else " , ".join(scalars(a) for a in value["alternates"])))
                out.append("I -")
                out.append("J " + ("-" if value.get("hint") is None else scalars(value["hint"])))
        return out


PRINTER = r'''
import KeyboardRuntime

func scalars(_ text: String) -> String {
    text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}

func bits(_ value: Double) -> String {
    let hex = String(value.bitPattern, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}

func describe(_ layout: KeyboardLayout) {
    print("K " + layout.id)
    print("T " + (layout.title.map(scalars) ?? "-"))
    print("L " + (layout.locale ?? "-"))
    print("W " + (layout.characterWidth == .half ? "half" : "full"))
    switch layout.shufflePolicy {
    case .never: print("S never")
    case .onShow: print("S on-show")
    case .afterEachKey: print("S after-each-key")
    }
    if let toolbar = layout.toolbar {
        print("Y " + (toolbar.title.map(scalars) ?? "-"))
        for item in toolbar.items {
            switch item.action {
            // Done's word follows the locale, from kbc's own table: only that it is there is compared.
            case .dismiss: print("Z dismiss")
            case .switchKeyboard(let id): print("Z switch \(id) | " + scalars(item.label) + " | " + (item.spokenName.map(scalars) ?? "-"))
            case .toggleCharacterWidth(let id): print("Z toggle \(id) | " + scalars(item.label) + " | " + (item.spokenName.map(scalars) ?? "-"))
            default: print("Z unexpected")
            }
        }
    } else {
        print("Y -")
    }
    for (index, row) in layout.rows.enumerated() {
        print("R \(index)")
        var spacers = row.spacers[...]
        for position in 0...row.keys.count {
            while let spacer = spacers.first, spacer.position == position {
                print("G \(spacer.position) \(bits(spacer.width))")
                spacers = spacers.dropFirst()
            }
            guard position < row.keys.count else { break }
            let key = row.keys[position]
            switch key.action {
            case .insert(let text): print("A insert " + scalars(text))
            case .shift: print("A shift")
            case .delete: print("A delete")
            case .space: print("A space")
            case .returnKey: print("A returnKey")
            case .switchKeyboard(let id): print("A switch " + id)
            case .toggleCharacterWidth(let id): print("A toggle " + id)
            case .dismiss: print("A dismiss")
            @unknown default: print("A unknown")
            }
            print("B " + scalars(key.label))
            print("C " + (key.shiftedText.map(scalars) ?? "-"))
            switch key.width {
            case .units(let units): print("D " + bits(units))
            case .fill: print("D fill")
            @unknown default: print("D unknown")
            }
            print("E " + (key.isPinned ? "pin" : "-") + " " + (key.group.map(scalars) ?? "-"))
            print("F " + (key.spokenName.map(scalars) ?? "-"))
            print("H " + (key.alternates.isEmpty ? "-" : key.alternates.map(scalars).joined(separator: " , ")))
            print("I " + (key.shiftedAlternates.map { $0.map(scalars).joined(separator: " , ") } ?? "-"))
            print("J " + (key.hint.map(scalars) ?? "-"))
        }
    }
}
'''


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    kbc, bin_path = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    seed = int(os.environ.get("KBC_DIFF_SEED") or random.SystemRandom().randrange(2**32))
    print("differential code generation test: seed %d (reproduce with KBC_DIFF_SEED=%d)" % (seed, seed), flush=True)
    rng = random.Random(seed)
    work = tempfile.mkdtemp(prefix="kbc-diff-")
    try:
        return check(kbc, bin_path, count, rng, work, seed)
    finally:
        if os.environ.get("KEEP") == "1":
            print("kept " + work)
        else:
            shutil.rmtree(work, ignore_errors=True)


def check(kbc, bin_path, count, rng, work, seed):
    layouts, generated = os.path.join(work, "layouts"), os.path.join(work, "generated")
    os.makedirs(layouts)
    ids = ["kb%d-%s" % (i, rng.choice(["pad", "letters", "x", "sym-bols"])) for i in range(count)]
    # Some ids are Swift keywords or contextual keywords: their names must be escaped where needed.
    for index, word in enumerate(rng.sample(KEYWORD_IDS, 6)):
        ids[index] = word
    # One is `all`: the layout's `KeyboardLayout.all` and the generated list's `KeyboardLayouts.all` both compile.
    if count > 6:
        ids[6] = "all"
    keyboards = [Keyboard(rng, i, ids) for i in range(count)]
    # One keyboard at the size limit (32 rows of 12 keys): its Swift must type-check and compile with the rest.
    # Its type-check time is printed for information only; nothing here asserts a bound on it.
    ids.append("kb-at-limit")
    keyboards.append(Keyboard(rng, count, ids, size=(32, 12)))
    for keyboard in keyboards:
        with open(os.path.join(layouts, keyboard.id + ".yaml"), "w", encoding="utf-8") as f:
            f.write(keyboard.yaml(rng))
    disable = [arg for code in DISABLED for arg in ("--disable", code)]
    result = run([kbc, "generate", layouts, "--output", generated, "--diagnostic-limit", "0"] + disable)
    if result.returncode != 0:
        print(result.stdout + result.stderr[-4000:])
        print("FAIL: kbc generate refused valid layouts (seed %d)" % seed)
        return 1

    modules = os.path.join(bin_path, "Modules")
    objects = [os.path.join(bin_path, "KeyboardRuntime.build", name)
               for name in sorted(os.listdir(os.path.join(bin_path, "KeyboardRuntime.build"))) if name.endswith(".o")]
    main_swift = os.path.join(work, "main.swift")
    with open(main_swift, "w", encoding="utf-8") as f:
        f.write(PRINTER)
        f.write("for layout in [%s] { describe(layout) }\n" % ", ".join("KeyboardLayout.`%s`" % k.name for k in keyboards))
        f.write('print("L " + KeyboardLayouts.all.map(\\.id).joined(separator: " "))\n')
    sources = [os.path.join(generated, name) for name in sorted(os.listdir(generated))]
    limit_file = os.path.join(generated, "kb-at-limit.swift")
    started = time.monotonic()
    typecheck = run(["swiftc", "-typecheck", "-parse-as-library", "-I", modules, limit_file])
    limit_seconds = time.monotonic() - started
    if typecheck.returncode != 0:
        print(typecheck.stderr[-4000:])
        print("FAIL: the keyboard at the size limit does not type-check (seed %d)" % seed)
        return 1
    binary = os.path.join(work, "printer")
    started = time.monotonic()
    compiled = run(["swiftc", "-I", modules, main_swift] + sources + objects + ["-o", binary])
    compile_seconds = time.monotonic() - started
    if compiled.returncode != 0:
        print(compiled.stderr[-6000:])
        print("FAIL: the generated Swift does not compile (seed %d)" % seed)
        return 1
    printed = run([binary])
    if printed.returncode != 0:
        print(printed.stderr[-4000:])
        print("FAIL: the printer crashed (seed %d)" % seed)
        return 1
    actual = printed.stdout.split("\n")[:-1]
    expected = [line for keyboard in keyboards for line in keyboard.expected()]
    # The generated list: every keyboard, in the order of its file's name.
    expected.append("L " + " ".join(sorted(k.id for k in keyboards)))
    if actual != expected:
        for index, (want, got) in enumerate(zip(expected, actual)):
            if want != got:
                context = [line for line in expected[:index] if line.startswith("K ")][-1:]
                print("first difference at line %d (%s):\n  expected: %s\n  actual:   %s" % (index + 1, context, want, got))
                break
        else:
            print("expected %d lines, got %d" % (len(expected), len(actual)))
        print("FAIL: generated values differ from the layouts (seed %d)" % seed)
        return 1

    # Noncharacters are refused, located and coded, and nothing is generated, whichever field holds one.
    for field in POISONABLE_FIELDS:
        refused = os.path.join(work, "refused-" + field.replace(" ", "-"))
        os.makedirs(refused)
        poisoned = Keyboard(rng, 0, ["poisoned"], noncharacter=True, poison_field=field)
        for group, items in poisoned.rows:
            for kind, value in items:
                if kind == "key" and value.get("to"):
                    value["to"] = "poisoned"
        for item in (poisoned.toolbar or {"items": []})["items"]:
            item["to"] = "poisoned"
        with open(os.path.join(refused, "poisoned.yaml"), "w", encoding="utf-8") as f:
            f.write(poisoned.yaml(rng))
        out = refused + "-out"
        result = run([kbc, "generate", refused, "--output", out] + disable)
        if result.returncode != 1 or "[KBC0225]" not in result.stderr or os.path.exists(out):
            print(result.stdout + result.stderr[-4000:])
            print("FAIL: a noncharacter in %s was not refused with KBC0225 (seed %d)" % (field, seed))
            return 1

    keys = sum(1 for k in keyboards for _, items in k.rows for kind, _ in items if kind == "key")
    print("OK: %d keyboards, %d keys, %d values compared; generated Swift compiled in %.1f s; the keyboard at the "
          "size limit type-checks in %.2f s; a noncharacter was refused in each of %d fields" % (len(keyboards), keys, len(expected), compile_seconds, limit_seconds,
                                                                          len(POISONABLE_FIELDS)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
