import Testing
import YAMLLoader

private func firstProblem(_ text: String) -> YAMLProblem? {
    YAMLLoader().load(bytes: Array(text.utf8)).problems.first
}

@Suite struct SyntaxErrorTests {
    @Test func tabIndentationIsNamed() {
        #expect(firstProblem("rows:\n\t- 1\n") == YAMLProblem(.tabIndentation, at: SourcePosition(line: 2, column: 1)))
    }

    @Test(arguments: [("a: [@]\n", "@", 5), ("a: [x, `]\n", "`", 8), ("a: [&]\n", "&", 5), ("a: [*]\n", "*", 5)])
    func unquotedIndicatorsAreNamed(_ text: String, _ character: Character, _ column: Int) {
        let problem = firstProblem(text)
        guard case .unquotedIndicator(let found, _)? = problem?.kind else {
            Issue.record("expected an unquoted indicator, got \(String(describing: problem))")
            return
        }
        #expect(found == character)
        #expect(problem?.position == SourcePosition(line: 1, column: column))
    }

    @Test(arguments: [("a: [#, b]\n", 5), ("a: [b # c]\n", 7), ("a: {key: #}\n", 10)])
    func commentsThatSwallowAFlowAreNamed(_ text: String, _ column: Int) {
        let problem = firstProblem(text)
        guard case .unquotedIndicator("#", _)? = problem?.kind else {
            Issue.record("expected '#' to be named, got \(String(describing: problem))")
            return
        }
        #expect(problem?.position == SourcePosition(line: 1, column: column))
    }

    @Test func structuralContextCharactersAreNotBlamed() {
        guard case .syntax? = firstProblem("rows:\n  - \"a\" b\n")?.kind else {
            Issue.record("a quoted scalar followed by text is a plain syntax error")
            return
        }
    }

    @Test func otherSyntaxErrorsKeepLibyamlWordsAndContext() {
        let problem = firstProblem("a: [1, \"2\" 3]\n")
        guard case .syntax(let message, let context)? = problem?.kind else {
            Issue.record("expected a syntax error, got \(String(describing: problem))")
            return
        }
        #expect(message == "did not find expected ',' or ']'")
        #expect(context == "while parsing a flow sequence")
        #expect(problem?.contextPosition == SourcePosition(line: 1, column: 4))
    }

    /// The fuzzer found a trap: a flow collection opening past the scanned prefix of a long line.
    @Test(arguments: ["{a: b, c: d e: f}]", "[a, b: c: d]]", "{a: b ]}", "[a, ?, b]]"])
    func errorsFarAlongALongLineAreReported(_ tail: String) {
        let line = "rows: [" + String(repeating: "a, ", count: 200) + tail
        let problem = firstProblem("keyboard: a\n" + line + "\n")
        #expect(problem?.position.line == 2)
        #expect((problem?.position.column ?? 0) > 600)
    }

    @Test func anUnclosedBracketIsBlamedWhereItOpens() {
        let problem = firstProblem("rows:\n  - [1, 2, 3\n  - 4 5 6\n  - 7 8 9\n")
        #expect(problem?.kind == .unclosedBracket("["))
        #expect(problem?.position == SourcePosition(line: 2, column: 5))
        // A bracket closed on its own line is not blamed for a later error.
        #expect(firstProblem("rows:\n  - [1, 2]\n  - {key: a\n")?.kind == .unclosedBracket("{"))
    }

    @Test func aListItemOutOfLineIsBlamedWithTheColumnItBelongsIn() {
        let problem = firstProblem("keyboard: k\nrows:\n  - 1 2 3\n- 4 5 6\n")
        #expect(problem?.kind == .misalignedListItem(expected: SourcePosition(line: 3, column: 3)))
        #expect(problem?.position == SourcePosition(line: 4, column: 1))
    }

    @Test func anUnclosedQuoteIsBlamedWhereItOpens() {
        let text = "keyboard: q2\ntitle: \"Enter PIN\nrows:\n  - 1 2 3\n  - [{key: \".\"}, 0, {action: delete}]\n"
        let problem = firstProblem(text)
        #expect(problem?.kind == .unclosedQuote("\"", closingQuote: SourcePosition(line: 5, column: 12), inFlow: false))
        #expect(problem?.position == SourcePosition(line: 2, column: 8))
        #expect(problem?.suggestion == "\"Enter PIN\"")
        let unclosed = firstProblem("title: 'Enter PIN\nrows:\n  - 1 2 3\n")
        #expect(unclosed?.kind == .unclosedQuote("'", closingQuote: nil, inFlow: false))
        #expect(unclosed?.position == SourcePosition(line: 1, column: 8))
        #expect(unclosed?.contextPosition == SourcePosition(line: 4, column: 1))
    }

    @Test func aQuoteSpanningLinesIsNotBlamedForAnErrorFarAfterIt() {
        // A multi-line quoted value is valid YAML; the bracket three lines later is the mistake.
        let problem = firstProblem("title: \"Enter\n  PIN\"\nrows:\n  - 1 2 3\n  - [4, 5\n  - 6\n")
        #expect(problem?.kind == .unclosedBracket("["))
    }

    @Test func aCommentThatSwallowsABracketWinsOverTheNextLinesDash() {
        let problem = firstProblem("rows:\n  - [a, #, b]\n  - 1 2 3\n")
        guard case .unquotedIndicator("#", _)? = problem?.kind else {
            Issue.record("expected '#' to be named, got \(String(describing: problem))")
            return
        }
        #expect(problem?.position == SourcePosition(line: 2, column: 9))
    }

    @Test func aLineWithoutItsDashAmongRowsIsNamed() {
        let problem = firstProblem("keyboard: k\nrows:\n  - q w e r t y u i o p\n  a s d f g h j k l\n  - z x c v b n m\n")
        #expect(problem?.kind == .missingListItemDash(item: SourcePosition(line: 3, column: 3)))
        #expect(problem?.position == SourcePosition(line: 4, column: 3))
    }

    @Test func aListItemReadAsMoreOfTheOneAboveIsMisaligned() {
        let problem = firstProblem("rows:\n  - 1 2 3\n   - [4, 5, {action: delete}]\n")
        #expect(problem?.kind == .misalignedListItem(expected: SourcePosition(line: 2, column: 3)))
        #expect(problem?.position == SourcePosition(line: 3, column: 4))
    }

    @Test func aListItemBetweenTwoLevelsLinesUpWithTheOuterList() {
        let problem = firstProblem("rows:\n  - - \"1\"\n    - \"2\"\n   - 4 5 6\n")
        #expect(problem?.kind == .misalignedListItem(expected: SourcePosition(line: 2, column: 3)))
        #expect(problem?.position == SourcePosition(line: 4, column: 4))
    }

    @Test func aKeyIndentedUnderAValueIsNamed() {
        let problem = firstProblem("keyboard: j1\n  rows:\n  - 1 2 3\n")
        #expect(problem?.kind == .misalignedKey("rows", previousEntry: "keyboard: j1", previousKey: "keyboard", expected: SourcePosition(line: 1, column: 1)))
        #expect(problem?.position == SourcePosition(line: 2, column: 3))
    }

    @Test(arguments: [("rows:\n  - | a b\n", "|", "\"| a b\""), ("rows:\n  - > a b\n", ">", "\"> a b\""), ("title: |x # t\n", "|", "\"|x\"")])
    func aBlockScalarHeaderWithTextIsAnUnquotedIndicator(_ text: String, _ indicator: Character, _ suggestion: String) {
        let problem = firstProblem(text)
        guard case .unquotedIndicator(let found, _)? = problem?.kind else {
            Issue.record("expected an unquoted indicator, got \(String(describing: problem))")
            return
        }
        #expect(found == indicator)
        #expect(problem?.suggestion == suggestion)
    }

    @Test func unclosedQuoteChecksStayLinearOnAHostileFile() {
        // A megabyte of lines, each opening a quote the next one closes, ending in an error.
        let text = String(repeating: "- \"a\n  b\"\n", count: 80_000) + "- [\n"
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = firstProblem(text) }
        #expect(elapsed < .seconds(10))
    }
}
