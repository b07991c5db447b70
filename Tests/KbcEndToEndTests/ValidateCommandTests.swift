import Foundation
import Testing

@Suite struct ValidateCommandTests {
    @Test func standardLayoutsAreClean() throws {
        let run = try Kbc.run(["validate", "Layouts"])
        #expect(run.status == 0)
        #expect(run.standardError == "kbc: using the configuration Layouts/kbc-config.yaml\n")
        #expect(run.standardOutput == "Validated 7 keyboards in 7 files: 0 errors, 0 warnings.\n")
    }

    @Test func errorsAreLocatedWithExcerptCaretAndNotes() throws {
        let folder = try Kbc.temporaryFolder(texts: ["pad.yaml": "keyboard: pad\ntitel: Pad\nrows:\n  - 1 2 3\n"])
        let run = try Kbc.run(["validate", folder])
        #expect(run.status == 1)
        #expect(run.standardError == """
            \(folder)/pad.yaml:2:1: error: unknown field 'titel' in a keyboard [KBC0101]
            titel: Pad
            ^
            \(folder)/pad.yaml:2:1: note: did you mean 'title'?

            """)
        #expect(run.standardOutput == "Validated 1 keyboard in 1 file: 1 error, 0 warnings.\n")
    }

    @Test func everyProblemInEveryFileIsReported() throws {
        let folder = try Kbc.temporaryFolder(texts: [
            "a.yaml": "keyboard: a\nrows:\n  - [{key: x, pin: yes}, {action: switch, to: nowhere}]\n",
            "b.yaml": "keyboard: b\nrows:\n  - [1, 1]\n  - 2 3 4 5 6 7 8 9 0\n",
            "c.yaml": "keyboard: [c]\n",
        ])
        let run = try Kbc.run(["validate", folder, "--format", "json"])
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let codes = diagnostics.compactMap { $0["code"] as? String }
        #expect(codes == ["KBC0105", "KBC0203", "KBC0206", "KBC0207", "KBC0103", "KBC0102"])
        let first = diagnostics[0]
        #expect(first["file"] as? String == folder + "/a.yaml")
        #expect(first["line"] as? Int == 3)
        #expect(first["column"] as? Int == 20)
        #expect(first["severity"] as? String == "error")
        #expect((first["notes"] as? [[String: Any]])?.isEmpty == false)
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary["errors"] == 5)
        #expect(summary["warnings"] == 1)
    }

    @Test func warningsFailOnlyWithWarningsAsErrors() throws {
        let folder = try Kbc.temporaryFolder(texts: ["w.yaml": "keyboard: w\nrows:\n  - 1 2 34\n"])
        #expect(try Kbc.run(["validate", folder]).status == 0)
        #expect(try Kbc.run(["validate", folder, "--warnings-as-errors"]).status == 1)
        let disabled = try Kbc.run(["validate", folder, "--warnings-as-errors", "--disable", "KBC0211"])
        #expect(disabled.status == 0)
        #expect(disabled.standardError.isEmpty)
    }

    @Test func colourOnlyWhenAsked() throws {
        let folder = try Kbc.temporaryFolder(texts: ["w.yaml": "keyboard: w\nrows:\n  - 1 2 34\n"])
        #expect(!(try Kbc.run(["validate", folder]).standardError.contains("\u{1B}[")))
        #expect(try Kbc.run(["validate", folder, "--color", "always"]).standardError.contains("\u{1B}["))
    }

    @Test(arguments: [
        ["validate", "--disable", "KBC9999"], ["validate", "--warn", "KBC0005"], ["bogus"], ["validate", "--format", "xml"],
        ["explain"], ["explain", "KBC9999"],
    ])
    func usageMistakesExitWithTwo(_ arguments: [String]) throws {
        let run = try Kbc.run(arguments)
        #expect(run.status == 2)
        #expect(!run.standardError.isEmpty)
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try Kbc.run(["validate", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("--warnings-as-errors"))
        #expect(try Kbc.run(["--version"]).status == 0)
    }

    @Test func missingPathIsAnError() throws {
        let run = try Kbc.run(["validate", "no/such/folder"])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("no/such/folder:1:1: error: no such file or folder [KBC0001]"))
    }

    @Test func hostileFilesEndInDiagnosticsNotCrashes() throws {
        var laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i", "j"] {
            laughs += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let folder = try Kbc.temporaryFolder([
            "laughs.yaml": Array(laughs.utf8),
            "deep.yaml": Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8),
            "binary.yaml": [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00],
            "utf16.yaml": [0xFF, 0xFE, 0x61, 0x00],
            "huge.yaml": Array(repeating: UInt8(ascii: "#"), count: 2 << 20),
            "keys.yaml": Array(("keyboard: k\nrows:\n" + String(repeating: "  - {key: a, key: b}\n", count: 2000)).utf8),
        ])
        let run = try Kbc.run(["validate", folder, "--format", "json"])
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let files = Set((json["diagnostics"] as? [[String: Any]] ?? []).compactMap { ($0["file"] as? String)?.split(separator: "/").last.map(String.init) })
        #expect(files == ["laughs.yaml", "deep.yaml", "binary.yaml", "utf16.yaml", "huge.yaml", "keys.yaml"])
    }
}

@Suite struct ExplainCommandTests {
    @Test func explainsACode() throws {
        let run = try Kbc.run(["explain", "KBC0101"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("KBC0101: unknown-field (error)\n\nA field is not part of the layout format.\n"))
    }

    @Test func acceptsNames() throws {
        #expect(try Kbc.run(["explain", "duplicate-key"]).standardOutput.hasPrefix("KBC0009: duplicate-key (error)"))
        let shortened = try Kbc.run(["explain", "unclosed-bracket"])
        #expect(shortened.status == 2)
        #expect(shortened.standardError.contains("did you mean 'unclosed-bracket-or-quote' (KBC0015)?"))
    }

    @Test func listsEveryCode() throws {
        let run = try Kbc.run(["explain", "--list"])
        #expect(run.status == 0)
        #expect(run.standardOutput.split(separator: "\n").count >= 40)
        #expect(run.standardOutput.contains("KBC0213  warning"))
    }
}
