import Testing
import YAMLLoader

private func problems(_ bytes: [UInt8]) -> [YAMLProblem] {
    YAMLLoader().load(bytes: bytes).problems
}

@Suite struct InputScreeningTests {
    @Test func utf16And32AreRecognised() {
        let utf16LE: [UInt8] = [0xFF, 0xFE] + Array("a: 1\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(problems(utf16LE).map(\.kind) == [.unsupportedEncoding("UTF-16LE")])
        let utf16BENoMark: [UInt8] = Array("a: 1\n".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        #expect(problems(utf16BENoMark).map(\.kind) == [.unsupportedEncoding("UTF-16BE")])
        #expect(problems([0x00, 0x00, 0xFE, 0xFF, 0, 0, 0, 0x61]).map(\.kind) == [.unsupportedEncoding("UTF-32BE")])
        #expect(problems([0xFF, 0xFE, 0x00, 0x00, 0x61, 0, 0, 0]).map(\.kind) == [.unsupportedEncoding("UTF-32LE")])
    }

    @Test func utf8ByteOrderMarkIsAccepted() {
        #expect(problems([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8)).isEmpty)
    }

    @Test func invalidUTF8IsLocated() {
        let bytes = Array("a: 1\nbé: \u{4E2D}".utf8) + [0xC0, 0x80] + Array("\n".utf8)
        #expect(problems(bytes) == [YAMLProblem(.invalidUTF8, at: SourcePosition(line: 2, column: 6))])
        #expect(problems(Array("a: ".utf8) + [0xED, 0xA0, 0x80]).map(\.kind) == [.invalidUTF8])
        #expect(problems(Array("a: ".utf8) + [0xE4, 0xB8]).map(\.kind) == [.invalidUTF8])
    }

    /// Three-byte characters with the lead bytes E1 and E3 to EC pass without the general checks: the
    /// sequences next to that range, or broken inside it, are still refused where they are.
    @Test func threeByteCharactersAreCheckedAtTheEdgesOfTheFastPath() {
        #expect(problems(Array("a: \u{1000}\u{3000}\u{4E2D}\u{AC00}\u{CFFF}\u{D7A3}\u{E000}\u{FFFD}\n".utf8)).isEmpty)
        #expect(problems(Array("a: \u{4E2D}".utf8) + [0xE4, 0x41, 0x80] + Array("\n".utf8))
            == [YAMLProblem(.invalidUTF8, at: SourcePosition(line: 1, column: 5))])
        #expect(problems(Array("a: \u{AC00}".utf8) + [0xEC, 0x80]).map(\.kind) == [.invalidUTF8])
        #expect(problems(Array("a: ".utf8) + [0xE0, 0x80, 0x80]).map(\.kind) == [.invalidUTF8])
        #expect(problems(Array("a: \u{4E2D}\u{2029}".utf8)).map(\.kind) == [.controlCharacter("\u{2029}")])
        #expect(problems(Array("a: \u{4E2D}\u{FFFE}".utf8)).map(\.kind) == [.controlCharacter("\u{FFFE}")])
    }

    @Test func controlCharactersAreLocated() {
        // The fix removes the character: no text of a layout may hold it.
        let removal = TextEdit(from: SourcePosition(line: 2, column: 5), to: SourcePosition(line: 2, column: 6), replacement: "")
        #expect(problems(Array("a: 1\r\nb: x\u{7}".utf8)) == [YAMLProblem(.controlCharacter("\u{7}"), at: SourcePosition(line: 2, column: 5), fix: removal)])
        #expect(problems(Array("a: \u{0}".utf8)).map(\.kind) == [.controlCharacter("\u{0}")])
        #expect(problems(Array("a: \u{A0}x\u{9F}".utf8)).map(\.kind) == [.controlCharacter("\u{9F}")])
        // libyaml reads NEL, U+2028 and U+2029 as line breaks: refused raw (issue 13).
        #expect(problems(Array("a: \u{85}x\u{9F}".utf8)).map(\.kind) == [.controlCharacter("\u{85}")])
        #expect(problems(Array("a: x\u{2028}".utf8)).map(\.kind) == [.controlCharacter("\u{2028}")])
        #expect(problems(Array("a: \u{FFFF}".utf8)).map(\.kind) == [.controlCharacter("\u{FFFF}")])
        #expect(problems(Array("a:\tb\n".utf8)).isEmpty)
    }

    @Test func sourceTextMapsOffsetsAcrossLineBreakStyles() {
        let text = SourceText(bytes: Array("ab\r\ncé\rd\nzz".utf8))
        #expect(text.lineCount == 4)
        #expect(text.line(2) == "cé")
        #expect(text.position(ofByteOffset: 4) == SourcePosition(line: 2, column: 1))
        #expect(text.position(ofByteOffset: 7) == SourcePosition(line: 2, column: 3))
        #expect(text.position(ofByteOffset: 8) == SourcePosition(line: 3, column: 1))
        #expect(text.position(ofByteOffset: 100) == SourcePosition(line: 4, column: 3))
    }
}
