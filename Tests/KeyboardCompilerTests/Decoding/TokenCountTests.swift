@testable import KeyboardCompiler
import KeyboardRuntime
import Testing

/// `RowStringScanner.tokenCount(of:)`, which counts eight bytes at a time, counts the tokens that
/// `forEachToken(in:_:)` finds, whatever the separators, scripts and lengths.
@Suite struct TokenCountTests {
    @Test func countsTheTokensOfRandomTexts() {
        var generator = SeededRandomNumberGenerator(seed: 32)
        let pieces = [" ", "\t", "  ", "a", "é", "ỳ", "ươ", "日", "👍🏽", "\u{0}", "\u{9}\u{20}", "\u{89}", "\u{2020}", "\u{A0}", "x,", "\u{1E20}"]
        for _ in 0..<2000 {
            let length = Int.random(in: 0...40, using: &generator)
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                var expected = 0
                RowStringScanner.forEachToken(in: buffer) { _, _ in expected += 1 }
                #expect(RowStringScanner.tokenCount(of: buffer) == expected, "\(Array(text.unicodeScalars.map(\.value)))")
            }
        }
    }
}
