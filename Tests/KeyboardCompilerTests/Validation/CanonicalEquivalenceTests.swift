@testable import KeyboardCompiler
import KeyboardRuntime
import Testing

/// KBC0240 tells most pages apart from the summary alone (the texts the quick check cannot tell, the
/// scalars of the page) and compares NFC forms by their bytes: it reports exactly the pages on which two
/// typed texts are canonically equivalent in other code points, as `String`'s `==` tells them.
@Suite struct CanonicalEquivalenceTests {
    /// Texts that NFC composes, decomposes, reorders or leaves alone, each with some that are canonically
    /// equivalent to it in other code points, and all their own upper case (so that a page types no
    /// shift text beside them).
    private static let texts = [
        "\u{0931}", "\u{0930}\u{093C}", "\u{0929}", "\u{0928}\u{093C}",  // a nukta letter, composed and not
        "\u{0958}", "\u{0915}\u{093C}", "\u{095F}", "\u{092F}\u{093C}",  // excluded from composition
        "\u{0930}", "\u{093C}", "\u{0915}", "\u{094D}", "\u{0915}\u{094D}\u{0937}",  // their parts, a conjunct
        "\u{0915}\u{0951}\u{093C}", "\u{0915}\u{093C}\u{0951}",  // marks out of order and in order
        "\u{00C5}", "\u{212B}", "A\u{030A}",  // Angstrom sign: a singleton
        "\u{03A9}", "\u{2126}",  // Ohm sign
        "\u{00C9}", "E\u{0301}", "A\u{0323}\u{0307}", "A\u{0307}\u{0323}", "\u{1EA0}\u{0307}",
        "\u{1100}\u{1161}", "\u{AC00}", "\u{1100}", "\u{1161}", "\u{3131}",  // Hangul jamo and a syllable
        "\u{0A31}", "\u{0B29}",  // a scalar of another block at the place of U+0931 or U+0929 in the filter
    ]

    private static func escaped(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.isASCII && $0 != "\"" && $0 != "\\" ? String($0) : "\\U" + String(format8($0.value)) }.joined() + "\""
    }

    private static func format8(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    private static func kbc0240(_ yaml: String) -> Int {
        LayoutCompiler().compile([LayoutSource(path: "t.yaml", text: yaml)]).diagnostics.filter { $0.code == .canonicallyEquivalentTexts }.count
    }

    /// Whether two of `typed` are canonically equivalent in other code points.
    private static func hasEquivalentPair(_ typed: [String]) -> Bool {
        typed.indices.contains { first in typed.indices.contains { typed[$0] == typed[first] && !typed[$0].hasSameUTF8(as: typed[first]) } }
    }

    /// Random pages of keys, alternates, labels and hints drawn from the texts: a finding exactly when two
    /// typed texts are canonically equivalent, whatever only a label or a hint shows.
    @Test func findingsAreThoseOfStringEquality() {
        var state: UInt64 = 240
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var found = 0
        for _ in 0..<300 {
            var keys: [String] = []
            var typed: [String] = []
            for _ in 0..<(1 + next(4)) {
                let text = Self.texts[next(Self.texts.count)]
                typed.append(text)
                var fields = ["key: " + Self.escaped(text)]
                if next(2) == 0 {
                    let alternates = (0..<(1 + next(3))).map { _ in Self.texts[next(Self.texts.count)] }
                    typed += alternates
                    fields.append("alternates: [" + alternates.map(Self.escaped).joined(separator: ", ") + "]")
                }
                if next(3) == 0 { fields.append("label: " + Self.escaped(Self.texts[next(Self.texts.count)])) }
                if next(3) == 0 { fields.append("hint: " + Self.escaped(Self.texts[next(Self.texts.count)])) }
                keys.append("{" + fields.joined(separator: ", ") + "}")
            }
            let yaml = "keyboard: t\nrows:\n  - [" + keys.joined(separator: ", ") + "]\n"
            let expected = Self.hasEquivalentPair(typed)
            if expected { found += 1 }
            #expect((Self.kbc0240(yaml) > 0) == expected, "\(yaml)")
        }
        // Both kinds of page are drawn.
        #expect(found > 30 && found < 270, "\(found)")
    }

    /// The cases the summary alone decides, each way: a form on the page only as a label, a form at the
    /// place of another block's scalar, two texts out of NFC with one form, a singleton.
    @Test func theSummaryDecidesWhenItCan() {
        func page(_ keys: String) -> String { "keyboard: t\nrows:\n  - [" + keys + "]\n" }
        // र with a nukta, and ऱ only as a label: not typed, no finding.
        #expect(Self.kbc0240(page("{key: \"\\u0930\\u093C\", label: \"\\u0931\"}, x")) == 0)
        // ...and ऱ typed by another key, or as its caps text.
        #expect(Self.kbc0240(page("\"\\u0930\\u093C\", \"\\u0931\"")) == 1)
        #expect(Self.kbc0240(page("{key: \"\\u0930\\u093C\", caps: \"\\u0931\"}, x")) == 1)
        // Gurmukhi U+0A31 shares U+0931's place in the filter but is another text.
        #expect(Self.kbc0240(page("\"\\u0930\\u093C\", \"\\u0A31\"")) == 0)
        // Marks in two orders, neither in NFC... and a composition-excluded letter against its NFC form,
        // which the quick check cannot tell either.
        #expect(Self.kbc0240(page("\"A\\u0323\\u0307\", \"A\\u0307\\u0323\"")) == 1)
        #expect(Self.kbc0240(page("\"\\u0958\", \"\\u0915\\u093C\"")) == 1)
        // Singletons: NFC makes them another letter, which may be typed.
        #expect(Self.kbc0240(page("\"\\u212B\", \"\\u00C5\"")) == 1)
        #expect(Self.kbc0240(page("\"\\u2126\", x")) == 0)
        #expect(Self.kbc0240(page("{key: \"\\u2126\", alternates: [\"\\u03A9\"]}, x")) == 1)
        // Conjoining jamo and their syllable; the compatibility jamo are other characters.
        #expect(Self.kbc0240(page("\"\\u1100\\u1161\", \"\\uAC00\"")) == 1)
        #expect(Self.kbc0240(page("\"\\u1100\", \"\\u1161\", \"\\uAC00\", \"\\u3131\"")) == 0)
    }

    /// The forms are kept in tables of a fixed size: a process that normalizes without end does not grow,
    /// and each form is the text's, whether it was remembered or made again.
    @Test func nfcFormsStayBounded() {
        let forms = NFCForms()
        // More texts of a word than the table holds (a letter and a mark), and longer ones (jamo).
        let letters = (UInt32(0x41)...0x5A).map { $0 } + (UInt32(0x61)...0x7A).map { $0 }
        var texts = letters.flatMap { letter in (UInt32(0x300)...0x318).map { String(Unicode.Scalar(letter)!) + String(Unicode.Scalar($0)!) } }
        texts += (UInt32(0)..<19).flatMap { lead in (UInt32(0)..<21).map { vowel in
            String(String.UnicodeScalarView([Unicode.Scalar(0x1100 + lead)!, Unicode.Scalar(0x1161 + vowel)!, Unicode.Scalar(0x11A8 + lead)!]))
        } }
        for _ in 0..<2 {
            for text in texts {
                let form = forms.normalized(text, packed: text.packedUTF8)
                #expect(form == text && form.hasSameUTF8(as: String(decoding: text._nfcCodeUnits, as: UTF8.self)), "\(text.unicodeScalars.map(\.value))")
            }
            #expect(forms.count <= 1024 + 256)
        }
    }
}
