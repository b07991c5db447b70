extension TeamRuleConfiguration {
    /// `diagnostics` with the overrides' severity changes made, and the findings about the rules and
    /// overrides themselves that only the compiled keyboards tell: a rule that selects nothing
    /// (KBC0802), an override that applies to no file (KBC0807). `keyboards` are the target's; the codes
    /// `kept` (the command line's `--warn`) are not disabled by an override.
    func applying(to diagnostics: [Diagnostic], keyboards: [ResolvedKeyboard], keeping kept: Set<DiagnosticCode> = []) -> [Diagnostic] {
        guard !keyboards.isEmpty else { return diagnostics }
        var result = overrides.isEmpty ? diagnostics : applyingOverrides(to: diagnostics, keyboards: keyboards, keeping: kept)
        for rule in rules where !keyboards.contains(where: { keyboard in keyboard.pages.contains { rule.selectsSomething(on: $0) } }) {
            let what = rule.checksKeys ? "no key of a page of the target meets its 'select' and 'keys'" : "no page of the target meets its 'select'"
            result.append(Diagnostic(.teamRuleSelectsNothing, "rule \(rule.id) checks nothing: \(what)", at: rule.location,
                                     notes: [DiagnosticNote("the keyboards compiled: " + Self.list(keyboards.map(\.layout.id)))]))
        }
        return result
    }

    private func applyingOverrides(to diagnostics: [Diagnostic], keyboards: [ResolvedKeyboard], keeping kept: Set<DiagnosticCode>) -> [Diagnostic] {
        var keyboardFiles: [String: [String]] = [:]
        for keyboard in keyboards { keyboardFiles[keyboard.file, default: []].append(keyboard.layout.id) }
        var used = Array(repeating: false, count: overrides.count)
        for file in keyboardFiles.keys {
            for index in overrides.indices where !used[index] && overrides[index].applies(to: file, keyboardFiles: keyboardFiles) { used[index] = true }
        }
        var applicable: [String: [Int]] = [:]
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        for var diagnostic in diagnostics {
            guard diagnostic.code.isConfigurable, let file = diagnostic.location?.file else {
                result.append(diagnostic)
                continue
            }
            let indices = applicable[file] ?? {
                let found = overrides.indices.filter { overrides[$0].applies(to: file, keyboardFiles: keyboardFiles) }
                applicable[file] = found
                return found
            }()
            if !kept.contains(diagnostic.code), indices.contains(where: { overrides[$0].disabled.contains(diagnostic.code) }) { continue }
            if indices.contains(where: { overrides[$0].downgraded.contains(diagnostic.code) }) { diagnostic.severity = .warning }
            result.append(diagnostic)
        }
        for index in overrides.indices where !used[index] {
            result.append(Diagnostic(.unusedOverride, "the override applies to no layout file compiled", at: overrides[index].location,
                                     notes: [DiagnosticNote("patterns are relative to the folder of the configuration; the files compiled: " + Self.list(keyboards.map(\.file)))]))
        }
        return result
    }

    /// The first few of `names`, for a note.
    private static func list(_ names: [String]) -> String {
        names.count <= 6 ? names.joined(separator: ", ") : names.prefix(6).joined(separator: ", ") + " and \(names.count - 6) more"
    }
}
