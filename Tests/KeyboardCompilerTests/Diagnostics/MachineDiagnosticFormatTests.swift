import Foundation
import KeyboardCompiler
import Testing

/// `--format sarif` and `--format github` (issue 21): the SARIF log is JSON of SARIF 2.1.0's shape, with the
/// catalog's rules; GitHub workflow commands escape what could end or forge a command.
@Suite struct MachineDiagnosticFormatTests {
    /// A file name and messages that try to end a command, add properties, start another command or
    /// break JSON.
    static let hostileFile = "my pads/a,b:c%0A::error::forged.yaml"
    static let hostile: CompilationResult = {
        let location = SourceLocation(file: hostileFile, line: 3, column: 7)
        var result = CompilationResult(keyboards: [], diagnostics: [
            Diagnostic(.unknownTarget, "no keyboard has the id 'x'\r\n::error file=evil.yaml::forged 100%, \"quoted\"", at: location,
                       notes: [DiagnosticNote("noted\nhere", at: SourceLocation(file: "b.yaml", line: 1, column: 2)), DiagnosticNote("no place")]),
            Diagnostic(.unevenRows, "uneven", at: SourceLocation(file: "b.yaml", line: 2, column: 1)),
            Diagnostic(.privateUseCharacter, "a hint", at: nil),
        ], sources: [:])
        result.fileCount = 2
        return result
    }()

    private func sarif(_ result: CompilationResult) throws -> [String: Any] {
        let text = SARIFDiagnosticRenderer.render(result, toolVersion: "9.9.9")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func sarifHasTheRunToolRulesAndResults() throws {
        let log = try sarif(Self.hostile)
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "kbc")
        #expect(driver["version"] as? String == "9.9.9")

        // One rule per code used, by number, with the catalog's text.
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["KBC0203", "KBC0206", "KBC0210"])
        let unknownTarget = rules[0]
        #expect(unknownTarget["name"] as? String == DiagnosticCode.unknownTarget.name)
        #expect((unknownTarget["shortDescription"] as? [String: Any])?["text"] as? String == DiagnosticCode.unknownTarget.summary)
        #expect((unknownTarget["fullDescription"] as? [String: Any])?["text"] as? String == DiagnosticCode.unknownTarget.explanation)
        #expect(((unknownTarget["help"] as? [String: Any])?["text"] as? String)?.hasPrefix(DiagnosticCode.unknownTarget.explanation) == true)
        #expect((unknownTarget["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["KBC0203", "KBC0206", "KBC0210"])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1, 2])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "note"])
        // The hostile message survives intact, with the note that has no place appended.
        let message = try #require((results[0]["message"] as? [String: Any])?["text"] as? String)
        #expect(message == "no keyboard has the id 'x'\r\n::error file=evil.yaml::forged 100%, \"quoted\"\nnote: no place")
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "my%20pads/a,b%3Ac%250A%3A%3Aerror%3A%3Aforged.yaml")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 3)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 7)
        let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect((related[0]["message"] as? [String: Any])?["text"] as? String == "noted\nhere")
        // A diagnostic without a place has no locations.
        #expect(results[2]["locations"] == nil)
        #expect(runs[0]["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func sarifOfACleanRunHasNoRulesAndNoResults() throws {
        let log = try sarif(CompilationResult(keyboards: [], diagnostics: [], sources: [:]))
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        #expect((((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [Any])?.isEmpty == true)
    }

    @Test func githubCommandsEscapeDataAndProperties() {
        let lines = GitHubDiagnosticRenderer.render(Self.hostile).split(separator: "\n", omittingEmptySubsequences: false)
        // Three commands and the empty string after the last line break: nothing forged a line.
        #expect(lines.count == 4)
        #expect(lines[0] == "::error file=my pads/a%2Cb%3Ac%250A%3A%3Aerror%3A%3Aforged.yaml,line=3,col=7,title=KBC0203::"
            + "no keyboard has the id 'x'%0D%0A::error file=evil.yaml::forged 100%25, \"quoted\"%0Ab.yaml:1:2: note: noted%0Ahere%0Anote: no place")
        #expect(lines[1] == "::warning file=b.yaml,line=2,col=1,title=KBC0206::uneven")
        #expect(lines[2] == "::notice title=KBC0210::a hint")
        #expect(lines[3] == "")
    }

    @Test func githubEscapingFollowsTheRunnersRules() {
        #expect(GitHubDiagnosticRenderer.escapeData("50%\r\n: ,") == "50%25%0D%0A: ,")
        #expect(GitHubDiagnosticRenderer.escapeProperty("50%\r\n: ,") == "50%25%0D%0A%3A %2C")
    }

    @Test func githubCountsWhatThePerFileLimitLeftOut() {
        var result = Self.hostile
        result.diagnostics = []
        var omitted = OmittedDiagnostics(file: "c.yaml")
        omitted.errors = 2
        omitted.warnings = 1
        result.omitted = [omitted]
        #expect(GitHubDiagnosticRenderer.render(result)
            == "::notice file=c.yaml,title=kbc::3 more diagnostics (2 errors, 1 warning, 0 hints) not shown; --diagnostic-limit 0 shows all\n")
    }
}
