/// The fields a kind of key may have, with what decoding a key mapping looks up for each of them made
/// once: their names packed for matching (``FormatWords``) and where ``KeyPositions`` keeps each one's
/// position. Keys are decoded by the thousand; these are the same for every one of them.
struct KeyFieldTable: Sendable {
    /// The fields, as the format declares them.
    let fields: [FormatField]
    /// Their names, packed.
    let names: FormatWords
    /// For each field, its index among ``KeyPositions``' fields, or `nil` when no position is kept for it.
    let positionFields: [Int?]
    /// For each field, which it is, for a `switch` over cases rather than over strings.
    let kinds: [KeyField?]

    init(_ fields: [FormatField]) {
        self.fields = fields
        names = FormatWords(fields.map(\.name))
        positionFields = fields.map { KeyPositions.fieldIndex($0.name) }
        kinds = fields.map { KeyField(rawValue: $0.name) }
    }

    /// A character key's fields.
    static let characterKey = KeyFieldTable(LayoutFormat.characterKeyFields)
    /// A function key's fields.
    static let functionKey = KeyFieldTable(LayoutFormat.functionKeyFields)
    /// A toolbar item's fields.
    static let toolbarItem = KeyFieldTable(LayoutFormat.toolbarItemFields)
}

/// The fields of character keys, function keys and toolbar items, named as in the format.
enum KeyField: String, Sendable {
    case key, label, shift, width, pin, group, action, to, spoken, alternates, hint, flick, caps, shiftSpoken
}
