import YAMLLoader

/// Reads the `rules:` of `kbc-config.yaml` into ``TeamRule``s, reporting every problem at its place
/// (KBC0801, KBC0803) and keeping the rules that are sound.
struct TeamRuleDecoder {
    let file: String
    var diagnostics: [Diagnostic] = []
    private var seenIDs: [String: SourceLocation] = [:]

    /// The fields of a rule.
    static let fields: [FormatField] = [
        FormatField("id", .text, required: true, "The rule's id, printed in brackets with its findings: letters, digits, `-` and `_`, starting with a letter; not `KBC…`."),
        FormatField("severity", .choice(["error", "warning"]), required: true, "How serious a finding is."),
        FormatField("message", .text, required: true, "What a finding says."),
        FormatField("help", .text, "What `kbc explain ID` prints: why the rule exists and how to meet it."),
        FormatField("select", .mapping([], none: nil), "The pages the rule applies to: page properties and their values (`{keyboard: pin-*, device: phone}`). Default: every page."),
        FormatField("keys", .mapping([], none: nil), "The keys its key conditions apply to: key properties and their values (`{kind: character}`). Default: every key."),
        FormatField("require", .mapping([], none: nil), "What must hold: properties and their values (`{shuffle: on-show}`), or a list of properties that must be given (`[length]`)."),
        FormatField("forbid", .mapping([], none: nil), "What must not hold: properties and their values (`{toolbar.done: true}`), or a list of properties that must not be given (`[alternates]`)."),
        FormatField("pack", .choice(RulePacks.names), "Instead of `id`…: switches a built-in pack of rules on; `select` and `severity` then replace the pack's."),
    ]

    /// The words of a condition written as a mapping.
    static let conditionWords = ["present", "min", "max", "only", "matches"]

    init(file: String) {
        self.file = file
    }

    /// The rules of the `rules:` node, numbered from `firstNumber`.
    mutating func rules(_ node: YAMLNode, folder: String?) -> [TeamRule] {
        guard case .sequence(let items) = node.content else {
            report(node, "'rules' must be a list of rules, each a mapping with an id, a severity, a message and conditions")
            return []
        }
        var rules: [TeamRule] = []
        for item in items {
            guard case .mapping(let entries) = item.content else {
                report(item, "a rule must be a mapping with an id, a severity, a message and conditions, found \(item.kindDescription)")
                continue
            }
            if let pack = entries.first(where: { $0.key.isScalar("pack") }) {
                rules += packRules(pack.value, entries: entries, folder: folder, firstNumber: TeamRule.firstNumber + rules.count)
            } else if var rule = rule(item, entries: entries, number: TeamRule.firstNumber + rules.count) {
                rule.folder = folder
                rules.append(rule)
            }
        }
        return rules
    }

    /// One rule; `nil` when it is malformed (reported).
    mutating func rule(_ node: YAMLNode, entries: YAMLNode.Entries, number: Int, pack: String? = nil) -> TeamRule? {
        var id: (String, SourceLocation)?
        var severity: Severity?
        var message: String?
        var help: String?
        var clauses: [String: [TeamRule.Clause]] = [:]
        let errorsBefore = diagnostics.count
        for entry in entries {
            let name = entry.key.scalarText ?? entry.key.kindDescription
            switch name {
            case "id":
                guard let text = entry.value.scalarText, Self.isRuleID(text) else {
                    report(entry.value, "a rule's id is letters, digits, '-', '_' and '.', starting with a letter, such as BANK001")
                    continue
                }
                guard !text.uppercased().hasPrefix("KBC") else {
                    report(entry.value, "'\(text)' takes kbc's own prefix: a team rule's id may not start with KBC", notes: [DiagnosticNote("name it after the team, such as BANK001")])
                    continue
                }
                let location = SourceLocation(file: file, position: entry.value.position)
                if let earlier = seenIDs[text] {
                    report(entry.value, "two rules have the id '\(text)'", notes: [DiagnosticNote("the first is here", at: earlier)])
                    continue
                }
                seenIDs[text] = location
                id = (text, location)
            case "severity":
                switch entry.value.scalarText {
                case "error": severity = .error
                case "warning": severity = .warning
                default: reportSeverity(entry.value)
                }
            case "message", "help":
                guard let text = entry.value.scalarText, !text.isEmpty else {
                    report(entry.value, "a rule's '\(name)' is text")
                    continue
                }
                if name == "message" { message = text } else { help = text }
            case "select", "keys", "require", "forbid":
                clauses[name] = self.clauses(entry.value, role: name)
            default:
                let notes = Suggestions.note(for: name, among: Self.fields.map(\.name), at: entry.key, in: file).map { [$0] } ?? []
                report(entry.key, "unknown field '\(name)' in a rule", notes: notes + [DiagnosticNote("a rule's fields: " + Self.fields.map(\.name).joined(separator: ", "))])
            }
        }
        let position = SourceLocation(file: file, position: node.position)
        for (field, value) in [("id", id != nil), ("severity", severity != nil), ("message", message != nil)] where !value {
            // A field given but wrong is reported where it is; only a missing one here.
            if !entries.contains(where: { $0.key.isScalar(field) }) {
                diagnostics.append(Diagnostic(.invalidTeamRule, "the rule has no '\(field)'", at: position))
            }
        }
        if (clauses["require"] ?? []).isEmpty && (clauses["forbid"] ?? []).isEmpty && !entries.contains(where: { $0.key.isScalar("require") || $0.key.isScalar("forbid") }) {
            diagnostics.append(Diagnostic(.invalidTeamRule, "the rule neither requires nor forbids anything", at: position,
                                          notes: [DiagnosticNote("add 'require:' or 'forbid:', such as require: {shuffle: on-show}")]))
        }
        let keyClauses = clauses["keys"] ?? []
        if !keyClauses.isEmpty, !((clauses["require"] ?? []) + (clauses["forbid"] ?? [])).contains(where: { $0.scope == .key }) {
            diagnostics.append(Diagnostic(.invalidTeamRule, "'keys' selects keys, but the rule requires and forbids nothing of a key", at: keyClauses[0].location,
                                          notes: [DiagnosticNote("to require or forbid keys on the page, use the page's 'keys' or 'characters': forbid: {keys: [\"00\"]}")]))
        }
        guard diagnostics.count == errorsBefore, let (text, location) = id, let severity, let message else { return nil }
        let explanation = help ?? "A rule of the team's own, declared in kbc-config.yaml: \(message)."
        var rule = TeamRule(
            code: DiagnosticCode(teamRule: text, number: number, severity: severity, summary: message, explanation: explanation),
            location: location, pack: pack)
        rule.select = clauses["select"] ?? []
        rule.keys = keyClauses
        rule.require = clauses["require"] ?? []
        rule.forbid = clauses["forbid"] ?? []
        rule.checksKeys = (rule.require + rule.forbid).contains { $0.scope == .key }
        guard checkSatisfiable(rule) else { return nil }
        return rule
    }

    /// Reports a severity that is neither of a rule's, with the one it may be a misspelling of.
    private mutating func reportSeverity(_ node: YAMLNode) {
        let severities = [Severity.error, .warning].map(\.rawValue)
        let notes = Suggestions.note(for: node.scalarText ?? "", among: severities, at: node, in: file).map { [$0] } ?? []
        report(node, "a rule's severity is 'error' or 'warning'", notes: notes)
    }

    /// `- pack: NAME`, with optional `select` and `severity` replacing the pack's.
    private mutating func packRules(_ name: YAMLNode, entries: YAMLNode.Entries, folder: String?, firstNumber: Int) -> [TeamRule] {
        guard let text = name.scalarText, let source = RulePacks.source(named: text) else {
            let notes = Suggestions.note(for: name.scalarText ?? "", among: RulePacks.names, at: name, in: file).map { [$0] } ?? []
            report(name, "there is no rule pack '\(name.scalarText ?? name.kindDescription)'", notes: notes + [DiagnosticNote("the packs: " + RulePacks.names.joined(separator: ", "))])
            return []
        }
        var select: [TeamRule.Clause]?
        var severity: Severity?
        for entry in entries {
            switch entry.key.scalarText {
            case "pack": continue
            case "select": select = clauses(entry.value, role: "select")
            case "severity":
                switch entry.value.scalarText {
                case "error": severity = .error
                case "warning": severity = .warning
                default: reportSeverity(entry.value)
                }
            default:
                report(entry.key, "a pack takes 'select' and 'severity' only; its rules are kbc's", notes: [DiagnosticNote("kbc explain --list --config FILE lists them")])
            }
        }
        let location = SourceLocation(file: file, position: name.position)
        var packDecoder = TeamRuleDecoder(file: "kbc:packs/\(text).yaml")
        let root = YAMLLoader().load(SourceText(bytes: Array(source.utf8))).root
        guard let root, case .sequence(let items) = root.content else { return [] }
        var rules: [TeamRule] = []
        for item in items {
            guard case .mapping(let itemEntries) = item.content,
                  var rule = packDecoder.rule(item, entries: itemEntries, number: firstNumber + rules.count, pack: text) else { continue }
            rule.location = location
            rule.folder = folder
            if let select { rule.select = select }
            if let severity {
                rule.code = DiagnosticCode(teamRule: rule.id, number: rule.code.number, severity: severity, summary: rule.code.summary, explanation: rule.code.explanation)
            }
            rules.append(rule)
        }
        // A pack's own problems are kbc's mistakes (TeamRuleTests checks every pack), never hidden.
        diagnostics += packDecoder.diagnostics
        return rules
    }

    /// The clauses of `select`, `keys`, `require` or `forbid`: a mapping of properties to conditions, or
    /// (for `require` and `forbid`) a list of properties that must or must not be given.
    private mutating func clauses(_ node: YAMLNode, role: String) -> [TeamRule.Clause] {
        var result: [TeamRule.Clause] = []
        switch node.content {
        case .sequence(let items) where role == "require" || role == "forbid":
            for item in items {
                guard let property = property(item, role: role) else { continue }
                result.append(TeamRule.Clause(property: property, condition: .present(true), location: SourceLocation(file: file, position: item.position)))
            }
        case .mapping(let entries):
            for entry in entries {
                guard let property = property(entry.key, role: role),
                      let condition = condition(entry.value, of: RuleProperties.all[property], role: role) else { continue }
                result.append(TeamRule.Clause(property: property, condition: condition, location: SourceLocation(file: file, position: entry.key.position)))
            }
        default:
            let list = role == "require" || role == "forbid" ? ", or a list of properties" : ""
            report(node, "'\(role)' must be a mapping of properties to values\(list), such as {shuffle: on-show}")
        }
        return result
    }

    /// The index of the property `node` names, which `role` accepts.
    private mutating func property(_ node: YAMLNode, role: String) -> Int? {
        let name = node.scalarText ?? node.kindDescription
        guard let index = RuleProperties.all.firstIndex(where: { $0.name == name }) else {
            let notes = Suggestions.note(for: name, among: RuleProperties.all.map(\.name), at: node, in: file).map { [$0] } ?? []
            report(node, "'\(name)' is no property of a page or a key", notes: notes + [DiagnosticNote("kbc explain --properties lists them")])
            return nil
        }
        let scope = RuleProperties.all[index].scope
        if role == "select" && scope == .key {
            report(node, "'\(name)' is a key's property: 'select' chooses pages, 'keys' chooses keys", notes: [DiagnosticNote("write it under 'keys:'")])
            return nil
        }
        if role == "keys" && scope == .page {
            report(node, "'\(name)' is a page's property: 'keys' chooses keys, 'select' chooses pages", notes: [DiagnosticNote("write it under 'select:'")])
            return nil
        }
        return index
    }

    /// The condition `node` writes for `property`.
    private mutating func condition(_ node: YAMLNode, of property: RuleProperty, role: String) -> RuleCondition? {
        switch node.content {
        case .scalar:
            let text = node.scalarText ?? ""
            if case .items(let characters) = property.kind {
                let items = Self.split(text, intoCharacters: characters)
                return role == "forbid" ? .containsAny(RuleItems(items)) : .containsAll(RuleItems(items))
            }
            if property.kind == .pattern { return .matches([Glob(text)]) }
            return value(node, of: property).map { .oneOf([$0]) }
        case .sequence(let items):
            let texts = items.compactMap { item -> String? in
                guard let text = item.scalarText else {
                    report(item, "a list of values holds texts, found \(item.kindDescription)")
                    return nil
                }
                return text
            }
            guard texts.count == items.count else { return nil }
            if case .items = property.kind { return role == "forbid" ? .containsAny(RuleItems(texts)) : .containsAll(RuleItems(texts)) }
            if property.kind == .pattern { return .matches(texts.map(Glob.init)) }
            let values = items.compactMap { value($0, of: property) }
            return values.count == items.count ? .oneOf(values) : nil
        case .mapping(let entries):
            guard entries.count == 1 || entries.allSatisfy({ $0.key.isScalar("min") || $0.key.isScalar("max") }) else {
                report(node, "a condition is one of present, min and max, only, matches; '{min: 4, max: 8}' may go together")
                return nil
            }
            var minimum: Double?
            var maximum: Double?
            for entry in entries {
                let word = entry.key.scalarText ?? entry.key.kindDescription
                switch word {
                case "present":
                    switch entry.value.scalarText {
                    case "true": return .present(true)
                    case "false": return .present(false)
                    default:
                        report(entry.value, "'present' is true or false")
                        return nil
                    }
                case "min", "max":
                    guard property.kind == .number || Self.isItems(property.kind) else {
                        report(entry.key, "'\(word)' bounds a number or the size of a set, and '\(property.name)' is \(Self.describe(property.kind))")
                        return nil
                    }
                    guard let number = entry.value.scalarText.flatMap(Self.number) else {
                        report(entry.value, "'\(word)' is a number")
                        return nil
                    }
                    if word == "min" { minimum = number } else { maximum = number }
                case "only":
                    guard case .items(let characters) = property.kind else {
                        report(entry.key, "'only' limits a set (keys, characters, actions, alternates), and '\(property.name)' is \(Self.describe(property.kind))")
                        return nil
                    }
                    if let text = entry.value.scalarText { return .only(RuleItems(Self.split(text, intoCharacters: characters))) }
                    guard case .sequence(let items) = entry.value.content else {
                        report(entry.value, "'only' is a text or a list of texts")
                        return nil
                    }
                    return .only(RuleItems(items.compactMap(\.scalarText)))
                case "matches":
                    guard property.kind == .text || property.kind == .pattern, let text = entry.value.scalarText else {
                        report(entry.key, "'matches' takes one pattern, for a property of text")
                        return nil
                    }
                    return .matches([Glob(property.ignoresCase ? text.lowercased() : text)])
                default:
                    let notes = Suggestions.note(for: word, among: Self.conditionWords, at: entry.key, in: file).map { [$0] } ?? []
                    report(entry.key, "'\(word)' is no condition", notes: notes + [DiagnosticNote("the conditions: " + Self.conditionWords.joined(separator: ", "))])
                    return nil
                }
            }
            return .range(min: minimum, max: maximum)
        }
    }

    /// A scalar value of `property`, checked against its kind.
    private mutating func value(_ node: YAMLNode, of property: RuleProperty) -> RuleValue? {
        let text = node.scalarText ?? ""
        switch property.kind {
        case .number:
            guard let number = Self.number(text) else {
                report(node, "'\(property.name)' is a number; '\(text.visibleEscaped)' is not")
                return nil
            }
            return .number(number)
        case .boolean:
            switch text {
            case "true": return .flag(true)
            case "false": return .flag(false)
            default:
                report(node, "'\(property.name)' is true or false")
                return nil
            }
        case .choice(let words):
            guard words.contains(text) else {
                let notes = Suggestions.note(for: text, among: words, at: node, in: file).map { [$0] } ?? []
                report(node, "'\(text.visibleEscaped)' is not a value of '\(property.name)'", notes: notes + [DiagnosticNote("its values: " + words.joined(separator: ", "))])
                return nil
            }
            return .text(text)
        case .text, .pattern, .items:
            return .text(property.ignoresCase ? text.lowercased() : text)
        }
    }

    /// Reports what makes the rule impossible to meet: an empty range, a requirement the selection
    /// excludes, or the same condition both required and forbidden.
    private mutating func checkSatisfiable(_ rule: TeamRule) -> Bool {
        var sound = true
        for clause in rule.select + rule.keys + rule.require + rule.forbid {
            if case .range(let minimum?, let maximum?) = clause.condition, minimum > maximum {
                diagnostics.append(Diagnostic(.teamRuleNeverSatisfied, "no number is at least \(RuleValue.number(minimum)) and at most \(RuleValue.number(maximum))", at: clause.location))
                sound = false
            }
        }
        for required in rule.require {
            let selections = required.scope == .page ? rule.select : rule.keys
            for selected in selections where selected.property == required.property {
                if case .oneOf(let chosen) = selected.condition, case .oneOf(let wanted) = required.condition,
                   !chosen.contains(where: { value in wanted.contains { $0.sameValue(as: value) } }) {
                    diagnostics.append(Diagnostic(
                        .teamRuleNeverSatisfied, "the rule selects \(required.reading.name) \(selected.condition.description) and requires it to be \(required.condition.description)",
                        at: required.location, notes: [DiagnosticNote("selected here", at: selected.location)]))
                    sound = false
                }
            }
            for forbidden in rule.forbid where forbidden.property == required.property && forbidden.condition == required.condition {
                diagnostics.append(Diagnostic(
                    .teamRuleNeverSatisfied, "the rule both requires and forbids \(required.reading.name) \(required.condition.description)",
                    at: forbidden.location, notes: [DiagnosticNote("required here", at: required.location)]))
                sound = false
            }
        }
        return sound
    }

    private mutating func report(_ node: YAMLNode, _ message: String, notes: [DiagnosticNote] = []) {
        diagnostics.append(Diagnostic(.invalidTeamRule, message, at: SourceLocation(file: file, position: node.position), notes: notes))
    }

    static func isRuleID(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII, text.unicodeScalars.count <= 64 else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == ".") }
    }

    private static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.count <= 15, let number = Double(text), number.isFinite else { return nil }
        return number
    }

    private static func split(_ text: String, intoCharacters: Bool) -> [String] {
        intoCharacters ? text.map(String.init) : text.split(separator: " ").map(String.init)
    }

    private static func isItems(_ kind: RuleProperty.Kind) -> Bool {
        if case .items = kind { return true }
        return false
    }

    private static func describe(_ kind: RuleProperty.Kind) -> String {
        switch kind {
        case .text: return "a text"
        case .choice: return "a word"
        case .number: return "a number"
        case .boolean: return "true or false"
        case .items: return "a set"
        case .pattern: return "a name"
        }
    }
}

extension TeamRule {
    /// The `number` of the first team rule's code: far above kbc's own.
    static let firstNumber = 1_000_000
}
