import Foundation
import Testing

/// Configuration files as they turn up in real checkouts (issue 31): linked, outside the package, empty, with
/// a byte-order mark, misnamed, broken. Each either applies as written or is reported where it is; none is
/// passed over without a word.
@Suite struct ConfigurationAttackTests {
    static let package: [String: String] = [
        "Package.swift": Kbc.manifest,
        "Sources/App/pad.yaml": ConfigurationCommandTests.repeated,
    ]

    static func makePackage(_ extra: [String: String] = [:]) throws -> String {
        try Kbc.temporaryFolder(texts: Self.package.merging(extra) { $1 })
    }

    /// A misnamed configuration (another letter case) is never applied, on any file system, and is reported
    /// where it is rather than read as a layout: a Mac, which ignores case, would otherwise apply it and CI not.
    @Test(arguments: ["KBC-Config.yaml", "kbc-config.YAML", "Kbc-config.yml"])
    func aMisnamedConfigurationIsReported(_ name: String) throws {
        let package = try Self.makePackage(["Sources/App/" + name: "warn: [KBC0207]\n"])
        defer { try? FileManager.default.removeItem(atPath: package) }
        let run = try Kbc.run(in: package, ["validate", "Sources/App"])
        #expect(run.status == 1)
        #expect(!run.standardError.contains("using the configuration"))
        #expect(run.standardError.contains("Sources/App/\(name):1:1: error: this configuration is not applied: kbc reads one named '\(name.lowercased())' exactly"), "\(run.standardError)")
        #expect(!run.standardError.contains("KBC0101"), "read as a layout: \(run.standardError)")
        #expect(run.standardError.contains("pad.yaml:2:11: error: another key already inserts 'q' [KBC0207]"))
    }

    /// A linked configuration applies as its target; a link that leads nowhere, or a folder with the name, is
    /// reported where it is instead of the run applying none without a word.
    @Test func linkedAndBrokenConfigurations() throws {
        let package = try Self.makePackage(["Shared/kbc-config.yaml": "warn: [KBC0207]\n"])
        defer { try? FileManager.default.removeItem(atPath: package) }
        let config = package + "/Sources/App/kbc-config.yaml"
        try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: "../../Shared/kbc-config.yaml")
        let linked = try Kbc.run(in: package, ["validate", "Sources/App"])
        #expect(linked.status == 0, "\(linked.standardError)")
        #expect(linked.standardError.hasPrefix("kbc: using the configuration Sources/App/kbc-config.yaml\n"))
        // A link below to the configuration applied is that configuration: not reported.
        try FileManager.default.createDirectory(atPath: package + "/Sources/App/Pads", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: package + "/Sources/App/Pads/kbc-config.yaml", withDestinationPath: "../kbc-config.yaml")
        #expect(try Kbc.run(in: package, ["validate", "Sources/App"]).status == 0)
        try FileManager.default.removeItem(atPath: package + "/Sources/App/Pads/kbc-config.yaml")
        try FileManager.default.removeItem(atPath: package + "/Shared/kbc-config.yaml")
        let dangling = try Kbc.run(in: package, ["validate", "Sources/App"])
        #expect(dangling.status == 1)
        #expect(dangling.standardError.contains("Sources/App/kbc-config.yaml:1:1: error: cannot read file: it is a symbolic link to '../../Shared/kbc-config.yaml', which does not exist [KBC0001]"), "\(dangling.standardError)")
        try FileManager.default.removeItem(atPath: config)
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        let folder = try Kbc.run(in: package, ["validate", "Sources/App"])
        #expect(folder.status == 1)
        #expect(folder.standardError.contains("Sources/App/kbc-config.yaml:1:1: error: not a regular file [KBC0001]"), "\(folder.standardError)")
    }

    /// An empty file, one of comments only, and one that starts with a byte-order mark are configurations
    /// like any other: the defaults, and the fields written.
    @Test(arguments: ["", "\n\n", "# nothing yet\n", "---\n", "\u{FEFF}warn: [KBC0207]\n", "\u{FEFF}"])
    func emptyAndMarkedConfigurations(_ text: String) throws {
        let package = try Self.makePackage(["Sources/App/kbc-config.yaml": text])
        defer { try? FileManager.default.removeItem(atPath: package) }
        let run = try Kbc.run(in: package, ["validate", "Sources/App"])
        #expect(run.standardError.hasPrefix("kbc: using the configuration Sources/App/kbc-config.yaml\n"))
        #expect(run.status == (text.contains("warn") ? 0 : 1), "\(run.standardError)")
        #expect(!run.standardError.contains("kbc-config.yaml:"), "\(run.standardError)")
    }

    /// A configuration outside the package, named with --config, applies; one it names a theme of that lives
    /// beside it, not among the layouts compiled, is a located error that says where themes are found.
    @Test func aConfigurationFromAnotherFolder() throws {
        let package = try Self.makePackage()
        let outside = try Kbc.temporaryFolder(texts: [
            "kbc-config.yaml": "warn: [KBC0207]\n", "themed/kbc-config.yaml": "theme: brand\nwarn: [KBC0207]\n",
            "themed/brand.yaml": "theme: brand\n",
        ])
        defer { for path in [package, outside] { try? FileManager.default.removeItem(atPath: path) } }
        let run = try Kbc.run(in: package, ["validate", "Sources/App", "--config", outside + "/kbc-config.yaml"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.hasPrefix("kbc: using the configuration \(outside)/kbc-config.yaml\n"))
        let themed = try Kbc.run(in: package, ["validate", "Sources/App", "--config", outside + "/themed/kbc-config.yaml"])
        #expect(themed.status == 1)
        #expect(themed.standardError.contains("\(outside)/themed/kbc-config.yaml:1:8: error: no theme has the id 'brand' [KBC0703]"), "\(themed.standardError)")
        #expect(themed.standardError.contains("is compiled with the layouts (one of the target's files, or among the paths named to kbc)"))
        // Named with the layouts, the theme is found.
        let named = try Kbc.run(in: package, ["validate", "Sources/App", outside + "/themed/brand.yaml", "--config", outside + "/themed/kbc-config.yaml"])
        #expect(named.status == 0, "\(named.standardError)")
    }

    /// `overrides:` patterns are relative to the configuration's folder, however the files and the
    /// configuration are spelled: a file named from a folder below it (the configuration found as
    /// `../kbc-config.yaml`), absolute inputs with a relative `--config` (what the plugin's paths are), a
    /// configuration named without a folder.
    @Test func overridesApplyHoweverThePathsAreSpelled() throws {
        let package = try Self.makePackage([
            "Sources/App/kbc-config.yaml": "overrides:\n  - files: Legacy/**\n    disable: [KBC0207]\n",
            "Sources/App/Legacy/old.yaml": ConfigurationCommandTests.repeated,
        ])
        try FileManager.default.removeItem(atPath: package + "/Sources/App/pad.yaml")
        defer { try? FileManager.default.removeItem(atPath: package) }
        let app = package + "/Sources/App"
        for (folder, arguments) in [
            (package, ["validate", "Sources/App"]),
            (app + "/Legacy", ["validate", "old.yaml"]),
            (app + "/Legacy", ["validate", "."]),
            (package, ["validate", app, "--config", "Sources/App/kbc-config.yaml"]),
            (app, ["validate", app + "/Legacy", "--config", "kbc-config.yaml"]),
        ] {
            let run = try Kbc.run(in: folder, arguments)
            #expect(run.status == 0, "\(arguments) in \(folder): \(run.standardError)")
            #expect(!run.standardError.contains("KBC0"), "\(arguments) in \(folder): \(run.standardError)")
        }
    }
}
