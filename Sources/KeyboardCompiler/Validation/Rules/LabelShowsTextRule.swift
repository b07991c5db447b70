import KeyboardRuntime

extension DiagnosticCode {
    /// A character key whose label shows other text than it types.
    public static let labelHidesText = DiagnosticCode(
        217, "label-hides-text", .warning,
        summary: "A character key's label shows other text than the key types",
        explanation: """
        On a secure keyboard a key must show what it types: a `5` key labelled `6` types a digit the user
        did not see, and a blank label hides the key. A label that differs from the key's text and from its
        shifted text, or that is only spaces, is reported:

            - [4, {key: "5", label: "6"}, 6]     # warning: shows 6, types 5

        A label is for keys whose text cannot be shown as it is (a no-break space labelled `nbsp`, a combining
        mark drawn on a dotted circle `◌́`); silence the warning for such keys with `--disable KBC0217` or `disable: [KBC0217]` in kbc-config.yaml.
        """)
}

/// Character keys show what they type.
struct LabelShowsTextRule: ValidationRule {
    var codes: [DiagnosticCode] { [.labelHidesText] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { !summary.hasKeyLabelledOtherwise }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        keyboard.layout.forEachKey { row, index, key in
            guard case .insert(let text) = key.action, key.label != text, key.label != key.shiftedText else { return }
            let location = keyboard.location(ofKey: index, inRow: row, field: "label")
            if key.label.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) {
                diagnostics.append(Diagnostic(
                    .labelHidesText, "key '\(text.visibleEscaped)' has a blank label: the key shows nothing", at: location,
                    notes: [DiagnosticNote("remove 'label', so that the key shows its text")]))
            } else {
                diagnostics.append(Diagnostic(
                    .labelHidesText, "key '\(text.visibleEscaped)' shows '\(key.label.visibleEscaped)' but types '\(text.visibleEscaped)'", at: location,
                    notes: [DiagnosticNote("remove 'label', or make the key type what it shows")]))
            }
        }
    }
}
