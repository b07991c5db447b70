import Foundation
import Testing

/// `kbc import` through the built binary: pages that validate, a located report, exit codes, atomic
/// writes that replace only what kbc import wrote.
@Suite struct ImportCommandTests {
    static let examples = Kbc.repository.path + "/Tests/KeyboardCompilerTests/ImportFixtures/Examples"
    static let codes = Kbc.repository.path + "/Tests/KeyboardCompilerTests/ImportFixtures/Codes"

    @Test func importedPagesValidateAndReportWhatIsLost() throws {
        let output = try Kbc.temporaryFolder(texts: [:]) + "/Imported"
        let run = try Kbc.run(["import", Self.examples + "/pin.xml", Self.examples + "/kana.xml", Self.examples + "/tiny-futo.yaml", "-o", output])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Imported 5 keyboards in 3 files: 0 errors"))
        #expect(run.standardOutput.contains("Wrote 5 of 5 layout files to \(output) (0 unchanged)."))
        #expect(run.standardError.contains("kana.xml:16:13: warning: the flick 'se' of 'a' has no kbc direction (up, down, left, right); not carried over [KBC0603]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted()
            == ["kana.yaml", "pin-symbols.yaml", "pin.yaml", "tiny-futo-alt1.yaml", "tiny-futo.yaml"])
        // The output is what `kbc validate` accepts, with the switch keys between the pages.
        let validated = try Kbc.run(["validate", output])
        #expect(validated.status == 0, "\(validated.standardError)")
        let pin = try String(contentsOfFile: output + "/pin.yaml", encoding: .utf8)
        #expect(pin.hasPrefix("# Imported by kbc from \"pin.xml\""))
        #expect(pin.contains("  - [{action: switch, to: pin-symbols, label: symbols, width: 2}, 0, {key: e, alternates: é}]\n"))
        // Again: nothing changes.
        let again = try Kbc.run(["import", Self.examples + "/pin.xml", "-o", output])
        #expect(again.standardOutput.contains("Wrote 0 of 2 layout files to \(output) (2 unchanged)."))
    }

    /// The pages are validated with the output folder's configuration, its team rules included, as that
    /// folder's build will validate them.
    @Test func importedPagesMeetTheOutputFoldersTeamRules() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "Imported/kbc-config.yaml": "rules:\n  - {id: BANK009, severity: warning, message: pads shuffle, select: {keyboard: pin}, require: {shuffle: on-show}}\n",
        ])
        let output = folder + "/Imported"
        let run = try Kbc.run(["import", Self.examples + "/pin.xml", "-o", output])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("kbc: using the configuration \(output)/kbc-config.yaml"))
        #expect(run.standardError.contains("\(output)/pin.yaml:"), "\(run.standardError)")
        #expect(run.standardError.contains("warning: pads shuffle [BANK009]"), "\(run.standardError)")
    }

    /// Into a target made by `kbc init`, the pages are validated with the files it holds, as its build will
    /// compile them: its theme file is found (no false KBC0703 for `theme: brand`), and a page that would
    /// take the id of a keyboard it has is refused where it comes from, pointing at that keyboard, and
    /// nothing is written for its keyboard.
    @Test func importedPagesAreValidatedWithTheOutputFoldersFiles() throws {
        let app = try Kbc.initializedPackage(manifest: "// swift-tools-version: 6.1\nimport PackageDescription\n")
        defer { try? FileManager.default.removeItem(atPath: app) }
        let target = app + "/Sources/SecureKeyboards"
        let run = try Kbc.run(["import", Self.examples + "/pin.xml", "-o", target])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("KBC0703"))
        #expect(try Kbc.run(["validate", target]).status == 0)
        try "keyboard: tiny-futo-alt1\nrows:\n  - 1 2 3\n".write(toFile: target + "/mine.yaml", atomically: true, encoding: .utf8)
        let clash = try Kbc.run(["import", Self.examples + "/tiny-futo.yaml", "-o", target])
        #expect(clash.status == 1)
        #expect(clash.standardError.contains("tiny-futo.yaml:12:5: error: the page 'tiny-futo-alt1' would not validate, so it is not written [KBC0610]"), "\(clash.standardError)")
        #expect(clash.standardError.contains("note: keyboard id 'tiny-futo-alt1' is already used [KBC0201]"))
        #expect(clash.standardError.contains("\(target)/mine.yaml:1:11: note: first used here"))
        #expect(clash.standardOutput.contains("Nothing was written."))
        #expect(!FileManager.default.fileExists(atPath: target + "/tiny-futo.yaml"))
        #expect(!FileManager.default.fileExists(atPath: target + "/tiny-futo-alt1.yaml"))
        // The folder's own problems are `kbc validate`'s to report, not the import's.
        try "keyboard: mine\nrows: [q, q]\n".write(toFile: target + "/mine.yaml", atomically: true, encoding: .utf8)
        let beside = try Kbc.run(["import", Self.examples + "/tiny-futo.yaml", "-o", target])
        #expect(beside.status == 0, "\(beside.standardError)")
        #expect(!beside.standardError.contains("mine.yaml"))
    }

    /// Into a folder inside a target, the pages are validated with the whole target's files (the folder
    /// holding its kbc-config.yaml, found as the configuration is), not only that folder's: the target's
    /// theme is found, and a page that would take the id of a keyboard elsewhere in the target is refused.
    @Test func importedPagesIntoAFolderOfATargetAreValidatedWithTheTargetsFiles() throws {
        let app = try Kbc.initializedPackage(manifest: "// swift-tools-version: 6.1\nimport PackageDescription\n")
        defer { try? FileManager.default.removeItem(atPath: app) }
        let target = app + "/Sources/SecureKeyboards"
        let output = target + "/Imported"
        let run = try Kbc.run(["import", Self.examples + "/pin.xml", "-o", output])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("KBC0703"), "\(run.standardError)")
        try "keyboard: tiny-futo-alt1\nrows:\n  - 1 2 3\n".write(toFile: target + "/mine.yaml", atomically: true, encoding: .utf8)
        let clash = try Kbc.run(["import", Self.examples + "/tiny-futo.yaml", "-o", output])
        #expect(clash.status == 1)
        #expect(clash.standardError.contains("tiny-futo.yaml:12:5: error: the page 'tiny-futo-alt1' would not validate, so it is not written [KBC0610]"), "\(clash.standardError)")
        #expect(clash.standardError.contains("\(target)/mine.yaml:1:11: note: first used here"), "\(clash.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output + "/tiny-futo-alt1.yaml"))
        // What was written builds with the target: `kbc validate` of the target finds no error.
        #expect(try Kbc.run(["validate", target]).status == 0)
        // Imported again into the same folder, its own pages are replaced, not counted twice.
        let again = try Kbc.run(["import", Self.examples + "/pin.xml", "-o", output])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput.contains("(2 unchanged)"), "\(again.standardOutput)")
    }

    /// The pages are validated with the files of the target they are written into, SwiftPM's
    /// `Sources/NAME`, as its build compiles them: not with every target's when the configuration is the
    /// package's (before, a keyboard of another target with the page's id refused it), and with the whole
    /// target's when it has no configuration (before, only the output folder's were seen).
    @Test func importedPagesAreValidatedWithTheFilesOfTheirTargetOnly() throws {
        let app = try Kbc.temporaryFolder(texts: [
            "Package.swift": "// swift-tools-version: 6.1\nimport PackageDescription\n",
            "kbc-config.yaml": "accessLevel: public\n",
            "Sources/Other/pin.yaml": "keyboard: pin\nrows:\n  - 1 2 3\n",
            "Sources/Keys/mine.yaml": "keyboard: tiny-futo\nrows:\n  - 1 2 3\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: app) }
        let beside = try Kbc.run(["import", Self.examples + "/pin.xml", "-o", app + "/Sources/Keys"])
        #expect(beside.status == 0, "\(beside.standardError)")
        #expect(beside.standardError.hasPrefix("kbc: using the configuration \(app)/kbc-config.yaml\n"), "\(beside.standardError)")
        try FileManager.default.removeItem(atPath: app + "/kbc-config.yaml")
        let clash = try Kbc.run(["import", Self.examples + "/tiny-futo.yaml", "-o", app + "/Sources/Keys/Imported"])
        #expect(clash.status == 1, "\(clash.standardError)")
        #expect(clash.standardError.contains("\(app)/Sources/Keys/mine.yaml:1:11: note: first used here"), "\(clash.standardError)")
        #expect(!FileManager.default.fileExists(atPath: app + "/Sources/Keys/Imported"))
    }

    /// An output folder named through a link is the folder it leads to, as when the pages are written into
    /// it: its keyboards are seen (before, none were, and a page taking one of their ids was written beside
    /// it, so the target no longer built). A folder to import named through a link is searched, as `kbc
    /// validate` searches one (before: "not a regular file").
    @Test func foldersNamedThroughLinksAreTheFoldersTheyLeadTo() throws {
        let app = try Kbc.initializedPackage(manifest: "// swift-tools-version: 6.1\nimport PackageDescription\n")
        defer { try? FileManager.default.removeItem(atPath: app) }
        let target = app + "/Sources/SecureKeyboards"
        try "keyboard: pin\nrows:\n  - 1 2 3\n".write(toFile: target + "/mine.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: app + "/keyboards", withDestinationPath: "Sources/SecureKeyboards")
        let clash = try Kbc.run(["import", Self.examples + "/pin.xml", "-o", app + "/keyboards"])
        #expect(clash.status == 1, "\(clash.standardError)")
        #expect(clash.standardError.contains("note: keyboard id 'pin' is already used [KBC0201]"), "\(clash.standardError)")
        #expect(clash.standardError.contains("\(app)/keyboards/mine.yaml:1:11: note: first used here"), "\(clash.standardError)")
        #expect(!FileManager.default.fileExists(atPath: target + "/pin.yaml"))
        #expect(try Kbc.run(["validate", target]).status == 0)

        try FileManager.default.createDirectory(atPath: app + "/sources", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.examples + "/tiny-futo.yaml", toPath: app + "/sources/tiny-futo.yaml")
        try FileManager.default.createSymbolicLink(atPath: app + "/linked", withDestinationPath: "sources")
        let linked = try Kbc.run(["import", app + "/linked", "-o", app + "/Imported"])
        #expect(linked.status == 0, "\(linked.standardError)")
        #expect(FileManager.default.fileExists(atPath: app + "/Imported/tiny-futo.yaml"))
    }

    /// The output folder's configuration is the same before the folder is made as after: outside a package,
    /// only the folder's own (before, a folder not made yet was searched as a file, from the folder above it,
    /// so the first import applied that folder's configuration and validated with its keyboards, and the
    /// next did not).
    @Test func aNewOutputFolderFindsTheConfigurationItWillHave() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "kbc-config.yaml": "accessLevel: public\n",
            "mine.yaml": "keyboard: pin\nrows:\n  - 1 2 3\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for run in 1...2 {
            let imported = try Kbc.run(["import", Self.examples + "/pin.xml", "-o", folder + "/Imported"])
            #expect(imported.status == 0, "run \(run): \(imported.standardError)")
            #expect(!imported.standardError.contains("using the configuration"), "run \(run): \(imported.standardError)")
        }
    }

    /// As every command that writes: a configuration with an error (here a misspelt field) stops every
    /// write, and the pages that would validate are not written either.
    @Test func aConfigurationWithAnErrorWritesNothing() throws {
        let folder = try Kbc.temporaryFolder(texts: ["kbc-config.yaml": "accesLevel: public\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(["import", Self.examples + "/tiny-futo.yaml", "-o", folder])
        #expect(run.status == 1)
        #expect(run.standardError.contains("kbc-config.yaml:1:1: error: unknown field 'accesLevel'"), "\(run.standardError)")
        #expect(run.standardOutput.contains("Nothing was written."), "\(run.standardOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["kbc-config.yaml"])
    }

    @Test func warningsAsErrorsFailsAndWritesNothingWhenNothingIsValid() throws {
        let output = try Kbc.temporaryFolder(texts: [:]) + "/Imported"
        let strict = try Kbc.run(["import", Self.examples + "/kana.xml", "-o", output, "--warnings-as-errors"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("kana.xml:16:13: error: the flick 'se' of 'a' has no kbc direction"))
        #expect(strict.standardOutput.contains("Nothing was written."))
        #expect(!FileManager.default.fileExists(atPath: output + "/kana.yaml"))
        let disabled = try Kbc.run(["import", Self.codes + "/KBC0603-multitap.xml", "-o", output, "--warnings-as-errors", "--disable", "KBC0603"])
        #expect(disabled.status == 0, "\(disabled.standardError)")
    }

    @Test func aPageThatWouldNotValidateIsNotWritten() throws {
        let output = try Kbc.temporaryFolder(texts: [:]) + "/Imported"
        let run = try Kbc.run(["import", Self.codes + "/KBC0610-control-character.xml", "-o", output])
        #expect(run.status == 1)
        #expect(run.standardError.contains("KBC0610-control-character.xml:9:5: error: the page 'KBC0610-control-character' would not validate, so it is not written [KBC0610]"))
        #expect(run.standardError.contains("[KBC0208] (line 5 of the converted page)"))
        #expect(run.standardOutput.contains("Nothing was written."))
        #expect(!FileManager.default.fileExists(atPath: output + "/KBC0610-control-character.yaml"))
    }

    @Test func refusesToReplaceAFileItDidNotWrite() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pin.yaml": "keyboard: pin\nrows:\n  - 1 2 3\n"])
        let run = try Kbc.run(["import", Self.examples + "/pin.xml", "-o", folder])
        #expect(run.status == 1)
        #expect(run.standardError.contains("pin.yaml:1:1: error: 'pin.yaml' is in the output folder and kbc import did not write it [KBC0611]"))
        #expect(try String(contentsOfFile: folder + "/pin.yaml", encoding: .utf8) == "keyboard: pin\nrows:\n  - 1 2 3\n")
        // Nothing at all was written, not even the other page.
        #expect(!FileManager.default.fileExists(atPath: folder + "/pin-symbols.yaml"))
    }

    @Test func unreadableAndUnknownFilesAreReported() throws {
        let folder = try Kbc.temporaryFolder(texts: ["notes.txt": "just notes\n"])
        let run = try Kbc.run(["import", folder + "/notes.txt", folder + "/missing.xml", "-o", folder + "/out"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("notes.txt:1:1: error: 'notes.txt' is neither a CLDR keyboard (<keyboard3>) nor a FUTO layout (name, rows) [KBC0600]"))
        #expect(run.standardError.contains("missing.xml:1:1: error:"))
    }

    /// A folder's files in neither format (FUTO's names.yaml) are skipped with a warning; named, an error.
    @Test func otherFilesInAFolderAreSkipped() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "layouts/names.yaml": "en: English\nfr: Français\n",
            "layouts/tiny.yaml": try String(contentsOfFile: Self.examples + "/tiny-futo.yaml", encoding: .utf8),
        ])
        let run = try Kbc.run(["import", folder + "/layouts", "-o", folder + "/out"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("names.yaml:1:1: warning: 'names.yaml' is neither a CLDR keyboard (<keyboard3>) nor a FUTO layout (name, rows); skipped [KBC0613]"))
        #expect(FileManager.default.fileExists(atPath: folder + "/out/tiny.yaml"))
        let strict = try Kbc.run(["import", folder + "/layouts", "-o", folder + "/strict", "--warnings-as-errors"])
        #expect(strict.status == 1)
        let named = try Kbc.run(["import", folder + "/layouts/names.yaml", "-o", folder + "/named"])
        #expect(named.status == 1)
        #expect(named.standardError.contains("[KBC0600]"))
    }

    @Test func helpAndExplain() throws {
        let help = try Kbc.run(["import", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: kbc import <file> ... --output <folder>"))
        let explain = try Kbc.run(["explain", "KBC0606"])
        #expect(explain.status == 0)
        #expect(explain.standardOutput.contains("import-flick-not-carried-over"))
        let usage = try Kbc.run(["import", "-o", "x"])
        #expect(usage.status == 2)
    }
}
