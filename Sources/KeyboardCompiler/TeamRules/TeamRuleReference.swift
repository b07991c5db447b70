/// The text `kbc explain` prints about team rules: one rule's explanation, and the properties rules use.
public enum TeamRuleReference {
    /// What `kbc explain BANK001 --config …` prints: the rule's id, severity, message and help, and
    /// where it is declared.
    public static func explanation(of rule: TeamRule) -> String {
        var text = "\(rule.id): \(rule.pack.map { "a rule of the pack '\($0)'" } ?? "a team rule") (\(rule.code.defaultSeverity.rawValue))\n\n"
        text += rule.code.summary + ".\n\n" + rule.code.explanation + "\n\n"
        text += "Declared at \(rule.location).\n"
        return text
    }

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
