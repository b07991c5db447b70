import Foundation
import Testing

/// `kbc validate`, `test` and `generate` command lines that FastCommandLine reads without
/// swift-argument-parser must behave exactly as when swift-argument-parser reads them. An option written
/// `--name=value` always goes to swift-argument-parser, so each case runs twice, once in each form, and the
/// runs must agree byte for byte.
@Suite struct FastCommandLineTests {
    /// Runs `fast` and `parsed` and expects the same status and output.
    private func expectSameRuns(_ fast: [String], _ parsed: [String], sourceLine: SourceLocation = #_sourceLocation) throws {
        let fastRun = try Kbc.run(fast)
        let parsedRun = try Kbc.run(parsed)
        #expect(fastRun.status == parsedRun.status, sourceLocation: sourceLine)
        #expect(fastRun.standardOutput == parsedRun.standardOutput, sourceLocation: sourceLine)
        #expect(fastRun.standardError == parsedRun.standardError, sourceLocation: sourceLine)
    }

    private static let layoutsWithProblems: [String: String] = [
        "a.yaml": "keyboard: a\nrows:\n  - [{key: x, pin: yes}, {action: switch, to: nowhere}]\n",
        "b.yaml": "keyboard: b\nrows:\n  - [1, 1]\n  - 2 3 4 5 6 7 8 9 0\n",
        "c.yaml": "keyboard: [c]\n",
        "d.yaml": "keyboard: d\ntitle: D\nrows:\n  - q w e r t y u i o p\n  - a s d f g h j k l\n",
    ]

    @Test func validateAgreesWithTheArgumentParser() throws {
        let folder = try Kbc.temporaryFolder(texts: Self.layoutsWithProblems)
        try expectSameRuns(["validate", "Layouts"], ["validate", "Layouts", "--format=text"])
        try expectSameRuns(["validate", folder, "--color", "never"], ["validate", folder, "--color=never"])
        try expectSameRuns(["validate", folder, "--format", "json"], ["validate", folder, "--format=json"])
        try expectSameRuns(
            ["validate", "--diagnostic-limit", "2", folder + "/a.yaml", "--warnings-as-errors", folder + "/b.yaml", "--color", "always"],
            ["validate", "--diagnostic-limit=2", folder + "/a.yaml", "--warnings-as-errors", folder + "/b.yaml", "--color", "always"])
        try expectSameRuns(
            ["validate", folder, "--disable", "KBC0203", "--warn", "KBC0206", "--disable", "KBC0207"],
            ["validate", folder, "--disable=KBC0203", "--warn", "KBC0206", "--disable", "KBC0207"])
        // The same file twice, and a folder and a file in it: each file once.
        try expectSameRuns(
            ["validate", folder + "/d.yaml", folder, folder + "/./d.yaml", "--diagnostic-limit", "0"],
            ["validate", folder + "/d.yaml", folder, folder + "/./d.yaml", "--diagnostic-limit=0"])
        try expectSameRuns(["validate", folder + "/missing.yaml"], ["validate", folder + "/missing.yaml", "--format=text"])
    }

    @Test func testAndGenerateAgreeWithTheArgumentParser() throws {
        try expectSameRuns(["test", "Layouts"], ["test", "Layouts", "--format=text"])
        let output = try Kbc.temporaryFolder(texts: [:])
        try expectSameRuns(["generate", "Layouts", "--output", output, "--check"], ["generate", "Layouts", "--output=" + output, "--check"])
        let fastOutput = try Kbc.temporaryFolder(texts: [:])
        let parsedOutput = try Kbc.temporaryFolder(texts: [:])
        let fast = try Kbc.run(["generate", "Layouts", "-o", fastOutput, "--access-level", "public", "--color", "never"])
        let parsed = try Kbc.run(["generate", "Layouts", "-o", parsedOutput, "--access-level=public", "--color", "never"])
        #expect(fast.status == 0 && parsed.status == 0)
        #expect(fast.standardOutput.replacingOccurrences(of: fastOutput, with: "OUT")
            == parsed.standardOutput.replacingOccurrences(of: parsedOutput, with: "OUT"))
        let names = try FileManager.default.contentsOfDirectory(atPath: fastOutput).sorted()
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: parsedOutput).sorted()))
        #expect(names.count == 7)
        for name in names {
            #expect(FileManager.default.contents(atPath: fastOutput + "/" + name) == FileManager.default.contents(atPath: parsedOutput + "/" + name))
        }
    }

    /// Mistakes are left to swift-argument-parser, whose messages these runs show.
    @Test func mistakesGetTheArgumentParsersMessages() throws {
        let unknownCode = try Kbc.run(["validate", "Layouts", "--disable", "KBC9999"])
        #expect(unknownCode.status == 2)
        #expect(unknownCode.standardError.hasPrefix("Error: --disable: unknown diagnostic code 'KBC9999'"))
        let missingOutput = try Kbc.run(["generate", "Layouts"])
        #expect(missingOutput.status == 2)
        #expect(missingOutput.standardError.hasPrefix("Error: Missing expected argument '--output <folder>'"))
        let badFormat = try Kbc.run(["validate", "Layouts", "--format", "xml"])
        #expect(badFormat.status == 2)
        #expect(badFormat.standardError.contains("'xml'"))
        let repeated = try Kbc.run(["validate", "Layouts", "--format", "json", "--format", "text"])
        let repeatedParsed = try Kbc.run(["validate", "Layouts", "--format=json", "--format", "text"])
        #expect(repeated.status == repeatedParsed.status && repeated.standardOutput == repeatedParsed.standardOutput)
        let help = try Kbc.run(["validate", "--help"])
        #expect(help.status == 0 && help.standardOutput.contains("USAGE: kbc validate"))
    }
}
