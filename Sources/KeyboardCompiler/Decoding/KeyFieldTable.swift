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

    init(_ fields: [FormatField]) {
        self.fields = fields
        names = FormatWords(fields.map(\.name))
        positionFields = fields.map { KeyPositions.fieldIndex($0.name) }
    }

    /// A character key's fields.
    static let characterKey = KeyFieldTable(LayoutFormat.characterKeyFields)
    /// A function key's fields.
    static let functionKey = KeyFieldTable(LayoutFormat.functionKeyFields)
    /// A toolbar item's fields.
    static let toolbarItem = KeyFieldTable(LayoutFormat.toolbarItemFields)
}
