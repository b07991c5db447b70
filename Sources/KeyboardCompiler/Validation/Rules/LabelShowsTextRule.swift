import KeyboardRuntime

extension DiagnosticCode {
    /// A character key whose label shows other text than it types.
    public static let labelHidesText = DiagnosticCode(
        217, "label-hides-text", .warning,
        summary: "A character key's label shows other text than the key types",
        explanation: """
        On a secure keyboard a key must show what it types: a `5` key labelled `6` types a digit the user
        did not see, and a blank key hides what it types. A label that differs from the key's text and from
        its shifted text is reported, and so is a key that shows only white space, by its label or, without
        one, by its text (a no-break space, U+3000, two spaces):

            - [4, {key: "5", label: "6"}, 6]     # warning: shows 6, types 5
            - [4, "\\u00A0", 6]                   # warning: the key is blank; a space bar is {action: space}

        A label is for keys whose text cannot be shown as it is (a no-break space labelled `nbsp`, a combining
        mark drawn on a dotted circle `◌́`); silence the warning for such keys with `--disable KBC0217` or `disable: [KBC0217]` in kbc-config.yaml.
        """)
}

/// Character keys show what they type.
struct LabelShowsTextRule: ValidationRule {
    var codes: [DiagnosticCode] { [.labelHidesText] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { !summary.hasKeyLabelledOtherwise && !summary.hasBlankKey }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        keyboard.layout.forEachKey { row, index, key in
            guard case .insert(let text) = key.action else { return }
            // What the key shows is its label, which is its text when it has none: blank either way, it
            // shows nothing (a no-break space typed into a password unseen).
            let isLabelled = key.label != text
            if key.label.isBlank {
                diagnostics.append(Diagnostic(
                    .labelHidesText, isLabelled ? "key '\(text.visibleEscaped)' has a blank label: the key shows nothing" : "key '\(text.visibleEscaped)' (\(Self.codePoints(text))) is blank: the key shows nothing",
                    at: keyboard.location(ofKey: index, inRow: row, field: isLabelled ? "label" : "key"),
                    notes: [DiagnosticNote(isLabelled ? "remove 'label', so that the key shows its text"
                        : "write a space bar as {action: space}; give a key that types an invisible character a 'label' naming it (such as 'nbsp')")]))
            } else if isLabelled, key.label != key.shiftedText {
                diagnostics.append(Diagnostic(
                    .labelHidesText, "key '\(text.visibleEscaped)' shows '\(key.label.visibleEscaped)' but types '\(text.visibleEscaped)'",
                    at: keyboard.location(ofKey: index, inRow: row, field: "label"),
                    notes: [DiagnosticNote("remove 'label', or make the key type what it shows")]))
            }
        }
    }

    /// The code points of a blank text, which show nothing when quoted: `U+00A0`, `U+0020 U+0020`.
    private static func codePoints(_ text: String) -> String {
        let scalars = text.unicodeScalars
        return scalars.prefix(8).map(\.codePointDescription).joined(separator: " ") + (scalars.count > 8 ? " …" : "")
    }
}
