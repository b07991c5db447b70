import KeyboardRuntime
import TextClassification

extension DiagnosticCode {
    /// A hint on a key that has nothing to offer on a long press.
    public static let hintWithoutAlternates = DiagnosticCode(
        228, "hint-without-alternates", .warning,
        summary: "A key shows a hint but has no long-press alternates",
        explanation: """
        A `hint` is the small label in a key's corner that tells what a long press gives. On a key without
        `alternates` a long press gives nothing, so the hint promises what the key cannot type:

            - {key: e, hint: é}                    # warning: no alternates
            - {key: e, hint: é, alternates: é è}   # the long press offers é and è
        """)

    /// A spoken name a screen reader would read as nothing.
    public static let blankSpokenName = DiagnosticCode(
        229, "blank-spoken-name", .error,
        summary: "A key's spoken name is only spaces or invisible characters",
        explanation: """
        `spoken` is what VoiceOver and TalkBack say for the key. Spaces, tabs, no-break or ideographic spaces
        and invisible format characters say nothing, so a screen-reader user would find a silent key.
        Write the word to say, or remove `spoken` to say the key's label:

            - {key: " ", spoken: "   "}            # error
            - {key: " ", spoken: "space"}
        """)
}

/// What a key tells besides its label: a hint only where a long press offers something, a spoken name
/// that says something.
struct KeyDescriptionRule: ValidationRule {
    var codes: [DiagnosticCode] { [.hintWithoutAlternates, .blankSpokenName] }
    func findsNothing(in summary: KeyboardSummary) -> Bool {
        !summary.textFields.contains(.hint) && !summary.textFields.contains(.spoken)
    }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        keyboard.layout.forEachKey { row, index, key in
            guard key.hasSpokenNameAlternatesOrHint else { return }
            if let hint = key.hint, key.alternates.isEmpty {
                diagnostics.append(Diagnostic(
                    .hintWithoutAlternates, "key '\(key.label.visibleEscaped)' shows the hint '\(hint.visibleEscaped)' but has no alternates",
                    at: keyboard.location(ofKey: index, inRow: row, field: "hint"),
                    notes: [DiagnosticNote("a long press types nothing else; add 'alternates: [\(hint.visibleEscaped)]' or remove 'hint'")]))
            }
            if let spoken = key.spokenName, Self.isBlank(spoken) {
                diagnostics.append(Diagnostic(
                    .blankSpokenName, "the spoken name of key '\(key.label.visibleEscaped)' says nothing",
                    at: keyboard.location(ofKey: index, inRow: row, field: "spoken"),
                    notes: [DiagnosticNote("write the word a screen reader should say, or remove 'spoken' to say the label")]))
            }
        }
    }

    /// Whether a screen reader would say nothing for `text`: only white space and invisible format characters.
    static func isBlank(_ text: String) -> Bool {
        text.allScalarValues { value in
            // Printable ASCII but the space, and the common CJK letters, are told without Unicode's tables.
            if (0x21...0x7E).contains(value) { return false }
            guard let scalar = Unicode.Scalar(value), !UnicodeClassification.isCommonEastAsianLetter(scalar) else { return false }
            return scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
        }
    }
}
