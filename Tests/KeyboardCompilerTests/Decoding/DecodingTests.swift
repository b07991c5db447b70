import KeyboardCompiler
import KeyboardRuntime
import Testing

private func compile(_ text: String, path: String = "test.yaml") -> CompilationResult {
    LayoutCompiler().compile([LayoutSource(path: path, text: text)])
}

@Suite struct DecodingTests {
    @Test func decimalPadDecodesToTheExpectedLayout() throws {
        let result = LayoutCompiler().compile(paths: [TestPaths.layouts + "/decimal-pad.yaml"])
        #expect(result.diagnostics.isEmpty)
        let layout = try #require(result.layouts.first)
        let digits = { (text: String) in Key(action: .insert(text), label: text) }
        let expected = KeyboardLayout(
            id: "decimal-pad", title: "Number pad", characterWidth: .half, shufflePolicy: .onShow,
            rows: [
                KeyRow(keys: ["1", "2", "3"].map(digits)),
                KeyRow(keys: ["4", "5", "6"].map(digits)),
                KeyRow(keys: ["7", "8", "9"].map(digits)),
                KeyRow(keys: [Key(action: .insert("."), label: ".", isPinned: true), digits("0"), Key(action: .delete, label: "⌫")]),
            ])
        #expect(layout == expected)
    }

    /// A row string's keys are counted before room is made for them: a row of spaces repeated through
    /// aliases must not reserve memory for keys it does not have (review of issue 12's decoder).
    @Test func rowStringsReserveRoomForTheirKeysOnly() throws {
        let spaces = String(repeating: " ", count: 10_000)
        let result = compile("keyboard: spaced\nrows:\n  - &row a\(spaces)b\n  - *row\n")
        let layout = try #require(result.layouts.first)
        #expect(layout.rows.map(\.keys.count) == [2, 2])
        for row in layout.rows { #expect(row.keys.capacity < 64) }
    }

    @Test func standardLayoutsAreClean() {
        let result = LayoutCompiler().compile(paths: [TestPaths.layouts])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.id).sorted() == [
            "decimal-pad", "full-width-more-symbols", "full-width-symbols", "id-card-pad", "letters", "more-symbols", "symbols",
        ])
    }

    @Test func lettersGetUpperCaseShiftAndFunctionKeysTheirWidths() throws {
        let result = LayoutCompiler().compile(paths: [TestPaths.layouts + "/letters.yaml", TestPaths.layouts])
        let letters = try #require(result.layouts.first { $0.id == "letters" })
        #expect(letters.rows[0].keys[0].shiftedText == "Q")
        #expect(letters.rows[2].keys[0] == Key(action: .shift, label: "⇧", width: .units(1.5)))
        #expect(letters.rows[3].keys[0] == Key(action: .switchKeyboard(to: "symbols"), label: ".?123", width: .units(2)))
        #expect(letters.rows[3].keys[1].width == .fill)
    }

    @Test func rowFormsAreEquivalent() throws {
        let result = compile("""
            keyboard: forms
            rows:
              - 1 2 3
              - [1, 2, 3]
              - {keys: 1 2 3}
              - {keys: [1, 2, 3]}
              - ["1", '2', {key: "3"}]
            """)
        let layout = try #require(result.keyboards.first?.layout)
        #expect(Set(layout.rows.map(\.keys)).count == 1)
        #expect(result.diagnostics.allSatisfy { $0.code == .duplicateOutput })
    }

    @Test func keyFieldsAndGroupsDecode() throws {
        let result = compile("""
            keyboard: fields
            rows:
              - {keys: a b, group: first}
              - [{key: ß, label: "SS?", shift: ẞ, width: 1.25, pin: true, group: own}, {gap: 0.5}, c, {gap: 1}]
            """)
        let layout = try #require(result.keyboards.first?.layout)
        #expect(layout.rows[0].keys.map(\.group) == ["first", "first"])
        let eszett = layout.rows[1].keys[0]
        #expect(eszett == Key(action: .insert("ß"), label: "SS?", shiftedText: "ẞ", width: .units(1.25), isPinned: true, group: "own"))
        #expect(layout.rows[1].spacers == [RowSpacer(before: 1, width: 0.5), RowSpacer(before: 2, width: 1)])
        #expect(layout.rows[1].keys[1].shiftedText == "C")
    }

    @Test func yesNoAndNumbersAreLabels() throws {
        let result = compile("keyboard: words\nrows:\n  - y n yes no on off ~ null 1.0\n")
        let layout = try #require(result.keyboards.first?.layout)
        #expect(layout.rows[0].keys.map(\.label) == ["y", "n", "yes", "no", "on", "off", "~", "null", "1.0"])
    }

    @Test func rowStringKeysArePositionedIndividually() throws {
        let result = compile("keyboard: pad\nrows:\n  - 1 2 22\n  - '4 5 5'\n")
        let duplicate = try #require(result.diagnostics.first { $0.code == .duplicateOutput })
        #expect(duplicate.location?.position.description == "4:10")
        let wide = try #require(result.diagnostics.first { $0.code == .multipleCharacters })
        #expect(wide.location?.position.description == "3:9")
    }

    @Test func incompleteKeyboardsStillGetKeyRulesButNotShapeRules() {
        let result = compile("""
            keyboard: pad
            profile: decimal-pad
            rows:
              - [1, 1, {action: jump}]
            """)
        let codes = Set(result.diagnostics.map(\.code))
        #expect(codes.contains(.invalidValue))
        #expect(codes.contains(.duplicateOutput))
        #expect(!codes.contains(.decimalPadProfile))
    }

    @Test func unknownFieldOfAnotherObjectIsExplained() throws {
        let result = compile("keyboard: pad\nrows:\n  - [{action: delete, pin: true}]\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .unknownField)
        #expect(diagnostic.notes.first?.message == "'pin' is a field of a character key, not of a function key")
    }

    @Test func commentHintForUnquotedHash() throws {
        let result = compile("keyboard: syms\nrows:\n  - a b\n  - # c\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .emptyValue || diagnostic.code == .emptyRow)
        #expect(diagnostic.notes.contains { $0.message.contains("'#' starts a comment") })
    }

    /// One transform's empty or non-string text is reported as that transform's, not as the whole map's
    /// ("'transforms' is empty", review 42, G12).
    @Test func aTransformsTextIsReportedAsItsOwn() throws {
        let empty = try #require(compile("keyboard: t\nrows:\n  - [a, b]\ntransforms:\n  \"ab\": \"\"\n").diagnostics.first)
        #expect(empty.code == .emptyValue)
        #expect(empty.message == "the transform 'ab' gives an empty text")
        #expect(empty.location?.description == "test.yaml:5:9")
        let list = try #require(compile("keyboard: t\nrows:\n  - [a, b]\ntransforms:\n  \"ab\": [c]\n").diagnostics.first)
        #expect(list.code == .wrongType)
        #expect(list.message == "the text of the transform 'ab' must be a string, found a list")
    }

    @Test func diagnosticsAreOrderedByFileThenPosition() {
        let result = LayoutCompiler().compile([
            LayoutSource(path: "b.yaml", text: "keyboard: b\nrows:\n  - [x, {action: nope}]\ntitel: x\n"),
            LayoutSource(path: "a.yaml", text: "keyboard: a\nrows: []\n"),
        ])
        #expect(result.diagnostics.map { $0.location?.description ?? "" } == ["b.yaml:3:18", "b.yaml:4:1", "a.yaml:2:7"])
    }
}

@Suite struct OptionsTests {
    static let warningFile = "keyboard: pad\nrows:\n  - 1 2 34\n"

    @Test func warningsAsErrors() {
        var compiler = LayoutCompiler()
        #expect(!compiler.compile([LayoutSource(path: "w.yaml", text: Self.warningFile)]).hasErrors)
        compiler.options.warningsAsErrors = true
        #expect(compiler.compile([LayoutSource(path: "w.yaml", text: Self.warningFile)]).errorCount == 1)
    }

    @Test func disableAndWarnOverrides() {
        var compiler = LayoutCompiler(options: DiagnosticOptions(disabled: [.multipleCharacters]))
        #expect(compiler.compile([LayoutSource(path: "w.yaml", text: Self.warningFile)]).diagnostics.isEmpty)
        compiler.options = DiagnosticOptions(downgradedToWarning: [.duplicateOutput])
        let result = compiler.compile([LayoutSource(path: "d.yaml", text: "keyboard: pad\nrows:\n  - 1 1\n")])
        #expect(result.diagnostics.map(\.severity) == [.warning])
    }
}

@Suite struct ReviewRegressionTests {
    @Test func byteOrderMarkIsNotPartOfTheFirstLine() throws {
        let result = LayoutCompiler().compile([LayoutSource(path: "bom.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("keyboard: a\nrows: [q, q]\n".utf8))])
        #expect(result.diagnostics.map(\.code) == [.duplicateOutput])
        #expect(result.diagnostics.first?.location?.description == "bom.yaml:2:11")
        #expect(result.keyboards.first?.location(ofField: "keyboard").description == "bom.yaml:1:11")
    }

    @Test func aKeyboardOfOnlySpacersHasNoKeys() {
        let result = LayoutCompiler().compile([LayoutSource(path: "gaps.yaml", text: "keyboard: a\nrows:\n  - [{gap: 1}]\n")])
        #expect(result.diagnostics.map(\.code) == [.emptyKeyboard])
        #expect(result.diagnostics.first?.location?.description == "gaps.yaml:3:3")
    }

    @Test func rowWhoseKeysWereWrongIsNotAlsoEmpty() {
        let result = LayoutCompiler().compile([LayoutSource(path: "wrong.yaml", text: "keyboard: a\nrows:\n  - {keys: {a: b}}\n")])
        #expect(result.diagnostics.map(\.code) == [.wrongType])
    }

    @Test func messagesCannotCarryTerminalEscapes() {
        let result = LayoutCompiler().compile([LayoutSource(path: "esc.yaml", text: "keyboard: a\n\"\\e[2J\": x\nrows: [q]\n")])
        let text = result.diagnostics.map { TextDiagnosticRenderer(usesColor: false).render($0, sources: result.sources) }.joined()
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(text.contains("unknown field '\\u{1B}[2J'"))
    }

    @Test func generatedHeaderKeepsFileNamesOnOneLine() {
        let layout = LayoutCompiler().compile([LayoutSource(path: "a.yaml", text: "keyboard: a\ntitle: \"T\\u2028x\"\nrows: [q]\n")]).layouts[0]
        let source = SwiftSourceEmitter().source(for: layout, sourceFile: "evil\nlet injected = 1\n.yaml")
        #expect(!source.contains("\nlet injected"))
        #expect(!source.unicodeScalars.contains("\u{2028}"))
    }
}
