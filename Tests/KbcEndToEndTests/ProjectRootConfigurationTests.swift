import Foundation
import Testing

/// Outside a package, the configuration search stops at an Xcode project's folder or a repository's root, as
/// at a package's: a file or sub-folder named below the configuration gets it, as the Xcode build applies
/// the configuration nearest the top of its target's files. Review 41 (F5): a team rule passed unenforced,
/// exit 0, for `kbc validate MyApp/Keyboards/Pads/login-pin.yaml`.
@Suite struct ProjectRootConfigurationTests {
    /// BANK001: PIN pads shuffle (an error).
    static let rule = ConfigurationOptionTests.rule

    @Test(arguments: ["MyApp.xcodeproj/project.pbxproj", "MyApp.xcworkspace/contents.xcworkspacedata", ".git/HEAD"])
    func aProjectsConfigurationAppliesBelowIt(_ marker: String) throws {
        let project = try Kbc.temporaryFolder(texts: [
            marker: "",
            "MyApp/Keyboards/kbc-config.yaml": Self.rule,
            "MyApp/Keyboards/Pads/login-pin.yaml": "keyboard: login-pin\nshuffle: never\nrows:\n  - 1 2 3\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: project) }
        for input in ["MyApp/Keyboards", "MyApp/Keyboards/Pads", "MyApp/Keyboards/Pads/login-pin.yaml"] {
            let run = try Kbc.run(in: project, ["validate", input])
            #expect(run.status == 1, "\(marker) \(input): \(run.standardOutput)")
            #expect(run.standardError.contains("error: PIN pads shuffle [BANK001]"), "\(marker) \(input): \(run.standardError)")
        }
        let relative = try Kbc.run(in: project + "/MyApp/Keyboards/Pads", ["generate", "login-pin.yaml", "-o", "out"])
        #expect(relative.status == 1)
        #expect(relative.standardError.hasPrefix("kbc: using the configuration ../kbc-config.yaml\n"), "\(relative.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project + "/MyApp/Keyboards/Pads/out"))
    }

    /// The search stops at the project's folder: a configuration above it is not the project's.
    @Test func aConfigurationAboveTheProjectDoesNotApply() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "kbc-config.yaml": Self.rule,
            "App/.git/HEAD": "",
            "App/Pads/login-pin.yaml": "keyboard: login-pin\nshuffle: never\nrows:\n  - 1 2 3\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, ["validate", "App/Pads"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("using the configuration"))
    }
}
