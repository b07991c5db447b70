import Foundation
import Testing

/// A layout file named alone is compiled with its folder, and what concerns its keyboards is reported even
/// when it is located in another file: a finding on a row it inherits from a base (located in the base's
/// file, with a note at its `extends`), a profile or team rule broken only by its change. Review 41 (F0):
/// `kbc validate child.yaml` passed and `kbc generate child.yaml` wrote the keyboard that the folder and the
/// build reject.
@Suite struct InheritedFindingTests {
    /// The child's first row repeats the base's '4', inherited in the second row.
    static let repeatedInherited = [
        "base.yaml": "keyboard: base-pad\nrows:\n  - 1 2 3\n  - 4 5 6\n",
        "child.yaml": "keyboard: child-pad\nextends: base-pad\nrows:\n  1: [\"4\", \"7\", \"8\"]\n",
    ]

    /// Every command that compiles a file named fails on the child's error, located in the base, and
    /// writes nothing.
    @Test(arguments: [
        ["validate"], ["test"], ["generate", "-o", "out"], ["flatten", "-o", "out"], ["render", "--format", "text"],
        ["playground", "-o", "out"],
    ])
    func everyCommandReportsTheChildsErrorInItsBase(_ command: [String]) throws {
        try Kbc.inTemporaryFolder(Self.repeatedInherited) { folder in
            let run = try Kbc.run(in: folder, [command[0], "--no-config", "child.yaml"] + command.dropFirst())
            #expect(run.status == 1, "\(command): \(run.standardOutput)")
            #expect(run.standardError.contains("base.yaml:4:5: error: another key already inserts '4' [KBC0207]"), "\(run.standardError)")
            #expect(run.standardError.contains("child.yaml:2:10: note: in 'child-pad', which extends 'base-pad' here"))
            #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        }
    }

    /// A finding the base makes on its own row (reported there plainly) is the child's too when it inherits
    /// the row: named alone, the child gets it with the note naming it. One on a row it replaces is not its.
    @Test func aBasesOwnFindingOnAnInheritedRowIsTheChildsToo() throws {
        let (inherits, replaces) = try Kbc.inTemporaryFolder([
            "base.yaml": "keyboard: base-pad\nrows:\n  - 1 2 3\n  - 4 4 6\n",
            "inherits.yaml": "keyboard: inherits\nextends: base-pad\nrows:\n  1: [\"7\", \"8\", \"9\"]\n",
            "replaces.yaml": "keyboard: replaces\nextends: base-pad\nrows:\n  2: [\"4\", \"5\", \"6\"]\n",
        ]) { folder in
            try (Kbc.run(in: folder, ["validate", "--no-config", "inherits.yaml"]), Kbc.run(in: folder, ["validate", "--no-config", "replaces.yaml"]))
        }
        #expect(inherits.status == 1)
        #expect(inherits.standardError.contains("base.yaml:4:7: error: another key already inserts '4' [KBC0207]"), "\(inherits.standardError)")
        #expect(inherits.standardError.contains("inherits.yaml:2:10: note: in 'inherits', which extends 'base-pad' here"))
        #expect(replaces.status == 0, "\(replaces.standardError)")
        #expect(replaces.standardOutput.contains("1 keyboard in 1 file: 0 errors, 0 warnings"), "\(replaces.standardOutput)")
    }

    /// What concerns an inheriting keyboard beside a base named is not the base's: the child's warning, with
    /// a note at the base's variants, is not reported for `validate base.yaml`.
    @Test func aChildsFindingIsNotItsBases() throws {
        let (child, base) = try Kbc.inTemporaryFolder([
            "base.yaml": "keyboard: base\nrows:\n  - 1 2 3\nvariants:\n  - device: pad\n    rows:\n      - 1 2 3 4\n",
            "child.yaml": "keyboard: child\nextends: base\nrows:\n  1: 4 5 6\n",
        ]) { folder in
            try (Kbc.run(in: folder, ["validate", "--no-config", "child.yaml"]), Kbc.run(in: folder, ["validate", "--no-config", "base.yaml"]))
        }
        #expect(child.standardError.contains("child.yaml:4:3: warning: 'child' replaces rows of 'base', so it does not inherit its variant [KBC0232]"))
        #expect(base.status == 0)
        #expect(base.standardError.isEmpty, "\(base.standardError)")
        #expect(base.standardOutput.contains("1 keyboard in 1 file: 0 errors, 0 warnings"), "\(base.standardOutput)")
    }

    /// A profile the child's rows break, and a team rule that selects the child only, both located in the
    /// base's file.
    @Test func profilesAndTeamRulesOfTheChildAreReported() throws {
        let (profile, rule) = try Kbc.inTemporaryFolder([
            "kbc-config.yaml": """
                rules:
                  - id: BANK002
                    severity: error
                    message: no alternates on pin pads
                    select: {keyboard: "*pin*"}
                    forbid: [alternates]
                """,
            "base.yaml": "keyboard: base\nprofile: letters\nrows:\n  - q w e r t y u i o p\n  - a s d f g h j k l\n  - z x c v b n m\n",
            "de.yaml": "keyboard: de\nextends: base\nrows:\n  1: q w e r t z u i o p\n",
            "digits.yaml": "keyboard: digits\nrows:\n  - [{key: \"1\", alternates: \"¹\"}, \"2\", \"3\"]\n",
            "pin.yaml": "keyboard: login-pin\nextends: digits\ntitle: PIN\n",
        ]) { folder in
            try (Kbc.run(in: folder, ["validate", "de.yaml"]), Kbc.run(in: folder, ["validate", "pin.yaml"]))
        }
        #expect(profile.status == 1)
        #expect(profile.standardError.contains("error: profile 'letters': 'z' appears twice and 'y' is missing [KBC0301]"), "\(profile.standardError)")
        #expect(profile.standardError.contains("de.yaml:2:10: note: in 'de', which extends 'base' here"))
        #expect(rule.status == 1)
        #expect(rule.standardError.contains("digits.yaml:3:29: error: no alternates on pin pads [BANK002]"), "\(rule.standardError)")
        #expect(rule.standardError.contains("pin.yaml:2:10: note: in 'login-pin', which extends 'digits' here"))
    }

    /// A finding on a row inherited from a standard keyboard is located at the author's `extends`, with the
    /// standard row as a note: kbc's standard files are not on disk. So is it with the folder named.
    @Test(arguments: ["de.yaml", "."])
    func aFindingInAStandardRowIsLocatedInTheAuthorsFile(_ input: String) throws {
        let run = try Kbc.run(["validate", input], inFolderWith: [
            "kbc-config.yaml": "standardLayouts: true\ndisable: [KBC0232, KBC0239]\n",
            "de.yaml": "keyboard: de\nextends: letters\nrows:\n  1: q w e r t z u i o p\n",
        ])
        #expect(run.status == 1)
        #expect(run.standardError.contains("\nde.yaml:2:10: error: profile 'letters': 'z' appears twice and 'y' is missing [KBC0301]"), "\(run.standardError)")
        #expect(run.standardError.contains("StandardLayouts/letters.yaml:12:35: note: in the row 'de' inherits from kbc's standard layouts"))
        #expect(!run.standardError.contains("StandardLayouts/letters.yaml:12:35: error"))
    }
}
