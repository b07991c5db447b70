import Foundation
import Testing

/// The build-tool plugin declares the Swift files `kbc generate` will write before it runs (issue 26). It
/// cannot link the compiler, so it repeats kbc's rules in `LayoutFileRules`; this test compiles that very
/// file (PluginLayoutFileRules.swift is a link to it) and runs `kbc generate` on the same awkward names.
/// A declared output kbc does not write fails the build; a written file not declared is not compiled.
@Suite struct PluginOutputNameTests {
    static let names = [
        "pin-pad.yaml", "UPPER.YAML", "Mixed.Case.Yml", "double.yaml.yml", "two..dots.yaml", "ends-with-dot..yaml",
        "space name.yaml", " leading-space.yaml", "a.b c.yaml", "caf\u{E9}-nfc.yaml", "cafe\u{301}-nfd.yaml",
        "emoji-\u{1F522}.yaml", "percent%41.yaml", "question?.yaml", "hash#.yaml", "back\\slash.yaml", "colon:.yaml",
        "tilde~.yml", "quote\".yaml", "apostrophe'.yaml", "new\nline.yaml",
        // Not layouts, for kbc or the plugin.
        ".hidden.yaml", "kbc-config.yml", "notes.txt", "yaml", "backup.yaml~", "x.yaml.bak", "x.ya ml",
    ]

    @Test func declaredOutputsAreWhatKbcWrites() throws {
        var files: [String: String] = [:]
        for (index, name) in Self.names.enumerated() {
            files[name] = name == "kbc-config.yml" ? "accessLevel: internal\n" : "keyboard: k\(index)\nrows:\n  - a b\n"
        }
        let input = try Kbc.temporaryFolder(texts: files)
        let output = input + "-out"
        let urls = try FileManager.default.contentsOfDirectory(atPath: input).map { URL(fileURLWithPath: input + "/" + $0) }
        let layouts = urls.filter(LayoutFileRules.isLayout).sorted { $0.path < $1.path }

        // What the plugin passes kbc is each layout file by name, as here.
        let run = try Kbc.run(["generate"] + layouts.map(\.path) + ["--output", output])
        #expect(run.status == 0, "\(run.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output).filter { !$0.hasPrefix(".") }
        let declared = LayoutFileRules.outputNames(for: layouts)
        // Compared as bytes: the NFC and NFD names are two files.
        let writtenBytes = Set(written.map { Array($0.utf8) })
        let declaredBytes = Set(declared.map { Array($0.utf8) })
        let notWritten = declared.filter { !writtenBytes.contains(Array($0.utf8)) }
        let notDeclared = written.filter { !declaredBytes.contains(Array($0.utf8)) }
        #expect(notWritten.isEmpty && notDeclared.isEmpty, "declared but not written: \(notWritten); written but not declared: \(notDeclared)")
        #expect(declared.count == written.count)

        // kbc, searching the folder itself, finds the same layout files the plugin picks out.
        let validate = try Kbc.run(["validate", input])
        #expect(validate.standardOutput.contains("Validated \(layouts.count) keyboards in \(layouts.count) files"), "\(validate.standardOutput)\(validate.standardError)")
    }
}
