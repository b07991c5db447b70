import KeyboardRuntime
import YAMLLoader

/// What a team rule reads of a page or of a key: a field of the layout format (`shuffle`, `length.max`,
/// `alternates`) or a fact derived from the rows (`keyCount`, `characters`). Rules select, require and
/// forbid by these names; each is one entry of `RuleProperties`, so a new field of the format is one
/// more line there, with no new mechanism.
struct RuleProperty: Sendable {
    /// Whether the property belongs to a page or to each key.
    enum Scope: String, Sendable { case page, key }

    /// What the property's values are, which decides the conditions it takes.
    enum Kind: Sendable, Equatable {
        /// Any text, compared exactly.
        case text
        /// One of a fixed set of words.
        case choice([String])
        /// A number.
        case number
        /// `true` or `false`.
        case boolean
        /// A set of texts (keys, characters, actions); conditions ask whether it holds some or only some.
        /// Written as a list, or as one text split into `characters` or, by spaces, into keys.
        case items(splitsIntoCharacters: Bool)
        /// An id or a path, matched by ``Glob`` patterns.
        case pattern
    }

    /// How the property is read.
    enum Reader: Sendable {
        case page(@Sendable (ResolvedPage, inout PageFacts) -> RuleValue)
        case key(@Sendable (KeyReference, _ row: Int, _ index: Int) -> RuleValue)
    }

    /// The name rules use.
    let name: String
    /// What its values are.
    let kind: Kind
    /// What it is, for the reference and the JSON Schema.
    let summary: String
    /// The field of the layout a finding about the property points at; for a page property without one
    /// (or when the page does not write it), the keyboard's id.
    let field: String?
    /// How it is read.
    let reader: Reader
    /// Whether its texts are compared without regard to case: a BCP 47 `locale` (`zh-hans` is `zh-Hans`).
    private(set) var ignoresCase = false

    var scope: Scope {
        if case .key = reader { return .key }
        return .page
    }

    /// Whether the key property is read from what few keys have (alternates, a hint, a spoken name…),
    /// absent on every key without them (`Key.hasSpokenNameAlternatesOrHint`).
    var isRare: Bool { scope == .key && Self.rareKeyFields.contains(name) }

    private static let rareKeyFields: Set<String> = ["spoken", "shiftSpoken", "alternates", "hint", "flick", "caps"]

    /// A property of the format field `name` in `fields`, whose kind follows the field's type.
    /// A field written as text that holds a number (`max`, `minWidth`) says so with `kind`.
    init(field name: String, of fields: [FormatField], as alias: String? = nil, kind: Kind? = nil, _ reader: Reader) {
        guard let field = fields.first(where: { $0.name == name }) else { preconditionFailure("no format field '\(name)'") }
        var derived: Kind
        switch field.type {
        case .choice(let words): derived = .choice(words)
        case .boolean: derived = .boolean
        case .units, .width, .tests: derived = .number
        case .keys, .mapping, .textMapping: derived = .items(splitsIntoCharacters: false)
        default: derived = .text
        }
        // `length.max` is written in the `length` field: findings point there.
        let written = alias.flatMap { $0.split(separator: ".").count > 1 ? String($0.split(separator: ".")[0]) : nil } ?? name
        self.init(alias ?? name, kind ?? derived, field: written, field.summary, reader)
        if case .locale = field.type { ignoresCase = true }
    }

    /// A property of its own.
    init(_ name: String, _ kind: Kind, field: String?, _ summary: String, _ reader: Reader) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.field = field
        self.reader = reader
    }
}

/// A value of a ``RuleProperty`` on one page or key.
enum RuleValue: Sendable, Hashable {
    /// The page or key does not have the property (no `length`, a function key's `key`).
    case absent
    case text(String)
    case number(Double)
    case flag(Bool)
    case items([String])
    /// A set of distinct texts held by mask (a page's `characters`).
    case textSet(TextSet)
}

/// What several properties of one page need, computed once for the page and only when a rule asks.
struct PageFacts {
    private var cachedHasExtras: Bool?
    private var cachedKeyTexts: [String]?
    private var cachedCharacters: TextSet?
    private var cachedActions: [String]?
    /// For key properties (by their index in ``RuleProperties/all``), the distinct values of the keys: a
    /// rule or two ask, a list costs less than a dictionary.
    private var cachedKeyValues: [(property: Int, values: [RuleValue])] = []

    /// Whether a key of the page has alternates, a hint, a spoken name, flicks or a caps text.
    mutating func anyKeyHasExtras(_ page: ResolvedPage) -> Bool {
        if let cachedHasExtras { return cachedHasExtras }
        var found = false
        page.layout.forEachKey { _, _, key in if key.hasSpokenNameAlternatesOrHint { found = true } }
        cachedHasExtras = found
        return found
    }

    /// The texts of the page's character keys, in order.
    mutating func keyTexts(of page: ResolvedPage) -> [String] {
        if let cachedKeyTexts { return cachedKeyTexts }
        var texts: [String] = []
        // Room for every key at once: growing the list key by key allocated it again and again.
        texts.reserveCapacity(page.layout.rows.reduce(0) { $0 + $1.keys.count })
        page.layout.forEachKey { _, _, key in if let text = key.insertedText { texts.append(text) } }
        cachedKeyTexts = texts
        return texts
    }

    /// Every character the page types (its keys' text, shifted and caps texts, alternates and flicks, then
    /// what its transforms and Hangul composition give), each once: the ASCII ones in code order, then the
    /// others in the order of the keys.
    mutating func characters(of page: ResolvedPage) -> TextSet {
        if let cachedCharacters { return cachedCharacters }
        // ASCII characters (most keys type one) told apart by a bit each, without making strings of them.
        var characters = TextSet()
        var seen: Set<String> = []
        page.layout.forEachKey { _, _, key in
            PageFacts.forEachText(typedBy: key) { text in characters.insertCharacters(of: text, seen: &seen) }
        }
        // Typed through the composition, not key by key: a PIN pad's `"00": A` types a letter.
        if page.layout.composition != nil {
            for text in KeyboardRepertoire.composedTexts(of: page.layout) { characters.insertCharacters(of: text, seen: &seen) }
        }
        cachedCharacters = characters
        return characters
    }

    /// The values the page's keys have of the key property `clause` reads, each once (texts told apart by
    /// their bytes; sets are not compared, each key's is kept).
    mutating func distinctValues(of clause: TeamRule.Clause, on page: ResolvedPage) -> [RuleValue] {
        if let cached = cachedKeyValues.first(where: { $0.property == clause.property }) { return cached.values }
        guard case .key(let read) = clause.reading.reader else { return [] }
        var values: [RuleValue] = []
        page.layout.forEachKey { row, index, key in
            let value = read(key, row, index)
            if !values.contains(where: { $0.isIdentical(to: value) }) { values.append(value) }
        }
        cachedKeyValues.append((clause.property, values))
        return values
    }

    /// The actions of the page's function keys and of its toolbar's items (`switch`, `toggle-width`; Done is
    /// `toolbar.done`), as the format writes them.
    mutating func actions(of page: ResolvedPage) -> [String] {
        if let cachedActions { return cachedActions }
        var actions: [String] = []
        page.layout.forEachKey { _, _, key in if let action = RuleProperties.actionName(key.action) { actions.append(action) } }
        for item in page.layout.toolbar?.items ?? [] where !item.isDone {
            if let action = RuleProperties.actionName(item.action) { actions.append(action) }
        }
        cachedActions = actions
        return actions
    }

    /// Calls `body` with each text a character key can type (`Key.forEachText(typedOnly:shiftable:_:)`),
    /// without collecting them; a function key types none.
    @inline(__always)
    static func forEachText(typedBy key: KeyReference, _ body: (String) -> Void) {
        guard key.isCharacter else { return }
        key.pointer.forEachText(typedOnly: true) { _, text in body(text) }
    }
}
