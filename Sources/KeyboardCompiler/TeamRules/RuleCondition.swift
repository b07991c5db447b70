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
    case containsAll(RuleItems)
    /// A set holding any one of these (`forbid: {characters: abc}`).
    case containsAny(RuleItems)
    /// A set holding nothing but these (`{only: "0123456789"}`).
    case only(RuleItems)

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
            case .textSet(let set): number = Double(set.count)
            case .absent: number = 0
            default: return false
            }
            return minimum.map { number >= $0 } ?? true && maximum.map { number <= $0 } ?? true
        case .matches(let globs):
            guard case .text(let text) = value else { return false }
            return globs.contains { isPath ? $0.matches(path: text, relativeTo: base) : $0.matches(text) }
        case .containsAll(let wanted):
            if case .textSet(let set) = value { return wanted.allContained(in: set) }
            return wanted.allContained(in: value.items)
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
            if case .textSet(let set) = value { return wanted.firstContained(in: set) }
            return value.items.first(where: wanted.contains)
        case .only(let allowed):
            if case .textSet(let set) = value { return allowed.firstNotContained(in: set) }
            return value.items.first { !allowed.contains($0) }
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
        case .containsAll(let items): return "holding " + RuleValue.items(items.items).description
        case .containsAny(let items): return "holding any of " + RuleValue.items(items.items).description
        case .only(let items): return "holding only " + RuleValue.items(items.items).description
        }
    }
}

extension RuleValue: CustomStringConvertible {
    /// The items of a set value; none for others.
    var items: [String] {
        switch self {
        case .items(let items): return items
        case .textSet(let set): return set.texts
        default: return []
        }
    }

    /// Whether the value is a set of texts.
    var isSet: Bool {
        switch self {
        case .items, .textSet: return true
        default: return false
        }
    }

    /// Whether the two values are one for every condition: equal numbers, flags or absence, texts of the
    /// same bytes. Sets are never taken for one another.
    func isIdentical(to other: RuleValue) -> Bool {
        // Case by case, without a tuple of the two: ``PageFacts/distinctValues(of:on:)`` asks it for every key.
        switch self {
        case .absent: if case .absent = other { return true }
        case .text(let text): if case .text(let otherText) = other { return RuleItems.sameBytes(text, otherText) }
        case .number(let number): if case .number(let otherNumber) = other { return number == otherNumber }
        case .flag(let flag): if case .flag(let otherFlag) = other { return flag == otherFlag }
        case .items, .textSet: break
        }
        return false
    }

    /// Equality as rules compare: texts byte by byte (a keyboard's bytes, not canonical equivalence).
    func sameValue(as other: RuleValue) -> Bool {
        switch (self, other) {
        case (.text(let left), .text(let right)): return RuleItems.sameBytes(left, right)
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
        case .items, .textSet: return "[" + items.map(\.visibleEscaped).joined(separator: ", ") + "]"
        }
    }
}

/// The texts a set condition names, as a list (in the order written, for messages) and a set (for
/// membership on every page). Texts are equal when their bytes are: a keyboard types bytes, and two
/// canonically equivalent texts are two different keys.
struct RuleItems: Sendable, Hashable {
    let items: [String]
    private let set: Set<String>
    /// The items that are one ASCII character, a bit each (most are: digits, letters), looked up without
    /// hashing.
    private let ascii: ASCIIMask

    init(_ items: [String]) {
        self.items = items
        set = Set(items)
        ascii = ASCIIMask(items)
    }

    /// Whether every item is among `texts`.
    func allContained(in texts: [String]) -> Bool {
        let found = ASCIIMask(texts)
        if ascii.isEverything(in: items) { return ascii.isSubset(of: found) }
        return items.allSatisfy { item in texts.contains { Self.sameBytes($0, item) } }
    }

    /// Whether every item is in `set`: by its mask when every item is one ASCII character.
    func allContained(in set: TextSet) -> Bool {
        if ascii.isEverything(in: items) { return ascii.isSubset(of: set.ascii) }
        return items.allSatisfy { item in
            if let byte = ASCIIMask.byte(of: item) { return set.ascii.contains(byte) }
            return set.others.contains { Self.sameBytes($0, item) }
        }
    }

    /// The first text of `set` (in the order of ``TextSet/texts``) that is one of the items.
    func firstContained(in set: TextSet) -> String? {
        set.ascii.intersection(ascii).firstText ?? set.others.first(where: contains)
    }

    /// The first text of `set` (in the order of ``TextSet/texts``) that is none of the items.
    func firstNotContained(in set: TextSet) -> String? {
        set.ascii.subtracting(ascii).firstText ?? set.others.first { !contains($0) }
    }

    /// Whether `item`, byte for byte, is one of the items.
    func contains(_ item: String) -> Bool {
        if let byte = ASCIIMask.byte(of: item) { return ascii.contains(byte) }
        // The set finds a canonically equivalent item; the bytes then decide.
        guard let index = set.firstIndex(of: item) else { return false }
        return Self.sameBytes(set[index], item) || items.contains { Self.sameBytes($0, item) }
    }

    static func == (lhs: RuleItems, rhs: RuleItems) -> Bool {
        lhs.items.count == rhs.items.count && zip(lhs.items, rhs.items).allSatisfy { sameBytes($0, $1) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(items.count)
        for item in items { hasher.combine(item.utf8.count) }
    }

    /// Whether two texts have the same UTF-8 bytes.
    static func sameBytes(_ left: String, _ right: String) -> Bool {
        // Over the bytes in place: the views' generic `elementsEqual` costs many times more a text.
        left.utf8.withContiguousStorageIfAvailable { left in
            right.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
        }.flatMap { $0 } ?? left.utf8.elementsEqual(right.utf8)
    }
}

/// A set of ASCII characters, a bit each.
struct ASCIIMask: Sendable, Hashable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// How many of the texts it was made from are one ASCII character.
    private(set) var count = 0

    /// The texts of `texts` that are one ASCII character.
    init(_ texts: [String]) {
        for text in texts { if let byte = Self.byte(of: text) { insert(byte) } }
    }

    /// The byte of a text that is one ASCII character.
    static func byte(of text: String) -> UInt8? {
        // By subscript: the view's `first` is a call of its own, and rules ask this of every key's text.
        let utf8 = text.utf8
        guard utf8.count == 1 else { return nil }
        let byte = utf8[utf8.startIndex]
        return byte < 0x80 ? byte : nil
    }

    mutating func insert(_ byte: UInt8) {
        count += 1
        if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }

    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
    }

    func isSubset(of other: ASCIIMask) -> Bool {
        low & ~other.low == 0 && high & ~other.high == 0
    }

    /// The characters in both masks.
    func intersection(_ other: ASCIIMask) -> ASCIIMask {
        ASCIIMask(low: low & other.low, high: high & other.high)
    }

    /// The characters of this mask that are not in `other`.
    func subtracting(_ other: ASCIIMask) -> ASCIIMask {
        ASCIIMask(low: low & ~other.low, high: high & ~other.high)
    }

    /// How many characters the mask holds.
    var distinctCount: Int { low.nonzeroBitCount + high.nonzeroBitCount }

    /// The character of the lowest code in the mask, as a text.
    var firstText: String? {
        if low != 0 { return String(Unicode.Scalar(UInt8(low.trailingZeroBitCount))) }
        if high != 0 { return String(Unicode.Scalar(UInt8(64 + high.trailingZeroBitCount))) }
        return nil
    }

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
        count = low.nonzeroBitCount + high.nonzeroBitCount
    }

    /// Whether every one of `texts` (those it was made from) is one ASCII character.
    func isEverything(in texts: [String]) -> Bool { count == texts.count }

    /// The characters of the set, in code order.
    var texts: [String] {
        var result: [String] = []
        for byte in UInt8(0)..<128 where contains(byte) { result.append(String(Unicode.Scalar(byte))) }
        return result
    }
}

/// A set of distinct texts, as a page's `characters` are gathered: a bit for each ASCII character and the
/// others in the order found. Set conditions ask it by its mask, without a `String` per character.
struct TextSet: Sendable, Hashable {
    var ascii = ASCIIMask([])
    /// The texts that are not one ASCII character, each once.
    var others: [String] = []

    /// The texts: the ASCII ones in code order, then the others.
    var texts: [String] { ascii.texts + others }

    /// How many texts the set holds.
    var count: Int { ascii.distinctCount + others.count }

    /// Inserts each character of `text`; `seen` holds the non-ASCII ones inserted so far.
    mutating func insertCharacters(of text: String, seen: inout Set<String>) {
        if let byte = ASCIIMask.byte(of: text) {
            ascii.insert(byte)
            return
        }
        for character in text {
            let single = String(character)
            if let byte = ASCIIMask.byte(of: single) {
                ascii.insert(byte)
            } else if seen.insert(single).inserted {
                others.append(single)
            }
        }
    }
}
