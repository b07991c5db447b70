import KeyboardCompiler

/// Keyboard ids and locales for imported pages: what a source calls a keyboard, made into what kbc reads.
enum ImportNaming {
    /// A keyboard id from a file name or layer id: ASCII letters, digits and `-`, starting with a letter,
    /// at most 64 characters (`bengali_probhat.yaml` → `bengali-probhat`, `1-row` → `keyboard-1-row`).
    static func keyboardID(_ name: String) -> String {
        var base = Substring(name)
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
        var id = ""
        for scalar in base.unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                id.unicodeScalars.append(scalar)
            } else if !id.isEmpty, !id.hasSuffix("-") {
                id += "-"
            }
        }
        while id.hasSuffix("-") { id.removeLast() }
        if id.first.map({ !$0.isLetter }) ?? true { id = "keyboard" + (id.isEmpty ? "" : "-" + id) }
        // `kbc-config.yaml` would be read as the folder's configuration (in another case, reported as a
        // misnamed one), not as a layout: the folder would not build.
        if id.lowercased() == "kbc-config" { id += "-keyboard" }
        return String(id.prefix(64))
    }

    /// ``pageLocale(_:)`` of `tag`, or `nil` after reporting at `location` that the page gets no locale
    /// (its function keys would then be labelled in English without a word).
    static func pageLocale(_ tag: String, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> String? {
        if let locale = pageLocale(tag) { return locale }
        diagnostics.append(Diagnostic(
            .importNotCarriedOver,
            "the locale '\(tag.visibleEscaped)' is not a BCP 47 language tag (such as 'fa-IR'); not carried over: the pages have no locale, and their function keys are labelled in English",
            at: location, notes: [DiagnosticNote("add 'locale:' to the written pages by hand")]))
        return nil
    }

    /// The language, script and region of a BCP 47 tag, without extensions and variants that a page's
    /// locale does not need (`ja-Hira-t-k0-flicks` → `ja-Hira`, `pt-BR-k0-abnt2` → `pt-BR`); `nil` when
    /// it does not start with a language. Underscores separate subtags too, as in POSIX and Android
    /// locales (`ar_EG` → `ar-EG`).
    static func pageLocale(_ tag: String) -> String? {
        let subtags = tag.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }.map(String.init)
        guard let language = subtags.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var kept = [language.lowercased()]
        var rest = subtags.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy({ $0.isASCII && $0.isLetter }) {
            kept.append(script.prefix(1).uppercased() + script.dropFirst().lowercased())
            rest = rest.dropFirst()
        }
        if let region = rest.first, (region.count == 2 && region.allSatisfy({ $0.isASCII && $0.isLetter })) || (region.count == 3 && region.allSatisfy(\.isNumber)) {
            kept.append(region.uppercased())
        }
        return kept.joined(separator: "-")
    }

    /// Languages written right to left whatever their script subtag says (unless it names another).
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "fa", "he", "iw", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "syr", "ks", "bal", "azb", "lrc", "mzn", "glk",
    ]
    /// Scripts written right to left.
    private static let rightToLeftScripts: Set<String> = [
        "Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Mend", "Yezi", "Khar", "Egyp",
    ]

    /// Marks each of `pages` right to left or not (``isRightToLeft(locale:texts:)``), by `locale` and the
    /// texts its character keys type.
    static func markDirection(of pages: inout [ImportedPage], locale: String?) {
        for index in pages.indices {
            let texts = pages[index].rows.joined().compactMap { item -> String? in
                if case .character(let key) = item { return key.text }
                return nil
            }
            pages[index].isRightToLeft = isRightToLeft(locale: locale, texts: texts)
        }
    }

    /// Whether a page with `locale` whose keys type `texts` is written right to left: by its locale's
    /// script or language, or, without a locale, when most of its letters are of a right-to-left script.
    static func isRightToLeft(locale: String?, texts: [String]) -> Bool {
        if let locale {
            let subtags = locale.split(separator: "-").map(String.init)
            if subtags.count > 1, subtags[1].count == 4 { return rightToLeftScripts.contains(subtags[1]) }
            if let language = subtags.first, rightToLeftLanguages.contains(language) { return true }
            return false
        }
        var rightToLeft = 0
        var letters = 0
        for scalar in texts.joined().unicodeScalars where scalar.properties.isAlphabetic {
            letters += 1
            if isRightToLeftLetter(scalar) { rightToLeft += 1 }
        }
        return letters > 0 && rightToLeft * 2 > letters
    }

    /// Letters of the right-to-left blocks: Hebrew to NKo and Samaritan to Arabic Extended, and the
    /// presentation forms.
    private static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x07FF, 0x0800...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
        default: return false
        }
    }
}
