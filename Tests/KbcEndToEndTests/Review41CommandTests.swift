import Foundation
import Testing

/// The first-day review's findings on what commands print (review 41: F8, F9, F10, F11), through the
/// built binary.
@Suite struct Review41CommandTests {
    static let examples = Kbc.repository.path + "/Tests/KeyboardCompilerTests/ImportFixtures/Examples"

    /// F8: a 300,000-character key is quoted cut with `…` in the message and the notes, as the excerpt is.
    @Test func aLongKeyMakesNoLongLines() throws {
        let long = String(repeating: "é", count: 300_000)
        let folder = try Kbc.temporaryFolder(texts: ["l.yaml": "keyboard: l\nrows:\n  - [\"1\", \"\(long)\"]\n"])
        let run = try Kbc.run(["validate", "--no-config", folder + "/l.yaml", "--color", "never"])
        #expect(run.standardError.contains("warning: key '\(String(repeating: "é", count: 120))…' inserts 300000 characters [KBC0211]"))
        let longest = run.standardError.split(separator: "\n").map(\.unicodeScalars.count).max() ?? 0
        #expect(longest < 1_100, "\(longest)")
    }

    /// F9: importing into the folder of the file imported is refused without quoting a line the file on
    /// disk does not have, and the advice names a folder, as `--output` takes one.
    @Test func anImportOverItsInputQuotesNoLineAndNamesAFolder() throws {
        let folder = try Kbc.temporaryFolder(texts: ["tiny-futo.yaml": try String(contentsOfFile: Self.examples + "/tiny-futo.yaml", encoding: .utf8)])
        let run = try Kbc.run(["import", "--no-config", folder + "/tiny-futo.yaml", "-o", folder, "--color", "never"])
        #expect(run.status == 1)
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let error = try #require(lines.firstIndex { $0.hasSuffix("[KBC0403]") }, "\(run.standardError)")
        #expect(lines[error + 1] == folder + "/tiny-futo.yaml:1:1: note: name another output folder")
        #expect(!run.standardError.contains("# Imported by kbc"))
    }

    /// F9: a folder that cannot be written (a file-size limit) is reported at the page, with no excerpt of
    /// the page that was never written.
    @Test func anUnwritablePageQuotesNoLine() throws {
        let output = try Kbc.temporaryFolder(texts: [:]) + "/out"
        let run = try Kbc.run(["sh", "-c", "ulimit -f 0; exec \"$0\" import --no-config \"$1\" -o \"$2\" --color never",
                               Kbc.executable.path, Self.examples + "/tiny-futo.yaml", output], shell: true)
        #expect(run.status == 1)
        #expect(run.standardError.contains("tiny-futo.yaml:1:1: error: cannot write the imported layout files (nothing was changed): File too large [KBC0404]\n"), "\(run.standardError)")
        #expect(!run.standardError.contains("# Imported by kbc"))
    }

    /// F10: `kbc test --format json` and `sarif` count the tests run, passed and failed in their summary;
    /// no test ran when validation found an error.
    @Test func machineFormatsCountTheTests() throws {
        let pad = "keyboard: pad\nrows:\n  - 1 2 3\ntests:\n  - {press: 1 2, expect: \"12\"}\n  - {press: 1 2, expect: \"13\"}\n"
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": pad, "broken/pad.yaml": pad.replacingOccurrences(of: "  - 1 2 3\n", with: "  - [1, 2, {action: switch, to: nowhere}]\n")])
        let json = try Kbc.run(["test", "--no-config", folder + "/pad.yaml", "--format", "json"])
        #expect(json.status == 1)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])["summary"] as? [String: Any]
        #expect(summary?["tests"] as? [String: Int] == ["run": 2, "passed": 1, "failed": 1, "notRun": 0])
        let sarif = try Kbc.run(["test", "--no-config", folder + "/pad.yaml", "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let properties = (log["runs"] as? [[String: Any]])?.first?["properties"] as? [String: Any]
        #expect(properties?["tests"] as? [String: Int] == ["run": 2, "passed": 1, "failed": 1, "notRun": 0])
        // A switch to no keyboard is an error of validation, which the tests wait for: none ran.
        let stopped = try Kbc.run(["test", "--no-config", folder + "/broken/pad.yaml", "--format", "json"])
        let stoppedSummary = try #require(try JSONSerialization.jsonObject(with: Data(stopped.standardOutput.utf8)) as? [String: Any])["summary"] as? [String: Any]
        #expect(stoppedSummary?["tests"] as? [String: Int] == ["run": 0, "passed": 0, "failed": 0, "notRun": 0], "\(stopped.standardOutput)")
        // Other commands have no test counts.
        let validated = try Kbc.run(["validate", "--no-config", folder + "/pad.yaml", "--format", "json"])
        let validatedSummary = try #require(try JSONSerialization.jsonObject(with: Data(validated.standardOutput.utf8)) as? [String: Any])["summary"] as? [String: Any]
        #expect(validatedSummary?["tests"] == nil)
    }

    /// Runs kbc with `arguments` in `folder`, through `/bin/sh` so that they may hold `$(printf …)`.
    private static func run(in folder: String, _ command: String) throws -> KbcRun {
        try Kbc.run(["sh", "-c", "cd \"$1\" && KBC=\"$0\" && " + command, Kbc.executable.path, folder], shell: true)
    }

    /// F11: `kbc explain --list` lines a team rule's columns up whatever the length of its id, and a rule's
    /// id is found in any case, as kbc's codes are.
    @Test func explainListsAlignedAndFindsRuleIDsInAnyCase() throws {
        let rule = { (id: String) in "  - id: \(id)\n    severity: error\n    message: pads shuffle\n    select: {keyboard: \"*pin*\"}\n    require: {shuffle: on-show}\n" }
        let folder = try Kbc.temporaryFolder(texts: ["kbc-config.yaml": "rules:\n" + rule("PWD001") + rule("BANKING0001")])
        let list = try Self.run(in: folder, "\"$KBC\" explain --list")
        #expect(list.status == 0, "\(list.standardError)")
        let lines = list.standardOutput.split(separator: "\n").map(String.init)
        let severityColumns = Set(lines.compactMap { line in line.range(of: "error  ").map { line.distance(from: line.startIndex, to: $0.lowerBound) } })
        #expect(severityColumns == [13], "\(lines.filter { !$0.hasPrefix("KBC") })")
        #expect(lines.contains { $0.hasPrefix("PWD001       error    PWD001") }, "\(lines.suffix(2))")
        let lower = try Self.run(in: folder, "\"$KBC\" explain pwd001")
        #expect(lower.status == 0, "\(lower.standardError)")
        #expect(lower.standardOutput.hasPrefix("PWD001: a team rule (error)"), "\(lower.standardOutput)")
    }

    /// F11: a path named to kbc that names nothing says why: a link that loops, a link that leads to no
    /// file, a name that is not UTF-8, as the search of a folder does; a dangling kbc-config.yaml too.
    @Test func aPathNamedDirectlySaysWhyItCannotBeRead() throws {
        let folder = try Kbc.temporaryFolder(texts: [:])
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop1.yaml", withDestinationPath: "loop2.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop2.yaml", withDestinationPath: "loop1.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/gone.yaml", withDestinationPath: "nowhere.yaml")
        let loop = try Self.run(in: folder, "\"$KBC\" validate --no-config loop1.yaml")
        #expect(loop.standardError.hasPrefix("loop1.yaml:1:1: error: too many levels of symbolic links [KBC0001]\n"), "\(loop.standardError)")
        let dangling = try Self.run(in: folder, "\"$KBC\" validate --no-config gone.yaml")
        #expect(dangling.standardError.hasPrefix("gone.yaml:1:1: error: no such file or folder: it is a symbolic link to 'nowhere.yaml', which does not exist [KBC0001]\n"), "\(dangling.standardError)")
        let name = try Self.run(in: folder, "\"$KBC\" validate --no-config \"$(printf 'caf\\351.yaml')\"")
        #expect(name.status == 1)
        #expect(name.standardError.contains("error: no such file or folder: its name is not valid UTF-8 (shown with U+FFFD for the bytes that are not); rename it [KBC0001]"), "\(name.standardError)")
        try FileManager.default.createDirectory(atPath: folder + "/pads", withIntermediateDirectories: true)
        try "keyboard: a\nrows:\n  - 1 2\n".write(toFile: folder + "/pads/a.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/pads/kbc-config.yaml", withDestinationPath: "../shared.yaml")
        let config = try Self.run(in: folder, "\"$KBC\" validate pads")
        #expect(config.standardError.contains("pads/kbc-config.yaml:1:1: error: cannot read file: it is a symbolic link to '../shared.yaml', which does not exist [KBC0001]"), "\(config.standardError)")
    }

    /// F11: a layout file below a folder whose path is longer than the system opens was skipped without a
    /// word, so `kbc validate .` passed what the build reads.
    @Test func aFolderPastPathMaxIsReported() throws {
        let folder = try Kbc.temporaryFolder(texts: ["ok.yaml": "keyboard: ok\nrows:\n  - 1 2\n"])
        let name = String(repeating: "d", count: 200)
        // Made folder by folder from the one above (`openat`): no call may be given the whole path.
        var descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        for _ in 0..<25 {
            #expect(mkdirat(descriptor, name, 0o755) == 0)
            let inner = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = inner
        }
        let file = openat(descriptor, "deep.yaml", O_WRONLY | O_CREAT, 0o644)
        let layout = Array("keyboard: deep\nrows:\n  - [1, {action: switch, to: nowhere}]\n".utf8)
        #expect(write(file, layout, layout.count) == layout.count)
        close(file)
        close(descriptor)
        let run = try Self.run(in: folder, "\"$KBC\" validate --no-config .")
        #expect(run.status == 1)
        #expect(run.standardError.contains("bytes, longer than the system opens (4096) [KBC0001]"), "\(run.standardError.suffix(300))")
        #expect(run.standardError.contains(":1:1: error: folder not searched: its path is "))
        _ = try Self.run(in: folder, "rm -rf \(name)")
    }

    /// F11: `kbc init --package-path` naming no folder is a usage mistake (exit 2), as a mistyped option is.
    @Test func initWithAMissingPackagePathIsAUsageMistake() throws {
        let run = try Kbc.run(["init", "--package-path", "/nonexistent-kbc-package", "--kbc-path", "../kbc"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("Error: --package-path: no such folder '/nonexistent-kbc-package'\n"), "\(run.standardError)")
        let file = try Kbc.temporaryFolder(texts: ["Package.swift": "// swift-tools-version: 6.1\n"]) + "/Package.swift"
        #expect(try Kbc.run(["init", "--package-path", file, "--kbc-path", "../kbc"]).status == 2)
    }

    /// F11: an override with neither `disable` nor `warn` changes nothing: a warning at the override.
    @Test func anOverrideThatChangesNothingIsReported() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "kbc-config.yaml": "overrides:\n  - keyboards: [s]\n",
            "s.yaml": "keyboard: s\nrows:\n  - 1 2 3\n",
        ])
        let run = try Self.run(in: folder, "\"$KBC\" validate .")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("kbc-config.yaml:2:5: warning: the override changes no severity: it has neither 'disable' nor 'warn' [KBC0807]"), "\(run.standardError)")
        #expect(run.standardOutput.contains("0 errors, 1 warning"))
    }

    /// F11: a test's `page` that names no keyboard is found by `kbc validate`, with the id meant, as a
    /// `switch` key's `to` is (KBC0203), rather than only failing when the tests run.
    @Test func aTestsUnknownPageIsAValidationError() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": "keyboard: pad\nrows:\n  - 1 2 3\ntests:\n  - {press: 1 2, expect: \"12\", page: pda}\n"])
        let run = try Kbc.run(["validate", "--no-config", folder + "/pad.yaml", "--color", "never"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("pad.yaml:5:38: error: no keyboard has the id 'pda' [KBC0203]"), "\(run.standardError)")
        #expect(run.standardError.contains("pad.yaml:5:38: note: did you mean 'pad'?"))
    }

    /// F11: a `diagnosticLimit` too large to count with was told it "must be a whole number", which it is.
    @Test func aTooLargeDiagnosticLimitIsCalledTooLarge() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "kbc-config.yaml": "diagnosticLimit: 99999999999999999999999\n", "s.yaml": "keyboard: s\nrows:\n  - 1 2 3\n",
        ])
        let run = try Self.run(in: folder, "\"$KBC\" validate .")
        #expect(run.status == 1)
        #expect(run.standardError.contains("kbc-config.yaml:1:18: error: 'diagnosticLimit' is too large: at most 999999999, or 0 for no limit [KBC0402]"), "\(run.standardError)")
        let word = try Self.run(in: folder, "printf 'diagnosticLimit: many\\n' > kbc-config.yaml && \"$KBC\" validate .")
        #expect(word.standardError.contains("error: 'diagnosticLimit' must be a whole number, 0 for no limit [KBC0402]"), "\(word.standardError)")
    }
}
