import Foundation
import Testing

/// `--warn CODE` reports the code as a warning whatever the configuration says (CommandLine.md,
/// "Configuration"): its `warningsAsErrors` does not make it an error, and its `disable` (or an override's)
/// does not drop it. Review 41 (F2): the first gave an error, the second nothing.
@Suite struct CommandLineWarnTests {
    /// A repeated key (KBC0207, an error by default) at line 4.
    static let layout = "keyboard: s\nrows:\n  - 1 2 3\n  - [\"1\", \"0\"]\n"

    @Test(arguments: [
        "warningsAsErrors: true\n",
        "disable: [KBC0207]\n",
        "warningsAsErrors: true\ndisable: [KBC0207]\n",
        "overrides:\n  - files: \"*.yaml\"\n    disable: [KBC0207]\n",
    ])
    func theCommandLinesWarnComesFirst(_ configuration: String) throws {
        let folder = try Kbc.temporaryFolder(texts: ["kbc-config.yaml": configuration, "s.yaml": Self.layout])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, ["validate", ".", "--warn", "KBC0207"])
        #expect(run.status == 0, "\(configuration): \(run.standardError)")
        #expect(run.standardError.contains("\ns.yaml:4:6: warning: another key already inserts '1' [KBC0207]"), "\(configuration): \(run.standardError)")
        #expect(run.standardOutput.contains("0 errors, 1 warning"), "\(run.standardOutput)")
    }

    /// A team rule's id given to `--warn` is kept a warning too.
    @Test func aTeamRuleWarnedStaysAWarning() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "kbc-config.yaml": "warningsAsErrors: true\n" + ConfigurationOptionTests.rule,
            "pin.yaml": "keyboard: login-pin\nshuffle: never\nrows:\n  - 1 2 3\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, ["validate", ".", "--warn", "BANK001"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("warning: PIN pads shuffle [BANK001]"), "\(run.standardError)")
    }

    /// The configuration's own `warn` list is still made errors by its `warningsAsErrors`, and without
    /// `--warn` its `disable` still drops the code.
    @Test func theConfigurationAloneIsUnchanged() throws {
        let folder = try Kbc.temporaryFolder(texts: ["kbc-config.yaml": "warningsAsErrors: true\nwarn: [KBC0207]\n", "s.yaml": Self.layout])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let promoted = try Kbc.run(in: folder, ["validate", "."])
        #expect(promoted.status == 1)
        #expect(promoted.standardError.contains("\ns.yaml:4:6: error: another key already inserts '1' [KBC0207]"), "\(promoted.standardError)")
        try "disable: [KBC0207]\n".write(toFile: folder + "/kbc-config.yaml", atomically: true, encoding: .utf8)
        let disabled = try Kbc.run(in: folder, ["validate", "."])
        #expect(disabled.status == 0)
        #expect(!disabled.standardError.contains("KBC0207"))
    }
}
