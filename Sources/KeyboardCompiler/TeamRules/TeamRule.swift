import KeyboardRuntime
import YAMLLoader

/// A rule of a team's own, declared in `kbc-config.yaml` (or a built-in pack): which pages and keys it
/// applies to, what it requires and forbids of them, and the finding it reports, under its own id
/// (`BANK001`) as kbc reports its codes.
public struct TeamRule: Sendable, Hashable {
    /// One condition on one property, and where the configuration writes it. A class: rules go through
    /// their clauses on every page and key, and a copy of a struct this size retains a dozen fields.
    final class Clause: Sendable, Hashable {
        /// The index of the property in ``RuleProperties/all``.
        let property: Int
        let condition: RuleCondition
        let location: SourceLocation
        /// The property, kept rather than looked up: rules read it on every page and key.
        let reading: RuleProperty
        /// For a key's property read from what few keys have (``RuleProperty/isRare``), whether the
        /// condition holds where the key has none of it: a page whose keys have none needs no walk.
        let holdsWhenAbsent: Bool?
        /// Whether it is a page's property or a key's.
        let scope: RuleProperty.Scope
        /// Whether its values are paths (`file`), matched relative to the configuration's folder.
        let isPath: Bool
        /// Whether the page's value is compared without regard to case (the rule's own values are read
        /// in lower case): a `locale`.
        let ignoresCase: Bool

        init(property: Int, condition: RuleCondition, location: SourceLocation) {
            self.property = property
            self.condition = condition
            self.location = location
            reading = RuleProperties.all[property]
            scope = reading.scope
            isPath = reading.name == "file"
            ignoresCase = reading.ignoresCase
            holdsWhenAbsent = reading.isRare ? condition.holds(for: .absent, base: nil, isPath: false) : nil
        }

        static func == (lhs: Clause, rhs: Clause) -> Bool {
            lhs.asksTheSame(as: rhs) && lhs.location == rhs.location
        }

        /// Whether the clause asks what `other` asks, wherever each is written.
        func asksTheSame(as other: Clause) -> Bool {
            property == other.property && condition == other.condition
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(property)
            hasher.combine(condition)
            hasher.combine(location)
        }
    }

    /// The rule's id, which findings print in brackets and `kbc explain` explains.
    public var id: String { code.identifier }
    /// The code the rule reports under: its id, severity, message as summary and `help` as explanation.
    public var code: DiagnosticCode
    /// Where the rule is declared: its `id` in the configuration.
    public var location: SourceLocation
    /// The pack the rule came from, when it is a built-in one.
    public var pack: String?
    /// The pages the rule applies to: every clause holds.
    var select: [Clause] = []
    /// The keys the rule's key conditions apply to, on those pages: every clause holds.
    var keys: [Clause] = []
    /// What must hold, of the page or of each selected key.
    var require: [Clause] = []
    /// What must not hold.
    var forbid: [Clause] = []
    /// The folder of the configuration, which `file` patterns are relative to.
    var folder: String?

    /// Whether the rule checks keys (a condition it requires or forbids is a key's): set with the clauses,
    /// not found again on every page.
    var checksKeys = false

    /// Whether the rule applies to `page`.
    func selects(_ page: ResolvedPage, facts: inout PageFacts) -> Bool {
        Self.holds(select, on: page, folder: folder, facts: &facts)
    }

    /// Whether every one of `clauses` holds on `page` (`folder`: what `file` patterns are relative to).
    static func holds(_ clauses: [Clause], on page: ResolvedPage, folder: String?, facts: inout PageFacts) -> Bool {
        clauses.allSatisfy { holds($0, on: page, folder: folder, facts: &facts) }
    }

    fileprivate static func holds(_ clause: Clause, on page: ResolvedPage, folder: String?, facts: inout PageFacts) -> Bool {
        guard case .page(let read) = clause.reading.reader else { return clause.condition.holds(for: .absent, base: folder, isPath: false) }
        var value = read(page, &facts)
        if clause.ignoresCase, case .text(let text) = value { value = .text(text.lowercased()) }
        return clause.condition.holds(for: value, base: folder, isPath: clause.isPath)
    }

    /// Whether the rule applies to `page` and, when it checks keys, to one of them: a rule that does
    /// neither on every page of a target is reported as selecting nothing.
    func selectsSomething(on page: ResolvedPage) -> Bool {
        var facts = PageFacts()
        guard selects(page, facts: &facts) else { return false }
        guard checksKeys else { return true }
        var found = false
        page.layout.forEachKey { row, index, key in
            if !found, keys.allSatisfy({ holds($0, on: key, row: row, index: index) }) { found = true }
        }
        return found
    }

    private func value(of clause: Clause, on page: ResolvedPage, facts: inout PageFacts) -> RuleValue {
        guard case .page(let read) = clause.reading.reader else { return .absent }
        return read(page, &facts)
    }

    private func holds(_ clause: Clause, on key: KeyReference, row: Int, index: Int) -> Bool {
        Self.holds(clause, on: key, row: row, index: index, folder: folder)
    }

    /// Whether `clause`, a key's, holds on `key` (`folder`: what `file` patterns are relative to).
    static func holds(_ clause: Clause, on key: KeyReference, row: Int, index: Int, folder: String?) -> Bool {
        guard case .key(let read) = clause.reading.reader else { return false }
        return clause.condition.holds(for: read(key, row, index), base: folder, isPath: false)
    }

    /// The findings about a page: at each key that holds what is forbidden (or not allowed), at the field
    /// that breaks the rule, or at the keyboard's id when what is required is missing.
    fileprivate func finding(about clause: Clause, required: Bool, on page: ResolvedPage, facts: inout PageFacts) -> [Diagnostic] {
        let property = clause.reading
        let value = value(of: clause, on: page, facts: &facts)
        let offending = Self.places(offending: clause.condition, property: property.name, on: page)
        if !offending.isEmpty {
            return offending.map { place in
                diagnostic(at: place.location, found: "\(property.name) holds '\(place.item.visibleEscaped)'", clause: clause, required: required)
            }
        }
        var location = page.location(ofField: "keyboard")
        if ["device", "minWidth", "variant"].contains(property.name), let variant = page.variantLocation {
            location = variant
        } else if let field = property.field, page.positions.fields[field] != nil {
            location = page.location(ofField: field)
        }
        return [diagnostic(at: location, found: Self.describe(property.name, value, for: clause.condition), clause: clause, required: required)]
    }

    fileprivate func finding(about clause: Clause, required: Bool, key: KeyReference, row: Int, index: Int, on page: ResolvedPage) -> Diagnostic {
        guard case .key(let read) = clause.reading.reader else { preconditionFailure("a key clause reads keys") }
        let value = read(key, row, index)
        let what = key.insertedText.map { "the key '\($0.visibleEscaped)'" } ?? "the \(RuleProperties.actionName(key.action) ?? "function") key"
        return diagnostic(
            at: page.location(ofKey: index, inRow: row, field: clause.reading.field), found: "\(what): " + Self.describe(clause.reading.name, value, for: clause.condition),
            clause: clause, required: required)
    }

    private func diagnostic(at location: SourceLocation, found: String, clause: Clause, required: Bool) -> Diagnostic {
        let wanted = required ? "the rule requires \(clause.reading.name) \(clause.condition.description)" : "the rule forbids \(clause.reading.name) \(clause.condition.description)"
        let declared = pack.map { "rule \(id) of the pack '\($0)', switched on here" } ?? "rule \(id) is declared here"
        return Diagnostic(code, code.summary, at: location, notes: [
            DiagnosticNote("\(found); \(wanted)"),
            // At the rule's id, as `kbc explain` gives it (the first note says which condition failed); for
            // a pack's rule, the line that switched the pack on.
            DiagnosticNote(declared, at: self.location),
        ])
    }

    /// "shuffle is 'never'", "characters holds '.'", for the note that says what was found.
    private static func describe(_ name: String, _ value: RuleValue, for condition: RuleCondition) -> String {
        if let offending = condition.firstOffending(in: value) { return "\(name) holds '\(offending.visibleEscaped)'" }
        if value.isSet, value.items.count > 12 { return "\(name) holds \(value.items.count) items" }
        return "\(name) is \(value.description)"
    }

    /// The keys of `page` whose texts (`keys`), characters or actions offend a set condition
    /// (``RuleCondition/firstOffending(in:)``), then the transforms whose results (`characters`) and the
    /// toolbar items whose actions (`actions`) do, each with the item that offends.
    private static func places(offending condition: RuleCondition, property: String, on page: ResolvedPage) -> [(location: SourceLocation, item: String)] {
        switch condition {
        case .containsAny, .only: break
        default: return []
        }
        guard ["keys", "characters", "actions"].contains(property) else { return [] }
        var found: [(location: SourceLocation, item: String)] = []
        func check(_ items: [String], at location: @autoclosure () -> SourceLocation) {
            if !items.isEmpty, let item = condition.firstOffending(in: .items(items)) { found.append((location(), item)) }
        }
        page.layout.forEachKey { row, index, key in
            let items: [String]
            switch property {
            case "keys": items = key.insertedText.map { [$0] } ?? []
            case "characters":
                var characters: [String] = []
                PageFacts.forEachText(typedBy: key) { text in characters += text.map(String.init) }
                items = characters
            default: items = RuleProperties.actionName(key.action).map { [$0] } ?? []
            }
            check(items, at: page.location(ofKey: index, inRow: row))
        }
        if property == "characters" {
            for (index, transform) in (page.layout.composition?.transforms ?? []).enumerated() {
                check(transform.result.map(String.init), at: TextPlace.transform(index).location(of: .transform, positions: page.positions, file: page.file))
            }
        } else if property == "actions" {
            let positions = page.positions
            for (index, item) in (page.layout.toolbar?.items ?? []).enumerated() where !item.isDone {
                // An inherited toolbar has no item positions: its place, or the keyboard's.
                check(RuleProperties.actionName(item.action).map { [$0] } ?? [], at: index < positions.toolbarItemFields.count
                    ? SourceLocation(file: positions.toolbarFile ?? page.file, position: positions.toolbarItemFields[index].key)
                    : TextPlace.toolbarItem(index).location(of: .toolbarItemLabel, positions: positions, file: page.file))
            }
        }
        return found
    }
}

extension TeamRule {
    /// A rule as ``TeamRuleSet`` checks it on every page it selects, held by reference: a call on the
    /// rule's value copied the value, a dozen reference-counted fields, for every rule on every page.
    final class Check: Sendable {
        let rule: TeamRule
        private let folder: String?
        private let keys: [Clause]
        /// What the rule requires and forbids of the page, and of each key it selects, in the order written.
        private let pageRequire: [Clause], pageForbid: [Clause], keyRequire: [Clause], keyForbid: [Clause]
        /// Whether every key condition the rule requires or forbids is about what few keys have and is met
        /// by a key without it (checked before walking a page whose keys have none).
        private let keyClausesNeedNoWalk: Bool

        init(_ rule: TeamRule) {
            self.rule = rule
            folder = rule.folder
            keys = rule.keys
            pageRequire = rule.require.filter { $0.scope == .page }
            pageForbid = rule.forbid.filter { $0.scope == .page }
            keyRequire = rule.require.filter { $0.scope == .key }
            keyForbid = rule.forbid.filter { $0.scope == .key }
            keyClausesNeedNoWalk = keyRequire.allSatisfy { $0.holdsWhenAbsent == true } && keyForbid.allSatisfy { $0.holdsWhenAbsent == false }
        }

        /// Appends the rule's findings on `page`, a page it selects (``TeamRuleSet`` asks each distinct
        /// selection once per page).
        func check(selected page: ResolvedPage, facts: inout PageFacts, into diagnostics: inout [Diagnostic]) {
            for clause in pageRequire where !TeamRule.holds(clause, on: page, folder: folder, facts: &facts) {
                diagnostics += rule.finding(about: clause, required: true, on: page, facts: &facts)
            }
            for clause in pageForbid where TeamRule.holds(clause, on: page, folder: folder, facts: &facts) {
                diagnostics += rule.finding(about: clause, required: false, on: page, facts: &facts)
            }
            guard !keyRequire.isEmpty || !keyForbid.isEmpty else { return }
            // Alternates, hints and the like are rare: on a page whose keys have none, a rule about them
            // finds what it finds without a walk over the keys.
            if keyClausesNeedNoWalk, !facts.anyKeyHasExtras(page) { return }
            // A rule about every key asks each distinct value of the page's keys once (most keys of a page
            // have the same width, none is pinned); it walks the keys only to point at those that break it.
            if keys.isEmpty, keyClausesHoldForEveryValue(on: page, facts: &facts) { return }
            checkKeys(of: page, into: &diagnostics)
        }

        /// Appends the rule's findings about each key of `page`.
        private func checkKeys(of page: ResolvedPage, into diagnostics: inout [Diagnostic]) {
            page.layout.forEachKey { row, index, key in
                guard keys.allSatisfy({ TeamRule.holds($0, on: key, row: row, index: index, folder: folder) }) else { return }
                for clause in keyRequire where !TeamRule.holds(clause, on: key, row: row, index: index, folder: folder) {
                    diagnostics.append(rule.finding(about: clause, required: true, key: key, row: row, index: index, on: page))
                }
                for clause in keyForbid where TeamRule.holds(clause, on: key, row: row, index: index, folder: folder) {
                    diagnostics.append(rule.finding(about: clause, required: false, key: key, row: row, index: index, on: page))
                }
            }
        }

        /// Whether every key clause the rule requires holds, and none it forbids holds, for each distinct
        /// value the page's keys have of its property.
        private func keyClausesHoldForEveryValue(on page: ResolvedPage, facts: inout PageFacts) -> Bool {
            for clause in keyRequire {
                for value in facts.distinctValues(of: clause, on: page) where !clause.condition.holds(for: value, base: folder, isPath: false) { return false }
            }
            for clause in keyForbid {
                for value in facts.distinctValues(of: clause, on: page) where clause.condition.holds(for: value, base: folder, isPath: false) { return false }
            }
            return true
        }
    }
}

/// A target's team rules, run by the validator as one more rule on every page: the page's facts (its
/// keys, its characters) are gathered once for all of them, and each distinct `select:` is asked once.
struct TeamRuleSet: ValidationRule {
    let rules: [TeamRule]
    /// Each rule's check, in the order of ``rules``.
    private let checks: [TeamRule.Check]
    /// The rules' distinct `select:` lists (with the folder their `file` patterns are relative to): a
    /// team's rules mostly select alike (`pin-*`).
    private let selections: [(clauses: [TeamRule.Clause], folder: String?)]
    /// For each rule, the index of its selection in ``selections``.
    private let selectionOfRule: [Int]

    init(rules: [TeamRule]) {
        self.rules = rules
        checks = rules.map(TeamRule.Check.init)
        var selections: [(clauses: [TeamRule.Clause], folder: String?)] = []
        selectionOfRule = rules.map { rule in
            if let index = selections.firstIndex(where: { selection in
                selection.folder == rule.folder && selection.clauses.count == rule.select.count
                    && zip(selection.clauses, rule.select).allSatisfy { $0.asksTheSame(as: $1) }
            }) { return index }
            selections.append((rule.select, rule.folder))
            return selections.count - 1
        }
        self.selections = selections
    }

    var codes: [DiagnosticCode] { rules.map(\.code) }

    /// A keyboard with decoding errors lacks the keys that were wrong: a rule requiring keys would misfire.
    var needsCompleteKeyboard: Bool { true }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        var facts = PageFacts()
        // Which selections the page meets, a bit each, asked when a rule first needs one.
        var selection = SelectionBits()
        for index in checks.indices {
            let selectionIndex = selectionOfRule[index]
            let selected = selection.value(at: selectionIndex) {
                TeamRule.holds(selections[selectionIndex].clauses, on: keyboard, folder: selections[selectionIndex].folder, facts: &facts)
            }
            if selected { checks[index].check(selected: keyboard, facts: &facts, into: &diagnostics) }
        }
    }
}

/// Answers remembered a bit each, for the first 64 indexes; the others are asked every time.
private struct SelectionBits {
    private var known: UInt64 = 0
    private var values: UInt64 = 0

    mutating func value(at index: Int, _ ask: () -> Bool) -> Bool {
        guard index < 64 else { return ask() }
        let bit: UInt64 = 1 << UInt64(index)
        if known & bit != 0 { return values & bit != 0 }
        let value = ask()
        known |= bit
        if value { values |= bit }
        return value
    }
}
