import Foundation
import Testing

/// A layout file named alone on the command line is compiled with its folder, as its target's build compiles
/// it (issue 31): it sees the folder's themes, the keyboard it extends and the pages it leads to; only what
/// concerns it is reported.
@Suite struct OneNamedFileTests {
    static let folder = [
        "kbc-config.yaml": "theme: brand\n",
        "brand.yaml": "theme: brand\npalette:\n  accent: \"#0A60D0\"\n",
        "pin-pad.yaml": "keyboard: pin-pad\nrows:\n  - 1 2 3\n  - [{action: switch, to: letters}, \"0\", {action: delete}]\n",
        "letters.yaml": "keyboard: letters\nrows:\n  - q w e\n",
        "child.yaml": "keyboard: child\nextends: letters\ntitle: Child\n",
        "broken.yaml": "keyboard: broken\nrows: [q, q]\n",
    ]

    @Test(arguments: ["validate", "test"])
    func aFileNamedAloneSeesItsFolder(_ command: String) throws {
        let folder = try Kbc.temporaryFolder(texts: Self.folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in ["pin-pad.yaml", "child.yaml"] {
            let run = try Kbc.run(in: folder, [command, file])
            #expect(run.status == 0, "\(command) \(file): \(run.standardError)")
            // Its folder's broken keyboard, which it does not use, is not reported.
            #expect(run.standardError == "kbc: using the configuration kbc-config.yaml\n")
            #expect(run.standardOutput.contains("1 keyboard in 1 file: 0 errors"), "\(run.standardOutput)")
        }
    }

    /// Several files named see their folders as one does (issue 31: two files of a `kbc init` target failed
    /// with KBC0703, the theme beside them not being an input); only what concerns them is reported.
    @Test(arguments: ["validate", "test"])
    func severalFilesNamedSeeTheirFolders(_ command: String) throws {
        let folder = try Kbc.temporaryFolder(texts: Self.folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, [command, "pin-pad.yaml", "child.yaml"])
        #expect(run.status == 0, "\(command): \(run.standardError)")
        #expect(run.standardError == "kbc: using the configuration kbc-config.yaml\n")
        #expect(run.standardOutput.contains("2 keyboards in 2 files: 0 errors"), "\(run.standardOutput)")
        // A file named twice is one file.
        let twice = try Kbc.run(in: folder, [command, "pin-pad.yaml", "./pin-pad.yaml"])
        #expect(twice.status == 0, "\(command): \(twice.standardError)")
        #expect(twice.standardOutput.contains("1 keyboard in 1 file: 0 errors"), "\(twice.standardOutput)")
    }

    /// A file's target is its `Sources/<target>` folder, subfolders included, also when the configuration
    /// is the package's, shared by several targets: the file sees its target's theme in `themes/`, and not
    /// the other target's keyboard of the same id.
    @Test func aFileSeesItsTargetAndNotThePackage() throws {
        let theme = "theme: brand\npalette:\n  accent: \"#0A60D0\"\n"
        let package = try Kbc.temporaryFolder(texts: [
            "Package.swift": Kbc.manifest,
            "kbc-config.yaml": "theme: brand\n",
            "Sources/A/themes/brand.yaml": theme,
            "Sources/A/pin.yaml": "keyboard: pin\nrows:\n  - 1 2 3\n",
            "Sources/B/brand.yaml": theme,
            "Sources/B/pin.yaml": "keyboard: pin\nrows:\n  - 4 5 6\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: package) }
        for (folder, file) in [(package, "Sources/A/pin.yaml"), (package + "/Sources/A", "pin.yaml"), (package, "Sources/B/pin.yaml")] {
            let run = try Kbc.run(in: folder, ["validate", file])
            #expect(run.status == 0, "\(file): \(run.standardError)")
            #expect(run.standardOutput.contains("1 keyboard in 1 file: 0 errors, 0 warnings"), "\(run.standardOutput)")
        }
    }

    /// A folder named inside a target is compiled with the target's other folders, as a file named is: its
    /// switch key leads to a page in another folder (issue 31: KBC0203) and its test types there; a broken
    /// file elsewhere is not reported, and `generate` writes the folder's keyboards only. A list of inputs
    /// (`--inputs-from`, the plugins' way) is taken as complete.
    @Test func aFolderNamedInsideATargetSeesTheRestOfIt() throws {
        let package = try Kbc.temporaryFolder(texts: [
            "Package.swift": Kbc.manifest,
            "Sources/Pads/kbc-config.yaml": "theme: brand\n",
            "Sources/Pads/Themes/brand.yaml": "theme: brand\npalette:\n  accent: \"#0A60D0\"\n",
            "Sources/Pads/Codes/code-pad.yaml": """
                keyboard: code-pad
                title: Code
                rows:
                  - 1 2 3
                  - [{action: switch, to: cyrillic}, "0", {action: delete}]
                tests:
                  - press: 1 <switch:cyrillic> ж
                    expect: 1ж

                """,
            "Sources/Pads/Letters/cyrillic.yaml": "keyboard: cyrillic\ntitle: Cyrillic\nrows:\n  - ж ш щ\n  - [{action: switch, to: code-pad}, {action: delete}]\n",
            "Sources/Pads/broken.yaml": "keyboard: broken\nrows: [q, q]\n",
            "inputs.txt": "Sources/Pads/Codes\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: package) }
        for path in ["Sources/Pads/Codes", "Sources/Pads/Codes/code-pad.yaml"] {
            let validate = try Kbc.run(in: package, ["validate", path])
            #expect(validate.status == 0, "\(path): \(validate.standardError)")
            #expect(validate.standardError == "kbc: using the configuration Sources/Pads/kbc-config.yaml\n")
            #expect(validate.standardOutput.contains("1 keyboard in 1 file: 0 errors, 0 warnings"), "\(validate.standardOutput)")
            let test = try Kbc.run(in: package, ["test", path])
            #expect(test.status == 0, "\(path): \(test.standardError)")
            #expect(test.standardOutput.contains("Ran 1 test of 1 keyboard: 0 failed."), "\(test.standardOutput)")
        }
        let generate = try Kbc.run(in: package, ["generate", "Sources/Pads/Codes", "-o", "out"])
        #expect(generate.status == 0, "\(generate.standardError)")
        let generated = try FileManager.default.contentsOfDirectory(atPath: package + "/out").filter { !$0.hasPrefix(".") }.sorted()
        #expect(generated == ["KeyboardLayouts.swift", "brand.swift", "code-pad.swift"])
        let listed = try Kbc.run(in: package, ["validate", "--inputs-from", "inputs.txt"])
        #expect(listed.status == 1)
        #expect(listed.standardError.contains("no theme has the id 'brand' [KBC0703]"), "\(listed.standardError)")
        #expect(listed.standardError.contains("no keyboard has the id 'cyrillic' [KBC0203]"), "\(listed.standardError)")
    }

    /// `generate` and `flatten` of several files write theirs, with the themes they may name.
    @Test func severalFilesNamedAreGeneratedAndFlattenedWithTheirFolders() throws {
        let folder = try Kbc.temporaryFolder(texts: Self.folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let generate = try Kbc.run(in: folder, ["generate", "pin-pad.yaml", "child.yaml", "-o", "out"])
        #expect(generate.status == 0, "\(generate.standardError)")
        let generated = try FileManager.default.contentsOfDirectory(atPath: folder + "/out").filter { !$0.hasPrefix(".") }.sorted()
        #expect(generated == ["KeyboardLayouts.swift", "brand.swift", "child.swift", "pin-pad.swift"])
        let flat = folder + "-flat"
        defer { try? FileManager.default.removeItem(atPath: flat) }
        let flatten = try Kbc.run(in: folder, ["flatten", "pin-pad.yaml", "letters.yaml", "-o", flat])
        #expect(flatten.status == 0, "\(flatten.standardError)")
        let flattened = try FileManager.default.contentsOfDirectory(atPath: flat).filter { !$0.hasPrefix(".") }.sorted()
        #expect(flattened == ["brand.yaml", "kbc-config.yaml", "letters.yaml", "pin-pad.yaml"])
        #expect(try String(contentsOfFile: flat + "/pin-pad.yaml", encoding: .utf8).contains("\ntheme: \"brand\"\n"))
    }

    /// Its own errors are reported, and the errors of the files it uses; those of others only when it cannot
    /// be built for them.
    @Test func onlyWhatConcernsTheFileIsReported() throws {
        var texts = Self.folder
        texts["child.yaml"] = "keyboard: child\nextends: letters\ntitel: Child\n"
        let folder = try Kbc.temporaryFolder(texts: texts)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let own = try Kbc.run(in: folder, ["validate", "child.yaml"])
        #expect(own.status == 1)
        #expect(own.standardError.contains("child.yaml:3:1: error: unknown field 'titel'"), "\(own.standardError)")
        #expect(!own.standardError.contains("broken.yaml"))
        try "keyboard: letters\nrows: 3\n".write(toFile: folder + "/letters.yaml", atomically: true, encoding: .utf8)
        try "keyboard: child\nextends: letters\n".write(toFile: folder + "/child.yaml", atomically: true, encoding: .utf8)
        let base = try Kbc.run(in: folder, ["validate", "child.yaml"])
        #expect(base.status == 1)
        #expect(base.standardError.contains("letters.yaml:2:7: error: 'rows' must be a list of rows"), "\(base.standardError)")
        try "theme: brand\npalette: 3\n".write(toFile: folder + "/brand.yaml", atomically: true, encoding: .utf8)
        let theme = try Kbc.run(in: folder, ["validate", "broken.yaml", "--disable", "KBC0207"])
        #expect(theme.status == 1)
        #expect(theme.standardError.contains("brand.yaml:2:"), "\(theme.standardError)")
    }

    /// A half-edited layout beside it (one that does not even read as YAML) does not stop a file that builds;
    /// it does when the file cannot be built, since it may be the keyboard or theme the file names.
    @Test func aHalfEditedNeighbourDoesNotStopAFileThatBuilds() throws {
        var texts = Self.folder
        texts["draft.yaml"] = "keyboard: draft\nrows:\n  - [1, 2\n"
        let folder = try Kbc.temporaryFolder(texts: texts)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, ["generate", "pin-pad.yaml", "-o", "out"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("draft.yaml"))
        try "keyboard: lost\nextends: draft\n".write(toFile: folder + "/lost.yaml", atomically: true, encoding: .utf8)
        let lost = try Kbc.run(in: folder, ["validate", "lost.yaml"])
        #expect(lost.status == 1)
        #expect(lost.standardError.contains("draft.yaml:"), "\(lost.standardError)")
    }

    /// A keyboard id of a file or folder named that another file of its target also uses fails the target's
    /// build (KBC0201), and so the run: the error is at the file named, its note at the other (issue 31: the
    /// file named was read first, so the error fell on the other file and was dropped). So do two themes of
    /// the target with one id. Files beside it for want of a target (no package, no configuration) may share
    /// ids, as the diagnostic fixtures do.
    @Test func aKeyboardIDUsedElsewhereInTheTargetFailsTheFileNamed() throws {
        let package = try Kbc.temporaryFolder(texts: [
            "Package.swift": Kbc.manifest,
            "Sources/App/Pads/pin.yaml": "keyboard: pin\nrows:\n  - 1 2 3\ntitel: PIN\n",
            "Sources/App/Other/pin.yaml": "keyboard: pin\nrows:\n  - 4 5 6\n",
            "Sources/App/Other/brand.yaml": "theme: brand\npalette:\n  accent: \"#0A60D0\"\n",
            "Loose/pin.yaml": "keyboard: pin\nrows:\n  - 1 2 3\n",
            "Loose/other.yaml": "keyboard: pin\nrows:\n  - 4 5 6\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: package) }
        for path in ["Sources/App/Pads/pin.yaml", "Sources/App/Pads"] {
            let run = try Kbc.run(in: package, ["validate", path])
            #expect(run.status == 1, "\(path): \(run.standardOutput)")
            #expect(run.standardError.contains("""
                Sources/App/Pads/pin.yaml:1:11: error: keyboard id 'pin' is already used [KBC0201]
                keyboard: pin
                          ^
                Sources/App/Other/pin.yaml:1:11: note: also used here, in the same target
                keyboard: pin
                          ^
                Sources/App/Pads/pin.yaml:4:1: error: unknown field 'titel'
                """), "\(path): \(run.standardError)")
        }
        try "keyboard: pin\nrows:\n  - 1 2 3\n".write(toFile: package + "/Sources/App/Pads/pin.yaml", atomically: true, encoding: .utf8)
        try "keyboard: other\nrows:\n  - 4 5 6\n".write(toFile: package + "/Sources/App/Other/pin.yaml", atomically: true, encoding: .utf8)
        try "theme: brand\n".write(toFile: package + "/Sources/App/Pads/brand.yaml", atomically: true, encoding: .utf8)
        let themes = try Kbc.run(in: package, ["validate", "Sources/App/Pads/pin.yaml"])
        #expect(themes.status == 1)
        #expect(themes.standardError.contains("another theme has the id 'brand' [KBC0704]"), "\(themes.standardError)")
        let loose = try Kbc.run(in: package, ["validate", "Loose/pin.yaml"])
        #expect(loose.status == 0, "\(loose.standardError)")
    }

    /// `flatten` of a file or folder inside a target into a folder of the same target is refused, and writes
    /// nothing: the target's build would then compile each keyboard and theme twice (issue 31: it wrote them,
    /// and the target failed KBC0201 and KBC0704).
    @Test func flattenIntoItsOwnTargetIsRefused() throws {
        let package = try Kbc.temporaryFolder(texts: [
            "Package.swift": Kbc.manifest,
            "Sources/App/kbc-config.yaml": "theme: brand\n",
            "Sources/App/brand.yaml": "theme: brand\npalette:\n  accent: \"#0A60D0\"\n",
            "Sources/App/Pads/pin.yaml": "keyboard: pin\nrows:\n  - 1 2 3\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: package) }
        for path in ["Sources/App/Pads", "Sources/App/Pads/pin.yaml"] {
            let run = try Kbc.run(in: package, ["flatten", path, "-o", "Sources/App/Flat"])
            #expect(run.status == 1)
            #expect(run.standardError.contains(
                "Sources/App/Flat:1:1: error: 'Sources/App/Flat' is inside 'Sources/App', the target of '\(path)': its build would compile"),
                "\(run.standardError)")
            #expect(run.standardError.contains("note: write them to a folder outside the target, such as a target of their own"))
            #expect(!FileManager.default.fileExists(atPath: package + "/Sources/App/Flat"))
        }
        let elsewhere = try Kbc.run(in: package, ["flatten", "Sources/App/Pads", "-o", "Sources/Flat"])
        #expect(elsewhere.status == 0, "\(elsewhere.standardError)")
        #expect(try Kbc.run(in: package, ["validate", "Sources/App/Pads"]).status == 0)
    }

    /// `flatten` of one file sees its folder as `generate` does: a keyboard that extends another file's
    /// is written out whole, alone, with the theme files beside it.
    @Test func flattenOfOneFileSeesItsFolder() throws {
        let folder = try Kbc.temporaryFolder(texts: Self.folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let flat = folder + "-flat"
        defer { try? FileManager.default.removeItem(atPath: flat) }
        let run = try Kbc.run(in: folder, ["flatten", "child.yaml", "-o", flat])
        #expect(run.status == 0, "\(run.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: flat).filter { !$0.hasPrefix(".") }.sorted()
        #expect(written == ["brand.yaml", "child.yaml", "kbc-config.yaml"])
        let child = try String(contentsOfFile: flat + "/child.yaml", encoding: .utf8)
        #expect(child.contains("- [\"q\", \"w\", \"e\"]") && !child.contains("extends"), "\(child)")
    }

    /// A file whose switch key leads to another file's page cannot be flattened alone: the flattened folder
    /// would not build. It is refused, and nothing is written.
    @Test func flattenOfOneFileThatLeadsElsewhereIsRefused() throws {
        let folder = try Kbc.temporaryFolder(texts: Self.folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, ["flatten", "pin-pad.yaml", "-o", "flat"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("pin-pad.yaml:1:1: error: this file cannot be flattened on its own"), "\(run.standardError)")
        #expect(run.standardError.contains("no keyboard has the id 'letters' [KBC0408]"))
        #expect(run.standardError.contains("flatten the folder, or name every file whose pages it leads to"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/flat"))
    }

    /// `generate` of one file writes that file's Swift, and the themes' its Swift may name.
    @Test func generateOfOneFileWritesItsOwn() throws {
        let folder = try Kbc.temporaryFolder(texts: Self.folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Kbc.run(in: folder, ["generate", "pin-pad.yaml", "-o", "out"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out").filter { !$0.hasPrefix(".") } .sorted() == ["KeyboardLayouts.swift", "brand.swift", "pin-pad.swift"])
    }
}
