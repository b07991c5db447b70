import Foundation
import Testing

/// A code or rule id named to change a severity is checked once, with one text, wherever it is written:
/// `disable:`/`warn:` in kbc-config.yaml said "is not a diagnostic code or the id of a rule of this file"
/// with no list where `--disable` said "is neither … Its rules: …"; an unchangeable code "cannot be disabled
/// or downgraded" in one and "reports a layout kbc cannot read, decode or put together and cannot be
/// changed" in the other; a misspelt name got a did-you-mean from `kbc explain` only, and `kbc explain
/// BNAK001 --config` none.
@Suite struct CodeNameCheckTests {
    /// A configuration with one rule, BANK001, which the decimal pad (it shuffles) breaks.
    static let rules = """
        rules:
          - id: BANK001
            severity: error
            message: pads never shuffle
            select: {keyboard: "*"}
            require: {shuffle: never}

        """

    static func folder(configuration: String) throws -> String {
        let pad = try Kbc.repositoryText("Layouts/decimal-pad.yaml")
        return try Kbc.temporaryFolder(texts: ["Keys/pad.yaml": pad, "Keys/kbc-config.yaml": configuration])
    }

    @Test(arguments: [
        ("BNAK001", "'BNAK001' is neither a diagnostic code nor the id of a rule of KEYS/kbc-config.yaml; did you mean 'BANK001'?; its rules: BANK001; 'kbc explain --list' lists kbc's codes"),
        ("multiple-character", "'multiple-character' is neither a diagnostic code nor the id of a rule of KEYS/kbc-config.yaml; did you mean 'multiple-characters' (KBC0211)?; its rules: BANK001; 'kbc explain --list' lists kbc's codes"),
        ("KBC0101", "KBC0101 (unknown-field) cannot be disabled or downgraded"),
    ])
    func theConfigurationAndTheCommandLineSayTheSame(_ name: String, _ text: String) throws {
        let folder = try Self.folder(configuration: Self.rules + "disable: [\(name)]\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = text.replacingOccurrences(of: "KEYS", with: folder + "/Keys")
        let configured = try Kbc.run(["validate", folder + "/Keys"])
        #expect(configured.status == 1)
        let parts = expected.components(separatedBy: "; ")
        #expect(configured.standardError.contains("Keys/kbc-config.yaml:7:11: error: \(parts[0]) [KBC0402]\n"), "\(configured.standardError)")
        for note in parts.dropFirst() where note.hasPrefix("did you mean") || note.hasPrefix("its rules") {
            #expect(configured.standardError.contains("note: \(note)"), "\(configured.standardError)")
        }
        try Self.rules.write(toFile: folder + "/Keys/kbc-config.yaml", atomically: true, encoding: .utf8)
        for option in ["--disable", "--warn"] {
            let commandLine = try Kbc.run(["validate", folder + "/Keys", option, name])
            #expect(commandLine.status == 2)
            #expect(commandLine.standardError.hasPrefix("Error: \(option): \(expected)\n"), "\(commandLine.standardError)")
        }
    }

    @Test func explainSuggestsTheSame() throws {
        let folder = try Self.folder(configuration: Self.rules)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rule = try Kbc.run(["explain", "BNAK001", "--config", folder + "/Keys/kbc-config.yaml"])
        #expect(rule.status == 2)
        #expect(rule.standardError.contains("\nError: 'BNAK001' is neither a diagnostic code nor the id of a rule of \(folder)/Keys/kbc-config.yaml; did you mean 'BANK001'?;"), "\(rule.standardError)")
        let code = try Kbc.run(["explain", "multiple-character", "--no-config"])
        #expect(code.standardError.hasPrefix("Error: 'multiple-character' is not a diagnostic code; did you mean 'multiple-characters' (KBC0211)?; 'kbc explain --list' lists them\n"), "\(code.standardError)")
    }

    /// `warn: [X]` with `disable: [X]` was accepted without a word, and X disabled; one override that both
    /// disables and warns a code gets the same warning, at its `warn` entry.
    @Test(arguments: [
        ("disable: [KBC0211]\nwarn: [multiple-characters]\n", "2:8", "1:11"),
        ("overrides:\n  - {files: '**', disable: [KBC0211], warn: [multiple-characters]}\n", "2:46", "2:29"),
    ])
    func aCodeBothDisabledAndWarnedIsAWarning(_ configuration: String, _ warned: String, _ disabled: String) throws {
        let folder = try Self.folder(configuration: configuration)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["validate", folder + "/Keys"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("Keys/kbc-config.yaml:\(warned): warning: KBC0211 is disabled, so 'warn' changes nothing for it [KBC0402]\n"), "\(run.standardError)")
        #expect(run.standardError.contains("Keys/kbc-config.yaml:\(disabled): note: disabled here"), "\(run.standardError)")
    }

    /// `--disable X --warn X` says so on the command line, once per code however it is named.
    @Test func aCodeBothDisabledAndWarnedOnTheCommandLineIsAWarning() throws {
        let folder = try Self.folder(configuration: "")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["validate", folder + "/Keys", "--disable", "KBC0211", "--warn", "multiple-characters", "--warn", "KBC0211", "--warn", "KBC0208"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.hasPrefix("kbc: warning: KBC0211 is disabled, so '--warn' changes nothing for it\n"), "\(run.standardError)")
        #expect(run.standardError.components(separatedBy: "changes nothing").count == 2, "\(run.standardError)")
    }
}
