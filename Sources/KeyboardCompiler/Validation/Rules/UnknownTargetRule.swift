extension DiagnosticCode {
    /// A `switch` or `toggle-width` key names a keyboard that is not there.
    public static let unknownTarget = DiagnosticCode(
        203, "unknown-target", .error,
        summary: "A key switches to a keyboard that does not exist",
        explanation: """
        The `to` of a `switch` or `toggle-width` key names a keyboard id. That keyboard must be among the
        files validated or generated together, so compile linked pages in one run:

            kbc validate Layouts/            # not just Layouts/letters.yaml
        """)
}

/// `switch` and `toggle-width` keys lead to keyboards that exist.
struct UnknownTargetRule: ValidationRule {
    var codes: [DiagnosticCode] { [.unknownTarget] }

    func check(_ keyboard: DecodedKeyboard, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        keyboard.layout.forEachKey { row, index, key in
            guard let target = key.targetKeyboardID, context.keyboardsByID[target] == nil else { return }
            var notes: [DiagnosticNote] = []
            if let suggestion = Suggestions.closest(to: target, among: context.keyboards.map(\.layout.id)) {
                notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
            }
            notes.append(DiagnosticNote("keys can switch only to keyboards compiled in the same run"))
            diagnostics.append(Diagnostic(
                .unknownTarget, "no keyboard has the id '\(target)'", at: keyboard.location(ofKey: index, inRow: row, field: "to"),
                notes: notes))
        }
    }
}
