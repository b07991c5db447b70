import KeyboardRuntime

extension DiagnosticCode {
    /// A character key whose text names a function key.
    public static let actionNameAsKey = DiagnosticCode(
        218, "action-name-as-key", .warning,
        summary: "A character key types the name of a function key",
        explanation: """
        A key written as `shift`, `backspace` or `return` in a row is a character key that types that word,
        not a function key. Layouts converted from other formats often name function keys this way. A
        function key is a mapping with `action`:

            - [shift, z, x, c, backspace]                          # warning: types "shift" and "backspace"
            - [{action: shift}, z, x, c, {action: delete}]         # the function keys
        """)
}

/// Character keys do not type the names of function keys.
struct ActionNameAsKeyRule: ValidationRule {
    var codes: [DiagnosticCode] { [.actionNameAsKey] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { summary.longestKeyText < 3 }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        keyboard.layout.forEachKey { row, index, key in
            // Function-key names are ASCII words of three or more letters; anything else is skipped cheaply.
            guard case .insert(let text) = key.action, text.utf8.count >= 3, text.utf8.count <= 16,
                  text.utf8AllSatisfy({ $0 < 0x80 }), let action = FunctionKeyAction.named(text) else { return }
            let suggestion = action.needsTarget ? "{action: \(action.rawValue), to: …}" : "{action: \(action.rawValue)}"
            diagnostics.append(Diagnostic(
                .actionNameAsKey, "key '\(text)' types the word '\(text)'; a \(action.rawValue) key is written \(suggestion)",
                at: keyboard.location(ofKey: index, inRow: row, field: "key"),
                notes: [DiagnosticNote("did you mean \(suggestion)?")]))
        }
    }
}
