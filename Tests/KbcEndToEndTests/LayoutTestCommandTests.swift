import Foundation
import Testing

/// A layout whose own tests fail does not pass `kbc test` and does not generate (issue 26), and a file
/// whose tests press too many keys is stopped with a located error (issue 21), through the built binary.
@Suite struct LayoutTestCommandTests {
    /// Shift applies to the next key only, so the test types "Qw", not "QW": a failure at its `expect`, 9:13.
    static let failing = """
        keyboard: pad
        rows:
          - 1 2 3
          - [{action: shift}, q, w]
        tests:
          - name: shift applies once
            press: <shift> q w
            # expected text on the next line
            expect: "QW"

        """

    static let passing = "keyboard: pad\nrows:\n  - 1 2 3\ntests:\n  - {press: 1 2, expect: \"12\"}\n"

    @Test func kbcTestExitsOneWithTheLocatedFailure() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.failing])
        let run = try Kbc.run(["test", folder + "/pad.yaml", "--color", "never"])
        #expect(run.status == 1)
        #expect(run.standardError.contains(#"pad.yaml:9:13: error: test 'shift applies once' typed "Qw", expected "QW" [KBC0501]"#), "\(run.standardError)")
        #expect(run.standardError.contains("pad.yaml:9:13: note: they differ at character 2: typed 'w', expected 'W'"))
        #expect(run.standardOutput.contains("Ran 1 test of 1 keyboard: 1 failed."))
    }

    @Test func kbcTestExitsZeroWhenTheTestsPass() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.passing])
        let run = try Kbc.run(["test", folder])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Ran 1 test of 1 keyboard: 0 failed."))
    }

    @Test func kbcGenerateWritesNothingWhenATestFails() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.failing, "other.yaml": "keyboard: other\nrows:\n  - a b\n"])
        let output = folder + "/Generated"
        let run = try Kbc.run(["generate", folder, "--output", output, "--color", "never"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("pad.yaml:9:13: error: test 'shift applies once' typed \"Qw\", expected \"QW\" [KBC0501]"))
        #expect(run.standardOutput.contains("Nothing was written."))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func kbcGenerateLeavesEarlierOutputUntouchedWhenATestFails() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.passing])
        let output = folder + "/Generated"
        #expect(try Kbc.run(["generate", folder, "--output", output]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: output + "/pad.swift"))
        try Data(Self.failing.utf8).write(to: URL(fileURLWithPath: folder + "/pad.yaml"))
        let run = try Kbc.run(["generate", folder, "--output", output, "--format", "json"])
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["KBC0501"])
        #expect(diagnostics.first?["line"] as? Int == 9)
        #expect(diagnostics.first?["column"] as? Int == 13)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/pad.swift")) == before)
    }

    @Test func testsPastThePressLimitAreStoppedWithALocatedError() throws {
        // 2,000 presses repeated through 60 aliases: 122,000 presses, past 100,000 at the 51st test.
        let presses = Array(repeating: "1", count: 2_000).joined(separator: " ")
        let text = "keyboard: pad\nrows:\n  - 1 2 3\ntests:\n  - &t {press: \"\(presses)\", expect: \"\(String(repeating: "1", count: 2_000))\"}\n"
            + String(repeating: "  - *t\n", count: 60)
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": text])
        let run = try Kbc.run(["test", folder + "/pad.yaml", "--color", "never"])
        #expect(run.status == 1)
        // Test 51 is the 50th alias, on line 5 + 50.
        #expect(run.standardError.contains("pad.yaml:55:5: error: test 51 would take this file's tests past 100000 key presses; it and the 10 tests after it were not run [KBC0503]"), "\(run.standardError.prefix(600))")
        #expect(run.standardOutput.contains("Ran 50 tests of 1 keyboard: 0 failed, 11 not run (KBC0503)."))
        let generate = try Kbc.run(["generate", folder, "--output", folder + "/Generated"])
        #expect(generate.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/Generated"))
    }
}
