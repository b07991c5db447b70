extension DiagnosticCode {
    /// A `toggle-width` key leads to a page of the same character width.
    public static let toggleWidthTarget = DiagnosticCode(
        204, "toggle-width-target", .error,
        summary: "A `toggle-width` key leads to a page of the same character width",
        explanation: """
        `toggle-width` switches between a half-width page and its full-width counterpart, so its target
        must declare the other `characterWidth`:

            # symbols-half.yaml             # symbols-full.yaml
            characterWidth: half            characterWidth: full
            ... {action: toggle-width, to: symbols-full}
        """)
}

/// `toggle-width` keys lead to a page of the other character width.
struct ToggleWidthTargetRule: ValidationRule {
    var codes: [DiagnosticCode] { [.toggleWidthTarget] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { !summary.hasKeyboardTargets }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        keyboard.layout.forEachKey { row, index, key in
            guard case .toggleCharacterWidth(let id) = key.action, let target = context.keyboard(withID: id),
                  target.layout.characterWidth == keyboard.layout.characterWidth else { return }
            let width = keyboard.layout.characterWidth.rawValue
            diagnostics.append(Diagnostic(
                .toggleWidthTarget,
                "'toggle-width' leads to '\(id)', which is also a \(width)-width page",
                at: keyboard.location(ofKey: index, inRow: row, field: "to"),
                notes: [DiagnosticNote("'\(id)' declares characterWidth \(width) here", at: target.location(ofField: "characterWidth"))]))
        }
    }
}
