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
}
