extension DiagnosticCode {
    /// Two files declare the same keyboard id.
    public static let duplicateKeyboardID = DiagnosticCode(
        201, "duplicate-keyboard-id", .error,
        summary: "Two keyboards have the same id",
        explanation: """
        Keyboard ids name keyboards in `switch` keys and in generated code, so they are unique across all
        files compiled together. The second keyboard is reported, with a note pointing at the first.
        """,
        isConfigurable: false)
}

/// Keyboard ids are unique across the files compiled together.
struct DuplicateKeyboardIDRule: ValidationRule {
    var codes: [DiagnosticCode] { [.duplicateKeyboardID] }

    /// Runs on keyboards of any size: it looks at the id or the size, not at each key.
    var checksOversizedKeyboards: Bool { true }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // With no id used twice, every keyboard (and variant page) is the first with its id.
        guard context.hasRepeatedIDs, let first = context.keyboard(withID: keyboard.layout.id),
              !first.file.utf8.elementsEqual(keyboard.file.utf8) else { return }
        diagnostics.append(Diagnostic(
            .duplicateKeyboardID, "keyboard id '\(keyboard.layout.id)' is already used", at: keyboard.location(ofField: "keyboard"),
            notes: [DiagnosticNote("first used here", at: first.location(ofField: "keyboard"))]))
    }
}
