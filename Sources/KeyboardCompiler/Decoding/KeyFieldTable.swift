/// The fields a kind of key may have, with what decoding a key mapping looks up for each of them made
/// once: their names packed for matching (``FormatWords``) and where ``KeyPositions`` keeps each one's
/// position. Keys are decoded by the thousand; these are the same for every one of them.
struct KeyFieldTable: Sendable {
    /// The fields, as the format declares them.
    let fields: [FormatField]
    /// Their names, packed.
    let names: FormatWords
    /// For each field, its index among ``KeyPositions``' fields.
    let positionFields: [Int]
    /// For each field, which it is, for a `switch` over cases rather than over strings.
    let kinds: [KeyField]

    /// The table of the fields that `field` gives for a kind of key.
    init(_ field: (KeyField) -> FormatField?) {
        let taken = KeyField.allCases.compactMap { kind in field(kind).map { (kind, $0) } }
        fields = taken.map(\.1)
        names = FormatWords(fields.map(\.name))
        kinds = taken.map(\.0)
        positionFields = kinds.map(KeyPositions.fieldIndex)
    }

    /// A character key's fields.
    static let characterKey = KeyFieldTable(\.characterKeyField)
    /// A function key's fields.
    static let functionKey = KeyFieldTable(\.functionKeyField)
    /// A toolbar item's fields.
    static let toolbarItem = KeyFieldTable(\.toolbarItemField)
}

/// What a key written as a mapping is, told by the one field that names it: `key`, `action` or `gap`.
enum KeyKind: CaseIterable, Sendable {
    case character, function, spacer

    /// The field that makes a mapping this kind of key.
    var field: String {
        switch self {
        case .character: KeyField.key.rawValue
        case .function: KeyField.action.rawValue
        case .spacer: LayoutFormat.spacerFields[0].name
        }
    }

    /// The kinds, made once: the decoder looks one up for every field of every key mapping.
    static let all = allCases
    /// Their fields, in the same order.
    static let fieldNames = all.map(\.field)
}
