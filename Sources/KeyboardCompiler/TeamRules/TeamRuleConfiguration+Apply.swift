extension TeamRuleConfiguration {
    /// `diagnostics` with the overrides' severity changes made, and the rules and overrides that select
    /// nothing among `keyboards` (the target's): the findings about them (KBC0802, KBC0807) are made apart
    /// (``findings(about:keyboards:)``), since a configuration shared by several targets reports them only
    /// when they select nothing in any of its targets. The codes `kept` (the command line's `--warn`) are not
    /// disabled by an override.
    func applying(to diagnostics: [Diagnostic], keyboards: [ResolvedKeyboard], keeping kept: Set<DiagnosticCode> = []) -> (diagnostics: [Diagnostic], unused: UnusedTeamSelectors) {
        guard !keyboards.isEmpty else { return (diagnostics, UnusedTeamSelectors()) }
        var unused = UnusedTeamSelectors()
        unused.rules = rules.indices.filter { index in !keyboards.contains { keyboard in keyboard.pages.contains { rules[index].selectsSomething(on: $0) } } }
        guard !overrides.isEmpty else { return (diagnostics, unused) }
        let applied = applyingOverrides(to: diagnostics, keyboards: keyboards, keeping: kept)
        unused.overrides = applied.unused
        return (applied.diagnostics, unused)
    }

    /// The findings about the rules and overrides `unused` names: a rule that selects nothing (KBC0802), an
    /// override that applies to no file (KBC0807), among `keyboards` (one run's).
    func findings(about unused: UnusedTeamSelectors, keyboards: [ResolvedKeyboard]) -> [Diagnostic] {
        unused.rules.map { index in
            let rule = rules[index]
            let what = rule.checksKeys ? "no key of a page of the target meets its 'select' and 'keys'" : "no page of the target meets its 'select'"
            return Diagnostic(.teamRuleSelectsNothing, "rule \(rule.id) checks nothing: \(what)", at: rule.location,
                              notes: [DiagnosticNote("the keyboards compiled: " + Self.list(keyboards.map(\.layout.id)))])
        } + unused.overrides.map { index in
            Diagnostic(.unusedOverride, "the override applies to no layout file compiled", at: overrides[index].location,
                       notes: [DiagnosticNote("patterns are relative to the folder of the configuration; the files compiled: " + Self.list(keyboards.map(\.file)))])
        }
    }

    /// The findings about the rules and overrides `unused` names, of a configuration shared by the `targets`
    /// (their folders) in none of which they select anything.
    func findings(about unused: UnusedTeamSelectors, sharedBy targets: [String]) -> [Diagnostic] {
        let shared = DiagnosticNote("the targets that share this configuration: " + Self.list(targets))
        return unused.rules.map { index in
            let rule = rules[index]
            let what = rule.checksKeys ? "no key of a page of the targets that share this configuration meets its 'select' and 'keys'"
                : "no page of the targets that share this configuration meets its 'select'"
            return Diagnostic(.teamRuleSelectsNothing, "rule \(rule.id) checks nothing: \(what)", at: rule.location, notes: [shared])
        } + unused.overrides.map { index in
            Diagnostic(.unusedOverride, "the override applies to no layout file of the targets that share this configuration", at: overrides[index].location,
                       notes: [DiagnosticNote("patterns are relative to the folder of the configuration"), shared])
        }
    }

    private func applyingOverrides(to diagnostics: [Diagnostic], keyboards: [ResolvedKeyboard], keeping kept: Set<DiagnosticCode>) -> (diagnostics: [Diagnostic], unused: [Int]) {
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
        return (result, overrides.indices.filter { !used[$0] })
    }

    /// The first few of `names`, for a note.
    private static func list(_ names: [String]) -> String {
        names.count <= 6 ? names.joined(separator: ", ") : names.prefix(6).joined(separator: ", ") + " and \(names.count - 6) more"
    }
}

/// The rules and overrides of a configuration that select nothing in one compile, by their place in its
/// lists: what KBC0802 and KBC0807 report, once the compile or the run over the targets that share the
/// configuration knows they select nothing anywhere.
struct UnusedTeamSelectors: Sendable, Hashable {
    /// The rules that select no page (or no key) of the keyboards compiled, by index.
    var rules: [Int] = []
    /// The overrides that apply to no file compiled, by index.
    var overrides: [Int] = []

    /// Whether every rule and override selects something.
    var isEmpty: Bool { rules.isEmpty && overrides.isEmpty }

    /// Those unused in `other` too.
    func intersection(_ other: UnusedTeamSelectors) -> UnusedTeamSelectors {
        var both = UnusedTeamSelectors()
        both.rules = rules.filter(other.rules.contains)
        both.overrides = overrides.filter(other.overrides.contains)
        return both
    }
}
