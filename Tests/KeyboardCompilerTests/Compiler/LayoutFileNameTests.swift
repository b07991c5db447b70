import KeyboardCompiler
import Testing

/// Which file names a folder search takes for layouts.
@Suite struct LayoutFileNameTests {
    @Test(arguments: [
        ("letters.yaml", true), ("pad.yml", true), ("UPPER.YAML", true), ("Mixed.YmL", true), ("a.b.yaml", true),
        ("名前.yaml", true), (".hidden.yaml", false), ("kbc-config.yaml", false), ("kbc-config.yml", false),
        ("notes.txt", false), ("yaml", false), ("letters.yaml.bak", false), ("letters.yam", false),
        ("letters.ymll", false), ("letters.y@ml", false), ("letters.ＹＡＭＬ", false), ("letters.yaml\u{301}", false),
        ("letters.", false), ("Makefile", false),
    ])
    func layoutFileNames(_ name: String, isLayout: Bool) {
        #expect(LayoutFiles.isLayoutFileName(name) == isLayout)
    }
}
