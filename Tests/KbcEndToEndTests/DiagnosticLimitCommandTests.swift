import Foundation
import Testing

/// The command line bounds the diagnostics it prints: twenty per file unless `--diagnostic-limit` or the
/// configuration says otherwise, in text and in JSON.
@Suite struct DiagnosticLimitCommandTests {
    static let flood = "keyboard: flood\nrows:\n" + String(repeating: "  - a\n", count: 30)

    @Test func textStopsAtTwentyPerFileAndSaysHowManyMore() throws {
        let input = try Kbc.temporaryFolder(texts: ["flood.yaml": Self.flood])
        let run = try Kbc.run(["validate", input])
        #expect(run.status == 1)
        let errors = run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 20)
        #expect(run.standardError.contains("flood.yaml: note: 9 more diagnostics in this file not shown (9 errors); '--diagnostic-limit 0' shows all"))
        #expect(run.standardOutput.contains("29 errors"))
        let all = try Kbc.run(["validate", input, "--diagnostic-limit", "0"])
        #expect(all.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.count == 29)
        let five = try Kbc.run(["validate", input, "--diagnostic-limit", "5"])
        #expect(five.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.count == 5)
        #expect(try Kbc.run(["validate", input, "--diagnostic-limit", "-1"]).status == 2)
    }

    @Test func theConfigurationSetsTheLimitAndTheCommandLineWins() throws {
        let input = try Kbc.temporaryFolder(texts: ["flood.yaml": Self.flood, "kbc-config.yaml": "diagnosticLimit: 5\n"])
        let errors = { (run: KbcRun) in run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.count }
        #expect(errors(try Kbc.run(["validate", input, "--config", input + "/kbc-config.yaml"])) == 5)
        #expect(errors(try Kbc.run(["validate", input, "--config", input + "/kbc-config.yaml", "--diagnostic-limit", "3"])) == 3)
        try Data("diagnosticLimit: -1\n".utf8).write(to: URL(fileURLWithPath: input + "/kbc-config.yaml"))
        let bad = try Kbc.run(["validate", input, "--config", input + "/kbc-config.yaml"])
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("kbc-config.yaml:1:18: error: 'diagnosticLimit' must be a whole number, 0 for no limit [KBC0402]"))
    }

    @Test func jsonIsBoundedTheSameWay() throws {
        let input = try Kbc.temporaryFolder(texts: ["flood.yaml": Self.flood])
        let run = try Kbc.run(["validate", input, "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect((json["diagnostics"] as? [Any])?.count == 20)
        let omitted = try #require(json["omitted"] as? [[String: Any]])
        #expect(omitted.count == 1)
        #expect(omitted.first?["errors"] as? Int == 9)
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary["errors"] == 29)
        #expect(summary["omitted"] == 9)
    }
}
