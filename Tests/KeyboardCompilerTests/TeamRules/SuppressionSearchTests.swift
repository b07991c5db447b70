@testable import KeyboardCompiler
import Testing
import YAMLLoader

/// The search for `kbc:allow` in a file, which finds the directive's first byte by `memchr`: the directive is found
/// wherever it starts and whatever comes before it, and a near miss is not taken for it.
@Suite struct SuppressionSearchTests {
    @Test(arguments: 0..<20)
    func findsTheDirectiveAtEveryOffset(offset: Int) {
        // Decoys that share the directive's first byte end the line before it: in the same eight bytes
        // as the directive, or in earlier ones.
        let text = "keyboard: \(String(repeating: "k", count: offset))\n# kbc:allow KBC0101: reason\nrows: []\n"
        let found = Suppressions.written(in: SourceText(bytes: Array(text.utf8)))
        #expect(found.count == 1)
        #expect(found.first?.commentLine == 2)
        #expect(found.first?.column == "# kbc:allow".count + 1)
        #expect(found.first?.text == " KBC0101: reason\n")
    }

    @Test(arguments: ["# kbc:allo KBC0101: x\n", "# kbc:alloW\n", "# kkkkkkkkkbc:allo", "kbc:allo", ""])
    func aNearMissIsNotTheDirective(text: String) {
        #expect(Suppressions.written(in: SourceText(bytes: Array(text.utf8))).isEmpty)
    }

    @Test func theDirectiveAtTheVeryEndIsFound() {
        let text = "kk\n#     kbc:allow"
        #expect(Suppressions.written(in: SourceText(bytes: Array(text.utf8))).map(\.column) == ["#     kbc:allow".count + 1])
    }
}
