/// Runs the profile a keyboard names.
struct ProfileRule: ValidationRule {
    var codes: [DiagnosticCode] { ValidationProfiles.all.map(\.code) }
    var needsCompleteKeyboard: Bool { true }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard let name = keyboard.declaration.profile, let profile = ValidationProfiles.named(name) else { return }
        profile.check(keyboard, into: &diagnostics)
    }
}
