/// A name that switches a code off or to a warning (`disable:`, `warn:` and an override's in
/// `kbc-config.yaml`, `--disable` and `--warn`) or asks for its explanation (`kbc explain`), looked up once
/// for all of them, so each says the same of the same name.
package enum CodeNameLookup {
    /// The code a severity list names: kbc's (`KBC0211`, `multiple-characters`) or a rule's of `rules`
    /// (declared in `rulesFile`), when it may be changed.
    package static func changeableCode(named text: String, rules: [TeamRule], rulesFile: String?) -> Result<DiagnosticCode, CodeNameProblem> {
        guard let code = DiagnosticCatalog.code(named: text) ?? rules.first(where: { $0.id == text })?.code else {
            return .failure(unknown(text, rules: rules, rulesFile: rulesFile))
        }
        guard code.isConfigurable else {
            return .failure(CodeNameProblem(message: "\(code.identifier) (\(code.name)) cannot be disabled or downgraded", notes: []))
        }
        return .success(code)
    }

    /// The problem of a name that is neither kbc's code nor a rule's of `rules`, with the names it may be a
    /// misspelling of.
    package static func unknown(_ text: String, rules: [TeamRule], rulesFile: String?) -> CodeNameProblem {
        var notes: [String] = []
        if let guess = suggestion(for: text, rules: rules) { notes.append("did you mean \(guess)?") }
        guard let rulesFile, !rules.isEmpty else {
            return CodeNameProblem(message: "'\(text)' is not a diagnostic code", notes: notes + ["'kbc explain --list' lists them"])
        }
        notes.append("its rules: " + rules.map(\.id).joined(separator: ", ") + "; 'kbc explain --list' lists kbc's codes")
        return CodeNameProblem(message: "'\(text)' is neither a diagnostic code nor the id of a rule of \(rulesFile)", notes: notes)
    }

    /// The codes or rules `text` may have been meant as, quoted: those of kbc's codes whose names hold every
    /// hyphen-separated word of it (a shortened or older name: `unclosed-bracket`), else the one name or
    /// id closest to it (`multiple-character`, `BNAK001`).
    static func suggestion(for text: String, rules: [TeamRule]) -> String? {
        let words = text.lowercased().split(separator: "-").filter { !$0.isEmpty }
        let containing = words.isEmpty ? [] : DiagnosticCatalog.all.filter { code in words.allSatisfy { code.name.contains($0) } }.prefix(3)
        if !containing.isEmpty { return containing.map(quoted).joined(separator: " or ") }
        let candidates = DiagnosticCatalog.all.flatMap { [$0.name, $0.identifier] } + rules.map(\.id)
        guard let closest = Suggestions.closest(to: text, among: candidates) else { return nil }
        return DiagnosticCatalog.code(named: closest).map(quoted) ?? "'\(closest)'"
    }

    private static func quoted(_ code: DiagnosticCode) -> String { "'\(code.name)' (\(code.identifier))" }
}

/// Why a name does not name a code that may be changed: a diagnostic's message and notes in
/// `kbc-config.yaml`, one line on the command line.
package struct CodeNameProblem: Error {
    /// What is wrong with the name.
    package var message: String
    /// What may help: a did-you-mean, the rules there are.
    package var notes: [String]

    /// The problem as one line of a usage mistake: `--warn: 'X' is not a diagnostic code; did you mean …?`.
    package func line(after option: String? = nil) -> String {
        (option.map { $0 + ": " } ?? "") + ([message] + notes).joined(separator: "; ")
    }

    /// The problem as a diagnostic of the configuration, at `location`.
    package func diagnostic(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidConfiguration, message, at: location, notes: notes.map { DiagnosticNote($0) })
    }
}
