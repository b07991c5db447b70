import TextClassification

/// Scalars that every check about characters passes whatever surrounds them: assigned, printable, not a
/// control, format, private-use or noncharacter code point, in blocks that keyboards type every day
/// (ASCII, Latin-1 and Latin Extended-A, Greek, Cyrillic, general punctuation, CJK punctuation, kana,
/// compatibility jamo, CJK ideographs, Hangul syllables, full-width forms, the default labels of function
/// keys), each of them always in NFC
/// (``CanonicallyEquivalentTextsRule/isAlwaysNFC(_:)-(UInt32)``).
///
/// The rules test a text's scalars against it by value (``Swift/String/allScalarValues(_:)``) before
/// they look up Unicode properties one scalar at a time, which costs several hundred instructions each.
/// `ValidationFastPathTests` checks every scalar of the list against those properties.
enum PlainScalars {
    /// Whether the scalar `value` is one of the plain scalars.
    @inline(__always)
    static func contains(_ value: UInt32) -> Bool {
        if value < 0x7F { return value >= 0x20 }
        // The blocks CJK pages type most come first: the cases are tried in order.
        switch value {
        case 0x4E00...0x9FEF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FC, 0x3131...0x318E,
             // U+302A–U+302F are combining marks, which NFC may compose.
             0x3000...0x3029, 0x3030...0x303F, 0xFF01...0xFF9F, 0xFFE0...0xFFE6,
             // U+00AD (soft hyphen) is a format character; U+00A0 a space, printable.
             0xA0...0xAC, 0xAE...0x17F, 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C9, 0x400...0x45F,
             // U+2028 and U+2029 separate lines, U+200B–U+200F and U+202A–U+202E are formats.
             0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20BF,
             // The default labels of shift, delete, dismiss and the width toggle (DefaultLabels): every
             // page with such keys would otherwise be walked by the rules that plain text lets skip.
             0x21E7, 0x232B, 0x2304, 0x1F310:
            return true
        default:
            return false
        }
    }
}
