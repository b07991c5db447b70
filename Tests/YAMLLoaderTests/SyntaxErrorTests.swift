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
}
