import Foundation
import Testing

/// `kbc flatten` through the built binary: standalone files that generate the same Swift, nothing written
/// on errors, never over an input nor where the inputs are read.
@Suite struct FlattenCommandTests {
    static let base = """
        keyboard: letters-base
        title: "Letters \\u202E \\"quoted\\" \\\\"
        locale: ja
        shuffle: on-show
        rows:
          - q w e
          - [{action: shift}, {key: "e\\u0301", alternates: [è, "\\u3000"]}, {action: space, width: fill}]
        variants:
          - device: pad
            rows:
              - [q, w, e, {action: delete}]
              - [{action: shift}, z, {gap: 0.5}, {action: return, width: fill}]
        """
    static let child = """
        keyboard: letters-child
        extends: letters-base
        toolbar: none
        rows:
          2: [{action: shift}, x, {action: switch, to: letters-base}]
        tests:
          - press: [x, "<switch:letters-base>", q]
            expect: xq
        """

    private func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func flattenedFilesGenerateTheSameSwift() throws {
        let input = try Kbc.temporaryFolder(texts: ["base.yaml": Self.base, "child.yaml": Self.child])
        let output = try Kbc.temporaryFolder(texts: [:]) + "/flat"
        let run = try Kbc.run(["flatten", input, "--output", output])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Flattened 2 keyboards in 2 files"))
        #expect(run.standardOutput.contains("Wrote 2 of 2 layout files to \(output) (0 unchanged)."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["base.yaml", "child.yaml"])
        let child = try String(contentsOfFile: output + "/child.yaml", encoding: .utf8)
        #expect(!child.contains("extends"))
        #expect(child.contains("toolbar: none\n"))
        #expect(child.contains("title: \"Letters \\u202E \\\"quoted\\\" \\\\\"\n"))
        #expect(child.contains("  - [{action: shift, label: \"⇧\"}, \"x\", {action: switch, to: \"letters-base\", label: \"letters-base\"}]\n"))
        #expect(try String(contentsOfFile: output + "/base.yaml", encoding: .utf8).contains("{action: space, label: \"空白\", width: fill}"))

        let swiftFromLayouts = try Kbc.temporaryFolder(texts: [:])
        let swiftFromFlattened = try Kbc.temporaryFolder(texts: [:])
        #expect(try Kbc.run(["generate", input, "-o", swiftFromLayouts]).status == 0)
        let generated = try Kbc.run(["generate", output, "-o", swiftFromFlattened])
        #expect(generated.status == 0, "\(generated.standardError)")
        for name in ["base.swift", "child.swift"] {
            #expect(try bytes(swiftFromLayouts + "/" + name) == bytes(swiftFromFlattened + "/" + name), "\(name) differs")
        }

        // Again: nothing changes, nothing is rewritten.
        let again = try Kbc.run(["flatten", input, "--output", output])
        #expect(again.standardOutput.contains("Wrote 0 of 2 layout files to \(output) (2 unchanged)."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["base.yaml", "child.yaml"])
    }

    @Test func errorsWriteNothing() throws {
        let input = try Kbc.temporaryFolder(texts: ["child.yaml": Self.child])
        let output = try Kbc.temporaryFolder(texts: [:]) + "/flat"
        let run = try Kbc.run(["flatten", input, "--output", output])
        #expect(run.status == 1)
        #expect(run.standardError.contains("no keyboard has the id 'letters-base' [KBC0220]"))
        #expect(run.standardOutput.contains("Nothing was written."))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func neverOverAnInputNorInsideAnInputFolder() throws {
        let input = try Kbc.temporaryFolder(texts: ["base.yaml": Self.base, "child.yaml": Self.child])
        let before = try bytes(input + "/base.yaml")
        let inside = try Kbc.run(["flatten", input, "--output", input + "/flat"])
        #expect(inside.status == 1)
        #expect(inside.standardError.contains("the flattened files would be read back with the layouts they were made from [KBC0403]"))
        #expect(!FileManager.default.fileExists(atPath: input + "/flat"))
        let over = try Kbc.run(["flatten", input + "/base.yaml", input + "/child.yaml", "--output", input])
        #expect(over.status == 1)
        #expect(over.standardError.contains("the output is an input: writing it would destroy '\(input)/base.yaml' [KBC0403]"))
        #expect(try bytes(input + "/base.yaml") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: input).sorted() == ["base.yaml", "child.yaml"])
    }

    @Test func helpShowsExamples() throws {
        let run = try Kbc.run(["flatten", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("kbc flatten Layouts --output Flattened"))
        #expect(try Kbc.run(["--help"]).standardOutput.contains("flatten"))
    }

    /// A child with another locale that inherits its base's variants crashes a debug build of the compiler
    /// today ("Simultaneous accesses" in KeyboardInheritance's relabelling: it reads the layout's locale
    /// while writing into its variants); a release build happens to survive, hence intermittent. Debug is
    /// what `swift build` gives the build plugin. In a process of its own here.
    @Test func aNewLocaleOverInheritedVariantsDoesNotCrash() throws {
        let input = try Kbc.temporaryFolder(texts: [
            "base.yaml": "keyboard: base\nlocale: en\nrows:\n  - [a, {action: space}]\nvariants:\n  - device: pad\n    rows:\n      - [a, b, {action: space}]\n",
            "child.yaml": "keyboard: child\nextends: base\nlocale: ja\n",
        ])
        let run = try Kbc.run(["validate", input])
        #expect(run.status == 0, "\(run.standardError.prefix(300))")
        #expect(run.standardOutput.contains("Validated 2 keyboards in 2 files: 0 errors"))
    }
}
