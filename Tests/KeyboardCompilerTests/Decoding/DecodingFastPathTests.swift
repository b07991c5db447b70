@testable import KeyboardCompiler
import KeyboardRuntime
import Testing
import YAMLLoader

/// Pins the cases the decoder's byte-level paths (field names matched by their bytes, alternates split
/// over bytes, case looked up from bytes) could get wrong, against what the `String` paths they replace did.
@Suite struct DecodingFastPathTests {
    private func compile(_ text: String) -> CompilationResult {
        LayoutCompiler().compile([LayoutSource(path: "test.yaml", text: text)])
    }

    /// A key mapping decoded whole: every field kept, the shift of each alternate made only where one has
    /// an upper case of one character (`ß` has none, `中` and `가` have no case, `ǆ` is `Ǆ`).
    @Test func aKeyMappingKeepsEveryFieldAndShiftsOnlyCasedAlternates() throws {
        let result = compile("""
            keyboard: fast
            rows:
              - [{key: e, label: ｅ, alternates: é ß 中 ǆ, hint: é, spoken: ee, caps: Ê, shiftSpoken: big e, width: 1.5, pin: true, group: g}]
              - [{key: 中, alternates: [国, 人]}, {key: x, shift: x}, {key: a, shift: Á}]
            """)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let layout = try #require(result.layouts.first)
        let key = layout.rows[0].keys[0]
        #expect(key == Key(
            action: .insert("e"), label: "ｅ", shiftedText: "E", width: .units(1.5), isPinned: true, group: "g", spokenName: "ee",
            alternates: ["é", "ß", "中", "ǆ"], shiftedAlternates: ["É", "ß", "中", "Ǆ"], hint: "é", capsText: "Ê",
            shiftedSpokenName: "big e"))
        let cjk = layout.rows[1].keys[0]
        #expect(cjk.alternates == ["国", "人"] && cjk.shiftedAlternates == nil && cjk.shiftedText == nil)
        #expect(layout.rows[1].keys[1].shiftedText == nil)
        #expect(layout.rows[1].keys[2].shiftedText == "Á")
    }

    /// Alternates written as one string, split and shifted over its bytes, are what the same alternates
    /// written as a list give, which go through `String`s: one scalar of one, two, three or four bytes,
    /// several scalars, no upper case (`中`), an upper case of several (`ß`, `ŉ`) or of one (`ǆ`, `İ`'s `i`).
    @Test func alternatesWrittenAsOneStringAreWhatTheListGives() throws {
        let texts = ["a", "è", "ß", "ǆ", "e\u{301}", "\u{1F0}", "中", "😀", "i", "ŉ", "ạ", "ộ", "ʼn", "ﬀ"]
        // Four a key, as many as a row of two keys shows; the string's key first, then the list's.
        let rows = stride(from: 0, to: texts.count, by: 4).enumerated().map { row, start in
            let group = texts[start..<min(start + 4, texts.count)]
            return "  - [{key: \(row)a, alternates: \(group.joined(separator: " "))}, {key: \(row)b, alternates: [\(group.joined(separator: ", "))]}]"
        }
        let result = compile("keyboard: alternates\nrows:\n" + rows.joined(separator: "\n") + "\n")
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let layout = try #require(result.layouts.first)
        for row in layout.rows {
            let (string, list) = (row.keys[0], row.keys[1])
            #expect(string.alternates.map(Array.init(_:)) == list.alternates.map(Array.init(_:)))
            #expect(string.shiftedAlternates?.map(Array.init(_:)) == list.shiftedAlternates?.map(Array.init(_:)))
        }
        #expect(layout.rows[0].keys[0].shiftedAlternates?[0] == "A")
    }

    /// The upper case of every scalar typed alone, from the tables, is what `uppercased()` gives: in the
    /// tables' blocks and outside them, and for texts of several scalars (`ǰ` is `J̌`, one character).
    @Test func shiftedTextOfEveryScalarIsWhatUppercasingGives() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let shifted = KeyboardDecoder.defaultShiftedText(for: text)
            let uppercased = KeyboardDecoder.uppercasedSingleCharacter(text)
            if shifted.map(Array.init(_:)) != uppercased.map(Array.init(_:)) {
                Issue.record("U+\(String(value, radix: 16)): \(shifted.debugDescription), not \(uppercased.debugDescription)")
            }
            // Read from the bytes of a token, as alternates written in one string are.
            let fromBytes = Array(text.utf8).withUnsafeBufferPointer { KeyboardDecoder.defaultShiftedText(for: text, utf8: $0) }
            if fromBytes.map(Array.init(_:)) != uppercased.map(Array.init(_:)) {
                Issue.record("U+\(String(value, radix: 16)) from its bytes: \(fromBytes.debugDescription), not \(uppercased.debugDescription)")
            }
        }
        for text in ["e\u{301}", "\u{1F0}", "ß", "ab", "", "ǅ", "\u{1EA1}\u{302}"] {
            #expect(KeyboardDecoder.defaultShiftedText(for: text) == KeyboardDecoder.uppercasedSingleCharacter(text), "\(text.debugDescription)")
        }
    }

    /// Short decimals are read without `strtod`: the value must be the one `Double(text)` reads, bit for
    /// bit, for every shape of width (fixed seed).
    @Test func shortDecimalsReadAsDoubleReadsThem() {
        var generator = SeededRandomNumberGenerator(seed: 25)
        for _ in 0..<5_000 {
            let whole = String(generator.next() % 1000)
            let fraction = String(repeating: "0", count: Int(generator.next() % 4)) + String(generator.next() % 100_000_000)
            let texts = [whole, "\(whole).\(fraction)", ".\(fraction)", "\(whole).", String("\(whole)\(fraction)".prefix(15)) + ".5"]
            for text in texts {
                let expected = Double(text)
                #expect(ScalarSyntax.shortDecimal(text.utf8) ?? expected == expected, "\(text)")
            }
        }
        #expect(ScalarSyntax.shortDecimal("1234567890123456".utf8) == nil)
        #expect(ScalarSyntax.shortDecimal("123456789012345".utf8) == 123_456_789_012_345)
        #expect(ScalarSyntax.shortDecimal(String(repeating: "9", count: 32).utf8) == nil)
        #expect(ScalarSyntax.units("0." + String(repeating: "9", count: 30)) != nil)
        #expect(ScalarSyntax.shortDecimal("1e3".utf8) == nil)
        #expect(ScalarSyntax.shortDecimal(".".utf8) == nil)
    }

    /// A field name canonically equal to a format word but spelt with other characters (K as U+212A KELVIN
    /// SIGN) was never that field, as `String` comparison by length first had it; a decomposed `é` in an
    /// alternate stays as written.
    @Test func fieldNamesMatchOnlyAsWritten() {
        let result = compile("""
            keyboard: fast
            repeated\u{212A}eys: allowed
            rows:
              - [{key: e, alternates: e\u{301} ë}]
            """)
        let unknown = result.diagnostics.filter { $0.code == .unknownField }
        #expect(unknown.map { $0.location?.position } == [SourcePosition(line: 2, column: 1)])
        #expect(!result.diagnostics.contains { $0.code == .quotedAlternate || $0.code == .keySeparator })
        #expect(result.diagnostics.first?.location?.position == SourcePosition(line: 2, column: 1))
    }

    /// The comma and quote checks of a space-separated `alternates` run only when such a byte is present:
    /// both still report where they did.
    @Test func commasAndQuotesInAlternatesAreStillReported() {
        let quoted = compile("keyboard: fast\nrows:\n  - [{key: a, alternates: b \":\" c}]\n")
        // (KBC0224: a keyboard of one key has room for one alternate.)
        let quotedAlternates = quoted.diagnostics.filter { $0.code == .quotedAlternate }
        #expect(quotedAlternates.map { $0.location?.position } == [SourcePosition(line: 3, column: 29)])
        let commas = compile("keyboard: fast\nrows:\n  - [{key: a, alternates: \"b,c\"}]\n")
        #expect(commas.diagnostics.map(\.code) == [.keySeparator])
    }

    /// A function key's action matched by its bytes is the action the `String` path finds, for every
    /// action; other texts (case, spaces, quotes, a canonically equal spelling) still go through that
    /// path and its diagnostics.
    @Test func actionsMatchedByBytesAreTheChoicePaths() throws {
        for action in FunctionKeyAction.allCases {
            let (root, _) = YAMLLoader().load(bytes: Array("[\(action.rawValue), '\(action.rawValue)', \"\(action.rawValue)\"]".utf8))
            guard case .sequence(let items)? = root?.content else { Issue.record("no list"); continue }
            for item in items { #expect(KeyboardDecoder.action(spelledBy: try #require(item.scalar)) == action) }
        }
        for text in ["Shift", "shift ", "shif", "", "toggle_width", "dismiss\u{301}"] {
            let (root, _) = YAMLLoader().load(bytes: Array("'\(text)'".utf8))
            #expect(KeyboardDecoder.action(spelledBy: try #require(root?.scalar)) == nil, "\(text)")
        }
        let typo = compile("keyboard: fast\nrows:\n  - [{action: Shift}, a]\n")
        #expect(typo.diagnostics.map(\.code) == [.invalidValue])
        let spaced = compile("keyboard: fast\nrows:\n  - [{action: 'delete '}, a]\n")
        #expect(spaced.diagnostics.map(\.code) == [.invalidValue])
        let quoted = try #require(compile("keyboard: fast\nrows:\n  - [{action: \"delete\"}, a]\n").layouts.first)
        #expect(quoted.rows[0].keys[0].action == .delete)
    }

    /// A press is a key's text unless its bytes start with '<' and end with '>'; the bytes decide that before
    /// any `String` work, so a text whose first or last character only looks like a bracket, or is one with a
    /// combining mark, must still read as the `String` path read it.
    @Test func pressesToldByTheirBytesReadAsBefore() {
        #expect(KeyPress.parse("a") == .character("a"))
        #expect(KeyPress.parse("<") == .character("<"))
        #expect(KeyPress.parse("<>") == .character("<>"))
        #expect(KeyPress.parse("<shift") == .character("<shift"))
        #expect(KeyPress.parse("shift>") == .character("shift>"))
        #expect(KeyPress.parse("\u{226E}shift>") == .character("\u{226E}shift>"))  // ≮, '<' with a stroke
        #expect(KeyPress.parse("<\u{338}shift>") == .character("<\u{338}shift>"))  // '<' and a combining stroke
        #expect(KeyPress.parse("<shift>\u{301}") == .character("<shift>\u{301}"))
        #expect(KeyPress.parse("<shift>") == .action(.shift))
        #expect(KeyPress.parse("<caps>") == .capsLock)
        #expect(KeyPress.parse("<switch:digits>") == .switchTo("digits"))
        #expect(KeyPress.parse("<long:e:é>") == .alternate(key: "e", choice: "é"))
        #expect(KeyPress.parse("<flick:あ:い>") == .flick(key: "あ", choice: "い"))
        // ASCII tokens are read from their bytes; the others by the `String` path, which must agree.
        #expect(KeyPress.parse("<long:a:b:c>") == .alternate(key: "a", choice: "b:c"))
        #expect(KeyPress.parse("<flick:a:b>") == .flick(key: "a", choice: "b"))
        #expect(KeyPress.parse("<flick:\u{E9}:b>") == .flick(key: "\u{E9}", choice: "b"))
        #expect(KeyPress.parse("<long:e\u{301}:x>") == .alternate(key: "e\u{301}", choice: "x"))
        #expect(KeyPress.parse("<long::b>") == nil)
        #expect(KeyPress.parse("<long:a:>") == nil)
        #expect(KeyPress.parse("<long:a>") == nil)
        #expect(KeyPress.parse("<flick:>") == nil)
        #expect(KeyPress.parse("<switch:>") == nil)
        #expect(KeyPress.parse("<switch:1abc>") == nil)
        #expect(KeyPress.parse("<switch:digits-2>") == .switchTo("digits-2"))
        #expect(KeyPress.parse("<toggle-width>") == .action(.toggleWidth))
        #expect(KeyPress.parse("<Caps>") == nil)
        #expect(KeyPress.parse("<\r\n>") == nil)
        #expect(KeyPress.parse("<switch>") == nil)
        #expect(KeyPress.parse("<nothing>") == nil)
    }

    /// A test's fields are matched by their bytes and its required fields checked from those matches: a
    /// missing or misspelt field is reported as before, once, at the test.
    @Test func testFieldsMatchedByBytesReportWhatIsMissing() {
        let layout = """
            keyboard: t
            rows:
              - [a, b]
            tests:
              - {press: a b, expect: ab}
              - {Press: a, expect: a}
              - {press: a}
              - {name: only}
            """
        let diagnostics = compile(layout).diagnostics
        let missing = diagnostics.filter { $0.code == .missingField }.map(\.message)
        #expect(missing == ["a test needs 'press'", "a test needs 'expect'", "a test needs 'press'", "a test needs 'expect'"], "\(diagnostics)")
        #expect(diagnostics.contains { $0.code == .unknownField && $0.message.contains("'Press'") }, "\(diagnostics)")
    }

    /// A key mapping's line is decoded for a '?' indicator only when its bytes hold a '?' followed by a
    /// space, a tab, a line break or nothing: each of those is still reported where the '?' is, and a '?'
    /// that is text is not.
    @Test func questionMarkIndicatorsFoundFromBytes() {
        func indicators(_ text: String) -> [SourcePosition?] {
            compile(text).diagnostics.filter { $0.code == .unquotedIndicator }.map { $0.location?.position }
        }
        #expect(indicators("keyboard: s\nrows:\n  - - ?\n    - a\n") == [SourcePosition(line: 3, column: 7)])
        #expect(indicators("keyboard: s\r\nrows:\r\n  - - ?\r\n    - a\r\n") == [SourcePosition(line: 3, column: 7)])
        #expect(indicators("keyboard: s\nrows:\n  - - ?") == [SourcePosition(line: 3, column: 7)])
        #expect(indicators("keyboard: s\nrows:\n  - - ? .?x\n    - a\n") == [SourcePosition(line: 3, column: 7)])
        #expect(indicators("keyboard: s\nrows:\n  - [{key: a, label: .?123}, {key: b, label: \"?\"}]\n") == [])
    }
}
