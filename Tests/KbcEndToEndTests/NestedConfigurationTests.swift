import Foundation
import Testing

/// A `kbc-config.yaml` in a folder below the one compiled (issue 31): one run, like one target's build,
/// applies one configuration, so the nested one is not applied and is reported where it is (KBC0409), by the
/// CLI given the folder and given the list the plugins pass, never as a usage error without a place.
@Suite struct NestedConfigurationTests {
    static let package: [String: String] = [
        "Package.swift": Kbc.manifest,
        "Sources/App/top.yaml": "keyboard: top\nrows: [q, w]\n",
        "Sources/App/Pads/pad.yaml": "keyboard: pad\nrows: [q, q]\n",
        "Sources/App/Pads/kbc-config.yaml": "warn: [KBC0207]\n",
    ]

    static let notApplied = "Sources/App/Pads/kbc-config.yaml:1:1: error: this configuration is not applied: it is in a folder below the one compiled, and one run (a target's build) applies one configuration to all its layouts"

    @Test func theTargetsFolderReportsTheNestedConfiguration() throws {
        var texts = Self.package
        texts["Sources/App/kbc-config.yaml"] = "accessLevel: public\n"
        let package = try Kbc.temporaryFolder(texts: texts)
        defer { try? FileManager.default.removeItem(atPath: package) }
        let run = try Kbc.run(in: package, ["validate", "Sources/App"])
        #expect(run.status == 1)
        #expect(run.standardError.contains(Self.notApplied + ", 'Sources/App/kbc-config.yaml' [KBC0409]"), "\(run.standardError)")
        #expect(run.standardError.contains("note: move its settings into 'Sources/App/kbc-config.yaml'"))
        // Not applied: the repeated key stays an error.
        #expect(run.standardError.contains("pad.yaml:2:11: error: another key already inserts 'q' [KBC0207]"))
        // The folder alone applies its own configuration, and a file in it too.
        for input in ["Sources/App/Pads", "Sources/App/Pads/pad.yaml"] {
            let alone = try Kbc.run(in: package, ["validate", input])
            #expect(alone.status == 0, "\(input): \(alone.standardError)")
            #expect(alone.standardError.hasPrefix("kbc: using the configuration Sources/App/Pads/kbc-config.yaml\n"))
        }
        // Named with --config, it is the one applied, and the folder's own is not reported.
        let named = try Kbc.run(in: package, ["validate", "Sources/App", "--config", "Sources/App/Pads/kbc-config.yaml"])
        #expect(named.status == 0, "\(named.standardError)")
        // The machine formats carry it like any diagnostic.
        let json = try Kbc.run(in: package, ["validate", "Sources/App", "--format", "json"])
        #expect(json.standardOutput.contains("\"KBC0409\""), "\(json.standardOutput)")
    }

    /// A folder has one configuration: a `kbc-config.yml` beside the `kbc-config.yaml` applied is reported
    /// where it is, by the CLI given the folder or a file in it and given the list the plugins pass (which
    /// before called it "in a folder below", while the CLI passed over it without a word); one beside a
    /// configuration `--config` names otherwise is not.
    @Test func aSecondConfigurationBesideTheOneAppliedIsReported() throws {
        var texts = Self.package
        texts["Sources/App/kbc-config.yaml"] = "accessLevel: public\n"
        texts["Sources/App/kbc-config.yml"] = "warn: [KBC0207]\n"
        texts["Sources/App/Pads/kbc-config.yaml"] = nil
        let package = try Kbc.temporaryFolder(texts: texts)
        defer { try? FileManager.default.removeItem(atPath: package) }
        let beside = "Sources/App/kbc-config.yml:1:1: error: this configuration is not applied: 'kbc-config.yaml' beside it is, and a folder has one configuration [KBC0409]\n"
            + "Sources/App/kbc-config.yml:1:1: note: move its settings into 'Sources/App/kbc-config.yaml' and delete this file\n"
        for input in ["Sources/App", "Sources/App/top.yaml"] {
            let run = try Kbc.run(in: package, ["validate", input])
            #expect(run.status == 1, "\(input): \(run.standardError)")
            #expect(run.standardError.contains(beside), "\(input): \(run.standardError)")
        }
        let list = "Sources/App/Pads/pad.yaml\nSources/App/top.yaml\nSources/App/kbc-config.yml\n"
        try list.write(toFile: package + "/list", atomically: true, encoding: .utf8)
        let listed = try Kbc.run(in: package, ["validate", "--inputs-from", "list", "--config", "Sources/App/kbc-config.yaml"])
        #expect(listed.status == 1, "\(listed.standardError)")
        #expect(listed.standardError.contains(beside), "\(listed.standardError)")
        #expect(listed.standardError.components(separatedBy: "[KBC0409]").count == 2, "reported once: \(listed.standardError)")
        try "accessLevel: public\n".write(toFile: package + "/ci.yaml", atomically: true, encoding: .utf8)
        let chosen = try Kbc.run(in: package, ["validate", "Sources/App/top.yaml", "--config", "ci.yaml"])
        #expect(chosen.status == 0, "\(chosen.standardError)")
    }

    /// What the plugins pass: the target's files in a list, its nested configurations among them, and
    /// `--no-config` when the target has none. Before, each file looked for its own configuration and the
    /// run stopped with a usage error (exit 2) that `swift build` showed with no place.
    @Test func thePluginsListReportsTheNestedConfiguration() throws {
        let package = try Kbc.temporaryFolder(texts: Self.package)
        defer { try? FileManager.default.removeItem(atPath: package) }
        let list = "Sources/App/Pads/pad.yaml\nSources/App/top.yaml\nSources/App/Pads/kbc-config.yaml\n"
        try list.write(toFile: package + "/list", atomically: true, encoding: .utf8)
        let run = try Kbc.run(in: package, ["generate", "--inputs-from", "list", "--no-config", "-o", "out"])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.contains(Self.notApplied + ", none here [KBC0409]"), "\(run.standardError)")
        #expect(run.standardError.contains("note: move it into the target's folder, or make this folder a target of its own"))
        #expect(!FileManager.default.fileExists(atPath: package + "/out"))
        // Disabled in the configuration applied, like any configurable code.
        try "disable: [KBC0409, KBC0207]\n".write(toFile: package + "/ci.yaml", atomically: true, encoding: .utf8)
        let disabled = try Kbc.run(in: package, ["validate", "--inputs-from", "list", "--config", "ci.yaml"])
        #expect(disabled.status == 0, "\(disabled.standardError)")
    }
}
