import KeyboardCompiler
import KeyboardPreview
import Testing

/// The mistakes a new author makes, each reported once, at the place that is wrong, with a fix: none of
/// them may build into a keyboard other than the one the author meant.
@Suite struct AuthoringMistakeTests {
    private func compile(_ files: [(String, String)]) -> CompilationResult {
        LayoutCompiler().compile(files.map { LayoutSource(path: $0.0, text: $0.1) })
    }

    private func compile(_ text: String) -> CompilationResult {
        compile([("k.yaml", text)])
    }

    /// `code@line:col` of every diagnostic, in order.
    private func summary(_ result: CompilationResult) -> [String] {
        result.diagnostics.map { "\($0.code.identifier)@\($0.location.map { "\($0.line):\($0.column)" } ?? "-")" }
    }

    @Test func aRowIndentedTooFarIsBlamedOnItsOwnLine() throws {
        let result = compile("keyboard: hex\nrows:\n  - 1 2 3 4\n  - 5 6 7 8\n   - 9 0 A B\n  - C D E F\n")
        #expect(summary(result) == ["KBC0114@5:4"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.contains("'- 9 0 A B'"))
        #expect(diagnostic.notes.first?.message == "to start a new row here, put its '-' in column 3, like the row on line 4")
        #expect(result.layouts.isEmpty)
    }

    @Test func aFirstRowInColumnOneBlamesTheContinuation() throws {
        let result = compile("keyboard: pad\nrows:\n- 1 2 3\n  - 4 5 6\n  - 7 8 9\n")
        #expect(summary(result) == ["KBC0114@4:3"])
        #expect(result.diagnostics.first?.notes.first?.message.contains("column 1") == true)
    }

    @Test func aRowWrappedOnPurposeIsStillReported() {
        let result = compile("keyboard: pad\nrows:\n  - q w e r t\n    y u i o p\n")
        #expect(summary(result) == ["KBC0114@4:5"])
        #expect(result.diagnostics.first?.notes.first?.message == "write the row on one line, or as a list: [a, b, c]")
    }

    @Test func aRowIndentedTooLittleIsNamedWithTheRightColumn() {
        let result = compile("keyboard: pad\nrows:\n  - 1 2 3\n- 4 5 6\n")
        #expect(summary(result) == ["KBC0016@4:1"])
        #expect(result.diagnostics.first?.notes.first?.location?.position.description == "3:3")
    }

    @Test func aCommentThatSwallowsKeysIsPointedAt() throws {
        let result = compile("keyboard: hex\nrows:\n  - 1 2 3 4  # the digits\n  - 9 0 A # B C\n")
        #expect(summary(result) == ["KBC0115@4:11"])
        #expect(result.diagnostics.first?.notes.first?.message == #"to keep '#' and what follows as keys, quote the row: "9 0 A # B C""#)
    }

    @Test func anUnclosedBracketIsNamedWhereItOpens() {
        let result = compile("keyboard: pad\nrows:\n  - [1, 2, 3\n  - 4 5 6\n")
        #expect(summary(result) == ["KBC0015@3:5"])
    }

    @Test func aStrayJoinerIsReportedButEmojiSequencesAreNot() {
        let result = compile("keyboard: pad\nrows:\n  - [\"1\\u200D\", \"👨‍👩‍👧\", \"क्‍ष\"]\n")
        #expect(summary(result) == ["KBC0214@3:6"])
        #expect(result.diagnostics.first?.message == #"key '1\u{200D}' contains the invisible format character U+200D"#)
    }

    @Test func anOverrideIsOneWarningAndNeverReachesTheTerminalRaw() throws {
        let text = "keyboard: pad\nrows:\n  - 3\u{202E} 4\n"
        let result = compile(text)
        #expect(summary(result) == ["KBC0214@3:5"])
        let rendered = TextDiagnosticRenderer(usesColor: false).render(try #require(result.diagnostics.first), sources: result.sources)
        #expect(!rendered.unicodeScalars.contains("\u{202E}"))
        #expect(rendered.contains("  - 3\\u{202E} 4\n    ^\n"))
    }

    @Test func profileErrorsPointAtTheRowThatIsWrongOnce() throws {
        let letters = compile("keyboard: l\nprofile: letters\nrows:\n  - q w e r t y u i o p\n  - a s d f g h j k l\n  - z x c v b n\n")
        #expect(summary(letters) == ["KBC0301@6:5"])
        #expect(letters.diagnostics.first?.notes.map(\.message) == ["missing: m"])

        let pad = compile("keyboard: p\nprofile: decimal-pad\nrows:\n  - 1 2 3\n  - 4 5 6 0\n  - 7 8 9\n  - [{key: \".\", pin: true}, \"0\", {action: delete}]\n")
        #expect(summary(pad) == ["KBC0302@5:5"])

        let typo = compile("keyboard: p\nprofile: decimal-pad\nrows:\n  - 1 2 3\n  - 4 5 5\n  - 7 8 9\n  - [{key: \".\", pin: true}, \"0\", {action: delete}]\n")
        #expect(summary(typo) == ["KBC0302@5:9"])
        #expect(typo.diagnostics.first?.notes.map(\.message) == ["the digit 6 is missing: did you mean '6' here?"])
    }

    @Test func aTargetInAFileThatFailedIsNotAFollowOnError() throws {
        let result = compile([
            ("a.yaml", "keyboard: letters\nrows:\n  - [{action: switch, to: digits}, a, b]\n"),
            ("b.yaml", "keyboard: digits\nrows:\n  - [1, 2\n"),
        ])
        // The cause first: the warning follows b.yaml's error though a.yaml comes first (issue 21).
        #expect(summary(result) == ["KBC0015@3:5", "KBC0215@3:27"])
        #expect(result.errorCount == 1)
        #expect(result.diagnostics.last?.notes.first?.location?.description == "b.yaml:1:1")
    }

    @Test func misspeltFieldsActionsAndDecimalCommasGetTheirFix() throws {
        let result = compile("keyboard: k\nrows:\n  - [{key: \".\", pinned: true}, {action: backspace}, {action: done}, {key: x, width: 1,5}]\n")
        #expect(summary(result) == ["KBC0101@3:17", "KBC0104@3:41", "KBC0104@3:62", "KBC0106@3:85"])
        #expect(result.diagnostics.map { $0.notes.first?.message ?? "" } == [
            "did you mean 'pin'?",
            "did you mean 'delete'?",
            "did you mean 'return'? a key that finishes the field is '{action: return, label: Done}'; to close the keyboard use 'dismiss'",
            "write decimals with a point: 'width: 1.5'",
        ])
    }

    @Test func keysThatShowOtherTextOrNameFunctionKeysAreReported() {
        let result = compile("keyboard: k\nrows:\n  - [shift, z, {key: \"5\", label: \"6\"}, {key: x, label: \" \"}, Backspace, .com]\n")
        #expect(summary(result) == ["KBC0218@3:6", "KBC0217@3:34", "KBC0217@3:56", "KBC0218@3:62", "KBC0211@3:73"])
        #expect(result.diagnostics.first?.notes.first?.message == "did you mean {action: shift}?")
        #expect(result.diagnostics[3].notes.first?.message == "did you mean {action: delete}?")
    }

    @Test func anExtraDashAndOtherSeparatorsAreErrorsNotOneBigKey() {
        #expect(summary(compile("keyboard: k\nrows:\n  - - q w e r t y\n")) == ["KBC0116@3:7"])
        #expect(summary(compile("keyboard: k\nrows:\n  - 1\u{3000}2\u{3000}3\n")) == ["KBC0117@3:6"])
        #expect(summary(compile("keyboard: k\nrows:\n  - 1 2\u{00A0}3\n")) == ["KBC0117@3:8"])
        let commas = compile("keyboard: k\nrows:\n  - a, b, c\n")
        #expect(summary(commas) == ["KBC0117@3:6"])
        #expect(commas.diagnostics.first?.notes.first?.message == "write the keys with spaces, 'a b c', or as a list: [a, b, c]")
        // A comma key on its own, and a single key ending in a comma, are fine.
        #expect(compile("keyboard: k\nrows:\n  - a , b\n").diagnostics.isEmpty)
        #expect(summary(compile("keyboard: k\nrows:\n  - a b, c\n")) == ["KBC0211@3:7"])
    }

    @Test func aMisspeltGroupIsReportedWhereItIsWritten() {
        let result = compile("keyboard: k\nshuffle: on-show\nrows:\n  - {keys: 1 2 3, group: digits}\n  - {keys: 4 5 6, group: digts}\n  - {keys: 7 8 9, group: digits}\n  - {keys: a b, group: row1}\n  - {keys: c d, group: row2}\n")
        #expect(summary(result) == ["KBC0219@5:26", "KBC0206@7:5", "KBC0206@8:5"] || summary(result).first == "KBC0219@5:26")
        #expect(result.diagnostics.filter { $0.code == .similarGroupNames }.count == 1)
    }

    @Test func aRowOneKeyWideIsSaidInTheSingular() {
        let result = compile("keyboard: k\nrows:\n  - 1 2 3 4\n  - 5\n")
        #expect(result.diagnostics.map(\.message) == ["row 2 is 1 key wide, the widest row 4"])
    }

    @Test func aMisspeltFieldIsOneErrorNotAlsoAMissingOne() {
        #expect(summary(compile("keybaord: b\nRows:\n  - 1 2\n")) == ["KBC0101@1:1", "KBC0101@2:1"])
        let synonyms = compile("id: b\nrows:\n  - [{action: switch, target: c}, {acton: delete}, {keys: x}]\n")
        #expect(summary(synonyms) == ["KBC0101@1:1", "KBC0101@3:23", "KBC0101@3:36", "KBC0101@3:53"])
        #expect(synonyms.diagnostics.map { $0.notes.first?.message ?? "" } == [
            "did you mean 'keyboard'?", "did you mean 'to'?", "did you mean 'action'?", "did you mean 'key'?",
        ])
    }

    @Test func lettersInUpperCaseOrTwiceAreOneErrorEach() {
        let upper = compile("keyboard: l\nprofile: letters\nrows:\n  - Q W E R T Y U I O P\n  - A S D F G H J K L\n  - Z X C V B N M\n")
        #expect(summary(upper) == ["KBC0301@4:5"])
        let twice = compile("keyboard: l\nprofile: letters\nrows:\n  - q w e r t y u i o p\n  - a s d f g h j k l\n  - z x c v b n n\n")
        #expect(summary(twice) == ["KBC0301@6:17"])
        #expect(twice.diagnostics.first?.notes.map(\.message) == ["did you mean 'm' here?"])
    }

    @Test func ideographsAndHangulBelongOnHalfWidthPages() {
        #expect(compile("keyboard: k\nrows:\n  - 각 一 か\n").diagnostics.isEmpty)
        #expect(summary(compile("keyboard: k\nrows:\n  - ， a\n")) == ["KBC0212@3:5"])
    }

    @Test func bidiOverridesInPathsAndPreviewsNeverReachATerminalRaw() throws {
        let result = compile([("pad\u{202E}lmy.yaml", "keyboard: k\nrows:\n  - [a, {key: b, label: \"b\u{202E}\"}]\n")])
        let rendered = result.diagnostics.map { TextDiagnosticRenderer(usesColor: false).render($0, sources: result.sources) }.joined()
        #expect(!rendered.isEmpty)
        #expect(!rendered.unicodeScalars.contains("\u{202E}"))
        let svg = SVGRenderer(options: RenderOptions()).render(try #require(result.keyboards.first).layout)
        #expect(!svg.unicodeScalars.contains("\u{202E}"))
        #expect(svg.contains("&#x202E;"))
    }

    @Test func aRowSwallowedByACommentOrAColonGetsOneErrorWithTheWholeRowQuoted() {
        let comment = compile("keyboard: k\nrows:\n  - # $ %\n")
        #expect(summary(comment) == ["KBC0111@3:4"])
        #expect(comment.diagnostics.first?.notes.first?.message == ##"'#' starts a comment in YAML; to use it as text, quote it: "# $ %""##)
        #expect(comment.diagnostics.first?.notes.first?.location?.description == "k.yaml:3:5")
        let colon = compile("keyboard: k\nrows:\n  - a : b\n")
        #expect(summary(colon) == ["KBC0102@3:7"])
        #expect(colon.diagnostics.first?.notes.first?.message == "to use ':' as a key, quote the row: 'a : b'")
        #expect(summary(compile("keyboard: k\nrows:\n  - 4 5 {action: delete}\n")) == ["KBC0102@3:5"])
    }

    @Test func emptyRowsAndLanguageNamesAreNamedForWhatTheyAre() {
        let empty = compile("keyboard: k\nrows:\n")
        #expect(summary(empty) == ["KBC0112@2:6"])
        let language = compile("keyboard: k\nlocale: Chinese\nrows:\n  - a\n")
        #expect(summary(language) == ["KBC0110@2:9"])
        #expect(language.diagnostics.first?.notes.last?.message == "did you mean 'zh-Hans'?")
    }

    @Test func aPadOfFullWidthDigitsIsOneError() {
        let pad = compile("keyboard: p\nprofile: decimal-pad\nrows:\n  - １ ２ ３\n  - ４ ５ ６\n  - ７ ８ ９\n  - [{key: \".\", pin: true}, \"０\", {action: delete}]\n")
        #expect(summary(pad) == ["KBC0302@4:5"])
    }
}
