import KeyboardRuntime

extension DiagnosticCode {
    /// A flick text the key or another direction types already.
    public static let flickRepeatsText = DiagnosticCode(
        263, "flick-repeats-text", .warning,
        summary: "A flick direction types what the key or another direction types",
        explanation: """
        Each direction of a flick key gives the user one more character. A direction that types the key's
        own text, or another direction's, wastes the gesture and hides what the author meant:

            - {key: あ, flick: {left: い, up: い}}     # warning: 'up' types 'い', as 'left' does

        Give the direction its own character, or remove it.
        """)

    /// A `caps` text that is the shifted text.
    public static let capsSameAsShift = DiagnosticCode(
        264, "caps-same-as-shift", .warning,
        summary: "A key's caps text is what shift types already",
        explanation: """
        `caps` is for keys whose caps lock layer differs from shift. When it is the shifted text, it says
        nothing:

            - {key: a, caps: A}      # warning: shift types 'A' already

        Remove `caps`.
        """)

    /// A `shiftSpoken` on a key that types the same under shift.
    public static let shiftSpokenWithoutShift = DiagnosticCode(
        265, "shift-spoken-without-shift", .warning,
        summary: "A key has a shifted spoken name but types the same under shift",
        explanation: """
        `shiftSpoken` is what a screen reader says for a key while shift or caps lock is on, for a key that
        types something else then (`ㅂ` → `ㅃ`: "쌍비읍"). On a key that types the same under shift, it would
        name a character the key does not type:

            - {key: "1", shiftSpoken: one}      # warning: the key types '1' under shift too

        Use `spoken` for the key's name, or give the key a `shift` text.
        """)
}

/// Layers and flick keys say something: a caps text other than shift's, a shifted spoken name for a key
/// that changes under shift, flick directions that add characters.
struct LayersRule: ValidationRule {
    var codes: [DiagnosticCode] { [.flickRepeatsText, .capsSameAsShift, .shiftSpokenWithoutShift] }
    func findsNothing(in summary: KeyboardSummary) -> Bool {
        !summary.textFields.contains(.flick) && !summary.textFields.contains(.caps) && !summary.textFields.contains(.shiftSpoken)
    }

    func check(_ page: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        page.layout.forEachKey { row, index, key in
            guard key.hasSpokenNameAlternatesOrHint, case .insert(let text) = key.action else { return }
            if let flick = key.flick {
                var seen: [(FlickDirection, String)] = []
                for direction in flick.directions {
                    let flicked = flick[direction]!
                    if flicked.unicodeScalars.elementsEqual(text.unicodeScalars) {
                        diagnostics.append(Diagnostic(
                            .flickRepeatsText, "'\(direction.rawValue)' types '\(flicked.visibleEscaped)', which a tap on the key types", at: page.location(ofKey: index, inRow: row, field: "flick"),
                            notes: [DiagnosticNote("give the direction its own character, or remove it")]))
                    } else if let earlier = seen.first(where: { $0.1.unicodeScalars.elementsEqual(flicked.unicodeScalars) }) {
                        diagnostics.append(Diagnostic(
                            .flickRepeatsText, "'\(direction.rawValue)' types '\(flicked.visibleEscaped)', as '\(earlier.0.rawValue)' does", at: page.location(ofKey: index, inRow: row, field: "flick"),
                            notes: [DiagnosticNote("give the direction its own character, or remove it")]))
                    }
                    seen.append((direction, flicked))
                }
            }
            if let caps = key.capsText, caps.unicodeScalars.elementsEqual((key.shiftedText ?? text).unicodeScalars) {
                diagnostics.append(Diagnostic(
                    .capsSameAsShift, "caps lock types '\(caps.visibleEscaped)' on this key, as shift does already", at: page.location(ofKey: index, inRow: row, field: "caps"),
                    notes: [DiagnosticNote("remove 'caps'")]))
            }
            if key.shiftedSpokenName != nil, key.shiftedText == nil, key.capsText == nil {
                diagnostics.append(Diagnostic(
                    .shiftSpokenWithoutShift, "the key types '\(text.visibleEscaped)' under shift too, so 'shiftSpoken' names what it does not type",
                    at: page.location(ofKey: index, inRow: row, field: "shiftSpoken"),
                    notes: [DiagnosticNote("use 'spoken' for the key's name, or give the key a 'shift' text")]))
            }
        }
    }
}
