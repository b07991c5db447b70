/// Unicode facts the rules and the text renderer need, from the standard library's properties and a
/// table of East Asian wide ranges (which the standard library does not expose).
package enum UnicodeClassification {
    /// How a scalar fails to be printable, if it does.
    package enum Unprintable {
        case control
        case unassigned
        case privateUse
    }

    /// Whether the scalar is in a block of East Asian letters every code point of which is an assigned
    /// letter (general category Lo) in every Unicode version since 11: CJK ideographs U+4E00–U+9FEF,
    /// hiragana U+3041–U+3096, katakana U+30A1–U+30FA, Hangul syllables U+AC00–U+D7A3.
    ///
    /// The rules and the emitters ask each non-ASCII scalar for its general category, a table look-up that
    /// costs more than anything else per character of a Chinese, Japanese or Korean keyboard; a range check
    /// answers for almost all of them first.
    @inline(__always)
    package static func isCommonEastAsianLetter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x4E00...0x9FEF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value)
    }

    package static func unprintable(_ scalar: Unicode.Scalar) -> Unprintable? {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate: return .control
        case .unassigned: return .unassigned
        case .privateUse: return .privateUse
        default: return nil
        }
    }

    /// Whether the scalar is an invisible format character that can hide or reorder text: zero-width
    /// spaces, bidirectional overrides and isolates, soft hyphens, byte order marks. Joiners and emoji tag
    /// characters, which build emoji sequences, are not counted.
    package static func isInvisibleFormat(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.generalCategory == .format else { return false }
        switch scalar.value {
        case 0x200C, 0x200D, 0xE0020...0xE007F: return false
        default: return true
        }
    }

    /// Whether a joiner or tag character at `index` is out of place: a zero-width joiner belongs between
    /// two emoji (a ZWJ sequence) or between letters and marks of scripts that join (Indic conjuncts,
    /// Arabic); a zero-width non-joiner between letters and marks; tag characters after a black flag
    /// (subdivision flags). Anywhere else, such as `"1\u{200D}"`, it is invisible and changes nothing a
    /// user could see.
    package static func isStrayJoiner(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let scalar = scalars[index]
        let previous = index > 0 ? scalars[index - 1] : nil
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        switch scalar.value {
        case 0x200D:
            if let previous, let next, isEmojiPart(previous), isEmoji(next) { return false }
            if let previous, let next, isLetterOrMark(previous), isLetterOrMark(next) { return false }
            return true
        case 0x200C:
            if let previous, let next, isLetterOrMark(previous), isLetterOrMark(next) { return false }
            return true
        case 0xE0020...0xE007F:
            guard let previous else { return true }
            return !(previous.value == 0x1F3F4 || (0xE0020...0xE007E).contains(previous.value))
        default:
            return false
        }
    }

    /// An emoji that can start or continue a ZWJ sequence; ASCII digits, `#` and `*` are emoji only as
    /// keycap bases.
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0xFF && scalar.properties.isEmoji
    }

    /// The last scalar of an emoji element before a joiner: the emoji, its presentation selector or its
    /// skin-tone modifier.
    private static func isEmojiPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || scalar.properties.isEmojiModifier || isEmoji(scalar)
    }

    private static func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// Whether the scalar is a full-width form of a character that also has a half-width form: CJK
    /// punctuation (`。`, `、`, `【`), the fullwidth forms block (`，`, `Ａ`, `１`) and the vertical and small
    /// forms. Ideographs, kana and Hangul are letters with no half-width twin, at home on any page.
    package static func isFullWidthForm(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF01...0xFF60, 0xFFE0...0xFFE6: return true
        default: return false
        }
    }

    /// Whether the scalar is a full-width character: CJK ideographs, kana, Hangul, CJK punctuation and the
    /// fullwidth forms block (East Asian Width W or F, emoji excluded).
    package static func isFullWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        for range in fullWidthRanges where range.contains(value) { return true }
        return false
    }

    /// Whether a terminal draws the scalar two columns wide: full-width characters and emoji.
    package static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if isFullWidth(scalar) { return true }
        let value = scalar.value
        for range in wideEmojiRanges where range.contains(value) { return true }
        return false
    }

    private static let fullWidthRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static let wideEmojiRanges: [ClosedRange<UInt32>] = [
        0x231A...0x231B, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615,
        0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE,
        0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
        0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
        0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
    ]
}
