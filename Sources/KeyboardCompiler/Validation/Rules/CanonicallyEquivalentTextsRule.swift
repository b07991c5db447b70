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
    // ASCII has no two canonically equivalent texts, nor has text of plain scalars, which are always NFC.
    func findsNothing(in summary: KeyboardSummary) -> Bool { summary.isPrintableASCII || summary.hasOnlyPlainText }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // Texts in NFC are equivalent only when they are the same: a page whose texts are all made of
        // scalars that are in NFC whatever surrounds them (CJK, kana, Hangul syllables, full-width forms,
        // precomposed Latin) has nothing to find, and is not hashed text by text (hashing normalizes).
        var mayDiffer = false
        TextFields.forEach(in: keyboard.layout, repertoire: nil) { field, text, _ in
            if !mayDiffer && field.isTyped && !text.allScalarValues(Self.isAlwaysNFC) { mayDiffer = true }
        }
        guard mayDiffer else { return }
        // `String` hashes and compares by canonical equivalence: a match whose code points differ is the
        // finding. Only texts with a non-ASCII scalar are kept, which most pages of a script rarely exceed.
        var firsts: [String: (field: TextField, place: TextPlace)] = [:]
        // One allocation for the page: the texts themselves are shared, not copied.
        firsts.reserveCapacity(keyboard.layout.rows.reduce(0) { $0 + $1.keys.count })
        var reported: Set<ExactText> = []
        // One finding per key: a key's shift text and shifted alternates follow from its text.
        var reportedPlaces: Set<TextPlace> = []
        // Located after the walk, so that the closure does not use the page (see PrintableTextRule).
        var findings: [(text: String, field: TextField, place: TextPlace, earlier: String, firstField: TextField, firstPlace: TextPlace)] = []
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

    /// Whether the scalar is in NFC in any text: no canonical decomposition it would not keep, no
    /// combining class, nothing it composes with (a conservative list of blocks; anything else is hashed).
    static func isAlwaysNFC(_ scalar: Unicode.Scalar) -> Bool {
        isAlwaysNFC(scalar.value)
    }

    /// ``isAlwaysNFC(_:)-(Unicode.Scalar)`` by the scalar's value, read from a text's bytes.
    static func isAlwaysNFC(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0xFF, 0x100...0x17F, 0x391...0x3A9, 0x3B1...0x3C9, 0x400...0x45F, 0x621...0x64A,
             0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20BF, 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x30A1...0x30FC,
             0x3131...0x318E, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFFEE,
             // The default labels of shift, delete, dismiss and the width toggle (DefaultLabels).
             0x21E7, 0x232B, 0x2304, 0x1F310:
            return true
        default:
            return false
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
