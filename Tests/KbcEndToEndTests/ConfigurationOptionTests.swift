import Foundation
import Testing

/// How every command takes `--config`, `--no-config` and the configuration it finds (issue 31): a file that
/// cannot be read is a usage mistake, usage mistakes show the subcommand's usage, and `explain` finds the
/// configuration as the others do.
@Suite struct ConfigurationOptionTests {
    static let rule = """
    rules:
      - id: BANK001
        severity: error
        message: PIN pads shuffle
        select: {keyboard: "*pin*"}
        require: {shuffle: on-show}

    """

    /// Every command that takes `--config` refuses one it cannot read, naming the option, before doing anything.
    @Test(arguments: [
        ["validate", "."], ["test", "."], ["generate", ".", "-o", "out"], ["flatten", ".", "-o", "out"],
        ["render", "a.yaml"], ["playground", ".", "-o", "out"], ["import", "a.yaml", "-o", "out"], ["explain", "KBC0101"],
    ])
    func anUnreadableConfigurationIsAUsageMistake(_ command: [String]) throws {
        let folder = try Kbc.temporaryFolder(texts: ["a.yaml": "keyboard: a\nrows: [q]\n", "sub/b.yaml": "keyboard: b\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for config in ["missing.yaml", "sub"] {
            let run = try Kbc.run(in: folder, command + ["--config", config])
            #expect(run.status == 2, "\(command) --config \(config): \(run.standardError)")
            #expect(run.standardError.hasPrefix("Error: --config: "), "\(run.standardError)")
            #expect(run.standardError.contains("'\(config)'"))
            #expect(run.standardError.contains("Usage: kbc \(command[0])"), "\(run.standardError)")
            #expect(run.standardOutput.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    /// Inputs with different configurations: a usage mistake found while running, shown with the usage of
    /// the command given, not the root command's.
    @Test func differentConfigurationsShowTheSubcommandsUsage() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "one/kbc-config.yaml": "warn: [KBC0207]\n", "one/a.yaml": "keyboard: a\nrows: [q]\n", "two/b.yaml": "keyboard: b\nrows: [q]\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in [["validate"], ["test"], ["generate", "-o", "out"]] {
            let run = try Kbc.run(in: folder, command + ["one", "two"])
            #expect(run.status == 2)
            #expect(run.standardError.contains("Error: the inputs have different configurations"), "\(run.standardError)")
            #expect(run.standardError.contains("\nUsage: kbc \(command[0]) "), "\(run.standardError)")
            #expect(run.standardError.contains("See 'kbc \(command[0]) --help' for more information."))
            #expect(!run.standardError.contains("kbc <subcommand>"))
        }
    }

    /// `kbc explain BANK001` in a target's folder finds its configuration's team rule, as `kbc validate`
    /// there would; `--no-config` does not; a named configuration works from anywhere.
    @Test func explainFindsTheConfigurationAsTheOtherCommandsDo() throws {
        let package = try Kbc.temporaryFolder(texts: [
            "Package.swift": Kbc.manifest, "Sources/Keys/kbc-config.yaml": Self.rule,
        ])
        defer { try? FileManager.default.removeItem(atPath: package) }
        let found = try Kbc.run(in: package + "/Sources/Keys", ["explain", "BANK001"])
        #expect(found.status == 0, "\(found.standardError)")
        #expect(found.standardOutput.hasPrefix("BANK001: a team rule (error)"))
        #expect(found.standardError == "kbc: using the configuration kbc-config.yaml\n")
        let listed = try Kbc.run(in: package + "/Sources/Keys", ["explain", "--list"])
        #expect(listed.standardOutput.contains("BANK001"))
        #expect(try Kbc.run(in: package + "/Sources/Keys", ["explain", "BANK001", "--no-config"]).status == 2)
        let named = try Kbc.run(in: package, ["explain", "BANK001", "--config", "Sources/Keys/kbc-config.yaml"])
        #expect(named.status == 0)
        // From the package's folder, where `swift build` reported it and no configuration applies, the
        // usage mistake names the target's configuration that declares the rule, and how to explain it.
        let fromPackage = try Kbc.run(in: package, ["explain", "BANK001"])
        #expect(fromPackage.status == 2)
        #expect(fromPackage.standardError.hasPrefix("Error: 'BANK001' is a team rule of 'Sources/Keys/kbc-config.yaml', which applies to the layouts of its folder, not here; run 'kbc explain BANK001 --config Sources/Keys/kbc-config.yaml'\nUsage: kbc explain "), "\(fromPackage.standardError)")
        #expect(try Kbc.run(in: package, ["explain", "BANK002"]).standardError.hasPrefix("Error: 'BANK002' is not a diagnostic code;"))
        // A broken configuration found beside does not stop kbc's own codes from being explained.
        try "rules: 3\n".write(toFile: package + "/Sources/Keys/kbc-config.yaml", atomically: true, encoding: .utf8)
        #expect(try Kbc.run(in: package + "/Sources/Keys", ["explain", "KBC0101"]).status == 0)
        #expect(try Kbc.run(in: package + "/Sources/Keys", ["explain", "BANK001"]).status == 2)
    }
}
