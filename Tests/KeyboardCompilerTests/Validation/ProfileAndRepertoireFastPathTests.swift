@testable import KeyboardCompiler
import KeyboardRuntime
import Testing

/// The shortcuts the profiles and the repertoire rule take for speed (issue 25) decide as the slow way
/// would: characters of one ASCII byte kept as bits, `\r\n` and canonically equivalent texts among them;
/// character rows counted without their keys, a row of ignored texts kept.
@Suite struct ProfileAndRepertoireFastPathTests {
    private static let samples: [String] = [
        "", "a", "0123456789.", "\r", "\n", "\r\n", "a\r\nb", "\r\r\n", "é", "e\u{301}", "X", "x", "\u{7F}", "\u{80}", "中", "👨‍👩‍👧", " ", "e\u{301}\r\n",
    ]

    /// What `Set<ExactCharacter>`, the slow way, holds for `texts`.
    private func exactSet(_ texts: [String]) -> Set<ExactCharacter> {
        Set(texts.flatMap { $0.map(ExactCharacter.init) })
    }

    private func fastSet(_ texts: [String]) -> ExactCharacterSet {
        var set = ExactCharacterSet()
        for text in texts { set.insert(charactersOf: text) }
        return set
    }

    /// Fixed-seed pairs of text lists: membership, inclusion and difference agree with the set of exact
    /// characters, byte for byte.
    @Test func exactCharacterSetAgreesWithASetOfExactCharacters() {
        var state: UInt64 = 25
        func pick() -> [String] {
            (0..<3).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let count = Int(state >> 60) % 4
                return (0..<count).map { _ in
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    return Self.samples[Int(state >> 33) % Self.samples.count]
                }.joined()
            }
        }
        for _ in 0..<500 {
            let (left, right) = (pick(), pick())
            let (exactLeft, exactRight) = (exactSet(left), exactSet(right))
            let (fastLeft, fastRight) = (fastSet(left), fastSet(right))
            #expect(fastLeft.subtracting(fastRight) == exactLeft.subtracting(exactRight), "\(left) − \(right)")
            #expect(fastLeft.isSubset(of: fastRight) == exactLeft.isSubset(of: exactRight), "\(left) ⊆ \(right)")
            for text in Self.samples {
                for character in text { #expect(fastLeft.contains(character) == exactLeft.contains(ExactCharacter(character)), "\(left) ∋ \(character)") }
            }
        }
    }

    /// `\r\n` is one character, not CR and LF; an NFD `é` is not an NFC one.
    @Test func multiByteCharactersAreNotTheirParts() {
        let set = fastSet(["\r\n", "e\u{301}"])
        #expect(!set.contains("\r") && !set.contains("\n") && set.contains("\r\n"))
        #expect(!set.contains("é") && set.contains("e\u{301}") && !set.contains("e"))
    }

    /// Rows of function keys are skipped; a row whose character keys are all ignored is kept, with none.
    @Test func characterRowsCountCharacterKeysAndKeepRowsOfIgnoredTexts() {
        func key(_ text: String) -> Key { Key(action: .insert(text), label: text) }
        let layout = KeyboardLayout(id: "k", rows: [
            KeyRow(keys: [key("q"), Key(action: .delete, label: "⌫"), key("w")]),
            KeyRow(keys: [Key(action: .shift, label: "⇧")]),
            KeyRow(keys: [key(","), key(".")]),
            KeyRow(keys: [key("a"), key("!")]),
        ])
        let plain = CharacterRows(layout)
        #expect(plain.rows.map(\.index) == [0, 2, 3] && plain.rows.map(\.count) == [2, 2, 2])
        let ignoring = CharacterRows(layout, ignoring: [",", ".", "!"])
        #expect(ignoring.rows.map(\.index) == [0, 2, 3] && ignoring.rows.map(\.count) == [2, 0, 1])
        var walked: [String] = []
        ignoring.forEachKey { row, index, text in walked.append("\(row).\(index):\(text)") }
        #expect(walked == ["0.0:q", "0.2:w", "3.0:a"])
    }
}
