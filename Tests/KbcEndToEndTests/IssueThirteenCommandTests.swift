import Foundation
import Testing

/// The command line's side of issue 13: bounded diagnostics, coded output errors, no input overwritten.
@Suite struct DiagnosticLimitCommandTests {
    static let flood = "keyboard: flood\nrows:\n" + String(repeating: "  - a\n", count: 30)

    @Test func textStopsAtTwentyPerFileAndSaysHowManyMore() throws {
        let input = try Kbc.temporaryFolder(texts: ["flood.yaml": Self.flood])
        let run = try Kbc.run(["validate", input])
        #expect(run.status == 1)
        let errors = run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 20)
        #expect(run.standardError.contains("flood.yaml: note: 9 more diagnostics in this file not shown (9 errors); '--diagnostic-limit 0' shows all"))
        #expect(run.standardOutput.contains("29 errors"))
        let all = try Kbc.run(["validate", input, "--diagnostic-limit", "0"])
        #expect(all.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.count == 29)
        let five = try Kbc.run(["validate", input, "--diagnostic-limit", "5"])
        #expect(five.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.count == 5)
        #expect(try Kbc.run(["validate", input, "--diagnostic-limit", "-1"]).status == 2)
    }

    @Test func theConfigurationSetsTheLimitAndTheCommandLineWins() throws {
        let input = try Kbc.temporaryFolder(texts: ["flood.yaml": Self.flood, "kbc-config.yaml": "diagnosticLimit: 5\n"])
        let errors = { (run: KbcRun) in run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.count }
        #expect(errors(try Kbc.run(["validate", input, "--config", input + "/kbc-config.yaml"])) == 5)
        #expect(errors(try Kbc.run(["validate", input, "--config", input + "/kbc-config.yaml", "--diagnostic-limit", "3"])) == 3)
        try Data("diagnosticLimit: -1\n".utf8).write(to: URL(fileURLWithPath: input + "/kbc-config.yaml"))
        let bad = try Kbc.run(["validate", input, "--config", input + "/kbc-config.yaml"])
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("kbc-config.yaml:1:18: error: 'diagnosticLimit' must be a whole number, 0 for no limit [KBC0402]"))
    }

    @Test func jsonIsBoundedTheSameWay() throws {
        let input = try Kbc.temporaryFolder(texts: ["flood.yaml": Self.flood])
        let run = try Kbc.run(["validate", input, "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect((json["diagnostics"] as? [Any])?.count == 20)
        let omitted = try #require(json["omitted"] as? [[String: Any]])
        #expect(omitted.count == 1)
        #expect(omitted.first?["errors"] as? Int == 9)
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary["errors"] == 29)
        #expect(summary["omitted"] == 9)
    }
}

/// No command writes over one of its inputs or where it would read layouts back; output errors are
/// located and coded.
@Suite struct OutputSafetyCommandTests {
    static let layout = "keyboard: k\nrows:\n  - a b\n"

    @Test func renderRefusesToOverwriteItsLayout() throws {
        let input = try Kbc.temporaryFolder(texts: ["k.yaml": Self.layout])
        let run = try Kbc.run(["render", input + "/k.yaml", "--output", input + "/k.yaml"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("k.yaml:1:1: error: the output is an input: writing it would destroy"))
        #expect(run.standardError.contains("[KBC0403]"))
        #expect(try String(contentsOfFile: input + "/k.yaml", encoding: .utf8) == Self.layout)
    }

    @Test func renderRefusesAnOutputThroughALinkToItsLayout() throws {
        let input = try Kbc.temporaryFolder(texts: ["k.yaml": Self.layout])
        try FileManager.default.createSymbolicLink(atPath: input + "/k.svg", withDestinationPath: "k.yaml")
        let run = try Kbc.run(["render", input + "/k.yaml", "--output", input + "/k.svg"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("[KBC0403]"))
        #expect(try String(contentsOfFile: input + "/k.yaml", encoding: .utf8) == Self.layout)
    }

    @Test func renderRefusesAnOutputThatWouldBeReadBackAsALayout() throws {
        let input = try Kbc.temporaryFolder(texts: ["k.yaml": Self.layout])
        for output in ["gallery.yml", "gallery.YAML", "sub.yaml"] {
            let run = try Kbc.run(["render", input, "--format", "html", "--output", input + "/" + output])
            #expect(run.status == 1)
            #expect(run.standardError.contains("\(output):1:1: error: '\(output)' is a layout file name: kbc would read this output back as a layout [KBC0403]"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: input) == ["k.yaml"])
        #expect(try Kbc.run(["validate", input]).status == 0)
    }

    @Test func generateRefusesToOverwriteAnInput() throws {
        // A layout file named like the Swift file another layout generates, in the output folder.
        let input = try Kbc.temporaryFolder(texts: ["a.yaml": "keyboard: a\nrows:\n  - q\n"])
        try FileManager.default.createDirectory(atPath: input + "/out", withIntermediateDirectories: true)
        let trap = "keyboard: b\nrows:\n  - w\n"
        try Data(trap.utf8).write(to: URL(fileURLWithPath: input + "/out/a.swift"))
        let run = try Kbc.run(["generate", input + "/a.yaml", input + "/out/a.swift", "--output", input + "/out"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("out/a.swift:1:1: error: the output is an input"))
        #expect(try String(contentsOfFile: input + "/out/a.swift", encoding: .utf8) == trap)
    }

    @Test func unwritableOutputsAreLocatedAndCoded() throws {
        let input = try Kbc.temporaryFolder(texts: ["k.yaml": Self.layout])
        try Data().write(to: URL(fileURLWithPath: input + "/file"))
        let generate = try Kbc.run(["generate", input + "/k.yaml", "--output", input + "/file"])
        #expect(generate.status == 1)
        #expect(generate.standardError.contains("/file:1:1: error: cannot write the generated files (nothing was changed): "))
        #expect(generate.standardError.contains("[KBC0404]"))
        let json = try Kbc.run(["generate", input + "/k.yaml", "--output", input + "/file", "--format", "json"])
        #expect(json.standardOutput.contains("\"code\": \"KBC0404\""))
        let render = try Kbc.run(["render", input + "/k.yaml", "--output", input + "/file/k.svg"])
        #expect(render.status == 1)
        #expect(render.standardError.contains("/file/k.svg:1:1: error: cannot write the rendered svg (nothing was changed): Not a directory"))
        #expect(render.standardError.contains("[KBC0404]"))
    }

    @Test func checkFindingsAreCoded() throws {
        let input = try Kbc.temporaryFolder(texts: ["k.yaml": Self.layout])
        let run = try Kbc.run(["generate", input, "--output", input + "/out", "--check", "--format", "json"])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("\"code\": \"KBC0405\""))
    }
}
