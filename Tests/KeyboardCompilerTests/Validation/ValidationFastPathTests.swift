@testable import KeyboardCompiler
import KeyboardRuntime
import Testing
import TextClassification
import YAMLLoader

/// The shortcuts the rules take for speed (issue 25) decide as the slow way would: each test pins a case a
/// shortcut could get wrong (a scalar at the edge of a range, canonically equivalent texts, jamo among
/// other 3-byte characters).
@Suite struct ValidationFastPathTests {
    private func codes(_ text: String) -> [String] {
        LayoutCompiler().compile([LayoutSource(path: "t.yaml", text: text)]).diagnostics.map { "\($0.code.identifier)@\($0.location?.position.description ?? "-")" }
    }

    /// The scalar values read from the bytes are the string's scalars, in 1-, 2-, 3- and 4-byte forms,
    /// and the test stops at the first that fails.
    @Test func scalarValuesAreDecodedFromTheBytes() {
        var samples: [String] = ["", "a", "~", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}", "é", "e\u{301}", "中\u{200B}", "😀👨‍👩‍👧"]
        // And a fixed-seed sample of scalars of every length, alone and after others.
        var state: UInt64 = 25
        for _ in 0..<3000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            guard let scalar = Unicode.Scalar(UInt32((state >> 33) % 0x110000)) else { continue }
            samples += [String(scalar), "a가" + String(scalar) + "😀"]
        }
        // A heap string, not only small ones.
        samples.append(String(repeating: "中é😀a", count: 10))
        for sample in samples {
            var decoded: [UInt32] = []
            #expect(sample.allScalarValues { decoded.append($0); return true })
            #expect(decoded == sample.unicodeScalars.map(\.value), "\(sample.unicodeScalars.map(\.value))")
            var seen = 0
            #expect(!sample.isEmpty == !sample.allScalarValues { _ in seen += 1; return false })
            #expect(seen == min(1, sample.unicodeScalars.count))
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

    /// What the rules tell by value, without Unicode's tables, is what the tables say, for every scalar.
    @Test func scalarShortcutsAgreeWithUnicodesProperties() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if ScriptCharacters.hasNoFullWidthForm(value) {
                #expect(ScriptCharacters.fullWidthForm(of: scalar) == nil, "U+\(String(value, radix: 16))")
            }
            if value < 0x3000 || (0x4E00...0xD7A3).contains(value) {
                let reference = value >= 0x41 && scalar.properties.isAlphabetic
                if DirectionScriptRule.isLeftToRightLetter(scalar) != reference { Issue.record("U+\(String(value, radix: 16)) alphabetic") }
            }
            if value < 0x3100 || (0xAC00...0xAC10).contains(value) || (0x4E00...0x4E10).contains(value) || (0x3040...0x30FF).contains(value) {
                let reference = scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
                if KeyDescriptionRule.isBlank(String(scalar)) != reference { Issue.record("U+\(String(value, radix: 16)) blank") }
            }
        }
        for text in ["", " ", "\u{3000}\u{200B}", " a", "中 ", "\u{A0}"] {
            #expect(KeyDescriptionRule.isBlank(text) == text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.properties.generalCategory == .format })
        }
    }

    /// Texts that skip a rule's scalar walk are reported as before when they have something to report.
    @Test func rulesThatSkipScalarsStillFindTheirCases() {
        #expect(codes("keyboard: k\nrows:\n  - [\"\\u1112\", ㅂ]\n").contains { $0.hasPrefix("KBC0242") })
        #expect(codes("keyboard: a\nrows:\n  - [\"\\uFEFB\", ب]\n").contains { $0.hasPrefix("KBC0241") })
        #expect(codes("keyboard: k\nrows:\n  - ㅂ ㅈ ㄷ ㄱ ㅅ 각\n").contains { $0.hasPrefix("KBC0243") })
        #expect(codes("keyboard: w\ncharacterWidth: full\nrows:\n  - ， ! ｱ\n").filter { $0.hasPrefix("KBC0244") }.count == 2)
        #expect(codes("keyboard: h\nlocale: en\nrows:\n  - א ב ג ד ה ו\n").contains { $0.hasPrefix("KBC0250") })
    }

    /// KBC0240 looks for its texts only when the words of their bytes and NFC forms say two may match:
    /// texts of one to seven bytes and longer ones, the same text twice, and NFC forms remembered across
    /// the files of one compilation.
    @Test func canonicallyEquivalentTextsAreFoundWhateverTheirLength() {
        let kbc0240 = { (text: String) in self.codes(text).filter { $0.hasPrefix("KBC0240") } }
        // र + nukta is ऱ (U+0931) in NFC; य + nukta stays two scalars (U+095F is excluded from composition).
        #expect(kbc0240("keyboard: h\nrows:\n  - [{key: र, alternates: [\"\\u0930\\u093C\", \"\\u0931\"]}, x]\n").count == 1)
        #expect(kbc0240("keyboard: h\nrows:\n  - [{key: र, alternates: [\"\\u0930\\u093C\"]}, {key: x, alternates: [\"\\u0930\\u093C\"]}]\n").isEmpty)
        #expect(kbc0240("keyboard: h\nrows:\n  - [{key: य, alternates: [\"\\u092F\\u093C\", \"\\u095F\"]}, x]\n").count == 1)
        // Past seven bytes, in NFD and in NFC: a word with an NFD é and the same word in NFC, then words
        // that differ only past their seventh byte, and one word twice.
        #expect(kbc0240("keyboard: e\nrows:\n  - [{key: \"caffe\\u0301es\", alternates: [\"caff\\u00E9es\"]}, x]\n").count == 1)
        #expect(kbc0240("keyboard: e\nrows:\n  - [{key: \"caffe\\u0301es\", alternates: [\"caffe\\u0301ez\"]}, {key: \"caffe\\u0301es\"}]\n").isEmpty)
        // The same texts in two files of one compilation: each file's finding, from the form found once.
        let page = "rows:\n  - [{key: न, alternates: [\"\\u0928\\u093C\", \"\\u0929\"]}, x]\n"
        let result = LayoutCompiler().compile([
            LayoutSource(path: "a.yaml", text: "keyboard: a\n" + page), LayoutSource(path: "b.yaml", text: "keyboard: b\n" + page),
        ])
        #expect(result.diagnostics.filter { $0.code == .canonicallyEquivalentTexts }.compactMap(\.location?.file) == ["a.yaml", "b.yaml"])
        // More non-ASCII typed texts than the first walk packs (300 ideographs as alternates), the pair last.
        let ideographs = (0..<10).map { key in
            "{key: k, alternates: [" + (0..<30).map { "\"\\u\(String(0x4E00 + key * 30 + $0, radix: 16))\"" }.joined(separator: ", ") + "]}"
        }.joined(separator: ", ")
        #expect(kbc0240("keyboard: m\nrows:\n  - [\(ideographs)]\n  - [{key: र, alternates: [\"\\u0930\\u093C\", \"\\u0931\"]}, x]\n").count == 1)
        #expect(kbc0240("keyboard: m\nrows:\n  - [\(ideographs)]\n  - [{key: र, alternates: [\"\\u0930\\u093C\"]}, x]\n").isEmpty)
    }

    /// A repertoire is counted on the pages its own keyboard leads to, also when another file has the same
    /// id and leads elsewhere (KBC0201 reports the repeat): only pages reachable from it are shown.
    @Test func aRepertoireCountsThePagesItsOwnKeyboardLeadsTo() {
        let result = LayoutCompiler().compile([
            LayoutSource(path: "a1.yaml", text: "keyboard: a\nrepertoire: \"1\"\nrows: [[1, {action: switch, to: b}]]\n"),
            LayoutSource(path: "a2.yaml", text: "keyboard: a\nrepertoire: \"12\"\nrows: [[1, {action: switch, to: c}]]\n"),
            LayoutSource(path: "b.yaml", text: "keyboard: b\nrows: [[2]]\n"),
            LayoutSource(path: "c.yaml", text: "keyboard: c\nrows: [[2, 3]]\n"),
        ])
        let found = result.diagnostics.filter { $0.code == .repertoireMismatch }.map { "\($0.location?.file ?? ""): \($0.message)" }
        #expect(found == [
            "a1.yaml: the keys can type '2', which the repertoire does not list",
            "a2.yaml: the keys can type '3', which the repertoire does not list",
        ], "\(found)")
        // A pad that leads nowhere is its own only page.
        let pad = LayoutCompiler().compile([LayoutSource(path: "p.yaml", text: "keyboard: p\nrepertoire: \"12\"\nrows: [[1, 2, 3]]\n")])
        #expect(pad.diagnostics.map(\.message) == ["the keys can type '3', which the repertoire does not list"])
    }
}

/// Country codes as locales are found as the general way finds them, also where the shortcut does not apply.
@Suite struct LocaleFastPathTests {
    @Test func countryCodesAreFoundWhateverTheLocaleLooksLike() {
        for locale in ["JP", "jp", "jp-JP", "kr", "KR-x", "-jp", "--kr", "jpn", "ja", "j", "ja-JP", "ｊｐ", "jp\u{301}", "\u{212A}R", "us-", "u"] {
            let language = locale.split(separator: "-", maxSplits: 1).first.map { $0.lowercased() } ?? ""
            let expected = LocaleCountryCodeRule.languages[language] != nil
            // The rule itself, on any locale: the decoder refuses some of these before it.
            var layout = KeyboardLayout(id: "t", rows: [KeyRow(keys: [Key(action: .insert("a"), label: "a")])])
            layout.locale = locale
            let page = ResolvedPage(ResolvedKeyboard(
                layout: layout, file: "t.yaml", positions: LayoutPositions(document: SourcePosition(line: 1, column: 1), rows: []), isComplete: true,
                declaration: KeyboardDeclaration()))
            var found: [Diagnostic] = []
            LocaleCountryCodeRule().check(page, in: ValidationContext(keyboards: [page]), into: &found)
            #expect(found.contains { $0.code == .countryCodeAsLocale } == expected, "\(locale)")
        }
    }

    /// A key of one scalar is one character; several scalars may be one too.
    @Test func singleCharactersOfSeveralScalarsAreNotReported() {
        let result = LayoutCompiler().compile([LayoutSource(path: "t.yaml", text: "keyboard: t\nrows:\n  - [中, \"e\\u0301\", 👨‍👩‍👧, ab]\n")])
        #expect(result.diagnostics.filter { $0.code == .multipleCharacters }.map { $0.location?.position.description } == ["3:27"], "\(result.diagnostics)")
    }
}

/// The resolver's shortcuts decide as the general way would.
@Suite struct ResolutionFastPathTests {
    @Test func dottedCapitalILanguagesAreReadFromTheLocalesBytes() {
        func reference(_ locale: String?) -> Bool {
            guard let language = locale?.split(separator: "-").first?.lowercased() else { return false }
            return ["tr", "az", "crh", "tt", "kk"].contains(language)
        }
        let locales: [String?] = [nil, "", "-", "tr", "TR", "tr-TR", "Tr_TR", "-tr", "--az-x", "crh", "crhx", "tt-RU", "kk-Latn-KZ", "kkk", "k",
                                  "en", "en-US", "\u{212A}k", "\u{212A}\u{212A}-KZ", "tr\u{301}", "az\u{130}", "tur", "t-r", "ttt-tt"]
        for locale in locales {
            #expect(KeyboardResolver.usesDottedCapitalI(locale) == reference(locale), "\(String(describing: locale))")
        }
    }
}
