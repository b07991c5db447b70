import Foundation
import Testing

/// `kbc validate` (and so `swift package validate-keyboards`) fails exactly where `kbc generate` (and so the
/// build plugin) does: the generated files' name clashes and the layouts' failing tests are found without
/// writing anything (review 42, G10: both passed validate and failed the build).
@Suite struct ValidateAgreesWithBuildTests {
    /// The generated-file name clashes of the review: two layout files that differ in case, a theme and a
    /// layout of one name in two folders, and a layout named as the list of the target's pages.
    static let clashes = [
        "A/Pin.yaml": "keyboard: p1\nrows:\n  - 1 2\n",
        "B/pin.yaml": "keyboard: p2\nrows:\n  - 1 2\n",
        "A/brand.yaml": "theme: brand\n",
        "B/brand.yaml": "keyboard: brand\ntheme: brand\nrows:\n  - 1 2\n",
        "C/KeyboardLayouts.yaml": "keyboard: list\nrows:\n  - 1 2\n",
    ]

    /// The KBC0401 errors, each located, as text: the same from `validate`, `test` and `generate`.
    static func clashLines(_ standardError: String) -> [String] {
        standardError.split(separator: "\n").filter { $0.contains("KBC0401") }.map(String.init).sorted()
    }

    @Test func validateAndTestReportTheNameClashesGenerateReports() throws {
        let folder = try Kbc.temporaryFolder(texts: Self.clashes)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let generated = try Kbc.run(in: folder, ["generate", "--no-config", ".", "-o", "out"])
        #expect(generated.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        let expected = Self.clashLines(generated.standardError)
        #expect(expected == [
            "A/brand.yaml:1:1: error: this file would generate 'brand.swift', as another file does [KBC0401]",
            "B/pin.yaml:1:1: error: this file would generate 'pin.swift', and another layout file 'Pin.swift': one file on a file system that ignores case, as macOS's does by default [KBC0401]",
            "C/KeyboardLayouts.yaml:1:1: error: this file would generate 'KeyboardLayouts.swift', the name of the file that lists the target's pages (`KeyboardLayouts.all`): rename the layout file [KBC0401]",
        ].sorted(), "\(generated.standardError)")
        for command in ["validate", "test"] {
            let run = try Kbc.run(in: folder, [command, "--no-config", "."])
            #expect(run.status == 1, "\(command): \(run.standardOutput)")
            #expect(Self.clashLines(run.standardError) == expected, "\(command): \(run.standardError)")
            #expect(run.standardOutput.contains("3 errors, 0 warnings"), "\(command): \(run.standardOutput)")
        }
    }

    /// Names beyond ASCII are planned in full (validation's quick check folds ASCII letters only).
    @Test func nonASCIINamesThatDifferInCaseClash() throws {
        let folder = try Kbc.temporaryFolder(texts: ["D/É.yaml": "keyboard: e1\nrows:\n  - 1 2\n", "E/é.yaml": "keyboard: e2\nrows:\n  - 1 2\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, ["validate", "--no-config", "."])
        #expect(run.status == 1)
        #expect(Self.clashLines(run.standardError).count == 1, "\(run.standardError)")
    }

    @Test func validateRunsTheLayoutsTests() throws {
        let folder = try Kbc.temporaryFolder(texts: ["t.yaml": "keyboard: t\nrows:\n  - a b\ntests:\n  - press: a b\n    expect: ba\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failure = "t.yaml:6:13: error: test 1 typed \"ab\", expected \"ba\" [KBC0501]"
        for command in ["validate", "generate"] {
            let run = try Kbc.run(in: folder, [command, "--no-config", "t.yaml"] + (command == "generate" ? ["-o", "out"] : []))
            #expect(run.status == 1, "\(command)")
            #expect(run.standardError.hasPrefix(failure), "\(command): \(run.standardError)")
        }
        try Data("keyboard: t\nrows:\n  - a b\ntests:\n  - press: a b\n    expect: ab\n".utf8).write(to: URL(fileURLWithPath: folder + "/t.yaml"))
        let passing = try Kbc.run(in: folder, ["validate", "--no-config", "t.yaml"])
        #expect(passing.status == 0, "\(passing.standardError)")
        #expect(passing.standardOutput == "Validated 1 keyboard in 1 file: 0 errors, 0 warnings.\n")
    }

    @Test func theHelpSaysSo() throws {
        let help = try Kbc.run(["validate", "--help"]).standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("when there is no error, the layouts' `tests` run"), "\(help)")
        #expect(help.contains("are errors (KBC0401) here as in the build"), "\(help)")
    }
}
