import Foundation
import Testing

/// The first-day review's findings on what commands print (review 41: F8, F9, F10, F11), through the
/// built binary.
@Suite struct Review41CommandTests {
    static let examples = Kbc.repository.path + "/Tests/KeyboardCompilerTests/ImportFixtures/Examples"

    /// F8: a 300,000-character key is quoted cut with `…` in the message and the notes, as the excerpt is.
    @Test func aLongKeyMakesNoLongLines() throws {
        let long = String(repeating: "é", count: 300_000)
        let folder = try Kbc.temporaryFolder(texts: ["l.yaml": "keyboard: l\nrows:\n  - [\"1\", \"\(long)\"]\n"])
        let run = try Kbc.run(["validate", "--no-config", folder + "/l.yaml", "--color", "never"])
        #expect(run.standardError.contains("warning: key '\(String(repeating: "é", count: 120))…' inserts 300000 characters [KBC0211]"))
        let longest = run.standardError.split(separator: "\n").map(\.unicodeScalars.count).max() ?? 0
        #expect(longest < 1_100, "\(longest)")
    }

    /// F9: importing into the folder of the file imported is refused without quoting a line the file on
    /// disk does not have, and the advice names a folder, as `--output` takes one.
    @Test func anImportOverItsInputQuotesNoLineAndNamesAFolder() throws {
        let folder = try Kbc.temporaryFolder(texts: ["tiny-futo.yaml": try String(contentsOfFile: Self.examples + "/tiny-futo.yaml", encoding: .utf8)])
        let run = try Kbc.run(["import", "--no-config", folder + "/tiny-futo.yaml", "-o", folder, "--color", "never"])
        #expect(run.status == 1)
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let error = try #require(lines.firstIndex { $0.hasSuffix("[KBC0403]") }, "\(run.standardError)")
        #expect(lines[error + 1] == folder + "/tiny-futo.yaml:1:1: note: name another output folder")
        #expect(!run.standardError.contains("# Imported by kbc"))
    }

    /// F9: a folder that cannot be written (a file-size limit) is reported at the page, with no excerpt of
    /// the page that was never written.
    @Test func anUnwritablePageQuotesNoLine() throws {
        let output = try Kbc.temporaryFolder(texts: [:]) + "/out"
        let run = try Kbc.run(["sh", "-c", "ulimit -f 0; exec \"$0\" import --no-config \"$1\" -o \"$2\" --color never",
                               Kbc.executable.path, Self.examples + "/tiny-futo.yaml", output], shell: true)
        #expect(run.status == 1)
        #expect(run.standardError.contains("tiny-futo.yaml:1:1: error: cannot write the imported layout files (nothing was changed): File too large [KBC0404]\n"), "\(run.standardError)")
        #expect(!run.standardError.contains("# Imported by kbc"))
    }

    /// F10: `kbc test --format json` and `sarif` count the tests run, passed and failed in their summary;
    /// no test ran when validation found an error.
    @Test func machineFormatsCountTheTests() throws {
        let pad = "keyboard: pad\nrows:\n  - 1 2 3\ntests:\n  - {press: 1 2, expect: \"12\"}\n  - {press: 1 2, expect: \"13\"}\n"
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": pad, "broken/pad.yaml": pad.replacingOccurrences(of: "  - 1 2 3\n", with: "  - [1, 2, {action: switch, to: nowhere}]\n")])
        let json = try Kbc.run(["test", "--no-config", folder + "/pad.yaml", "--format", "json"])
        #expect(json.status == 1)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])["summary"] as? [String: Any]
        #expect(summary?["tests"] as? [String: Int] == ["run": 2, "passed": 1, "failed": 1, "notRun": 0])
        let sarif = try Kbc.run(["test", "--no-config", folder + "/pad.yaml", "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let properties = (log["runs"] as? [[String: Any]])?.first?["properties"] as? [String: Any]
        #expect(properties?["tests"] as? [String: Int] == ["run": 2, "passed": 1, "failed": 1, "notRun": 0])
        // A switch to no keyboard is an error of validation, which the tests wait for: none ran.
        let stopped = try Kbc.run(["test", "--no-config", folder + "/broken/pad.yaml", "--format", "json"])
        let stoppedSummary = try #require(try JSONSerialization.jsonObject(with: Data(stopped.standardOutput.utf8)) as? [String: Any])["summary"] as? [String: Any]
        #expect(stoppedSummary?["tests"] as? [String: Int] == ["run": 0, "passed": 0, "failed": 0, "notRun": 0], "\(stopped.standardOutput)")
        // Other commands have no test counts.
        let validated = try Kbc.run(["validate", "--no-config", folder + "/pad.yaml", "--format", "json"])
        let validatedSummary = try #require(try JSONSerialization.jsonObject(with: Data(validated.standardOutput.utf8)) as? [String: Any])["summary"] as? [String: Any]
        #expect(validatedSummary?["tests"] == nil)
    }
}
