import KeyboardRuntime
import TextClassification

extension DiagnosticCode {
    /// A control character in a key's text or label.
    public static let controlCharacterInText = DiagnosticCode(
        208, "control-character-in-text", .error,
        summary: "A text of the layout contains a control character",
        explanation: """
        A double-quoted YAML string can carry control characters as escapes (`"\\t"`, `"\\0"`, `"\\u0007"`).
        They cannot be drawn and, typed into a field, corrupt its text; line and paragraph separators
        (U+2028, U+2029) break a label or a spoken name across lines. Every text of a layout is checked: the
        title, keys, labels, shift texts, groups, spoken names, alternates, hints, toolbar items' labels and
        spoken names, and the repertoire. Remove them.
        """)

    /// An unassigned code point in a key's text or label.
    public static let unassignedCharacter = DiagnosticCode(
        209, "unassigned-character", .warning,
        summary: "A text of the layout contains a code point Unicode has not assigned",
        explanation: """
        The code point has no character in the Unicode version the compiler knows, so devices draw it as a
        box or not at all. Check the escape that produced it.
        """)

    /// A private-use code point in a key's text or label.
    public static let privateUseCharacter = DiagnosticCode(
        210, "private-use-character", .hint,
        summary: "A text of the layout contains a private-use character",
        explanation: """
        Private-use characters (U+E000–U+F8FF and planes 15–16) show only with a font that defines them,
        such as an icon font. That is fine when the app ships the font; elsewhere they show as boxes.
        """)
}

extension DiagnosticCode {
    /// An invisible format character in a key's text or label.
    public static let invisibleCharacter = DiagnosticCode(
        214, "invisible-character", .warning,
        summary: "A text of the layout contains an invisible format character",
        explanation: """
        Format characters such as a zero-width space (U+200B), a soft hyphen (U+00AD) or a right-to-left
        override (U+202E) are invisible, and the bidirectional ones reorder what is drawn after them: a label
        "\\u202E21" shows as "12". On a secure keyboard a key must show what it types. Remove the character.
        Joiners are reported only where they join nothing: a zero-width joiner (U+200D) between two emoji
        (👨‍👩‍👧) or between letters of a script that joins (Indic conjuncts, Arabic), a zero-width
        non-joiner (U+200C) between letters, and tag characters after 🏴 (subdivision flags) are not
        reported; `"1\\u200D"` is.
        """)
}

/// Every text of a page (``TextField``) is printable: no control characters, unassigned or private-use code points, and no
/// invisible format characters.
struct PrintableTextRule: ValidationRule {
    var codes: [DiagnosticCode] { [.controlCharacterInText, .unassignedCharacter, .privateUseCharacter, .invisibleCharacter] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { summary.text.isPrintableASCII || summary.allText.isPlain }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // Every text of the page, through the one walk all checks about characters share. The findings are
        // located after the walk: a closure that used the page made the optimizer copy all of it for every
        // text.
        var findings: [(code: DiagnosticCode, message: String, field: TextField, place: TextPlace)] = []
        TextFields.forEach(in: keyboard.layout, repertoire: keyboard.declaration.repertoire) { field, text, place in
            // Texts of plain scalars, nearly all of them, are passed by their values without Unicode's tables.
            guard !text.allScalarValues(ScalarTables.isPlain), let finding = Self.scalarFinding(in: text, what: field.noun) else { return }
            findings.append((finding.code, finding.message, field, place))
        }
        for finding in findings {
            diagnostics.append(Diagnostic(finding.code, finding.message, at: finding.place.location(of: finding.field, positions: keyboard.positions, file: keyboard.file)))
        }
    }

    /// The finding about `text`, if any. Callers work out its location only then: most texts have none.
    @inline(never)
    private static func scalarFinding(in text: String, what: String) -> (code: DiagnosticCode, message: String)? {
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if scalar.value >= 0x20 && scalar.value < 0x7F { continue }
            if UnicodeClassification.isCommonEastAsianLetter(scalar) { continue }
            let code: DiagnosticCode
            let kind: String
            // One property look-up per scalar: this runs for every key of every keyboard.
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .surrogate: (code, kind) = (.controlCharacterInText, "control character")
            case .unassigned where NoncharacterRule.isNoncharacter(scalar): continue // KBC0225
            case .unassigned: (code, kind) = (.unassignedCharacter, "unassigned code point")
            case .privateUse: (code, kind) = (.privateUseCharacter, "private-use character")
            case .format where UnicodeClassification.isInvisibleFormat(scalar): (code, kind) = (.invisibleCharacter, "invisible format character")
            // Joiners need their neighbours: the scalars are gathered only for them, which are rare.
            case .format where UnicodeClassification.isStrayJoiner(at: index, in: Array(text.unicodeScalars)):
                (code, kind) = (.invisibleCharacter, "invisible format character")
            default: continue
            }
            return (code, "\(what) '\(text.visibleEscaped)' contains the \(kind) \(scalar.codePointDescription)")
        }
        return nil
    }
}

extension String {
    /// The text with unprintable scalars written as `\u{…}`, safe to put in a message.
    package var visibleEscaped: String {
        var result = ""
        let scalars = Array(unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if UnicodeClassification.unprintable(scalar) == nil && !UnicodeClassification.isInvisibleFormat(scalar)
                && !UnicodeClassification.isStrayJoiner(at: index, in: scalars) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }
}
