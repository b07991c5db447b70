/// What a team rule asks of one property: a value, a range, presence, or what a set of keys or characters
/// holds. The same conditions select pages and keys (`select:`, `keys:`), require (`require:`) and forbid
/// (`forbid:`).
enum RuleCondition: Sendable, Hashable {
    /// The value is one of these (`shuffle: on-show`, `device: [phone, pad]`).
    case oneOf([RuleValue])
    /// The property is given (`[length]`, `{present: true}`) or not.
    case present(Bool)
    /// A number, or the size of a set, within bounds (`{min: 4, max: 8}`).
    case range(min: Double?, max: Double?)
    /// An id or path matching one of the patterns (`keyboard: pin-*`).
    case matches([Glob])
    /// A set holding every one of these (`require: {keys: [0, 1]}`).
    case containsAll([String])
    /// A set holding any one of these (`forbid: {characters: abc}`).
    case containsAny([String])
    /// A set holding nothing but these (`{only: "0123456789"}`).
    case only([String])

    /// Whether `value` meets the condition. `base` is the folder paths are relative to.
    func holds(for value: RuleValue, base: String?, isPath: Bool) -> Bool {
        switch self {
        case .oneOf(let values):
            return values.contains { $0.sameValue(as: value) }
        case .present(let present):
            return (value != .absent) == present
        case .range(let minimum, let maximum):
            let number: Double
            switch value {
            case .number(let value): number = value
            case .items(let items): number = Double(items.count)
            case .absent: number = 0
            default: return false
            }
            return minimum.map { number >= $0 } ?? true && maximum.map { number <= $0 } ?? true
        case .matches(let globs):
            guard case .text(let text) = value else { return false }
            return globs.contains { isPath ? $0.matches(path: text, relativeTo: base) : $0.matches(text) }
        case .containsAll(let wanted):
            let items = value.items
            return wanted.allSatisfy { item in items.contains { $0.unicodeScalars.elementsEqual(item.unicodeScalars) } }
        case .containsAny:
            return firstOffending(in: value) != nil
        case .only:
            // A set that is not there (a key without alternates) holds nothing, not "only" anything.
            return value != .absent && firstOffending(in: value) == nil
        }
    }

    /// For a set condition that fails by what the set holds (``containsAny(_:)`` holding one, ``only(_:)``
    /// holding another), the first such item: where a finding points.
    func firstOffending(in value: RuleValue) -> String? {
        switch self {
        case .containsAny(let wanted):
            return value.items.first { item in wanted.contains { $0.unicodeScalars.elementsEqual(item.unicodeScalars) } }
        case .only(let allowed):
            return value.items.first { item in !allowed.contains { $0.unicodeScalars.elementsEqual(item.unicodeScalars) } }
        default:
            return nil
        }
    }

    /// The condition as a configuration writes it, for messages.
    var description: String {
        switch self {
        case .oneOf(let values): return values.count == 1 ? values[0].description : "one of " + values.map(\.description).joined(separator: ", ")
        case .present(let present): return present ? "given" : "not given"
        case .range(let minimum?, let maximum?): return "between \(RuleValue.number(minimum)) and \(RuleValue.number(maximum))"
        case .range(let minimum?, nil): return "at least \(RuleValue.number(minimum))"
        case .range(nil, let maximum?): return "at most \(RuleValue.number(maximum))"
        case .range(nil, nil): return "any number"
        case .matches(let globs): return globs.map(\.pattern).joined(separator: " or ")
        case .containsAll(let items): return "holding " + RuleValue.items(items).description
        case .containsAny(let items): return "holding any of " + RuleValue.items(items).description
        case .only(let items): return "holding only " + RuleValue.items(items).description
        }
    }
}

extension RuleValue: CustomStringConvertible {
    /// The items of a set value; none for others.
    var items: [String] {
        if case .items(let items) = self { return items }
        return []
    }

    /// Equality as rules compare: texts scalar by scalar (a keyboard's bytes, not canonical equivalence).
    func sameValue(as other: RuleValue) -> Bool {
        switch (self, other) {
        case (.text(let left), .text(let right)): return left.unicodeScalars.elementsEqual(right.unicodeScalars)
        default: return self == other
        }
    }

    /// The value as a configuration writes it.
    var description: String {
        switch self {
        case .absent: return "not given"
        case .text(let text): return "'\(text.visibleEscaped)'"
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .flag(let flag): return String(flag)
        case .items(let items): return "[" + items.map(\.visibleEscaped).joined(separator: ", ") + "]"
        }
    }
}
