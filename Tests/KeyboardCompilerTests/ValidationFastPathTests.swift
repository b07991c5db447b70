@testable import KeyboardCompiler
import KeyboardRuntime
import Testing
import TextClassification

/// The shortcuts the rules take for speed (issue 25) decide as the slow way would: each test pins a case a
/// shortcut could get wrong (a scalar at the edge of a range, canonically equivalent texts, jamo among
/// other 3-byte characters).
@Suite struct ValidationFastPathTests {
    private func codes(_ text: String) -> [String] {
        LayoutCompiler().compile([LayoutSource(path: "t.yaml", text: text)]).diagnostics.map { "\($0.code.identifier)@\($0.location?.position.description ?? "-")" }
    }

    /// The byte-level test agrees with the scalar one at every edge of the letter ranges and around them.
    @Test func printableASCIIOrCommonEastAsianLettersAgreesWithTheScalars() {
        func reference(_ text: String) -> Bool {
            text.unicodeScalars.allSatisfy { ($0.value >= 0x20 && $0.value < 0x7F) || UnicodeClassification.isCommonEastAsianLetter($0) }
        }
        var samples: [String] = ["", "a", "~", "\u{7F}", "\u{1F}", "\u{A0}", "é", "e\u{301}", "中\u{200B}", "가\u{7}", "あ\u{E000}", "😀", "ㄱ", "，"]
        for edge: UInt32 in [0x3000, 0x3041, 0x3096, 0x30A1, 0x30FA, 0x4E00, 0x9FEF, 0xAC00, 0xD7A3, 0xE000, 0xFFFD] {
            for value in edge - 1...edge + 1 {
                guard let scalar = Unicode.Scalar(value) else { continue }
                samples += [String(scalar), "a" + String(scalar), String(scalar) + "\u{0}", String(scalar) + "中"]
            }
        }
        // And a fixed-seed sample of 3-byte scalars, alone and after a letter.
        var state: UInt64 = 25
        for _ in 0..<2000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            guard let scalar = Unicode.Scalar(UInt32(0x800 + (state >> 33) % 0xF800)) else { continue }
            samples += [String(scalar), "가" + String(scalar)]
        }
        for sample in samples {
            #expect(sample.isPrintableASCIIOrCommonEastAsianLetters == reference(sample), "\(sample.unicodeScalars.map(\.value))")
        }
    }

    /// An unprintable scalar beside CJK letters is still found: the shortcut only skips texts of letters.
    @Test func unprintableScalarsAmongCJKLettersAreReported() {
        #expect(codes("keyboard: c\nrows:\n  - [\"中\\u200B\", 文]\n").contains("KBC0214@3:6"))
        #expect(codes("keyboard: c\nrows:\n  - [\"가\\u0007\", 나]\n").contains("KBC0208@3:6"))
        #expect(codes("keyboard: c\nrows:\n  - [\"あ\\uE000\", い]\n").contains("KBC0210@3:6"))
    }

    @Test func exactEqualityIsByCodePoint() {
        #expect("\u{E9}".hasSameUTF8(as: "\u{E9}"))
        #expect(!"\u{E9}".hasSameUTF8(as: "e\u{301}"))
        #expect(!"ab".hasSameUTF8(as: "abc"))
        // A large (heap) string and a small one with the same bytes.
        let long = String(repeating: "é", count: 20)
        #expect(String(long.prefix(1)).hasSameUTF8(as: "\u{E9}"))
        #expect(long.hasSameUTF8(as: String(repeating: "\u{E9}", count: 20)))
    }

    /// An NFD alternate of an NFC key is not "the key itself", and NFC and NFD alternates are not "listed
    /// twice": they type different code points (KBC0240 reports them instead).
    @Test func canonicallyEquivalentAlternatesAreNotRedundant() {
        let nfd = codes("keyboard: e\nrows:\n  - [{key: \"\\u00E9\", alternates: [\"e\\u0301\", è]}, x]\n")
        #expect(!nfd.contains { $0.hasPrefix("KBC0223") }, "\(nfd)")
        #expect(nfd.contains { $0.hasPrefix("KBC0240") }, "\(nfd)")
        let both = codes("keyboard: e\nrows:\n  - [{key: e, alternates: [\"\\u00E9\", \"e\\u0301\"]}, x]\n")
        #expect(!both.contains { $0.hasPrefix("KBC0223") }, "\(both)")
        let same = codes("keyboard: e\nrows:\n  - [{key: \"\\u00E9\", alternates: [\"\\u00E9\", è, è]}, x]\n")
        #expect(same.filter { $0.hasPrefix("KBC0223") }.count == 2, "\(same)")
    }

    /// Jamo are counted without a set of typed texts: other 3-byte characters and two-jamo texts are not
    /// jamo, alternates are.
    @Test func jamoAreCountedFromEveryTypedText() {
        #expect(codes("keyboard: k\nrows:\n  - [{key: x, alternates: [ㅂ, ㅈ]}, {key: y, alternates: [ㅏ, ㅓ]}]\n").contains { $0.hasPrefix("KBC0262") })
        #expect(!codes("keyboard: k\nrows:\n  - [ㅂㅈ, ㅏㅓ, 中, 文]\n").contains { $0.hasPrefix("KBC0262") })
        #expect(codes("keyboard: k\ncompose: hangul\nrows:\n  - [ㅂㅈ, 中, ㆍ]\n").contains { $0.hasPrefix("KBC0261") })
        #expect(!codes("keyboard: k\ncompose: hangul\nrows:\n  - [中, {key: x, shift: ㅣ}]\n").contains { $0.hasPrefix("KBC0261") })
    }
}
