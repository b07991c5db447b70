import KeyboardCompiler
import Testing

/// The names `kbc generate` writes and the outputs it refuses, pinned where the byte-level fast paths
/// (issue 25) could differ from the string operations they replaced.
@Suite struct OutputPathTests {
    @Test(arguments: [
        ("Layouts/decimal-pad.yaml", "decimal-pad.swift"), ("Pad.YML", "Pad.swift"), ("a/b/Mixed.YaMl", "Mixed.swift"),
        ("a.b.yaml", "a.b.swift"), ("名前.yaml", "名前.swift"), ("e\u{301}.yml", "e\u{301}.swift"), (".yaml", ".swift"),
        ("letters.yaml.bak", "letters.yaml.bak.swift"), ("notes", "notes.swift"), ("folder/", "folder.swift"),
        ("letters.ＹＡＭＬ", "letters.ＹＡＭＬ.swift"), ("x.yam", "x.yam.swift"), ("dir.yaml/x", "x.swift"),
    ])
    func outputNames(_ layout: String, swift: String) {
        let name = SwiftGeneration.outputName(forLayoutFile: layout)
        // Compared by bytes: String equality would take an NFD name for its NFC spelling.
        #expect(Array(name.utf8) == Array(swift.utf8))
    }

    @Test("An output that is an input by its path is refused even when no file is there to compare by identity")
    func outputIsAnInputByPath() {
        let missing = "/kbc-output-path-tests-missing/x"
        // A Swift destination named as an input: the inputs that are not layout files are compared.
        let swift = OutputSafety.check(destinations: [missing + ".swift"], inputs: ["a.yaml", missing + ".swift"])
        #expect(swift.map(\.message) == ["the output is an input: writing it would destroy '\(missing).swift'"])
        // A layout-named destination that is an input is reported as an input, not as a layout name.
        let yaml = OutputSafety.check(destinations: [missing + ".YAML"], inputs: [missing + ".YAML"])
        #expect(yaml.map(\.message) == ["the output is an input: writing it would destroy '\(missing).YAML'"])
        // Not an input: only the layout name is wrong.
        let other = OutputSafety.check(destinations: [missing + ".yml"], inputs: [missing + ".swift"])
        #expect(other.map(\.message) == ["'x.yml' is a layout file name: kbc would read this output back as a layout"])
        // Paths compare by bytes: an NFD spelling is another file on Linux.
        let decomposed = OutputSafety.check(destinations: [missing + "e\u{301}.swift"], inputs: [missing + "\u{E9}.swift"])
        #expect(decomposed.isEmpty)
        #expect(OutputSafety.check(destinations: [missing + ".swift"], inputs: ["a.yaml", "b.yml"]).isEmpty)
    }
}
