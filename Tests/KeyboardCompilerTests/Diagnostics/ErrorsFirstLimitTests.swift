import KeyboardCompiler
import Testing

/// The per-file diagnostic limit keeps a file's errors before its warnings and hints, so a failing build
/// always shows an error (issue 21).
@Suite struct ErrorsFirstLimitTests {
    private func diagnostic(_ code: DiagnosticCode, _ file: String, line: Int, severity: Severity? = nil) -> Diagnostic {
        Diagnostic(code, "\(file):\(line)", at: SourceLocation(file: file, line: line, column: 1), severity: severity)
    }

    @Test func errorsComeFirstThenWarningsThenHintsEachByPosition() {
        // a.yaml: 20 warnings on lines 1–20, then a hint and two errors further down, as ordered by position.
        var diagnostics = (1...20).map { diagnostic(.unassignedCharacter, "a.yaml", line: $0, severity: .warning) }
        diagnostics.append(diagnostic(.unassignedCharacter, "a.yaml", line: 21, severity: .hint))
        diagnostics.append(diagnostic(.duplicateOutput, "a.yaml", line: 22, severity: .error))
        diagnostics.append(diagnostic(.duplicateOutput, "a.yaml", line: 30, severity: .error))
        var result = CompilationResult(keyboards: [], diagnostics: diagnostics, sources: [:])
        result.limitDiagnostics(perFile: 20)

        #expect(result.diagnostics.count == 20)
        #expect(result.diagnostics.prefix(2).map(\.severity) == [.error, .error])
        #expect(result.diagnostics.prefix(2).map { $0.location?.line } == [22, 30])
        // The warnings that fit follow, still by position; the hint and the last two warnings are counted.
        #expect(result.diagnostics.dropFirst(2).map { $0.location?.line } == Array(1...18))
        #expect(result.diagnostics.dropFirst(2).allSatisfy { $0.severity == .warning })
        #expect(result.omitted.map(\.file) == ["a.yaml"])
        #expect(result.omitted.map(\.errors) == [0])
        #expect(result.omitted.map(\.warnings) == [2])
        #expect(result.omitted.map(\.hints) == [1])
        #expect(result.errorCount == 2)
        #expect(result.warningCount == 20)
    }

    @Test func onlyFilesOverTheLimitAreReorderedAndFilesKeepTheirOrder() {
        let diagnostics = [
            diagnostic(.unassignedCharacter, "a.yaml", line: 1, severity: .warning),
            diagnostic(.duplicateOutput, "a.yaml", line: 2),
            diagnostic(.unassignedCharacter, "b.yaml", line: 1, severity: .warning),
            diagnostic(.unassignedCharacter, "b.yaml", line: 2, severity: .warning),
            diagnostic(.duplicateOutput, "b.yaml", line: 3),
            diagnostic(.unassignedCharacter, "c.yaml", line: 1, severity: .hint),
            diagnostic(.unassignedCharacter, "c.yaml", line: 2, severity: .hint),
        ]
        var result = CompilationResult(keyboards: [], diagnostics: diagnostics, sources: [:])
        result.limitDiagnostics(perFile: 2)
        // a.yaml is within the limit and keeps its order; b.yaml shows its error first; c.yaml is untouched.
        #expect(result.diagnostics.map(\.message) == ["a.yaml:1", "a.yaml:2", "b.yaml:3", "b.yaml:1", "c.yaml:1", "c.yaml:2"])
        #expect(result.omitted.map(\.file) == ["b.yaml"])
        #expect(result.omitted.map(\.warnings) == [1])
    }

    @Test func aFloodOfWarningsBeforeAnErrorStillReportsTheError() {
        var compiler = LayoutCompiler()
        compiler.options.limitPerFile = 5
        let result = compiler.compile([LayoutSource(path: "pad.yaml", text: ErrorsFirstLimitTests.warningFlood)])
        #expect(result.diagnostics.map(\.code) == [.unknownTarget] + Array(repeating: .multipleCharacters, count: 4))
        #expect(result.omitted.map(\.warnings) == [22])
    }

    /// A layout with 26 warnings (keys typing two characters, KBC0211, and the short last row, KBC0206)
    /// before one error (a switch to a page that does not exist, KBC0203).
    static let warningFlood: String = {
        let rows = (0..<5).map { row in "  - " + (1...5).map { "k\(row * 5 + $0)" }.joined(separator: " ") }
        return "keyboard: pad\nrows:\n" + rows.joined(separator: "\n") + "\n  - [{action: switch, to: nowhere}]\n"
    }()
}
