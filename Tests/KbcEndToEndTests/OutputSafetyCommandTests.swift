import Foundation
import Testing

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
