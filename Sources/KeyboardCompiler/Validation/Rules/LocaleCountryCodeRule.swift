import KeyboardRuntime

extension DiagnosticCode {
    /// A country code written where a language code belongs.
    public static let countryCodeAsLocale = DiagnosticCode(
        245, "country-code-as-locale", .warning,
        summary: "The `locale` is a country code, not a language code",
        explanation: """
        `locale` is a BCP 47 language tag: its first part is a language (`ja`, `ko`, `zh`, `el`), not a
        country (`jp`, `kr`, `cn`, `gr`). kbc does not know the country code as a language, so the function
        keys get English labels and the toolbar "Done", and nothing else tells:

            locale: jp        # warning: did you mean 'ja'?

        A country goes after the language: `ja-JP`, `zh-Hans-CN`.
        """)
}

/// `locale` names a language, not the country of one.
struct LocaleCountryCodeRule: ValidationRule {
    var codes: [DiagnosticCode] { [.countryCodeAsLocale] }

    /// Country codes that are no language code, with the language of the country's keyboards. `kr`, the
    /// code of Kanuri, is kept as Korean is far likelier on a keyboard; codes that are common languages
    /// (`se` Northern Sami, `ee` Ewe, `tw` Twi) are left out.
    static let languages: [String: String] = [
        "jp": "ja", "kr": "ko", "cn": "zh", "gr": "el", "cz": "cs", "dk": "da", "ua": "uk", "il": "he",
        "ir": "fa", "vn": "vi", "us": "en", "gb": "en", "hk": "zh-Hant", "kz": "kk", "rs": "sr", "al": "sq",
        "by": "be", "at": "de",
    ]

    /// ``languages`` by the two bytes of each country code, which an ASCII locale's are compared with.
    private static let countryCodes: [(code: UInt16, country: String, language: String)] = languages.map { country, language in
        let bytes = Array(country.utf8)
        return (UInt16(bytes[0]) << 8 | UInt16(bytes[1]), country, language)
    }

    /// The two bytes of the language of an ASCII `locale` not starting with "-", A–Z lowercased, when it
    /// has two.
    private static func twoLetterLanguage(of locale: String) -> UInt16? {
        var bytes = locale.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), second != UInt8(ascii: "-") else { return nil }
        if let third = bytes.next(), third != UInt8(ascii: "-") { return nil }
        func lowercased(_ byte: UInt8) -> UInt16 { UInt16((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) }
        return lowercased(first) << 8 | lowercased(second)
    }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard let locale = keyboard.layout.locale else { return }
        let language: String
        let meant: String
        if locale.utf8.first != UInt8(ascii: "-"), locale.utf8AllSatisfy({ $0 < 0x80 }) {
            // An ASCII locale's language is read from its bytes, without splitting and lowercasing it
            // (which allocates for every page); every country code listed is two letters.
            guard let code = Self.twoLetterLanguage(of: locale),
                  let entry = Self.countryCodes.first(where: { $0.code == code }) else { return }
            (language, meant) = (entry.country, entry.language)
        } else {
            language = locale.split(separator: "-", maxSplits: 1).first.map { $0.lowercased() } ?? ""
            guard let found = Self.languages[language] else { return }
            meant = found
        }
        let rest = locale.dropFirst(language.count)
        var notes = [DiagnosticNote("did you mean '\(meant)\(rest)'?")]
        if language == "kr" { notes.append(DiagnosticNote("'kr' is Kanuri; Korean is 'ko'")) }
        notes.append(DiagnosticNote("'\(language)' is a country code; the function keys are labelled in English"))
        diagnostics.append(Diagnostic(
            .countryCodeAsLocale, "locale '\(locale)' starts with the country code '\(language)', not a language",
            at: keyboard.location(ofField: "locale"), notes: notes))
    }
}
