import Foundation
import Testing

/// `--format sarif` and `--format github` through the built kbc, for validate, test and generate (issue 21).
@Suite struct DiagnosticFormatCommandTests {
    static let broken = "keyboard: pad\nrows:\n  - 1 2 3\n  - [{action: switch, to: nowhere}]\n"
    static let failingTest = "keyboard: pad\nrows:\n  - 1 2 3\ntests:\n  - {press: 1 2, expect: \"21\"}\n"

    private func sarifResults(_ run: KbcRun) throws -> (rules: [[String: Any]], results: [[String: Any]]) {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardOutput)")
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        return (try #require(driver["rules"] as? [[String: Any]]), try #require(run["results"] as? [[String: Any]]))
    }

    @Test(arguments: ["validate", "test"])
    func sarifOnStandardOutputAloneWithTheLocatedError(_ command: String) throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.broken])
        let run = try Kbc.run([command, folder + "/pad.yaml", "--format", "sarif"])
        #expect(run.status == 1)
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        let (rules, results) = try sarifResults(run)
        #expect(rules.map { $0["id"] as? String }.contains("KBC0203"))
        let error = try #require(results.first { $0["ruleId"] as? String == "KBC0203" })
        #expect(error["level"] as? String == "error")
        let location = try #require((error["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("/pad.yaml") == true)
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 4)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 27)
    }

    @Test func generateReportsAFailingLayoutTestInSARIFAndWritesNothing() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.failingTest])
        let run = try Kbc.run(["generate", folder, "--output", folder + "/Generated", "--format", "sarif"])
        #expect(run.status == 1)
        let (rules, results) = try sarifResults(run)
        #expect(rules.map { $0["id"] as? String } == ["KBC0501"])
        #expect(results.map { $0["ruleId"] as? String } == ["KBC0501"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/Generated"))
    }

    @Test func githubAnnotationsForValidate() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.broken])
        let run = try Kbc.run(["validate", folder + "/pad.yaml", "--format", "github"])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n")
        let error = try #require(lines.first { $0.hasPrefix("::error ") })
        #expect(error.hasPrefix("::error file=\(folder)/pad.yaml,line=4,col=27,title=KBC0203::no keyboard has the id 'nowhere'"), "\(error)")
        #expect(lines.last?.hasPrefix("Validated 1 keyboard in 1 file: 1 error") == true)
        #expect(run.standardError.isEmpty)
    }

    @Test func githubEscapesAHostileFileName() throws {
        let folder = try Kbc.temporaryFolder(texts: ["a,b:c%.yaml": Self.broken])
        let run = try Kbc.run(["validate", folder, "--format", "github"])
        let error = try #require(run.standardOutput.split(separator: "\n").first { $0.hasPrefix("::error ") })
        #expect(error.contains("/a%2Cb%3Ac%25.yaml,line=4,col=27,title=KBC0203::"), "\(error)")
    }

    @Test func githubAnnotationsForAFailingLayoutTest() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.failingTest])
        let run = try Kbc.run(["test", folder, "--format", "github"])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("/pad.yaml,line=5,col=26,title=KBC0501::test 1 typed \"12\", expected \"21\"%0A"), "\(run.standardOutput)")
    }
}
