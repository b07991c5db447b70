@testable import KeyboardCompiler
import Testing

/// `String(validUTF8:)` and `String(scalarValue:)` make the standard library's own strings: the same bits
/// as `String(decoding:as:)` and `String(Unicode.Scalar)`, so that nothing can tell them apart.
@Suite struct SmallStringTests {
    /// The two words of a string, its whole value on a 64-bit platform.
    static func bits(_ text: String) -> [UInt8] {
        withUnsafeBytes(of: text) { Array($0) }
    }

    /// The same string: the same bits when small (a longer one points to storage of its own).
    static func expectSame(_ made: String, _ expected: String, _ comment: @autoclosure () -> String) {
        if expected.utf8.count <= 15 { #expect(Self.bits(made) == Self.bits(expected), Comment(rawValue: comment())) }
        #expect(made == expected && Array(made.utf8) == Array(expected.utf8) && made.count == expected.count)
    }

    @Test func everyScalarIsTheStandardLibrarysString() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = String(scalar)
            let fromBytes = Array(expected.utf8).withUnsafeBufferPointer { String(validUTF8: $0) }
            let fromValue = String(scalarValue: value)
            if Self.bits(fromBytes) != Self.bits(expected) || Self.bits(fromValue) != Self.bits(expected) {
                Issue.record("U+\(String(value, radix: 16, uppercase: true))")
            }
        }
    }

    @Test(arguments: [
        "", "a", "ab", "Tiếng", "ỳ ý ỷ", "abcdefghijklmn", "abcdefghijklmno", "abcdefghijklmnop", "ếếếếế", "ếếếếếế",
        "m\u{300}", "क्ष", "👍🏽", "e\u{301}\u{301}", "日本語のかなカナ", "日本語のかなカナ!",
    ])
    func textsOfAnyLengthAreTheStandardLibrarysStrings(_ text: String) {
        let expected = String(decoding: Array(text.utf8), as: UTF8.self)
        let made = Array(text.utf8).withUnsafeBufferPointer { String(validUTF8: $0) }
        Self.expectSame(made, expected, text)
        var set: Set<String> = [expected]
        #expect(set.insert(made).inserted == false)
    }

    /// A token read as a word from a longer text is the string its bytes make.
    @Test(arguments: ["a", "é", "ỳ", "ươ", "abcdefgh", "ếế", "m\u{300}"])
    func tokensReadAsAWordAreTheStandardLibrarysStrings(_ token: String) {
        let expected = String(decoding: Array(token.utf8), as: UTF8.self)
        let text = Array(token.utf8) + Array(" ỳ ý ỷ".utf8)
        let made = text.withUnsafeBufferPointer { bytes in
            String(validUTF8: UnsafeBufferPointer(rebasing: bytes[0..<token.utf8.count]), readableUpTo: bytes.baseAddress! + bytes.count)
        }
        Self.expectSame(made, expected, token)
    }

    /// Small strings' words are equal exactly when their bytes are; a string with storage of its own has none.
    @Test func smallStringsCompareByTheirWords() {
        let texts = ["", "a", "b", "ab", "é", "e\u{301}", "ỳ", "Ỳ", "abcdefghijklmno", "ếếếếế"]
        for a in texts {
            for b in texts {
                let (wordsA, wordsB) = (String(decoding: Array(a.utf8), as: UTF8.self).smallStringWords, b.smallStringWords)
                #expect(wordsA != nil && wordsB != nil)
                if let wordsA, let wordsB { #expect((wordsA == wordsB) == (Array(a.utf8) == Array(b.utf8)), "\(a) \(b)") }
            }
        }
        var large = "ab"
        large.reserveCapacity(64)
        #expect(large.smallStringWords == nil)
        #expect(String(repeating: "x", count: 16).smallStringWords == nil)
        #expect(AlternatesRule.repeatedPositions(in: ["é", "è", large, "é", "ab"]) == [3, 4])
        #expect(AlternatesRule.repeatedPositions(in: ["é", "è", "ab", "é", "ab", "e\u{301}"]) == [3, 4])
    }

    /// A small string's flags say whether it has a byte beyond ASCII, however it was made.
    @Test func smallStringsTellBytesBeyondASCIIByTheirFlags() {
        let texts = ["", "a", "Z~", "\u{7F}", "é", "ỳ", "Ỳ", "e\u{301}", "abcdefghijklm\u{E9}", "日本語", "👍🏽", "abcdefghijklmno"]
        for text in texts {
            #expect(text.smallStringWords != nil, "\(text)")
            let made = [
                text, String(decoding: Array(text.utf8), as: UTF8.self), text.uppercased(), text.lowercased(),
                Array(text.utf8).withUnsafeBufferPointer { String(validUTF8: $0) }, String(text.unicodeScalars),
            ]
            for string in made {
                let isBeyondASCII = string.utf8.contains { $0 >= 0x80 }
                #expect(string.isSmallBeyondASCII == (string.smallStringWords != nil && isBeyondASCII), "\(string)")
            }
        }
        var large = "é"
        large.reserveCapacity(64)
        #expect(!large.isSmallBeyondASCII)
        #expect(!String(repeating: "é", count: 8).isSmallBeyondASCII)
    }
}
