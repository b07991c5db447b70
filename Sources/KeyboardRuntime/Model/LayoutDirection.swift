/// The reading direction a page is drawn in.
///
/// Rows, keys, gaps, alternates and toolbar items are always listed in reading order. A right-to-left page
/// (Arabic, Hebrew, Persian…) is drawn mirrored: its first key at the right of its row, its callouts opening
/// leftwards from the key, its toolbar's leading items at the right. Shuffling works on the listed order, so
/// it is the same in either direction.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Left to right: the first key of a row at its left. The default.
    case leftToRight = "ltr"
    /// Right to left: the first key of a row at its right.
    case rightToLeft = "rtl"
}

extension LayoutDirection {
    /// The direction a BCP 47 language tag's script is written in: a script subtag decides when there is
    /// one (`pa-Arab` is right to left, `ku-Latn` left to right), else the language's usual script
    /// (Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi, Uyghur, Yiddish, Divehi, Central Kurdish, Syriac,
    /// Kashmiri, N'Ko… are right to left). Left to right for anything else, and for no locale.
    public init(locale: String?) {
        self = .leftToRight
        guard let locale else { return }
        // ASCII only, byte by byte: tags are ASCII, and this compiles as Embedded Swift without Unicode tables.
        var subtags: [String] = []
        var current: [UInt8] = []
        for byte in locale.utf8 + [UInt8(ascii: "-")] {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                subtags.append(String(decoding: current, as: UTF8.self))
                current.removeAll()
            } else {
                current.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            }
        }
        guard let language = subtags.first else { return }
        // A four-letter subtag after the language is its script.
        for subtag in subtags.dropFirst() where subtag.utf8.count == 4 && subtag.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) {
            if Self.rightToLeftScripts.contains(subtag) { self = .rightToLeft }
            return
        }
        if Self.rightToLeftLanguages.contains(language) { self = .rightToLeft }
    }

    /// ISO 15924 codes of scripts written right to left, lower-cased.
    static let rightToLeftScripts: [String] = [
        "arab", "aran", "hebr", "syrc", "syre", "syrj", "syrn", "thaa", "nkoo", "adlm", "rohg", "mand", "samr",
        "mend", "yezi", "armi", "phnx", "avst", "nbat", "palm", "hatr", "prti", "phli", "sogd", "khar", "chrs",
    ]

    /// ISO 639 codes of languages usually written in a right-to-left script, lower-cased.
    static let rightToLeftLanguages: [String] = [
        "ar", "arc", "arz", "apc", "ary", "acm", "he", "iw", "fa", "prs", "ur", "ps", "pbt", "sd", "ug", "yi", "ji",
        "dv", "ckb", "syr", "ks", "bal", "glk", "mzn", "lrc", "bqi", "azb", "khw", "bgn", "skr", "brh", "nqo",
    ]
}
