extension DiagnosticCode {
    /// Two ids become the same Swift name.
    public static let swiftNameCollision = DiagnosticCode(
        202, "swift-name-collision", .error,
        summary: "Two keyboard ids, or two theme ids, become the same Swift name",
        explanation: """
        Generated code names each keyboard in lower camel case: `id-card` → `KeyboardLayout.idCard`. Ids that
        differ only in dashes or in the case of the letter after a dash (`id-card`, `idCard`, `id-Card`)
        collide. Rename one of them.

        Themes are named the same way (`bank-blue` → `KeyboardTheme.bankBlue`), beside the built-in themes
        `KeyboardTheme.standard` (`default`) and `KeyboardTheme.highContrast` (`high-contrast`). A theme
        named `highContrast` or `standard` would replace the built-in theme in the app for every keyboard
        that asks for it, while kbc's previews draw the built-in one. To start from a built-in theme, give
        yours an id of its own and extend it:

            theme: bank-high-contrast
            extends: high-contrast
        """,
        isConfigurable: false)
}

/// Keyboard ids stay distinct once converted to Swift names.
struct SwiftNameCollisionRule: ValidationRule {
    var codes: [DiagnosticCode] { [.swiftNameCollision] }

    /// Runs on keyboards of any size: it looks at the id or the size, not at each key.
    var checksOversizedKeyboards: Bool { true }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // With no Swift name given twice, every keyboard (and variant page) is the first with its name.
        guard context.hasRepeatedSwiftNames else { return }
        let id = keyboard.layout.id
        let name = SwiftNames.propertyName(forKeyboardID: id)
        guard let first = context.keyboard(withSwiftName: name), first.layout.id != id,
              !first.file.utf8.elementsEqual(keyboard.file.utf8) else { return }
        diagnostics.append(Diagnostic(
            .swiftNameCollision,
            "keyboard ids '\(id)' and '\(first.layout.id)' both become the Swift name '\(name)'",
            at: keyboard.location(ofField: "keyboard"),
            notes: [DiagnosticNote("'\(first.layout.id)' is declared here", at: first.location(ofField: "keyboard"))]))
    }
}
