import Foundation
import Testing

/// What a fresh review of every command found: each case, run through the built binary.
@Suite struct CommandReviewTests {
    /// An empty path names nothing: a usage mistake naming where it was given, not an error located at an
    /// empty file name (`:1:1: error`), the current folder, or (for `init --package-path ''`) the root folder.
    @Test(arguments: [
        (["render", "Layouts/letters.yaml", "-o", ""], "--output"), (["render", ""], "<path>"),
        (["generate", "Layouts", "-o", ""], "--output"), (["validate", ""], "<path>"), (["test", "Layouts", ""], "<path>"),
        (["validate", "--inputs-from", ""], "--inputs-from"), (["flatten", "", "-o", "/tmp/never"], "<path>"),
        (["flatten", "Layouts", "-o", ""], "--output"), (["import", "Examples", "-o", ""], "--output"),
        (["playground", "Layouts", "-o", ""], "--output"), (["playground", "", "-o", "/tmp/never"], "<path>"),
        (["init", "--package-path", "", "--kbc-path", "../kbc"], "--package-path"), (["init", "--kbc-path", ""], "--kbc-path"),
    ])
    func anEmptyPathIsAUsageMistake(_ arguments: [String], _ option: String) throws {
        let run = try Kbc.run(arguments)
        #expect(run.status == 2, "\(arguments): \(run.standardError)")
        #expect(run.standardError.hasPrefix("Error: \(option): an empty path names no file or folder\n"), "\(arguments): \(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never"))
    }

    /// `render Layouts -o g.svg` wrote an HTML gallery into an .svg file, `render a.yaml -o a.html` SVG into an
    /// .html file: an extension that names another format than the one drawn is a usage mistake, nothing written.
    @Test(arguments: [
        (["render", "Layouts", "-o", "/tmp/never/g.svg"], "ends in .svg, but a folder is drawn as an HTML gallery; name a file that ends in .html"),
        (["render", "Layouts/decimal-pad.yaml", "-o", "/tmp/never/a.html"], "ends in .html, but a layout file is drawn as SVG unless --format says otherwise; name a file that ends in .svg, or give --format html"),
        (["render", "Layouts/decimal-pad.yaml", "--format", "text", "-o", "/tmp/never/a.HTM"], "ends in .HTM, but --format text draws terminal text; name a file that ends in .txt, or give --format html"),
    ])
    func anOutputNamedForAnotherFormatIsAUsageMistake(_ arguments: [String], _ message: String) throws {
        let run = try Kbc.run(arguments)
        #expect(run.status == 2, "\(arguments): \(run.standardError)")
        #expect(run.standardError.hasPrefix("Error: --output: '\(arguments.last!)' \(message)\n"), "\(arguments): \(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never"))
    }

    /// A usage mistake says once where help is (it also said "Run 'kbc --help' for usage.").
    @Test(arguments: [["validate", "--nope"], ["render"], ["generate", "Layouts"], ["explain"]])
    func aUsageMistakePointsToHelpOnce(_ arguments: [String]) throws {
        let run = try Kbc.run(arguments)
        #expect(run.status == 2, "\(arguments): \(run.standardError)")
        #expect(run.standardError.hasSuffix("  See 'kbc \(arguments[0]) --help' for more information.\n"), "\(arguments): \(run.standardError)")
        #expect(!run.standardError.contains("Run 'kbc --help'"), "\(arguments): \(run.standardError)")
    }

    /// A misspelt subcommand is named as one, with the nearest (ArgumentParser said "2 unexpected arguments").
    @Test(arguments: [(["valdiate", "."], "Error: Unknown subcommand 'valdiate'. Did you mean 'validate'?\n"),
                      (["genrate", "Layouts", "-o", "/tmp/never"], "Error: Unknown subcommand 'genrate'. Did you mean 'generate'?\n"),
                      (["Layouts"], "Error: Unknown subcommand 'Layouts'.\n")])
    func aMisspeltSubcommandSuggestsTheNearest(_ arguments: [String], _ expected: String) throws {
        let run = try Kbc.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardError == expected + "Usage: kbc <subcommand>\n  See 'kbc --help' for more information.\n", "\(run.standardError)")
    }

    /// `--diagnostic-limit -1` is refused as a number below 0, not as a missing value (a value that starts
    /// with '-' was taken for an option); in `render`, whose options are parsed again, named as render's.
    @Test(arguments: [["validate", "Layouts"], ["render", "Layouts/letters.yaml"], ["flatten", "Layouts", "-o", "/tmp/never"]])
    func aNegativeDiagnosticLimitIsRefusedAsSuch(_ arguments: [String]) throws {
        let run = try Kbc.run(arguments + ["--diagnostic-limit", "-1"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("Error: --diagnostic-limit must be 0 (no limit) or more\n"), "\(arguments): \(run.standardError)")
        #expect(!run.standardError.contains("diagnostic_arguments"))
        #expect(run.standardError.contains("'kbc \(arguments[0]) --help'"))
    }

    /// `render --width -5` (and `--scale -1`, `--seed -1`) said "Missing value for '--width <points>'": a
    /// value that starts with '-' was taken for an option. It is refused for what it is.
    @Test(arguments: [
        (["render", "Layouts/decimal-pad.yaml", "--width", "-5"], "Error: --width must be between 100 and 4096 points\n"),
        (["render", "Layouts/decimal-pad.yaml", "--scale", "-1"], "Error: --scale must be between 0 and 8 pixels per point\n"),
        (["render", "Layouts/decimal-pad.yaml", "--shuffle", "--seed", "-1"], "Error: The value '-1' is invalid for '--seed <n>'\n"),
        (["playground", "Layouts", "-o", "/tmp/never", "--seed", "-1"], "Error: The value '-1' is invalid for '--seed <n>'\n"),
    ])
    func aNegativeNumberIsRefusedAsSuch(_ arguments: [String], _ message: String) throws {
        let run = try Kbc.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix(message), "\(arguments): \(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never"))
    }

    /// `kbc init --kbc-branch dev` without `--kbc-url` dropped the branch without a word and printed a
    /// path dependency: the lines to add named no branch at all.
    @Test func initBranchNeedsAURL() throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift": "// swift-tools-version: 6.1\nimport PackageDescription\n"])
        for extra in [[], ["--kbc-path", "../kbc"]] {
            let run = try Kbc.run(["init", "--package-path", app, "--kbc-branch", "dev"] + extra)
            #expect(run.status == 2)
            #expect(run.standardError.hasPrefix("Error: --kbc-branch is the branch of --kbc-url; give --kbc-url too\n"), "\(run.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: app) == ["Package.swift"])
        let url = try Kbc.run(["init", "--package-path", app, "--kbc-url", "https://git.example.com/kbc.git", "--kbc-branch", "dev"])
        #expect(url.status == 0, "\(url.standardError)")
        #expect(url.standardOutput.contains(".package(url: \"https://git.example.com/kbc.git\", branch: \"dev\")"), "\(url.standardOutput)")
    }

    /// `render -o out/` names a folder: it wrote a file named `out` and said "Rendered pad to out/.".
    @Test func renderToAFolderNameIsAUsageMistake() throws {
        let folder = try Kbc.temporaryFolder(texts: [:])
        let run = try Kbc.run(["render", "Layouts/decimal-pad.yaml", "-o", folder + "/out/"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("Error: --output: '\(folder)/out/' names a folder (it ends in '/'); name the file to write"), "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// `kbc explain KBC0101 --list` printed the list and dropped the code without a word.
    @Test(arguments: [["explain", "KBC0101", "--list"], ["explain", "--list", "--properties"], ["explain", "KBC0101", "--properties"]])
    func explainAsksForOneThing(_ arguments: [String]) throws {
        let run = try Kbc.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("Error: give one of a code to explain, --list and --properties\n"), "\(run.standardError)")
    }

    /// `kbc import pin.xml ./pin.xml` (or a file and its folder) read the file twice: its pages clashed
    /// with themselves (KBC0612, "the other page" pointing at the same place) and the exit status was 1.
    @Test func importReadsAFileNamedTwiceOnce() throws {
        let folder = try Kbc.temporaryFolder(texts: ["Keyboards/pin.xml": try String(contentsOfFile: ImportCommandTests.examples + "/pin.xml", encoding: .utf8)])
        let run = try Kbc.run(["import", folder + "/Keyboards/pin.xml", folder + "/Keyboards/./pin.xml", folder + "/Keyboards", "-o", folder + "/Imported"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("KBC0612"), "\(run.standardError)")
        #expect(run.standardOutput.contains("Imported 2 keyboards in 1 file: 0 errors"), "\(run.standardOutput)")
    }

    /// A folder to import that also holds an earlier import's output (kbc layout files) failed with
    /// KBC0600 for each of them, exit 1: in a folder they are skipped (KBC0613), as other files are.
    @Test func importSkipsKbcLayoutsFoundInAFolder() throws {
        let folder = try Kbc.temporaryFolder(texts: ["Keyboards/pin.xml": try String(contentsOfFile: ImportCommandTests.examples + "/pin.xml", encoding: .utf8)])
        #expect(try Kbc.run(["import", folder + "/Keyboards", "-o", folder + "/Keyboards/Imported"]).status == 0)
        let again = try Kbc.run(["import", folder + "/Keyboards", "-o", folder + "/Imported"])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardError.contains("Keyboards/Imported/pin.yaml:1:1: warning: 'pin.yaml' is a kbc layout already ('keyboard:'); there is nothing to import; skipped [KBC0613]"), "\(again.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder + "/Imported/pin.yaml"))
    }

    /// A CLDR file with a byte that is not UTF-8 in a key's output was imported with U+FFFD in its place,
    /// exit 0: the key typed a character the author never wrote. It is KBC0003 where the byte is, as in
    /// every YAML file, and nothing is written.
    @Test func importRefusesXMLThatIsNotUTF8() throws {
        let pin = try String(contentsOfFile: ImportCommandTests.examples + "/pin.xml", encoding: .utf8)
        var bytes = Array(pin.utf8)
        let output = Array("output=\"e\"".utf8)
        let start = try #require((0...(bytes.count - output.count)).first { Array(bytes[$0..<$0 + output.count]) == output })
        bytes.insert(0xFF, at: start + output.count - 1)
        let folder = try Kbc.temporaryFolder(["pin.xml": bytes])
        let run = try Kbc.run(["import", folder + "/pin.xml", "-o", folder + "/Imported"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("pin.xml:9:30: error: invalid UTF-8 byte sequence [KBC0003]"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Imported"))
    }

    /// `kbc flatten A B -o out` with `A/pad.yaml` and `B/Pad.yaml` wrote both, exit 0: on macOS's default
    /// file system, which ignores case, they are one file, and one keyboard was lost. It is KBC0401, as
    /// `generate` reports for `pad.swift` and `Pad.swift`, and nothing is written.
    @Test func flattenRefusesNamesThatDifferOnlyInCase() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "A/pad.yaml": "keyboard: pad\nrows:\n  - 1 2\n", "B/Pad.yaml": "keyboard: pad-two\nrows:\n  - 1 3\n",
        ])
        let run = try Kbc.run(["flatten", folder + "/A", folder + "/B", "-o", folder + "/Flat"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("B/Pad.yaml:1:1: error: this file would be flattened to 'Pad.yaml', and another file to 'pad.yaml': one file on a file system that ignores case, as macOS's does by default [KBC0401]"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Flat"))
    }

    /// A run whose output folder another process had locked waited without a word, for as long as that
    /// process held the lock: in CI, behind a stuck run, it looked hung. It says once that it waits.
    @Test func aRunWaitingForTheLockSaysSo() throws {
        let folder = try Kbc.temporaryFolder(texts: ["out/.keep": ""])
        let script = "flock \"$1/out/.kbc.lock\" sleep 2 & sleep 0.5; exec \"$2\" generate Layouts/decimal-pad.yaml -o \"$1/out\""
        let run = try Kbc.run(["sh", "-c", script, "sh", folder, Kbc.executable.path], shell: true)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("kbc: waiting for another kbc run writing into \(folder)/out to finish (it holds \(folder)/out/.kbc.lock)\n"), "\(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder + "/out/decimal-pad.swift"))
    }

    /// The keyboards `pad` and `make-pad` validated, but the Swift generated for them did not compile:
    /// `make-pad`'s property `makePad` was a second `makePad` beside the function that builds `pad` (and
    /// so for the themes `bank` and `make-bank`).
    /// The generated files type-check against the KeyboardRuntime this kbc was built with.
    @Test func generatedNamesNeverClashWithBuilders() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "Pads/pad.yaml": "keyboard: pad\ntheme: bank\nrows:\n  - 1 2\n", "Pads/make-pad.yaml": "keyboard: make-pad\ntheme: make-bank\nrows:\n  - 1 3\n",
            "Pads/bank.yaml": "theme: bank\n", "Pads/make-bank.yaml": "theme: make-bank\n",
        ])
        let generated = try Kbc.run(["generate", folder + "/Pads", "-o", folder + "/Generated"])
        #expect(generated.status == 0, "\(generated.standardError)")
        let modules = Kbc.executable.deletingLastPathComponent().path + "/Modules"
        let typeChecked = try Kbc.run(["sh", "-c", "exec swiftc -typecheck -I \"$1\" \"$2\"/*.swift", "sh", modules, folder + "/Generated"], shell: true)
        #expect(typeChecked.status == 0, "\(typeChecked.standardError)")
    }

    /// A CLDR file 36 folders deep in a folder to import was dropped without a word, exit 0, where `kbc
    /// validate` reports a layout file too deep to read (KBC0407): it is reported the same way.
    @Test func importNamesFilesTooDeepToRead() throws {
        let deep = Array(repeating: "d", count: 35).joined(separator: "/")
        let pin = try String(contentsOfFile: ImportCommandTests.examples + "/pin.xml", encoding: .utf8)
        let folder = try Kbc.temporaryFolder(texts: ["Keyboards/\(deep)/pin.xml": pin, "Keyboards/tiny-futo.yaml": try String(contentsOfFile: ImportCommandTests.examples + "/tiny-futo.yaml", encoding: .utf8)])
        let run = try Kbc.run(["import", folder + "/Keyboards", "-o", folder + "/Imported"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("Keyboards/\(deep)/pin.xml:1:1: error: layout file not read: it is 36 folders deep in '\(folder)/Keyboards', and kbc searches folders only 32 levels deep [KBC0407]"), "\(run.standardError)")
    }

    /// `kbc flatten Sources/X --no-config -o Flat` in a package whose root holds a kbc-config.yaml (a theme)
    /// wrote no configuration, so the flattened folder took the root's and generated other Swift than the
    /// originals, though flatten promises it builds the same. An empty configuration of its own keeps it so.
    @Test func flattenWithoutConfigurationIsNotTakenOverByOneAbove() throws {
        let package = try Kbc.temporaryFolder(texts: [
            "Package.swift": "// swift-tools-version: 6.1\nimport PackageDescription\n", "kbc-config.yaml": "theme: high-contrast\n",
            "Sources/X/pad.yaml": "keyboard: pad\nrows:\n  - 1 2 3\n",
        ])
        let flattened = try Kbc.run(["flatten", package + "/Sources/X", "--no-config", "-o", package + "/Flat"])
        #expect(flattened.status == 0, "\(flattened.standardError)")
        let original = try Kbc.run(["generate", package + "/Sources/X", "--no-config", "-o", package + "/.gen/original"])
        let fromFlat = try Kbc.run(["generate", package + "/Flat", "-o", package + "/.gen/flat"])
        #expect(original.status == 0 && fromFlat.status == 0, "\(original.standardError)\(fromFlat.standardError)")
        #expect(try String(contentsOfFile: package + "/.gen/flat/pad.swift", encoding: .utf8)
            == String(contentsOfFile: package + "/.gen/original/pad.swift", encoding: .utf8))
        // Again: the folder is as the first run left it.
        let again = try Kbc.run(["flatten", package + "/Sources/X", "--no-config", "-o", package + "/Flat"])
        #expect(again.standardOutput.contains("Wrote 0 of 2 layout files"), "\(again.standardOutput)")
    }

    /// `kbc import kbc-config.xml -o Imported` wrote the page as `Imported/kbc-config.yaml`, exit 0: the
    /// folder then read it as its configuration and failed. The page is named `kbc-config-keyboard`.
    @Test(arguments: ["kbc-config.xml", "KBC-Config.xml"])
    func importNeverWritesAConfigurationName(_ name: String) throws {
        let folder = try Kbc.temporaryFolder(texts: [name: try String(contentsOfFile: ImportCommandTests.examples + "/pin.xml", encoding: .utf8)])
        let run = try Kbc.run(["import", folder + "/" + name, "-o", folder + "/Imported"])
        #expect(run.status == 0, "\(run.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder + "/Imported").sorted()
        #expect(written.allSatisfy { $0.lowercased().hasPrefix("kbc-config-keyboard") }, "\(written)")
        let validated = try Kbc.run(["validate", folder + "/Imported"])
        #expect(validated.status == 0, "\(validated.standardError)")
    }

    /// A layout whose file name is not UTF-8 (`a\xffb.yaml`) was reported as "cannot read file", and the
    /// summary counted no file: the reason is its name.
    @Test func aFileNameThatIsNotUTF8IsReportedAsSuch() throws {
        let folder = try Kbc.temporaryFolder(texts: [:])
        let pad = try Data(contentsOf: Kbc.repository.appendingPathComponent("Layouts/decimal-pad.yaml"))
        let name: [UInt8] = Array("a".utf8) + [0xFF] + Array("b.yaml".utf8)
        // Made through the C library: Foundation's paths are Strings, which cannot hold the byte 0xFF.
        let path = (Array(folder.utf8) + Array("/".utf8) + name + [0]).map { CChar(bitPattern: $0) }
        let file = try #require(fopen(path, "w"))
        #expect(fwrite([UInt8](pad), 1, pad.count, file) == pad.count)
        fclose(file)
        let run = try Kbc.run(["validate", folder])
        #expect(run.status == 1)
        #expect(run.standardError.contains("b.yaml:1:1: error: cannot read file: its name is not valid UTF-8"), "\(run.standardError)")
        #expect(run.standardOutput.contains(" in 1 file: 1 error"), "\(run.standardOutput)")
    }

    /// A layout file over the size cap (KBC0002), in a folder or named, was summarised as "in 0 files".
    @Test(arguments: ["", "/big.yaml"])
    func anOversizedFileIsCountedAmongTheFiles(_ path: String) throws {
        let folder = try Kbc.temporaryFolder(texts: ["big.yaml": String(repeating: "#", count: 2 << 20)])
        let run = try Kbc.run(["validate", folder + path])
        #expect(run.status == 1)
        #expect(run.standardError.contains("[KBC0002]"), "\(run.standardError)")
        #expect(run.standardOutput == "Validated 0 keyboards in 1 file: 1 error, 0 warnings.\n", "\(run.standardOutput)")
    }

    /// An empty `.xml` file to import was "no keyboard here: the file holds no YAML document [KBC0014]".
    @Test func anEmptyXMLFileToImportIsSaidToBeEmptyXML() throws {
        let folder = try Kbc.temporaryFolder(texts: ["empty.xml": "", "Folder/empty.xml": "\n"])
        let named = try Kbc.run(["import", folder + "/empty.xml", "-o", folder + "/Imported"])
        #expect(named.status == 1)
        #expect(named.standardError.hasPrefix(folder + "/empty.xml:1:1: error: 'empty.xml' is an empty XML file, not a CLDR keyboard (<keyboard3> or <keyboard>) [KBC0600]\n"), "\(named.standardError)")
        let inFolder = try Kbc.run(["import", folder + "/Folder", "-o", folder + "/Imported"])
        #expect(inFolder.standardError.contains("'empty.xml' is an empty XML file, not a CLDR keyboard (<keyboard3> or <keyboard>); skipped [KBC0613]"), "\(inFolder.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Imported"))
    }

    /// A theme and a layout whose file names differ only in case got "as another file does", not the
    /// case-specific message two layouts get.
    @Test func aThemeAndALayoutNamedButForCaseAreSaidToBe() throws {
        let theme = try Kbc.repositoryText("Examples/Layouts/bank/bank-blue.yaml")
        let pad = try Kbc.repositoryText("Layouts/decimal-pad.yaml")
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": pad, "Pad.yaml": theme])
        let run = try Kbc.run(["generate", folder, "-o", folder + "/.generated"])
        #expect(run.status == 1)
        #expect(run.standardError.contains(
            "Pad.yaml:1:1: error: this file would generate 'Pad.swift', and another file 'pad.swift': one file on a file system that ignores case, as macOS's does by default [KBC"),
            "\(run.standardError)")
    }

    /// `kbc init` in a folder whose `Package.swift` is a folder wrote the target and printed lines to add
    /// to a manifest that is not there.
    @Test func initRefusesAPackageSwiftFolder() throws {
        let app = try Kbc.temporaryFolder(texts: ["Package.swift/x": ""])
        let run = try Kbc.run(["init", "--package-path", app, "--kbc-path", "../kbc"])
        #expect(run.status == 1)
        #expect(run.standardError == "kbc: error: '\(app)': Package.swift here is a folder, not a package manifest; run kbc init in your app package's folder or pass --package-path\n", "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: app) == ["Package.swift"])
    }

    /// A team rule's id was taken by `overrides:` only: `disable: [BANK001]` at the top of kbc-config.yaml
    /// was "not a diagnostic code", and `--warn BANK001` an "unknown diagnostic code". All take it, and a
    /// misspelled one gets the closest id.
    @Test func teamRuleIDsAreTakenWhereverCodesAre() throws {
        let pad = try Kbc.repositoryText("Layouts/decimal-pad.yaml")
        let rules = CodeNameCheckTests.rules
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": pad, "kbc-config.yaml": rules])
        let plain = try Kbc.run(["validate", folder])
        #expect(plain.status == 1 && plain.standardError.contains("[BANK001]"), "\(plain.standardError)")
        let warned = try Kbc.run(["validate", folder, "--warn", "BANK001"])
        #expect(warned.status == 0 && warned.standardError.contains("warning: pads never shuffle [BANK001]"), "\(warned.standardError)")
        let disabled = try Kbc.run(["validate", folder, "--disable", "BANK001"])
        #expect(disabled.status == 0 && !disabled.standardError.contains("BANK001"), "\(disabled.standardError)")
        let misspelled = try Kbc.run(["validate", folder, "--disable", "BANK01"])
        #expect(misspelled.status == 2)
        #expect(misspelled.standardError.hasPrefix(
            "Error: --disable: 'BANK01' is neither a diagnostic code nor the id of a rule of \(folder)/kbc-config.yaml; did you mean 'BANK001'?"),
            "\(misspelled.standardError)")
        try (rules + "disable: [BANK001]\n").write(toFile: folder + "/kbc-config.yaml", atomically: true, encoding: .utf8)
        let configured = try Kbc.run(["validate", folder])
        #expect(configured.status == 0 && !configured.standardError.contains("BANK001"), "\(configured.standardError)")
        try (rules + "warn: [BANK01]\n").write(toFile: folder + "/kbc-config.yaml", atomically: true, encoding: .utf8)
        let typo = try Kbc.run(["validate", folder])
        #expect(typo.standardError.contains("kbc-config.yaml:7:8: error: 'BANK01' is neither a diagnostic code nor the id of a rule of \(folder)/kbc-config.yaml [KBC0402]"), "\(typo.standardError)")
        #expect(typo.standardError.contains("note: did you mean 'BANK001'?"), "\(typo.standardError)")
        // Without rules, a name that is no code is refused as before.
        let none = try Kbc.run(["validate", "Layouts", "--warn", "BANK001"])
        #expect(none.status == 2 && none.standardError.hasPrefix("Error: --warn: 'BANK001' is not a diagnostic code; 'kbc explain --list' lists them\n"), "\(none.standardError)")
    }
}
