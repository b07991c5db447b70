import KeyboardRuntime

extension DiagnosticCode {
    /// Long-press alternates on a flick key, which never long-presses.
    public static let alternatesOnFlickKey = DiagnosticCode(
        266, "alternates-on-flick-key", .error,
        summary: "A flick key has long-press alternates, which it can never show",
        explanation: """
        A touch on a flick key follows the finger wherever it slides and never becomes a long press, so
        its alternates' callout never opens and they could never be typed:

            - {key: あ, flick: {left: い, up: う}, alternates: ぁ}    # error: never shown

        Move the alternates into the flick directions or onto another key, or remove them.
        """,
        // Unchangeable: switched off, the alternates written would be built but could never be typed.
        isConfigurable: false)
}

/// A flick key's slide is its gesture, so nothing of it waits for a long press.
struct FlickAlternatesRule: ValidationRule {
    var codes: [DiagnosticCode] { [.alternatesOnFlickKey] }
    // A flick types at least one text (the decoder refuses an empty one), which the summary notes.
    func findsNothing(in summary: KeyboardSummary) -> Bool { !summary.textFields.contains(.alternate) || !summary.textFields.contains(.flick) }

    func check(_ page: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        page.layout.forEachKey { row, index, key in
            guard key.hasSpokenNameAlternatesOrHint, key.flick != nil, !key.alternates.isEmpty else { return }
            diagnostics.append(Diagnostic(
                .alternatesOnFlickKey,
                "a flick key never long-presses, so its \(key.alternates.count == 1 ? "alternate" : "\(key.alternates.count) alternates") could never be typed",
                at: page.location(ofKey: index, inRow: row, field: "alternates"),
                notes: [DiagnosticNote("move the alternates into 'flick' or onto another key, or remove them")]))
        }
    }
}
