import KeyboardRuntime
import TextClassification

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
    // ASCII has no two canonically equivalent texts, nor has text of scalars that are always in NFC.
    func findsNothing(in summary: KeyboardSummary) -> Bool { summary.isPrintableASCII || summary.hasOnlyAlwaysNFCText }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // Texts in NFC are equivalent only when they are the same: a page whose typed texts are all made of
        // scalars that are in NFC whatever surrounds them has nothing to find.
        var mayDiffer = false
        TextFields.forEach(in: keyboard.layout, repertoire: nil) { field, text, _ in
            if !mayDiffer && field.isTyped && !text.allScalarValues(ScalarTables.isAlwaysNFC) { mayDiffer = true }
        }
        guard mayDiffer else { return }
        // Each text by its NFC form's bytes (``NFCText``), not as a `String`, whose hashing normalizes every
        // text: a match whose code points differ is the finding. Only texts with a non-ASCII scalar are kept.
        var firsts: [NFCText: (text: String, field: TextField, place: TextPlace)] = [:]
        firsts.reserveCapacity(keyboard.layout.rows.reduce(0) { $0 + $1.keys.count })
        var reported: Set<ExactText> = []
        // One finding per key: a key's shift text and shifted alternates follow from its text.
        var reportedPlaces: Set<TextPlace> = []
        // Located after the walk, so that the closure does not use the page (see PrintableTextRule).
        var findings: [(text: String, field: TextField, place: TextPlace, earlier: String, firstField: TextField, firstPlace: TextPlace)] = []
        TextFields.forEach(in: keyboard.layout, repertoire: nil) { field, text, place in
            guard field.isTyped, !text.utf8AllSatisfy({ $0 < 0x80 }) else { return }
            let key = NFCText(text)
            guard let first = firsts.index(forKey: key) else {
                firsts[key] = (text, field, place)
                return
            }
            let (earlier, firstField, firstPlace) = firsts.values[first]
            guard !earlier.hasSameUTF8(as: text), !reportedPlaces.contains(place),
                  reported.insert(ExactText(text)).inserted else { return }
            reportedPlaces.insert(place)
            findings.append((text, field, place, earlier, firstField, firstPlace))
        }
        for (text, field, place, earlier, firstField, firstPlace) in findings {
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

/// A text compared and hashed by the bytes of its NFC form, so by canonical equivalence as `String` is,
/// without normalizing a text whose scalars are always in NFC (``ScalarTables/isAlwaysNFC(_:)``): its own
/// bytes are its NFC form.
struct NFCText: Hashable {
    /// The NFC form.
    private let normalized: ExactText

    init(_ text: String) {
        normalized = ExactText(text.allScalarValues(ScalarTables.isAlwaysNFC) ? text : String(decoding: text._nfcCodeUnits, as: UTF8.self))
    }
}

/// A text compared and hashed by its code points, not by canonical equivalence as `String` is.
struct ExactText: Hashable {
    /// The text as written.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    // By UTF-8 bytes, which are the same exactly when the code points are: hashed and compared in place,
    // without decoding scalars.
    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.text.hasSameUTF8(as: rhs.text)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.makeContiguousUTF8()  // nothing to do for a native string
        _ = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        // The length ends the bytes, as `String` does, so that texts of several hashed together differ.
        hasher.combine(text.utf8.count)
    }
}
