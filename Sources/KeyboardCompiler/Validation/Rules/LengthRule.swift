import KeyboardRuntime

extension DiagnosticCode {
    /// A `length` on a page that types no characters.
    public static let lengthWithoutCharacters = DiagnosticCode(
        252, "length-without-characters", .error,
        summary: "A page with a `length` has no key that types a character",
        explanation: """
        `length` says how many characters a field using the page accepts. A page without character keys
        (only function keys: switches, delete, return) types nothing, so its length can never be met.
        Put `length` on the page that types the field's characters:

            keyboard: otp
            length: 6
            rows:
              - 1 2 3
              …
        """,
        // Unchangeable: switched off, the page would be built with a length no typing can ever meet.
        isConfigurable: false)
}

/// A page that declares an input length types characters.
struct LengthRule: ValidationRule {
    var codes: [DiagnosticCode] { [.lengthWithoutCharacters] }
    var needsCompleteKeyboard: Bool { true }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard keyboard.layout.inputLength != nil else { return }
        var typesCharacters = false
        keyboard.layout.forEachKey { _, _, key in
            if !typesCharacters, key.insertedText != nil || key.pointer.pointee.action == .space { typesCharacters = true }
        }
        guard !typesCharacters else { return }
        diagnostics.append(Diagnostic(
            .lengthWithoutCharacters, "'length' on a page that types no characters", at: keyboard.location(ofField: "length"),
            notes: [DiagnosticNote("move 'length' to the page whose keys type the field's characters, or remove it")]))
    }
}
