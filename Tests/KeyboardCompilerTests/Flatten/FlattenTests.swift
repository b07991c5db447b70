import KeyboardCompiler
import KeyboardRuntime
import Testing

/// `kbc flatten`'s emitter and plan: texts that come back byte for byte, numbers that read back as the
/// same `Double`, and what the format cannot say refused (KBC0408) instead of written wrong.
@Suite struct FlattenTests {
    /// Compiles `sources`, flattens the result and compiles the flattened files.
    static func roundTrip(_ sources: [LayoutSource], options: DiagnosticOptions = DiagnosticOptions()) throws -> (original: CompilationResult, files: [GeneratedFile], flat: CompilationResult) {
        let original = LayoutCompiler(options: options).compile(sources)
        let originalHasErrors = original.hasErrors
        #expect(!originalHasErrors, "\(original.diagnostics.filter { $0.severity == .error }.map(\.message))")
        let (files, problems) = LayoutFlattening.files(for: original, options: options)
        #expect(problems.isEmpty, "\(problems.map(\.message)) \(problems.flatMap(\.notes).map(\.message))")
        let flat = LayoutCompiler(options: options).compile(files.map { LayoutSource(path: "flat/" + $0.name, text: $0.contents) })
        let flatHasErrors = flat.hasErrors
        #expect(!flatHasErrors, "\(flat.diagnostics.filter { $0.severity == .error }.map(\.message))\n\(files.map(\.contents).joined(separator: "\n"))")
        return (original, files, flat)
    }

    static func swift(_ result: CompilationResult) -> [[UInt8]] {
        SwiftGeneration.files(for: result, emitter: SwiftSourceEmitter()).files.map { Array($0.contents.utf8) }
    }

    @Test func theStandardKeyboardsComeBackAsTheyWere() throws {
        let original = LayoutCompiler().compile(paths: [TestPaths.layouts])
        let (files, problems) = LayoutFlattening.files(for: original)
        #expect(problems.isEmpty)
        #expect(files.map(\.name) == original.keyboards.map { String($0.file.split(separator: "/").last!) })
        let flat = LayoutCompiler().compile(files.map { LayoutSource(path: "flat/" + $0.name, text: $0.contents) })
        let flatHasErrors = flat.hasErrors
        #expect(!flatHasErrors)
        #expect(Self.swift(flat) == Self.swift(original))
        #expect(flat.keyboards.map(\.declaration.tests.count) == original.keyboards.map(\.declaration.tests.count))
        #expect(flat.keyboards.map(\.declaration.repertoire) == original.keyboards.map(\.declaration.repertoire))
        #expect(flat.keyboards.map(\.declaration.profile) == original.keyboards.map(\.declaration.profile))
        for file in files { #expect(!file.contents.contains("extends")) }
    }

    @Test func aChildIsWrittenWholeWithItsLabelsInItsLocale() throws {
        let (_, files, flat) = try Self.roundTrip([
            LayoutSource(path: "base.yaml", text: "keyboard: base\ntitle: Letters\nrows:\n  - q w e\n  - [{action: shift}, z, {action: space, width: fill}]\n"),
            LayoutSource(path: "child.yaml", text: "keyboard: child\nextends: base\nlocale: ja\nrows:\n  2: [{action: shift}, x, {action: space, width: fill}]\n"),
        ])
        let child = try #require(files.first { $0.name == "child.yaml" })
        #expect(child.contents == """
            # Flattened by kbc from child.yaml: nothing inherited, every default written out.
            keyboard: "child"
            title: "Letters"
            locale: "ja"
            characterWidth: half
            shuffle: never
            screenReader: keep-shuffling
            toolbar:
              done: true
              items: []
            rows:
              - ["q", "w", "e"]
              - [{action: shift, label: "⇧"}, "x", {action: space, label: "空白", width: fill}]

            """)
        #expect(flat.layouts.first { $0.id == "child" }?.toolbar?.items.map(\.label) == ["完了"])
    }

    /// Every text field, with texts that YAML, libyaml or a reader could take for something else.
    @Test func hostileTextsComeBackByteForByte() throws {
        let hostile = ["\"", "\\", "'", "# x", ": ", "- ", "&a", "*a", "!t", "|", ">", "%", "@", "`", "null", "~", "yes", "1.0",
                       " lead", "trail ", "\u{3000}", "\u{A0}x", "e\u{301}", "é", "👨‍👩‍👧", "\u{202E}ab", "ǅ", "<shift>", "a b", "\\n", "{", "[1"]
        let keys = hostile.enumerated().map { index, text in
            "{key: \(YAMLLayoutEmitter.quoted(text)), label: \(YAMLLayoutEmitter.quoted(hostile[(index + 1) % hostile.count])), spoken: \(YAMLLayoutEmitter.quoted("s" + text)), hint: \(YAMLLayoutEmitter.quoted(text)), alternates: [\(YAMLLayoutEmitter.quoted(text + "2"))]}"
        }
        // Controls, separators and noncharacters, which the rules refuse in keys, in a test's texts.
        let controls = (0..<0x20).map { String(Unicode.Scalar(UInt8($0))) } + ["\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}", "\u{10FFFF}", "\u{E000}"]
        let expect = controls.joined() + hostile.joined()
        let rows = stride(from: 0, to: keys.count, by: 8).map { "  - [" + keys[$0..<min($0 + 8, keys.count)].joined(separator: ", ") + "]" }
        let text = "keyboard: hostile\ntitle: \(YAMLLayoutEmitter.quoted("T\u{202E}\"\\")) \nrows:\n" + rows.joined(separator: "\n")
            + "\ntests:\n  - name: \(YAMLLayoutEmitter.quoted(controls.joined()))\n    press: [\(YAMLLayoutEmitter.quoted("a b")), \"<shift>\"]\n    expect: \(YAMLLayoutEmitter.quoted(expect))\n"
        // NFD and NFC 'é' on one page, on purpose: they must come back as they were (KBC0240 refuses them).
        let (original, files, flat) = try Self.roundTrip(
            [LayoutSource(path: "hostile.yaml", text: text)], options: DiagnosticOptions(disabled: [.canonicallyEquivalentTexts]))
        #expect(Self.swift(flat) == Self.swift(original))
        let test = try #require(flat.keyboards.first?.declaration.tests.first)
        #expect(Array(test.expectedText.utf8) == Array(expect.utf8))
        #expect(Array((test.name ?? "").utf8) == Array(controls.joined().utf8))
        #expect(Array((flat.layouts.first?.title ?? "").utf8) == Array("T\u{202E}\"\\".utf8))
        // Nothing libyaml refuses or reads as a line break is in the file as it is.
        let written = try #require(files.first?.contents)
        #expect(!written.unicodeScalars.contains { [0x85, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF].contains($0.value) || ($0.value < 0x20 && $0 != "\n") })
    }

    @Test func canonicallyEquivalentTextsStayApart() throws {
        let (original, _, flat) = try Self.roundTrip([LayoutSource(
            path: "nfd.yaml", text: "keyboard: nfd\nrows:\n  - [{key: \"e\\u0301\", label: \"\\u00e9\", group: \"\\u00e9\"}, {key: x, group: \"e\\u0301\"}]\n")])
        #expect(Self.swift(flat) == Self.swift(original))
        let key = try #require(flat.layouts.first?.rows.first?.keys.first)
        #expect(Array(key.label.utf8) == Array("\u{e9}".utf8))
    }

    @Test func widthsAndMinimumWidthsReadBackExactly() {
        for value in [1.5, 2, 0.75, 100, 0.1 + 0.2, 67.49450422476, 1.0 / 3.0, 0.00001, 1e-30, 99.99999999999999] {
            let text = YAMLLayoutEmitter.units(value)
            #expect(text != nil && Double(text!) == value, "\(value) → \(text ?? "nil")")
            #expect(text.map { !$0.contains("e") } ?? false)
        }
        #expect(YAMLLayoutEmitter.units(1e-31) == nil)
        #expect(YAMLLayoutEmitter.units(101) == nil)
        #expect(YAMLLayoutEmitter.units(0) == nil)
        #expect(YAMLLayoutEmitter.minimumWidth(1024.5) == "1024.5")
        #expect(YAMLLayoutEmitter.minimumWidth(700) == "700")
        #expect(YAMLLayoutEmitter.minimumWidth(99) == nil)
        #expect(YAMLLayoutEmitter.minimumWidth(127.96875) == "0xfffp-5")
        #expect(YAMLLayoutEmitter.minimumWidth(1000.25) == "1000.25")
    }

    @Test func variantsSpacersAndShiftAreWrittenOut() throws {
        let text = """
            keyboard: pad
            shuffle: after-each-key
            screenReader: stop-shuffling
            toolbar: {done: false, items: [{action: toggle-width, to: wide}]}
            title: Pad
            rows:
              - {keys: [1, 2, {key: "3", group: other}], group: digits}
              - [{gap: 0.5}, {key: q, shift: q}, {key: ß, shift: SS}, {gap: 1}, {gap: 0.25}]
              - [{key: e, alternates: è é, hint: é, pin: true}, {action: switch, to: wide, width: 1.25}, {gap: 0.5}]
            variants:
              - device: pad
                minWidth: 700
                rows:
                  2: [{gap: 1}, a, {action: dismiss, spoken: Hide}]
            """
        let wide = "keyboard: wide\ncharacterWidth: full\nrows:\n  - [ａ, {action: toggle-width, to: pad}]\n"
        let (original, files, flat) = try Self.roundTrip([LayoutSource(path: "pad.yaml", text: text), LayoutSource(path: "wide.yaml", text: wide)])
        #expect(Self.swift(flat) == Self.swift(original))
        let pad = try #require(files.first { $0.name == "pad.yaml" }?.contents)
        #expect(pad.contains("  - [{key: \"1\", group: \"digits\"}, {key: \"2\", group: \"digits\"}, {key: \"3\", group: \"other\"}]"))
        #expect(pad.contains("  - [{gap: 0.5}, {key: \"q\", shift: \"q\"}, {key: \"ß\", shift: \"SS\"}, {gap: 1}, {gap: 0.25}]"))
        #expect(pad.contains("toolbar:\n  done: false\n  items:\n    - {action: toggle-width, to: \"wide\", label: \"🌐\"}\n"))
        #expect(pad.contains("variants:\n  - device: pad\n    minWidth: 700\n    rows:\n      - "))
        // Deterministic: the same keyboards, the same bytes.
        #expect(LayoutFlattening.files(for: original).files == files)
        #expect(LayoutFlattening.files(for: flat).files.map(\.contents) == files.map(\.contents))
    }

    /// KBC0408's source: values no layout file can give a keyboard are refused, each named.
    @Test func whatTheFormatCannotSayIsRefused() {
        var key = Key(action: .insert("e"), label: "e", shiftedText: "E", alternates: ["é"], shiftedAlternates: ["e"])
        key.hint = ""
        var layout = KeyboardLayout(
            id: "odd", title: "Odd", toolbar: KeyboardToolbar(title: "Other", items: [.done(label: "OK")]),
            rows: [KeyRow(keys: [Key(action: .delete, label: ""), Key(action: .space, label: "space", width: .units(200)), key])])
        layout.variants = [LayoutVariant(rows: [])]
        guard case .failure(let unexpressible) = YAMLLayoutEmitter().source(for: layout, sourceFile: "odd.yaml") else {
            Issue.record("an odd keyboard was written")
            return
        }
        let problems = unexpressible.problems.joined(separator: "\n")
        for expected in ["row 1, key 1: a function key with an empty label", "row 1, key 2: a width of 200.0 units",
                         "shifted alternates", "hint is empty", "the toolbar's title 'Other' is not the keyboard's title 'Odd'",
                         "Done item says 'OK'", "variant 1: neither a device nor a minimum width", "variant 1 has no rows"] {
            #expect(problems.contains(expected), "\(problems)")
        }
        #expect(DiagnosticCatalog.code(named: "KBC0408") == .layoutNotFlattenable)
    }

    @Test func theDocumentationExampleWrites() throws {
        let layout = KeyboardLayout(id: "pin", rows: [KeyRow(keys: [Key(action: .insert("1"), label: "1")])])
        let text = try YAMLLayoutEmitter().source(for: layout, sourceFile: "pin.yaml").get()
        #expect(text.contains("keyboard: \"pin\"\n") && text.hasSuffix("rows:\n  - [\"1\"]\n"))
    }
}

/// The manual's `kbc flatten` example is what the emitter writes.
@Suite struct FlattenDocumentationTests {
    @Test func theCommandLineExampleIsWhatFlattenWrites() throws {
        let manual = String(decoding: TestPaths.bytes(of: TestPaths.repository + "/Sources/KeyboardCompiler/KeyboardCompiler.docc/CommandLine.md"), as: UTF8.self)
        let section = try #require(manual.components(separatedBy: "## kbc flatten").dropFirst().first)
        let blocks = section.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 3)
        guard blocks.count == 3 else { return }
        let result = LayoutCompiler().compile([
            LayoutSource(path: "Layouts/pin-pad.yaml", text: blocks[0]), LayoutSource(path: "Layouts/pin-pad-zh.yaml", text: blocks[1]),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let files = LayoutFlattening.files(for: result).files
        #expect(files.first { $0.name == "pin-pad-zh.yaml" }?.contents == blocks[2])
    }
}
