/// The grammar of the format's scalar values: ids, locales, booleans and widths.
enum ScalarSyntax {
    /// The longest accepted keyboard id.
    static let maximumIDLength = 64

    /// Whether `text` is a keyboard id: ASCII letters, digits and `-`, starting with a letter.
    static func isKeyboardID(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, bytes.count <= maximumIDLength, isASCIILetter(first) else { return false }
        return bytes.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) || $0 == UInt8(ascii: "-") }
    }

    /// Whether `text` has the shape of a BCP 47 tag: a 2–8 letter language (or `x`/`i` for private and
    /// grandfathered tags), then subtags of 1–8 letters or digits.
    static func isLocale(_ text: String) -> Bool {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first else { return false }
        let languageOK = (2...8).contains(language.utf8.count) && language.utf8.allSatisfy(isASCIILetter)
            || language == "x" || language == "i" || language == "X" || language == "I"
        guard languageOK, subtags.count >= (language.count == 1 ? 2 : 1) else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.utf8.count) && subtag.utf8.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) }
        }
    }

    /// English names of the languages whose keyboards kbc's labels cover, written where a BCP 47 code
    /// belongs (`locale: chinese`): they look like tags but are none.
    static let languageCodes: [String: String] = [
        "english": "en", "chinese": "zh-Hans", "mandarin": "zh-Hans", "cantonese": "zh-Hant", "japanese": "ja",
        "korean": "ko", "russian": "ru", "german": "de", "french": "fr", "spanish": "es", "portuguese": "pt",
        "italian": "it", "arabic": "ar", "hebrew": "he", "hindi": "hi", "thai": "th", "vietnamese": "vi",
        "turkish": "tr", "polish": "pl", "dutch": "nl", "ukrainian": "uk", "greek": "el", "persian": "fa",
    ]

    /// Words that YAML 1.1 read as booleans; kbc reads them as text, so a hint says to write true/false.
    static let yaml11Booleans: Set<String> = [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
        "True", "TRUE", "False", "FALSE",
    ]

    /// A decimal number of key units, `0 < value ≤ 100`: digits with an optional fraction.
    static func units(_ text: String) -> Double? {
        var sawDigit = false
        var sawPoint = false
        for byte in text.utf8 {
            if isASCIIDigit(byte) {
                sawDigit = true
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
        }
        guard sawDigit, text.utf8.count <= 32, let value = shortDecimal(text.utf8) ?? Double(text), value > 0, value <= 100 else { return nil }
        // `Double` rounds: 100.000000000000000000000000001 reads as 100. Compare the decimal digits instead:
        // at 100, every digit after the point must be 0.
        if value == 100, let point = text.utf8.firstIndex(of: UInt8(ascii: ".")),
           !text.utf8[text.utf8.index(after: point)...].allSatisfy({ $0 == UInt8(ascii: "0") }) {
            return nil
        }
        return value
    }

    /// The value of digits with at most one point and at most 15 digits in all, as `Double(text)` reads
    /// it, without going through C's `strtod`, which cost most of a width's decoding: the digits are an
    /// integer below 2^53 and 10^15 is exact too, so the one division is the correctly rounded value.
    /// `nil` for anything else (the caller falls back to `Double(text)`).
    static func shortDecimal(_ utf8: String.UTF8View) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawPoint = false
        for byte in utf8 {
            if isASCIIDigit(byte) {
                // Past 15 digits the value may not be exact (and past 19 the integer would overflow).
                guard digits < 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if sawPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        return Double(mantissa) / powersOfTen[fractionDigits]
    }

    /// 10^0 through 10^15, each exact as a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 } }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
