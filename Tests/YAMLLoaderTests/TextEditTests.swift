import Testing
import YAMLLoader

/// Edits apply to a text's bytes by line and column in characters, and quoting reads back as the text.
@Suite struct TextEditTests {
    @Test func positionsCountCharactersNotBytes() {
        let source = SourceText(bytes: Array("title: é x\nrows:\n".utf8))
        #expect(source.byteOffset(of: SourcePosition(line: 1, column: 9)) == 9)
        #expect(source.byteOffset(of: SourcePosition(line: 1, column: 11)) == 11)
        // One past the line's end is where an insertion at the end goes; further is not in the text.
        #expect(source.byteOffset(of: SourcePosition(line: 1, column: 12)) == nil)
        #expect(source.byteOffset(of: SourcePosition(line: 4, column: 1)) == nil)
    }

    @Test func anEditReplacesItsRange() throws {
        let source = SourceText(bytes: Array("title: é: x\n".utf8))
        let edit = TextEdit(from: SourcePosition(line: 1, column: 8), to: SourcePosition(line: 1, column: 12), replacement: "\"é: x\"")
        #expect(try String(decoding: #require(source.applying(edit)), as: UTF8.self) == "title: \"é: x\"\n")
        let insertion = TextEdit(from: SourcePosition(line: 1, column: 12), to: SourcePosition(line: 1, column: 12), replacement: "!")
        #expect(try String(decoding: #require(source.applying(insertion)), as: UTF8.self) == "title: é: x!\n")
    }

    @Test func quotingReadsBackAsTheText() throws {
        #expect(YAMLQuoting.quoted("Enter PIN: 6") == "\"Enter PIN: 6\"")
        #expect(YAMLQuoting.quoted("say \"hi\"") == "'say \"hi\"'")
        #expect(YAMLQuoting.quoted("it's \\") == "'it''s \\'")
        #expect(YAMLQuoting.quoted("a\u{7}\"") == "\"a\\u0007\\\"\"")
        for text in ["Enter PIN: 6", "say \"hi\"", "it's \\", "a\u{7}\"", "# $ %", "tab\there", "a\u{2028}b"] {
            let (root, problems) = YAMLLoader().load(bytes: Array(("k: " + YAMLQuoting.quoted(text) + "\n").utf8))
            #expect(problems.isEmpty, "\(text)")
            guard case .mapping(let entries) = root?.content else { Issue.record("no mapping for \(text)"); continue }
            #expect(entries.first?.value.scalarText == text)
        }
    }
}
