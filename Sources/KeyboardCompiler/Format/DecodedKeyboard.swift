import KeyboardRuntime
import YAMLLoader

/// A keyboard decoded from a layout file, with the source positions that diagnostics point to.
public struct DecodedKeyboard: Sendable {
    /// The runtime value the file describes.
    public var layout: KeyboardLayout
    /// The validation profile the file asks for, if any.
    public var profile: String?
    /// The file's path as given.
    public var file: String
    /// Where each part of the layout was written.
    public var positions: LayoutPositions
    /// Whether decoding reported errors; the layout then lacks the parts that were wrong.
    public var isComplete: Bool
    /// The characters the file says the keyboard and the pages it leads to type, if it says.
    public var repertoire: String?
    /// The tests the file declares.
    public var tests: [LayoutTest] = []
    /// The keyboard this one `extends`, until ``LayoutCompiler`` has merged it in.
    public var base: KeyboardBase?
    /// Where the rows of each of the layout's variants (`LayoutVariant`) are written, in order.
    public var variantRows: [[RowPositions]] = []

    /// The location of the top-level field `name` (its value), or of the document when the field is absent.
    public func location(ofField name: String) -> SourceLocation {
        SourceLocation(file: file, position: positions.fields[name] ?? positions.document)
    }

    /// The location of row `row` (in the file of the keyboard it was inherited from, if it was).
    public func location(ofRow row: Int) -> SourceLocation {
        SourceLocation(file: positions.rows[row].file ?? file, position: positions.rows[row].row)
    }

    /// The location of a key, or of one of its fields (falling back to the key when the field is absent).
    public func location(ofKey index: Int, inRow row: Int, field: String? = nil) -> SourceLocation {
        let key = positions.rows[row].keys[index]
        let position = field.flatMap { key.position(ofField: $0) } ?? key.key
        return SourceLocation(file: positions.rows[row].file ?? file, position: position)
    }
}

/// Source positions of a decoded layout, parallel to its rows and keys.
public struct LayoutPositions: Sendable, Hashable {
    /// Where the document starts.
    public var document: SourcePosition
    /// Where each top-level field's value starts, by field name.
    public var fields: FieldPositions
    /// The rows' positions, parallel to the layout's `rows`.
    public var rows: [RowPositions]
    /// Where each leading toolbar item's target (`to`) is written, in order.
    public var toolbarItems: [SourcePosition] = []
    /// Where each leading toolbar item and its fields (`label`, `spoken`) are written, in order.
    public var toolbarItemFields: [KeyPositions] = []

    /// Creates positions.
    public init(document: SourcePosition, fields: FieldPositions = [:], rows: [RowPositions] = []) {
        self.document = document
        self.fields = fields
        self.rows = rows
    }
}

/// Where each top-level field of a layout file is written, by name: a dictionary in use, kept as a list
/// because a layout has a dozen fields at most, which a list finds sooner than a hash table is built.
public struct FieldPositions: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private var entries: [(name: String, position: SourcePosition)]

    /// Creates the positions of the given fields.
    public init(dictionaryLiteral elements: (String, SourcePosition)...) {
        entries = []
        for (name, position) in elements { self[name] = position }
    }

    /// Where the field `name` is written, or `nil` when it is not.
    public subscript(name: String) -> SourcePosition? {
        get { entries.first { $0.name == name }?.position }
        set {
            let index = entries.firstIndex { $0.name == name }
            switch (index, newValue) {
            case let (index?, position?): entries[index].position = position
            case let (index?, nil): entries.remove(at: index)
            case let (nil, position?): entries.append((name, position))
            case (nil, nil): break
            }
        }
    }

    /// Reserves room for `count` fields.
    public mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// Equal when the same fields are at the same positions, in any order, as dictionaries are.
    public static func == (lhs: FieldPositions, rhs: FieldPositions) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.name] == $0.position }
    }

    /// Hashes the fields independently of their order, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for entry in entries {
            var entryHasher = Hasher()
            entryHasher.combine(entry.name)
            entryHasher.combine(entry.position)
            combined = combined &+ entryHasher.finalize()
        }
        hasher.combine(entries.count)
        hasher.combine(combined)
    }
}

/// What a keyboard that `extends` another says about it: the base's id, and the rows it replaces.
public struct KeyboardBase: Sendable, Hashable {
    /// A row the derived keyboard replaces, by its 1-based number in the base.
    public struct RowOverride: Sendable, Hashable {
        /// The row's 1-based number, as written.
        public var number: Int
        /// The new row.
        public var row: KeyRow
        /// Where the new row and its keys are written.
        public var positions: RowPositions
        /// Where the row number is written.
        public var numberPosition: SourcePosition
    }

    /// The id of the keyboard extended.
    public var id: String
    /// Where `extends` is written.
    public var position: SourcePosition
    /// The rows replaced, when `rows` is a mapping of row numbers; `nil` when the keyboard gives all its
    /// rows or none.
    public var rowOverrides: [RowOverride]?
    /// Whether function keys still need their default labels, in the locale known once merged.
    public var needsDefaultLabels: Bool
    /// Variants written as numbered row replacements, applied to the rows known once merged.
    public var pendingVariants: [PendingVariant] = []

    /// A variant whose rows are the merged keyboard's with some replaced by number.
    public struct PendingVariant: Sendable, Hashable {
        /// The variant's conditions (its rows are filled in when merged).
        public var variant: LayoutVariant
        /// The rows it replaces.
        public var overrides: [RowOverride]
    }
}

/// Source positions of one row and its keys.
public struct RowPositions: Sendable, Hashable {
    /// Where the row starts.
    public var row: SourcePosition
    /// The file the row is written in, when it is not the keyboard's own (a row inherited with `extends`).
    public var file: String?
    /// The keys' positions, parallel to the row's `keys`.
    public var keys: [KeyPositions]

    /// Creates positions.
    public init(row: SourcePosition, keys: [KeyPositions] = []) {
        self.row = row
        self.keys = keys
    }
}

/// Source positions of one key and of the fields written for it.
///
/// Most keys are words of a row string and have no fields: they keep one position and an empty list,
/// 24 bytes rather than room for every field a key can have, which a keyboard of thousands of keys
/// would allocate, fill and copy for nothing.
public struct KeyPositions: Sendable, Hashable {
    /// Where the key starts.
    public var key: SourcePosition
    /// The fields written for the key, ordered by ``fieldNames``.
    private var fields: [FieldPosition] = []

    private struct FieldPosition: Sendable, Hashable {
        var field: Int
        var position: SourcePosition
    }

    /// The fields of a key whose positions are kept.
    private static let fieldNames = ["key", "label", "shift", "width", "pin", "group", "action", "to", "spoken", "alternates", "hint"]

    /// Creates positions for a key that starts at `key`, with no field positions yet.
    public init(key: SourcePosition) {
        self.key = key
    }

    /// Where the value of the field `name` starts, for keys written as mappings.
    public func position(ofField name: String) -> SourcePosition? {
        guard !fields.isEmpty, let field = Self.fieldNames.firstIndex(of: name) else { return nil }
        return fields.first { $0.field == field }?.position
    }

    /// Records where the value of the field `name` starts; names that are not key fields are ignored.
    public mutating func setPosition(_ position: SourcePosition, ofField name: String) {
        guard let field = Self.fieldNames.firstIndex(of: name) else { return }
        if let existing = fields.firstIndex(where: { $0.field == field }) {
            fields[existing].position = position
        } else {
            fields.insert(FieldPosition(field: field, position: position), at: fields.firstIndex { $0.field > field } ?? fields.count)
        }
    }
}
