/// The keys every CLDR keyboard has without defining them, and those of the standard files it may
/// `<import>`, by id: what LDML Keyboard 3.0 (UTS #35 part 7) says they type.
///
/// Written out here rather than read from CLDR's files, so that an import never reaches for another file.
enum CLDRStandardKeys {
    /// Keys implied in every keyboard: the digits, the Latin letters in both cases, `space` and `gap`.
    static func implied(_ id: String) -> String? {
        if id == "space" { return " " }
        let scalars = id.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        let isImplied = ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        return isImplied ? id : nil
    }

    /// The files of CLDR's `keyboards/import` folder kbc knows, by the name ending their `path`, and the
    /// keys each defines.
    static let imports: [String: [String: String]] = [
        "keys-Zyyy-punctuation.xml": punctuation,
        "keys-Zyyy-currency.xml": currency,
        "keys-Latn-implied.xml": [:],
        "scanCodes-implied.xml": [:],
    ]

    static let punctuation: [String: String] = [
        "amp": "&", "apos": "'", "asterisk": "*", "at": "@", "backslash": "\\", "bang": "!", "caret": "^",
        "close-angle": ">", "close-curly": "}", "close-paren": ")", "close-square": "]", "colon": ":", "comma": ",",
        "degree": "°", "double-quote": "\"", "equal": "=", "grave": "`", "hash": "#", "hyphen": "-", "micro": "µ",
        "not": "¬", "open-angle": "<", "open-curly": "{", "open-paren": "(", "open-square": "[", "percent": "%",
        "period": ".", "pipe": "|", "plus": "+", "question": "?", "section": "§", "semi-colon": ";", "slash": "/",
        "tilde": "~", "underscore": "_",
    ]

    static let currency: [String: String] = [
        "dollar": "$", "euro": "€", "pound": "£", "yen": "¥", "cruzeiro": "₢", "cent": "¢",
    ]
}
