import YAMLLoader

/// The text `kbc explain` prints about team rules: one rule's explanation, and the properties rules use.
public enum TeamRuleReference {
    /// What `kbc explain BANK001 --config …` prints: the rule's id, severity, message and help, and
    /// where it is declared.
    public static func explanation(of rule: TeamRule) -> String {
        var text = "\(rule.id): \(rule.pack.map { "a rule of the pack '\($0)'" } ?? "a team rule") (\(rule.code.defaultSeverity.rawValue))\n\n"
        text += rule.code.summary + ".\n\n" + rule.code.explanation + "\n\n"
        if let pack = rule.pack, rule.location.file == builtInPacksFile {
            text += "Not switched on here; in kbc-config.yaml, `rules: [{pack: \(pack)}]` switches the pack on.\n"
        } else {
            text += "Declared at \(rule.location).\n"
        }
        return text
    }

    /// The rules of kbc's built-in packs, as `- pack: NAME` switches each on, so that `kbc explain PIN001`
    /// explains them before a configuration switches them on.
    public static let builtInPackRules: [TeamRule] = {
        let text = "rules:\n" + RulePacks.names.map { "  - pack: \($0)\n" }.joined()
        return GeneratorConfiguration.decode(SourceText(bytes: Array(text.utf8)), path: builtInPacksFile).0?.teamRules.rules ?? []
    }()

    /// What `kbc explain secure-pin-pad` prints: each rule of the built-in pack `name` explained, or `nil`
    /// when kbc has no pack of that name.
    public static func packExplanation(named name: String) -> String? {
        let rules = builtInPackRules.filter { $0.pack == name }
        guard !rules.isEmpty else { return nil }
        return "\(name): a built-in pack of \(rules.count) rules (\(rules.map(\.id).joined(separator: ", ")))\n\n"
            + rules.map(explanation(of:)).joined(separator: "\n")
    }

    /// The file name the built-in packs' rules are decoded under.
    private static let builtInPacksFile = "<kbc's built-in packs>"

    /// What `kbc explain --properties` prints: every property with its scope, kind and meaning.
    public static func propertyList() -> String {
        var text = "Page properties (select:, require:, forbid:)\n"
        for property in RuleProperties.page { text += line(property) }
        text += "\nKey properties (keys:, require:, forbid:)\n"
        for property in RuleProperties.key { text += line(property) }
        text += "\nConditions: a value; a list of values (one of them; for a set, all of them under require, any under forbid);\n"
        text += "{present: true|false}; {min: n, max: n} (a number, or the size of a set); {only: [...]} (a set holds nothing else); {matches: pattern}.\n"
        return text
    }

    private static func line(_ property: RuleProperty) -> String {
        let name = property.name + String(repeating: " ", count: max(1, 17 - property.name.count))
        let kind = kindName(property.kind)
        return "  \(name)\(kind + String(repeating: " ", count: max(1, 10 - kind.count)))\(property.summary)\n"
    }

    static func kindName(_ kind: RuleProperty.Kind) -> String {
        switch kind {
        case .text: return "text"
        case .choice: return "word"
        case .number: return "number"
        case .boolean: return "boolean"
        case .items: return "set"
        case .pattern: return "pattern"
        }
    }
}
