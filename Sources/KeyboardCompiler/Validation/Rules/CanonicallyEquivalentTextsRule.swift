import KeyboardRuntime

extension DiagnosticCode {
    /// Two texts a page types look the same but are written with other code points.
    public static let canonicallyEquivalentTexts = DiagnosticCode(
        240, "canonically-equivalent-texts", .error,
        summary: "Two texts a page types are the same character written with different code points",
        explanation: """
        `é` can be written precomposed (U+00E9, NFC) or as `e` and a combining acute accent (U+0065 U+0301,
        NFD). Both look the same, and Swift's `==` calls them equal, but a password field receives the code
        points: a server that does not normalize sees two different passwords. kbc compares texts by code
        point, so two keys, shift texts or alternates of one page that are canonically equivalent but
        written differently are an error:

            - ["\\u00E9", "e\\u0301"]     # error: which é does the field get?

        Write every text the same way, usually precomposed (NFC), as most keyboards type it.
        """)
}

/// The texts a page types (keys, shift texts, alternates) are not the same character in other code points.
struct CanonicallyEquivalentTextsRule: ValidationRule {
    var codes: [DiagnosticCode] { [.canonicallyEquivalentTexts] }
    // ASCII has no two canonically equivalent texts.
    func findsNothing(in summary: KeyboardSummary) -> Bool { summary.isPrintableASCII }

    func check(_ keyboard: DecodedKeyboard, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // `String` hashes and compares by canonical equivalence: a match whose code points differ is the
        // finding. Only texts with a non-ASCII scalar are kept, which most pages of a script rarely exceed.
        var firsts: [String: (field: TextField, place: TextPlace)] = [:]
        // One allocation for the page: the texts themselves are shared, not copied.
        firsts.reserveCapacity(keyboard.layout.rows.reduce(0) { $0 + $1.keys.count })
        var reported: Set<ExactText> = []
        // One finding per key: a key's shift text and shifted alternates follow from its text.
        var reportedPlaces: Set<TextPlace> = []
        TextFields.forEach(in: keyboard.layout, repertoire: nil) { field, text, place in
            guard field.isTyped, !text.utf8AllSatisfy({ $0 < 0x80 }) else { return }
            guard let first = firsts.index(forKey: text) else {
                firsts[text] = (field, place)
                return
            }
            let earlier = firsts.keys[first]
            guard !earlier.unicodeScalars.elementsEqual(text.unicodeScalars), !reportedPlaces.contains(place),
                  reported.insert(ExactText(text)).inserted else { return }
            reportedPlaces.insert(place)
            let (firstField, firstPlace) = firsts.values[first]
            diagnostics.append(Diagnostic(
                .canonicallyEquivalentTexts,
                "\(field.noun) '\(text.visibleEscaped)' (\(Self.codePoints(text))) is '\(earlier.visibleEscaped)' (\(Self.codePoints(earlier))) in other code points",
                at: place.location(of: field, positions: keyboard.positions, file: keyboard.file),
                notes: [
                    DiagnosticNote("\(firstField.noun) '\(earlier.visibleEscaped)' is written here",
                                   at: firstPlace.location(of: firstField, positions: keyboard.positions, file: keyboard.file)),
                    DiagnosticNote("a field receives code points: write both the same way, usually precomposed (NFC)"),
                ]))
        }
    }

    private static func codePoints(_ text: String) -> String {
        text.unicodeScalars.map(\.codePointDescription).joined(separator: " ")
    }
}

/// A text compared and hashed by its code points, not by canonical equivalence as `String` is.
struct ExactText: Hashable {
    /// The text as written.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.text.unicodeScalars.elementsEqual(rhs.text.unicodeScalars)
    }

    func hash(into hasher: inout Hasher) {
        for scalar in text.unicodeScalars { hasher.combine(scalar.value) }
    }
}
