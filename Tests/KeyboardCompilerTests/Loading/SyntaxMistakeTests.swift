import KeyboardCompiler
import Testing

/// YAML syntax mistakes an author makes, each reported once at the place that is wrong (not where libyaml
/// gave up), with a fix that, applied, gives the layout the author meant.
@Suite struct SyntaxMistakeTests {
    private func compile(_ text: String) -> CompilationResult {
        LayoutCompiler().compile([LayoutSource(path: "k.yaml", text: text)])
    }

    /// `code@line:col` of every diagnostic, in order.
    private func summary(_ result: CompilationResult) -> [String] {
        result.diagnostics.map { "\($0.code.identifier)@\($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
    }

    /// The message, then each note as `line:col message` (or the message alone).
    private func texts(_ result: CompilationResult) -> [String] {
        guard let diagnostic = result.diagnostics.first else { return [] }
        return [diagnostic.message] + diagnostic.notes.map { note in
            note.location.map { "\($0.line):\($0.column) \(note.message)" } ?? note.message
        }
    }

    // MARK: Quotes

    @Test func anUnclosedQuoteIsBlamedWhereItOpensNotWhereYAMLReadTo() {
        let result = compile("keyboard: q2\ntitle: \"Enter PIN\nrows:\n  - 1 2 3\n  - [{key: \".\"}, 0, {action: delete}]\n")
        #expect(summary(result) == ["KBC0015@2:8"])
        #expect(texts(result) == [
            "this '\"' is not closed on its line",
            "5:12 YAML read on to the next '\"', on line 5, taking the lines between as text",
            "close it at the end of the value: \"Enter PIN\"",
        ])
    }

    @Test func anUnclosedQuoteWithNoQuoteAfterItIsBlamedWhereItOpens() {
        let result = compile("keyboard: q2\ntitle: \"Enter PIN\nrows:\n  - 1 2 3\n  - [0, {action: delete}]\n")
        #expect(summary(result) == ["KBC0015@2:8"])
        #expect(texts(result) == [
            "this '\"' is not closed on its line",
            "6:1 YAML read to the end of the file looking for the closing '\"'",
            "close it at the end of the value: \"Enter PIN\"",
        ])
    }

    @Test func anUnclosedSingleQuoteIsBlamedWhereItOpens() {
        // The `'` key on line 5 closes the title's quote; libyaml then fails on the `"` after it.
        let result = compile("keyboard: q2\ntitle: 'Enter PIN\nrows:\n  - 1 2 3\n  - [{key: \"'\"}, 0, {action: delete}]\n")
        #expect(summary(result) == ["KBC0015@2:8"])
        #expect(texts(result) == [
            "this \"'\" is not closed on its line",
            "5:13 YAML read on to the next \"'\", on line 5, taking the lines between as text",
            "close it at the end of the value: 'Enter PIN'",
        ])
        #expect(summary(compile("keyboard: q2\ntitle: 'Enter PIN\nrows:\n  - 1 2 3\n")) == ["KBC0015@2:8"])
        // On the last line, with no line break after it.
        #expect(summary(compile("keyboard: q2\ntitle: 'Enter PIN")) == ["KBC0015@2:8"])
    }

    @Test func aFailureInsideAQuoteSpanningLinesKeepsLibyamlsWords() {
        // The quote may well be meant to span lines; the bad escape is the mistake.
        let result = compile("keyboard: k\ntitle: \"Enter\n  \\q PIN\"\nrows:\n  - 1 2 3\n")
        #expect(summary(result) == ["KBC0005@3:3"])
    }

    @Test func aQuoteMeantAsAKeyIsToldHowToQuoteIt() {
        let result = compile("keyboard: k\nrows:\n  - [1, \", 3]\n  - 4 5 6\n")
        #expect(summary(result) == ["KBC0015@3:9"])
        #expect(texts(result).last == "to use the quote as a key, quote it: '\"'")
    }

    @Test func quotesClosedOnTheirLineAreNotBlamed() {
        // An apostrophe inside a plain row and quoted keys before the real mistake stay innocent.
        let result = compile("keyboard: k\nrows:\n  - don't 1 2\n  - [\"'\", \"\\\"\"]\n  - [1, 2, 3\n  - 4 5 6\n")
        #expect(summary(result) == ["KBC0015@5:5"])
        #expect(result.diagnostics.first?.message == "this '[' is never closed")
    }

    // MARK: Comments in brackets

    @Test(arguments: ["keyboard: k\nrows:\n  - [a, #, b]\n  - 1 2 3\n", "keyboard: k\nrows:\n  - [a, #, b]\n", "keyboard: k\nrows:\n  - [a, #, b]\n\n  - 1 2 3\n"])
    func aCommentInsideBracketsIsBlamedWhateverFollows(_ text: String) {
        let result = compile(text)
        #expect(summary(result) == ["KBC0007@3:9"])
        #expect(result.diagnostics.first?.message == "'#' is YAML syntax here, not text")
        #expect(result.diagnostics.first?.notes.last?.message == "to use '#' as text, quote it: \"#\"")
    }

    @Test func aCommentInAListWrittenOverLinesIsNoMistake() {
        let result = compile("keyboard: k\nrows:\n  - [a, b,  # the first keys\n     c, @]\n")
        #expect(summary(result) == ["KBC0007@4:9"])
        #expect(result.diagnostics.first?.notes.last?.message == "to use '@' as text, quote it: \"@\"")
    }

    // MARK: List items

    @Test func aRowWithoutItsDashIsNamed() {
        let result = compile("keyboard: k\nrows:\n  - q w e r t y u i o p\n  a s d f g h j k l\n  - z x c v b n m\n")
        #expect(summary(result) == ["KBC0017@4:3"])
        #expect(texts(result) == ["this row has no '-'", "3:3 start it with '- ' like the rows above"])
        // The last row, and rows in column 1.
        #expect(summary(compile("keyboard: k\nrows:\n  - q w e\n  a s d\n")) == ["KBC0017@4:3"])
        #expect(summary(compile("keyboard: k\nrows:\n- q w e\na s d\n- z x c\n")) == ["KBC0017@4:1"])
    }

    @Test func aKeyWithoutItsColonAfterAListInItsKeysColumnIsNotCalledARow() {
        // `rows:` and its items both in column 1: `title Pad` may be a key as well as a row.
        #expect(summary(compile("keyboard: k\nrows:\n- 1 2 3\ntitle Pad\n")) == ["KBC0005@4:1"])
    }

    @Test func aKeyWithoutItsColonAmongMappingItemsIsNotCalledARow() {
        let result = compile("keyboard: k\nrows:\n  - 1 2 3\ntests:\n  - name: x\n  press 1\n")
        #expect(summary(result) != ["KBC0017@6:3"])
        #expect(result.hasErrors)
    }

    @Test func aRowListIndentedOneColumnTooDeepIsMisaligned() {
        let result = compile("keyboard: k\nrows:\n  - 1 2 3\n   - [4, 5, {action: delete}]\n")
        #expect(summary(result) == ["KBC0016@4:4"])
        #expect(texts(result) == [
            "this '-' is in column 4, but the item above it is in column 3",
            "3:3 start the line's '-' in column 3, like the item on line 3",
        ])
    }

    @Test func aRowBetweenTwoLevelsBelongsToTheOuterList() {
        let result = compile("keyboard: k\nrows:\n  - - \"1\"\n    - \"2\"\n   - 4 5 6\n")
        #expect(summary(result) == ["KBC0016@5:4"])
        #expect(texts(result) == [
            "this '-' is in column 4, but the item above it is in column 3",
            "3:3 start the line's '-' in column 3, like the item on line 3",
        ])
    }

    @Test func aKeyOfANestedRowOneColumnTooDeepLinesUpWithTheNestedList() {
        let result = compile("keyboard: k\nrows:\n  - - {key: a}\n     - {key: b}\n")
        #expect(summary(result) == ["KBC0016@4:6"])
        #expect(texts(result).last == "3:5 start the line's '-' in column 5, like the item on line 3")
    }

    @Test func errorsInsideNestedRowListsAreNotBlamedOnTheirDashes() {
        // The standard symbols layout's third row is a nested list; a mistake inside a key stays there.
        let result = compile("""
            keyboard: symbols
            rows:
              - - {action: switch, to: more-symbols, label: "#+=", width: 1.5}
                - {key: "." width: fill}
                - {key: ",", width: fill}

            """)
        #expect(summary(result) == ["KBC0005@4:17"])
    }

    // MARK: Mapping keys

    @Test func aKeyIndentedUnderAnotherKeysValueIsNamed() {
        let result = compile("keyboard: j1\n  rows:\n  - 1 2 3\n")
        #expect(summary(result) == ["KBC0018@2:3"])
        #expect(texts(result) == ["'rows' is indented under 'keyboard: j1'", "1:1 start it in column 1 like 'keyboard'"])
        let test = compile("keyboard: j1\nrows:\n  - 1 2 3\ntests:\n  - name: x\n     press: 1\n")
        #expect(summary(test) == ["KBC0018@6:6"])
        #expect(texts(test) == ["'press' is indented under 'name: x'", "5:5 start it in column 5 like 'name'"])
    }

    @Test func aKeyWithoutItsColonIsBlamedOnItsOwnLine() {
        // libyaml names the line after the key.
        let result = compile("keyboard: k\nrows:\n- 1 2 3\ntitle Pad\n")
        #expect(summary(result) == ["KBC0005@4:1"])
        #expect(texts(result) == [
            "invalid YAML: 'title Pad' is read as a key, but no ':' follows it",
            "write a key and its value as 'key: value', or a list item as '- item'",
        ])
    }

    @Test func aColonWithoutASpaceIsPointedAt() {
        let result = compile("keyboard: k\ntitle:Pad\nrows:\n  - 1 2 3\n")
        #expect(summary(result) == ["KBC0005@2:6"])
        #expect(texts(result) == ["invalid YAML: this ':' ends the key 'title' only with a space after it", "put a space after it: title: Pad"])
        #expect(compile("keyboard: k\ntitle: Pad\nrows:\n  - 1 2 3\n").diagnostics.isEmpty)
    }

    // MARK: Indicators

    @Test(arguments: ["|", ">"])
    func aBlockScalarIndicatorStartingARowIsQuotedWithTheRow(_ indicator: String) {
        let result = compile("keyboard: k\nrows:\n  - \(indicator) a b\n")
        #expect(summary(result) == ["KBC0007@3:5"])
        #expect(result.diagnostics.first?.message == "'\(indicator)' is YAML syntax here, not text")
        #expect(result.diagnostics.first?.notes.last?.message == "to use '\(indicator)' as text, quote it: \"\(indicator) a b\"")
        // The fix works.
        #expect(compile("keyboard: k\nrows:\n  - \"\(indicator) a b\"\n").diagnostics.isEmpty)
    }

    @Test(arguments: ["@", "*", "&", "!", "`"])
    func anIndicatorStartingARowIsQuotedWithTheRowNotAlone(_ indicator: String) {
        let result = compile("keyboard: k\nrows:\n  - \(indicator) 1 2\n")
        #expect(summary(result).first?.hasSuffix("@3:5") == true)
        #expect(result.diagnostics.first?.notes.last?.message == "to use '\(indicator)' as text, quote it: \"\(indicator) 1 2\"")
        #expect(compile("keyboard: k\nrows:\n  - \"\(indicator) 1 2\"\n").diagnostics.isEmpty)
        // In brackets, the key alone is quoted.
        #expect(compile("keyboard: k\nrows:\n  - [\(indicator), 1, 2]\n").diagnostics.first?.notes.last?.message == "to use '\(indicator)' as text, quote it: \"\(indicator)\"")
    }

    // MARK: Control characters

    @Test func aControlCharacterIsToBeRemovedNotEscaped() {
        let result = compile("keyboard: k\nrows:\n  - 1 \u{1B} 2\n")
        #expect(summary(result) == ["KBC0004@3:7"])
        #expect(result.diagnostics.first?.notes.map(\.message) == ["remove it: no key or label can hold a control character, not even as an escape (KBC0208)"])
        // The escape the note once advised is itself an error.
        #expect(summary(compile("keyboard: k\nrows:\n  - [\"1\", \"\\u001B\", \"2\"]\n")).contains { $0.hasPrefix("KBC0208") })
    }
}
