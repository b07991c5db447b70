@_spi(_Unicode) import Swift
import Foundation
import Testing
@testable import KeyboardCompiler
@testable import TextClassification

/// `Sources/TextClassification/ScalarTables.swift` is what this suite derives from the Unicode data of
/// Swift's standard library, scalar by scalar, for every scalar of the blocks below: the tables the rules
/// and the decoder read instead of asking `Unicode.Scalar.Properties` one scalar at a time.
///
/// `KBC_UPDATE_GOLDENS=1 swift test --filter ScalarTableTests` writes the file again (after a Swift update
/// brings new Unicode data, or after a block is added below); review the diff.
@Suite struct ScalarTableTests {
    /// The blocks the tables describe: the scripts, punctuation and symbols keyboards type. Text outside
    /// them takes the rules' and the decoder's general paths. Hangul Jamo (U+1100–U+11FF) and the Arabic
    /// presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFF) stay out: they are what KBC0241 and KBC0242 look
    /// for, and a page of plain text skips that rule.
    static let blocks: [(name: String, range: ClosedRange<UInt32>)] = [
        ("Basic Latin", 0x0000...0x007F), ("Latin-1 Supplement", 0x0080...0x00FF), ("Latin Extended-A", 0x0100...0x017F),
        ("Latin Extended-B", 0x0180...0x024F), ("IPA Extensions", 0x0250...0x02AF), ("Spacing Modifier Letters", 0x02B0...0x02FF),
        ("Combining Diacritical Marks", 0x0300...0x036F), ("Greek and Coptic", 0x0370...0x03FF), ("Cyrillic", 0x0400...0x04FF),
        ("Cyrillic Supplement", 0x0500...0x052F), ("Armenian", 0x0530...0x058F), ("Hebrew", 0x0590...0x05FF),
        ("Arabic", 0x0600...0x06FF), ("Arabic Supplement", 0x0750...0x077F), ("Devanagari", 0x0900...0x097F),
        ("Bengali", 0x0980...0x09FF), ("Gurmukhi", 0x0A00...0x0A7F), ("Gujarati", 0x0A80...0x0AFF), ("Oriya", 0x0B00...0x0B7F),
        ("Tamil", 0x0B80...0x0BFF), ("Telugu", 0x0C00...0x0C7F), ("Kannada", 0x0C80...0x0CFF), ("Malayalam", 0x0D00...0x0D7F),
        ("Sinhala", 0x0D80...0x0DFF), ("Thai", 0x0E00...0x0E7F), ("Lao", 0x0E80...0x0EFF), ("Georgian", 0x10A0...0x10FF),
        ("Latin Extended Additional", 0x1E00...0x1EFF), ("Greek Extended", 0x1F00...0x1FFF), ("General Punctuation", 0x2000...0x206F),
        ("Superscripts and Subscripts", 0x2070...0x209F), ("Currency Symbols", 0x20A0...0x20CF), ("Letterlike Symbols", 0x2100...0x214F),
        ("Number Forms", 0x2150...0x218F), ("Arrows", 0x2190...0x21FF), ("Mathematical Operators", 0x2200...0x22FF),
        ("Miscellaneous Technical", 0x2300...0x23FF), ("Geometric Shapes", 0x25A0...0x25FF), ("Miscellaneous Symbols", 0x2600...0x26FF),
        ("Dingbats", 0x2700...0x27BF), ("CJK Symbols and Punctuation", 0x3000...0x303F), ("Hiragana", 0x3040...0x309F),
        ("Katakana", 0x30A0...0x30FF), ("Hangul Compatibility Jamo", 0x3130...0x318F), ("CJK Unified Ideographs Extension A", 0x3400...0x4DBF),
        ("CJK Unified Ideographs", 0x4E00...0x9FFF), ("Hangul Syllables", 0xAC00...0xD7AF), ("Halfwidth and Fullwidth Forms", 0xFF00...0xFFEF),
        ("Miscellaneous Symbols and Pictographs", 0x1F300...0x1F5FF), ("Emoticons", 0x1F600...0x1F64F),
        ("Transport and Map Symbols", 0x1F680...0x1F6FF),
    ]

    static let path = TestPaths.repository + "/Sources/TextClassification/ScalarTables.swift"
    static var updating: Bool { ProcessInfo.processInfo.environment["KBC_UPDATE_GOLDENS"] == "1" }

    /// Printable: assigned, and not a control, format, private-use or surrogate code point nor a line or
    /// paragraph separator (what KBC0208, KBC0209, KBC0210, KBC0214 and KBC0225 look for).
    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }

    /// The scalars that compose with a scalar before them: the last of the canonical decomposition of every
    /// primary composite (a scalar that decomposes and that NFC composes again).
    static let composingSeconds: Set<UInt32> = {
        var seconds: Set<UInt32> = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let decomposed = Array(text._nfd)
            guard decomposed.count >= 2, Array(text._nfc) == [scalar] else { continue }
            seconds.insert(decomposed.last!.value)
        }
        return seconds
    }()

    /// In NFC whatever surrounds it: NFC leaves it alone (no singleton or excluded decomposition), it has
    /// no combining class (nothing reorders around it) and composes with nothing before it. A text of such
    /// scalars is in NFC (Unicode's NFC quick check answers yes), so two are canonically equivalent exactly
    /// when their bytes are equal.
    static func isAlwaysNFC(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.canonicalCombiningClass == .notReordered && passesNFCQuickCheck(scalar)
    }

    /// Unicode's NFC quick check answers yes for it (NFC_QC=Yes): assigned, NFC leaves it alone and nothing
    /// before it composes with it. A text of such scalars in which no two with a combining class follow
    /// each other is in NFC.
    static func passesNFCQuickCheck(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory != .unassigned && Array(String(scalar)._nfc) == [scalar]
            && !composingSeconds.contains(scalar.value)
    }

    /// A letter by its general category (Lu, Ll, Lt, Lm, Lo): what gives a page's letters their direction.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    /// What `String.uppercased()` makes of the scalar alone: `nil` when that is the scalar itself, a value
    /// when it is one other scalar, `UInt32.max` when it is several (ß: SS), which the table leaves to
    /// `uppercased()`.
    static func uppercase(of scalar: Unicode.Scalar) -> UInt32? {
        let upper = String(scalar).uppercased().unicodeScalars
        if upper.count == 1 { return upper.first!.value == scalar.value ? nil : upper.first!.value }
        return UInt32.max
    }

    /// The source of the tables, as derived from the standard library's data now.
    static func derivedSource() -> String {
        var plain = Set<UInt32>(), nfc = Set<UInt32>(), uncased = Set<UInt32>(), quickCheck = Set<UInt32>(), letters = Set<UInt32>()
        var uppercases: [(UInt32, UInt32)] = []
        for block in blocks {
            for value in block.range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if isPlain(scalar) { plain.insert(value) }
                if isAlwaysNFC(scalar) { nfc.insert(value) }
                if passesNFCQuickCheck(scalar) { quickCheck.insert(value) }
                if isLetter(scalar) { letters.insert(value) }
                if let upper = uppercase(of: scalar) { uppercases.append((value, upper)) } else { uncased.insert(value) }
            }
        }
        var lines = [
            "// Generated by ScalarTableTests from the Unicode data of Swift's standard library; do not edit. Add a block",
            "// there, then run `KBC_UPDATE_GOLDENS=1 swift test --filter ScalarTableTests`. The blocks:",
        ]
        var line = "//"
        for block in blocks {
            let item = " \(block.name) (\(hex(block.range.lowerBound))–\(hex(block.range.upperBound))),"
            if line.count + item.count > 118 { lines.append(line); line = "//" }
            line += item
        }
        lines.append(String(line.dropLast()) + ".")
        lines += ["", "extension ScalarTables {"]
        lines += trie([plain, nfc, uncased, quickCheck, letters])
        lines.append("")
        lines.append("    /// The scalars of the blocks above that have an upper case, each as `scalar << 32 | upper case`, in order:")
        lines.append("    /// `UInt32.max` as the upper case when it is several scalars.")
        lines.append("    static let uppercases: [UInt64] = [")
        lines += wrapped(uppercases.map { "0x" + String(UInt64($0.0) << 32 | UInt64($0.1), radix: 16, uppercase: true) })
        lines.append("    ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func hex(_ value: UInt32) -> String {
        "U+" + String(repeating: "0", count: max(0, 4 - String(value, radix: 16).count)) + String(value, radix: 16, uppercase: true)
    }

    /// A two-level bit table over U+0000–U+1FFFF of the facts of ``ScalarFacts``, one set of scalars each
    /// (in the order of its bits): a page number for every 256 scalars, and the pages, four words a fact
    /// (page 0 is empty).
    static func trie(_ facts: [Set<UInt32>]) -> [String] {
        let empty = [UInt64](repeating: 0, count: 4 * facts.count)
        var pages: [[UInt64]] = [empty]
        var index: [Int] = []
        for first in stride(from: UInt32(0), to: ScalarTables.limit, by: 256) {
            var page = empty
            for (fact, members) in facts.enumerated() {
                for offset in UInt32(0)..<256 where members.contains(first + offset) {
                    page[fact * 4 + Int(offset / 64)] |= 1 << UInt64(offset % 64)
                }
            }
            if let existing = pages.firstIndex(of: page) {
                index.append(existing)
            } else {
                index.append(pages.count)
                pages.append(page)
            }
        }
        precondition(pages.count <= 256, "more pages than a byte counts")
        return ["    /// The page of each 256 scalars, for ``facts(of:)``.", "    @usableFromInline static let pages: [UInt8] = ["]
            + wrapped(index.map(String.init))
            + ["    ]", "", "    /// The pages' bits: four words for each fact of ``ScalarFacts``, in the order of its bits.",
               "    @usableFromInline static let words: [UInt64] = ["]
            + wrapped(pages.flatMap { $0 }.map { "0x" + String($0, radix: 16, uppercase: true) })
            + ["    ]"]
    }

    static func wrapped(_ items: [String], indent: Int = 8) -> [String] {
        var lines: [String] = []
        var line = String(repeating: " ", count: indent)
        for item in items {
            if line.count + item.count + 1 > 120 {
                lines.append(String(line.dropLast()))
                line = String(repeating: " ", count: indent)
            }
            line += item + ", "
        }
        if line.contains(where: { $0 != " " }) { lines.append(String(line.dropLast())) }
        return lines
    }

    @Test func theTablesAreTheUnicodeDataOfTheirBlocks() throws {
        let derived = derivedSourceOnce
        if Self.updating {
            try derived.write(toFile: Self.path, atomically: true, encoding: .utf8)
            return
        }
        let current = String(decoding: TestPaths.bytes(of: Self.path), as: UTF8.self)
        #expect(current == derived, "\(Self.path) is not what the Unicode data gives; KBC_UPDATE_GOLDENS=1 rewrites it")
    }

    /// The lookups answer from the tables what the properties answer, for every scalar: outside the blocks,
    /// nothing is plain or always in NFC, and the case is left to `uppercased()`.
    @Test func everyScalarIsLookedUpAsItsPropertiesSay() {
        var covered = Set<UInt32>()
        for block in Self.blocks { covered.formUnion(block.range) }
        for value in UInt32(0)...0x10FFFF {
            let scalar = Unicode.Scalar(value)
            let inBlocks = covered.contains(value)
            let plain = inBlocks && scalar.map(Self.isPlain) == true
            let nfc = inBlocks && scalar.map(Self.isAlwaysNFC) == true
            let quickCheck = inBlocks && scalar.map(Self.passesNFCQuickCheck) == true
            let letter = inBlocks && scalar.map(Self.isLetter) == true
            if ScalarTables.facts(of: value).isLetter != letter { Issue.record("\(Self.hex(value)): isLetter \(!letter)") }
            if ScalarTables.facts(of: value).passesNFCQuickCheck != quickCheck { Issue.record("\(Self.hex(value)): NFC quick check \(!quickCheck)") }
            if value >= 0x80, ScalarTables.facts(of: value).isAlwaysNFC != nfc { Issue.record("\(Self.hex(value)): facts isAlwaysNFC \(!nfc)") }
            if ScalarTables.isPlain(value) != plain { Issue.record("\(Self.hex(value)): isPlain \(!plain)") }
            if ScalarTables.isAlwaysNFC(value) != nfc { Issue.record("\(Self.hex(value)): isAlwaysNFC \(!nfc)") }
            let expected: ScalarTables.Uppercase
            if !inBlocks {
                expected = .unknown
            } else if let scalar, let upper = Self.uppercase(of: scalar) {
                expected = upper == .max ? .unknown : .scalar(upper)
            } else {
                expected = .none
            }
            if ScalarTables.uppercase(of: value) != expected { Issue.record("\(Self.hex(value)): uppercase \(ScalarTables.uppercase(of: value))") }
        }
    }

    /// No plain scalar is one of those KBC0241 and KBC0242 report (see ``blocks``).
    @Test func plainScalarsAreNoScriptMistakes() {
        for value in UInt32(0x1100)...0x11FF { #expect(!ScalarTables.isPlain(value)) }
        for value in UInt32(0xFB50)...0xFEFE { #expect(!ScalarTables.isPlain(value)) }
    }

    /// A text is in NFC by `String.isInNFCByQuickCheck` only when NFC leaves it alone: texts of
    /// letters and the marks of the tables' scripts, alone, after a letter, and two after a letter.
    @Test func theQuickCheckSaysNFCOnlyOfTextsInNFC() {
        let bases: [Unicode.Scalar] = ["a", "\u{915}", "\u{928}", "\u{627}", "\u{E01}", "\u{304B}", "\u{1EA1}"]
        let marks = (UInt32(0)...0x1FFFF).filter { value in
            ScalarTables.facts(of: value).passesNFCQuickCheck && !ScalarTables.facts(of: value).isAlwaysNFC
        }.compactMap(Unicode.Scalar.init)
        var texts: [String] = marks.map { String($0) }
        for base in bases {
            texts += marks.map { String(base) + String($0) }
            texts += marks.prefix(40).flatMap { first in marks.prefix(40).map { String(base) + String(first) + String($0) } }
        }
        for text in texts where text.isInNFCByQuickCheck {
            #expect(Array(text._nfc) == Array(text.unicodeScalars), "\(text.unicodeScalars.map { Self.hex($0.value) })")
        }
    }

    /// Texts of always-NFC scalars are in NFC, whatever their order: every such scalar after every other of
    /// a sample of letters, marks and syllables.
    @Test func textsOfAlwaysNFCScalarsAreInNFC() {
        let befores: [Unicode.Scalar] = ["a", "e", "o", "\u{1EA1}", "\u{928}", "\u{915}", "\u{627}", "\u{AC00}", "\u{304B}", "\u{30CF}", "\u{3131}"]
        for value in UInt32(0)...0x1FFFF where ScalarTables.isAlwaysNFC(value) {
            let scalar = Unicode.Scalar(value)!
            for before in befores {
                let text = String(before) + String(scalar)
                #expect(Array(text._nfc) == Array(text.unicodeScalars), "\(Self.hex(value)) after \(Self.hex(before.value))")
            }
        }
    }
}

/// Derived once for the suite's tests: it walks every scalar.
private let derivedSourceOnce = ScalarTableTests.derivedSource()
