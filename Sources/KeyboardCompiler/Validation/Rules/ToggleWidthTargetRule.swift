import KeyboardRuntime
import YAMLLoader

extension DiagnosticCode {
    /// A `toggle-width` key leads to a page of the same character width.
    public static let toggleWidthTarget = DiagnosticCode(
        204, "toggle-width-target", .error,
        summary: "A `toggle-width` key or toolbar item leads to a page of the same character width",
        explanation: """
        `toggle-width` switches between a half-width page and its full-width counterpart, so its target
        must declare the other `characterWidth`:

            # symbols-half.yaml             # symbols-full.yaml
            characterWidth: half            characterWidth: full
            ... {action: toggle-width, to: symbols-full}
        """)
}

/// `toggle-width` keys and toolbar items lead to a page of the other character width.
struct ToggleWidthTargetRule: ValidationRule {
    var codes: [DiagnosticCode] { [.toggleWidthTarget] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { !summary.hasKeyboardTargets }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        keyboard.layout.forEachKey { row, index, key in
            guard let finding = Self.finding(key.action, on: keyboard.layout, in: context) else { return }
            diagnostics.append(Diagnostic(
                .toggleWidthTarget, finding.message, at: keyboard.location(ofKey: index, inRow: row, field: "to"), notes: [finding.note]))
        }
        // Toolbar items toggle the width as keys do; the leading ones are those written, in order.
        let leading = keyboard.layout.toolbar?.items.filter { $0.placement == .leading } ?? []
        for (item, position) in zip(leading, keyboard.positions.toolbarItems) {
            guard let finding = Self.finding(item.action, on: keyboard.layout, in: context) else { continue }
            diagnostics.append(Diagnostic(
                .toggleWidthTarget, finding.message, at: SourceLocation(file: keyboard.positions.toolbarFile ?? keyboard.file, position: position), notes: [finding.note]))
        }
    }

    /// The message and note about `action`, when it toggles the width to a page of the same width as `page`.
    private static func finding(_ action: KeyAction, on page: KeyboardLayout, in context: ValidationContext) -> (message: String, note: DiagnosticNote)? {
        guard case .toggleCharacterWidth(let id) = action, let target = context.keyboard(withID: id),
              target.layout.characterWidth == page.characterWidth else { return nil }
        let width = page.characterWidth.rawValue
        return ("'toggle-width' leads to '\(id)', which is also a \(width)-width page",
                DiagnosticNote("'\(id)' declares characterWidth \(width) here", at: target.location(ofField: "characterWidth")))
    }
}
