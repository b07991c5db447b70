import Foundation
import Testing

/// Every command finds `kbc-config.yaml` as the build plugin does (issue 31): in the folder it is given (a
/// file's folder for a file), else the nearest folder above up to the package root; `--config FILE` and
/// `--no-config` override it; the command says which it applied.
@Suite struct ConfigurationCommandTests {
    /// A repeated key: an error (KBC0207) that `warn: [KBC0207]` makes a warning and `disable:` drops.
    static let repeated = "keyboard: a\nrows: [q, q]\n"

    /// A file of the current folder is shown as `amount.yaml` wherever kbc names it, however the folder is
    /// given: it was `./amount.yaml` in the diagnostics of `kbc validate .` and `amount.yaml` in the
    /// configuration's and those of `kbc validate amount.yaml`.
    @Test(arguments: [[], ["."], ["./"], ["amount.yaml"]])
    func filesOfTheCurrentFolderAreShownByName(_ paths: [String]) throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "kbc-config.yaml": "acessLevel: public\n",
            "amount.yaml": "keyboard: amount\nextends: base\nrows:\n  - 1 2 3\n",
            "base.yaml": "keyboard: base\nrows: [1\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, ["validate"] + paths)
        #expect(run.status == 1)
        #expect(run.standardError.contains("kbc: using the configuration kbc-config.yaml\n"), "\(run.standardError)")
        #expect(run.standardError.contains("kbc-config.yaml:1:1: error: unknown field 'acessLevel'"), "\(run.standardError)")
        #expect(run.standardError.contains("\nbase.yaml:"), "\(run.standardError)")
        #expect(run.standardError.contains("note: fix the errors in 'base.yaml' first"), "\(run.standardError)")
        #expect(!run.standardError.contains("./"), "\(run.standardError)")
    }

    @Test func theNearestConfigurationAboveApplesUpToThePackageRoot() throws {
        let package = try Kbc.temporaryFolder(texts: [
            "Package.swift": Kbc.manifest,
            "kbc-config.yaml": "warn: [KBC0207]\n",
            "Sources/Keys/sub/a.yaml": Self.repeated,
        ])
        defer { try? FileManager.default.removeItem(atPath: package) }
        let folder = try Kbc.run(in: package, ["validate", "Sources/Keys/sub"])
        #expect(folder.status == 0, "\(folder.standardError)")
        #expect(folder.standardError.hasPrefix("kbc: using the configuration kbc-config.yaml\n"))
        // A file gets its folder's configuration; from another folder the path is written from there.
        let file = try Kbc.run(in: package + "/Sources", ["validate", "Keys/sub/a.yaml"])
        #expect(file.status == 0, "\(file.standardError)")
        #expect(file.standardError.hasPrefix("kbc: using the configuration ../kbc-config.yaml\n"))
        let none = try Kbc.run(in: package, ["validate", "Sources/Keys/sub", "--no-config"])
        #expect(none.status == 1)
        #expect(none.standardError.contains("[KBC0207]"))
        #expect(!none.standardError.contains("using the configuration"))
    }

    @Test func withoutAPackageOnlyTheInputsOwnFolderIsSearched() throws {
        let folder = try Kbc.temporaryFolder(texts: ["kbc-config.yaml": "warn: [KBC0207]\n", "sub/a.yaml": Self.repeated])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["validate", folder + "/sub"])
        #expect(run.status == 1)
        #expect(!run.standardError.contains("using the configuration"))
        #expect(try Kbc.run(["validate", folder + "/sub", "--config", folder + "/kbc-config.yaml"]).status == 0)
    }

    @Test func inputsThatFindDifferentConfigurationsAreAUsageMistake() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "one/kbc-config.yaml": "warn: [KBC0207]\n", "one/a.yaml": Self.repeated, "two/b.yaml": "keyboard: b\nrows: [q]\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["validate", folder + "/one", folder + "/two"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("the inputs have different configurations: '\(folder)/one' finds '\(folder)/one/kbc-config.yaml', '\(folder)/two' finds no kbc-config.yaml"))
        #expect(try Kbc.run(["validate", folder + "/one", folder + "/two", "--no-config"]).status == 1)
        #expect(try Kbc.run(["validate", folder, "--config", folder + "/one/kbc-config.yaml", "--no-config"]).status == 2)
    }

    @Test func anUnknownFieldIsLocatedAndTheRestOfTheFileStillApplies() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "kbc-config.yaml": "standardLayouts: true\nacessLevel: public\nwarn: [KBC0207]\n",
            "pin.yaml": "keyboard: pin\nextends: decimal-pad\ntitle: PIN\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["validate", folder])
        #expect(run.status == 1)
        #expect(run.standardError.contains("\(folder)/kbc-config.yaml:2:1: error: unknown field 'acessLevel' in a generator configuration [KBC0101]"))
        #expect(run.standardError.contains("note: did you mean 'accessLevel'?"))
        #expect(run.standardError.contains("note: a generator configuration has the fields 'accessLevel', 'disable', 'warn', 'warningsAsErrors', 'standardLayouts', 'theme', 'enumName', 'diagnosticLimit'"))
        // standardLayouts: true still applies: the pin pad extends the standard decimal pad without a word.
        #expect(!run.standardError.contains("pin.yaml"))
    }

    @Test func machineFormatsNameTheConfiguration() throws {
        let folder = try Kbc.temporaryFolder(texts: ["kbc-config.yaml": "warn: [KBC0207]\n", "a.yaml": Self.repeated])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let json = try Kbc.run(["validate", folder, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(document["configuration"] as? String == folder + "/kbc-config.yaml")
        let sarif = try Kbc.run(["validate", folder, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["properties"] as? [String: Any])?["configuration"] as? String == folder + "/kbc-config.yaml")
        let none = try Kbc.run(["validate", folder, "--format", "json", "--no-config"])
        let empty = try #require(try JSONSerialization.jsonObject(with: Data(none.standardOutput.utf8)) as? [String: Any])
        #expect(empty["configuration"] is NSNull)
    }

    @Test func renderAppliesAllOfTheConfiguration() throws {
        let folder = try Kbc.temporaryFolder(texts: ["kbc-config.yaml": "disable: [KBC0207]\n", "a.yaml": Self.repeated])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["render", folder + "/a.yaml", "--format", "text"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "kbc: using the configuration \(folder)/kbc-config.yaml\n")
        #expect(try Kbc.run(["render", folder + "/a.yaml", "--format", "text", "--no-config"]).status == 1)
    }

    /// `render --report` prints one machine document on standard output, the picture going to `--output`;
    /// without `--output` the two would share standard output, a usage mistake.
    @Test func renderReportsInAMachineFormat() throws {
        let folder = try Kbc.temporaryFolder(texts: ["kbc-config.yaml": "warn: [KBC0207]\n", "a.yaml": Self.repeated])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["render", folder + "/a.yaml", "-o", folder + "/a.svg", "--report", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any], "\(run.standardOutput)")
        #expect((document["diagnostics"] as? [[String: Any]])?.contains { $0["code"] as? String == "KBC0207" } == true)
        #expect(FileManager.default.fileExists(atPath: folder + "/a.svg"))
        let failing = try Kbc.run(["render", folder + "/a.yaml", "-o", folder + "/b.svg", "--report", "sarif", "--no-config"])
        #expect(failing.status == 1)
        #expect((try? JSONSerialization.jsonObject(with: Data(failing.standardOutput.utf8))) != nil, "\(failing.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/b.svg"))
        #expect(try Kbc.run(["render", folder + "/a.yaml", "--report", "json"]).status == 2)
    }

    /// `render` of one file reports the errors of what it uses (the keyboard it extends, its configuration),
    /// where they are; a broken keyboard beside it that it does not use does not stop it.
    @Test func renderReportsTheErrorsOfWhatTheFileUses() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "base.yaml": "keyboard: base\ntitel: x\nrows:\n  - 1 2 3\n",
            "child.yaml": "keyboard: child\nextends: base\n",
            "fine.yaml": "keyboard: fine\nrows:\n  - 1 2 3\n",
            "other.yaml": Self.repeated,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let child = try Kbc.run(["render", folder + "/child.yaml", "--format", "text"])
        #expect(child.status == 1)
        #expect(child.standardError.contains("\(folder)/base.yaml:2:1: error: unknown field 'titel' in a keyboard [KBC0101]"), "\(child.standardError)")
        #expect(try Kbc.run(["render", folder + "/fine.yaml", "--format", "text"]).status == 0)
        try "theme: nope\n".write(toFile: folder + "/kbc-config.yaml", atomically: true, encoding: .utf8)
        let themed = try Kbc.run(["render", folder + "/fine.yaml", "--format", "text"])
        #expect(themed.status == 1)
        #expect(themed.standardError.contains("\(folder)/kbc-config.yaml:1:8: error: no theme has the id 'nope' [KBC0703]"), "\(themed.standardError)")
    }

    @Test func playgroundTakesTheConfigurationAndPrintsOneDocument() throws {
        let folder = try Kbc.temporaryFolder(texts: ["kbc-config.yaml": "warn: [KBC0207]\n", "a.yaml": Self.repeated])
        let output = folder + "-out"
        defer { for path in [folder, output] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try Kbc.run(["playground", folder, "-o", output, "--no-config"]).status == 1)
        let run = try Kbc.run(["playground", folder, "-o", output, "--format", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect((document["diagnostics"] as? [[String: Any]])?.contains { $0["code"] as? String == "KBC0207" } == true)
        #expect(FileManager.default.fileExists(atPath: output + "/playground.html"))
        let clean = try Kbc.run(["playground", folder, "-o", output, "--format", "sarif", "--disable", "KBC0207"])
        #expect(clean.status == 0)
        #expect((try? JSONSerialization.jsonObject(with: Data(clean.standardOutput.utf8))) != nil, "\(clean.standardOutput)")
    }

    @Test func sarifAndGitHubPathsAreRelativeToThePackageRoot() throws {
        let package = try Kbc.temporaryFolder(texts: [
            "Package.swift": Kbc.manifest, "Sources/Keys/a.yaml": Self.repeated,
        ])
        defer { try? FileManager.default.removeItem(atPath: package) }
        // Absolute, as the plugin passes them, and relative from a folder below the root.
        for (folder, input) in [(package, package + "/Sources/Keys"), (package + "/Sources", "Keys")] {
            let github = try Kbc.run(in: folder, ["validate", input, "--format", "github"])
            #expect(github.standardOutput.hasPrefix("::error file=Sources/Keys/a.yaml,line=2,col="), "\(github.standardOutput)")
            let sarif = try Kbc.run(in: folder, ["validate", input, "--format", "sarif"])
            let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
            let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/Keys/a.yaml")
        }
    }
}
