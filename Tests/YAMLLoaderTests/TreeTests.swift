import Testing
import YAMLLoader

/// The contiguous tree reads back as the document: keys compared as Swift strings, aliases placed where
/// they are written, scalars' bytes and strings the same.
@Suite struct TreeTests {
    private func load(_ text: String) -> (root: YAMLNode?, problems: [YAMLProblem]) {
        YAMLLoader().load(bytes: Array(text.utf8))
    }

    private func entries(_ node: YAMLNode?) -> [YAMLMappingEntry] {
        guard case .mapping(let entries)? = node?.content else { return [] }
        return Array(entries)
    }

    @Test(arguments: [4, 40])
    func canonicallyEqualKeysAreDuplicates(fieldCount: Int) {
        // "é" precomposed, then as e + combining acute: one key to Swift, two byte sequences.
        var text = ""
        for index in 0..<fieldCount { text += "k\(index): v\n" }
        text += "\u{E9}: 1\ne\u{301}: 2\n"
        let (root, problems) = load(text)
        #expect(problems.map(\.kind) == [.duplicateKey("e\u{301}", first: SourcePosition(line: fieldCount + 1, column: 1))])
        #expect(entries(root).count == fieldCount + 1)
        #expect(entries(root).last?.value.scalarText == "1")
    }

    @Test func collectionKeysAreNotComparedAsText() {
        let (root, problems) = load("? [a]\n: 1\n? [a]\n: 2\n")
        #expect(problems.isEmpty)
        #expect(entries(root).count == 2)
    }

    @Test func anAliasTakesItsPlaceAndNotTheAnchorsExtent() {
        let (root, problems) = load("a: &x \"quoted\"\nb: *x\nc: &m {k: [1, 2]}\nd: *m\n")
        #expect(problems.isEmpty)
        let fields = entries(root)
        guard case .scalar(let anchor) = fields[0].value.content, case .scalar(let alias) = fields[1].value.content else {
            Issue.record("expected scalars")
            return
        }
        #expect(alias.text == "quoted" && alias.style == .doubleQuoted)
        #expect(anchor.end == SourcePosition(line: 1, column: 15))
        #expect(alias.end == nil)
        #expect(fields[1].value.position == SourcePosition(line: 2, column: 4))
        #expect(fields[3].value.position == SourcePosition(line: 4, column: 4))
        let aliased = entries(fields[3].value)
        #expect(aliased.map { $0.key.scalarText } == ["k"])
        guard case .sequence(let items) = aliased[0].value.content else {
            Issue.record("expected the anchored list")
            return
        }
        #expect(items.map(\.scalarText) == ["1", "2"])
        // The nodes inside keep the anchor's positions, as the anchored text is where they are written.
        #expect(items[0].position == SourcePosition(line: 3, column: 12))
    }

    @Test(arguments: ["key", "Key", "ke", "\u{212A}ey", "k\u{0065}y", "ключ", ""])
    func scalarComparisonIsStringEquality(_ candidate: String) {
        let (root, _) = load("\"\(candidate)\": 1\n")
        let key = entries(root).first?.key
        for other in ["key", "Key", "KEY", "\u{212A}ey", "ключ", ""] {
            #expect(key?.isScalar(other) == (candidate == other), "\(candidate) vs \(other)")
        }
    }

    @Test func scalarBytesAreTheText() {
        let (root, _) = load("a: \"tab\\there\\0nul\"\nb: |\n  block\n  text\n")
        for entry in entries(root) {
            guard case .scalar(let scalar) = entry.value.content else { continue }
            let bytes = scalar.withUTF8 { Array($0) }
            #expect(bytes == Array(scalar.text.utf8))
            #expect(scalar.utf8Count == bytes.count)
            #expect(scalar.isEmpty == bytes.isEmpty)
        }
    }

    /// Escapes can make the text longer than the document (`\L` is two bytes for a three-byte character):
    /// the loader's text buffer grows, and every scalar keeps its own bytes and its ASCII-ness (non-ASCII
    /// keys are still compared as strings).
    @Test func textLongerThanTheDocumentIsKept() {
        let escapes = String(repeating: "\\L", count: 100)
        let (root, problems) = load("a: \"\(escapes)\"\nb: \"\(escapes)x\"\ne\u{301}: 1\n\u{E9}: 2\n")
        #expect(problems.map(\.kind) == [.duplicateKey("\u{E9}", first: SourcePosition(line: 3, column: 1))])
        let values = entries(root).map { $0.value.scalarText }
        #expect(values == [String(repeating: "\u{2028}", count: 100), String(repeating: "\u{2028}", count: 100) + "x", "1"])
    }
}
