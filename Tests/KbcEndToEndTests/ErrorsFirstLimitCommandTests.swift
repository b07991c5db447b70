import Foundation
import Testing

/// With the default per-file limit of 20, a file with 25 warnings before its error still prints the
/// error, first, and fails (issue 21).
@Suite struct ErrorsFirstLimitCommandTests {
    /// 25 keys typing two characters (KBC0211 warnings) on lines 3–7, then a switch to no page (KBC0203) on line 8,
    /// in a row shorter than the others (KBC0206, a 26th warning).
    static let warningFlood: String = {
        let rows = (0..<5).map { row in "  - " + (1...5).map { "k\(row * 5 + $0)" }.joined(separator: " ") }
        return "keyboard: pad\nrows:\n" + rows.joined(separator: "\n") + "\n  - [{action: switch, to: nowhere}]\n"
    }()

    @Test func theErrorIsPrintedFirstAndTheRunFails() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.warningFlood])
        let run = try Kbc.run(["validate", folder + "/pad.yaml", "--color", "never"])
        #expect(run.status == 1)
        let located = run.standardError.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(located.count == 20)
        #expect(located.first?.contains("pad.yaml:8:") == true && located.first?.contains("[KBC0203]") == true, "\(located.first ?? "")")
        // The warnings that fit follow in the order of their lines.
        let warningLines = located.dropFirst().compactMap { $0.split(separator: ":").dropFirst().first.flatMap { Int($0) } }
        #expect(warningLines == warningLines.sorted())
        #expect(run.standardOutput.contains("1 error, 26 warnings"))
    }

    @Test func jsonKeepsTheErrorToo() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": Self.warningFlood])
        let run = try Kbc.run(["validate", folder + "/pad.yaml", "--format", "json"])
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "KBC0203")
        #expect(diagnostics.dropFirst().allSatisfy { $0["severity"] as? String == "warning" })
    }
}
