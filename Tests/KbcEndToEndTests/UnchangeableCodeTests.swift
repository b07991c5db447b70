import Foundation
import Testing

/// Errors whose layouts, switched off or made warnings, would build into code that fails to build or to
/// run (`KeyboardSession(layouts:)` threw `missingPage` for KBC0203), or into something other than the
/// file says (a `length` dropped, alternates that can never be typed, a theme left out), cannot be changed:
/// not with `--disable`/`--warn`, nor with `disable:`, `warn:` or `overrides:` in `kbc-config.yaml`.
@Suite struct UnchangeableCodeTests {
    static let fixtures = [
        ("KBC0118", "KBC0118-invalid-length.yaml"), ("KBC0119", "KBC0119-contradictory-length.yaml"),
        ("KBC0203", "KBC0203-unknown-target.yaml"), ("KBC0224", "KBC0224-too-many-alternates.yaml"),
        ("KBC0252", "KBC0252-length-without-characters.yaml"), ("KBC0266", "KBC0266-alternates-on-flick-key.yaml"),
        ("KBC0701", "KBC0701-invalid-color.yaml"), ("KBC0702", "KBC0702-unknown-palette-color.yaml"),
    ]

    static func folder(holding fixture: String, configuration: String? = nil) throws -> String {
        let text = try Kbc.repositoryText("Tests/KeyboardCompilerTests/Fixtures/Codes/" + fixture)
        var texts = ["Keys/layout.yaml": text]
        if let configuration { texts["Keys/kbc-config.yaml"] = configuration }
        return try Kbc.temporaryFolder(texts: texts)
    }

    @Test(arguments: fixtures, ["--disable", "--warn"])
    func theCommandLineCannotSwitchItOff(_ fixture: (code: String, file: String), option: String) throws {
        let folder = try Self.folder(holding: fixture.file)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["generate", folder + "/Keys", "-o", folder + "/Generated", option, fixture.code])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains("\(option): \(fixture.code) ("), "\(run.standardError)")
        #expect(run.standardError.contains(") cannot be disabled or downgraded\n"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Generated"))
    }

    @Test(arguments: fixtures, ["disable: [CODE]", "warn: [CODE]", "overrides: [{files: '**', disable: [CODE]}]"])
    func theConfigurationCannotSwitchItOff(_ fixture: (code: String, file: String), entry: String) throws {
        let configuration = entry.replacingOccurrences(of: "CODE", with: fixture.code) + "\n"
        let folder = try Self.folder(holding: fixture.file, configuration: configuration)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["generate", folder + "/Keys", "-o", folder + "/Generated"])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.contains("kbc-config.yaml:1:"), "\(run.standardError)")
        #expect(run.standardError.contains("error: \(fixture.code) ("), "\(run.standardError)")
        #expect(run.standardError.contains("[\(fixture.code)]"), "the layout's own error is reported: \(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Generated"))
    }

    /// The review's case: a switch to a page no file declares, built with KBC0203 switched off, made
    /// `KeyboardSession(layouts:)` throw `missingPage` in the app.
    @Test func aSwitchToAMissingPageIsNeverBuilt() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "Keys/q.yaml": "keyboard: q\nrows:\n  - [{action: switch, to: pp, label: x}, \"0\", {action: delete}]\n",
            "Keys/kbc-config.yaml": "disable: [KBC0203]\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["generate", folder + "/Keys", "-o", folder + "/Generated"])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.contains("Keys/kbc-config.yaml:1:11: error: KBC0203 (unknown-target) cannot be disabled or downgraded [KBC0402]"), "\(run.standardError)")
        #expect(run.standardError.contains("Keys/q.yaml:3:27: error: no keyboard has the id 'pp' [KBC0203]"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Generated"))
    }
}
