/// Every diagnostic code kbc can report, in one list: loading, format, the registered rules, generation
/// and layout tests.
public enum DiagnosticCatalog {
    /// All codes, ordered by number.
    public static let all: [DiagnosticCode] = {
        let ruleCodes = ValidationRules.all.flatMap(\.codes)
        return (DiagnosticCode.loadingCodes + DiagnosticCode.formatCodes + ruleCodes + DiagnosticCode.generationCodes
            + DiagnosticCode.testCodes + DiagnosticCode.resolutionCodes + DiagnosticCode.importCodes + DiagnosticCode.themeCodes + DiagnosticCode.teamRuleCodes).sorted()
    }()

    /// The code with the given identifier (`KBC0101`, `kbc101`, `101`) or name (`unknown-field`).
    public static func code(named text: String) -> DiagnosticCode? {
        let lowered = text.lowercased()
        if let byName = all.first(where: { $0.name == lowered }) { return byName }
        let digits = lowered.hasPrefix("kbc") ? String(lowered.dropFirst(3)) : lowered
        guard !digits.isEmpty, digits.count <= 6, let number = Int(digits) else { return nil }
        return all.first { $0.number == number }
    }
}
