import KeyboardRuntime
import YAMLLoader

/// A keyboard as its layout file declares it, with the source positions that diagnostics point to.
///
/// This is the decoder's output and the resolver's input: fields the file does not give are not filled in
/// yet. Function keys without a `label` have an empty one, the toolbar is what the file says about it, a
/// keyboard that `extends` another lacks what it inherits, and `variants` may replace rows by number.
/// the resolver turns it into a ``ResolvedKeyboard``, what validation, tests and emitters see.
public struct DecodedKeyboard: KeyboardRecordCarrying, Sendable {
    private var shared: SharedKeyboardRecord
    /// The keyboard as its file declares it: its layout has the fields and rows the file gives (labels not
    /// filled in, no toolbar and no variants yet: see `toolbar` and ``variants``), its declaration lacks what
    /// `extends` will add, and it is complete when decoding reported no errors.
    public var record: KeyboardRecord {
        _read { yield shared.record }
        set { shared.record = newValue }
    }
    /// The keyboard this one `extends`, if it does.
    public var base: KeyboardBase?
    /// What the file says about the toolbar, or `nil` when it has no `toolbar` field.
    var toolbar: KeyboardDecoder.ToolbarDeclaration?
    /// The `variants` the file declares, in order.
    public var variants: [DeclaredVariant] = []
    /// Whether a key of the file's rows or variants has no label, and needs its default once the locale is
    /// known: usually none has, and the rows are not searched for one.
    public var hasUnlabeledKey = false

    /// A keyboard of `record` that extends `base`, if any, with no toolbar and no variants declared yet.
    init(_ record: KeyboardRecord, base: KeyboardBase? = nil) {
        shared = SharedKeyboardRecord(record)
        self.base = base
    }

    /// Whether the file gives the top-level field `name`.
    public func gives(_ name: String) -> Bool {
        shared.record.positions.fields[name] != nil
    }
}

/// A variant as a layout file declares it: its conditions, and either all its rows or the page's rows with
/// some replaced by number.
public struct DeclaredVariant: Sendable, Hashable {
    /// The device class the variant is for, or `nil` for any.
    public var device: KeyboardMetrics.Device?
    /// The narrowest keyboard width, in points, the variant is for, or `nil` for any.
    public var minimumWidth: Double?
    /// Where the variant is written.
    public var position: SourcePosition
    /// The variant's rows when it gives them all, with their positions.
    public var rows: [KeyRow]
    /// Where the rows and their keys are written, parallel to ``rows``.
    public var rowPositions: [RowPositions]
    /// The rows it replaces by number, or `nil` when it gives all its rows.
    public var overrides: [KeyboardBase.RowOverride]?
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
    /// The file the toolbar is declared in, when it is not the keyboard's own (inherited with `extends`).
    public var toolbarFile: String?
    /// Where each leading toolbar item and its fields (`label`, `spoken`) are written, in order.
    public var toolbarItemFields: [KeyPositions] = []
    /// Where each of the layout's transforms is written (its sequence), parallel to the composition's
    /// `transforms`.
    public var transforms: [SourcePosition] = []
    /// The file the transforms are declared in, when it is not the keyboard's own (inherited with `extends`).
    public var transformsFile: String?

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
}

/// Source positions of one row and its keys.
public struct RowPositions: Sendable, Hashable {
    /// Where the row starts.
    public var row: SourcePosition
    /// The file the row is written in, when it is not the keyboard's own (a row inherited with `extends`).
    public var file: String?
    /// The keys' positions, parallel to the row's `keys`.
    public var keys: [KeyPositions]
    /// Whether the keys are written as a YAML list (`[yes, no]`), each item one key, rather than as a row
    /// string that splits at spaces: the advice for a key of several characters differs.
    public var isList = false

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

    /// The names of the fields of a key whose positions are kept: every ``KeyField``, in its order.
    private static let fieldNames = KeyField.allCases.map(\.rawValue)

    /// Creates positions for a key that starts at `key`, with no field positions yet.
    public init(key: SourcePosition) {
        self.key = key
    }

    /// Where the value of the field `name` starts, for keys written as mappings.
    public func position(ofField name: String) -> SourcePosition? {
        guard !fields.isEmpty, let field = Self.fieldIndex(name) else { return nil }
        return fields.first { $0.field == field }?.position
    }

    /// Where the value of `field` starts, when it was written.
    func position(of field: KeyField) -> SourcePosition? {
        let index = Self.fieldIndex(field)
        return fields.first { $0.field == index }?.position
    }

    /// Records where the value of `field` starts.
    mutating func setPosition(_ position: SourcePosition, of field: KeyField) {
        setPosition(position, ofFieldAt: Self.fieldIndex(field))
    }

    /// The positions of a key repeated by an alias (`*row`): the key and every field written for it at
    /// the alias.
    mutating func move(to alias: SourcePosition) {
        key = alias
        for index in fields.indices { fields[index].position = alias }
    }

    /// Records where the value of the field `name` starts; names that are not key fields are ignored.
    public mutating func setPosition(_ position: SourcePosition, ofField name: String) {
        guard let field = Self.fieldIndex(name) else { return }
        setPosition(position, ofFieldAt: field)
    }

    /// Records where the value of a field starts, the field given by its ``fieldIndex(_:)``: the decoder
    /// looks the index up once per field of the format rather than once per key.
    mutating func setPosition(_ position: SourcePosition, ofFieldAt field: Int) {
        if let existing = fields.firstIndex(where: { $0.field == field }) {
            fields[existing].position = position
        } else if fields.last.map({ $0.field < field }) ?? true {
            // Fields are usually written in the order of `fieldNames`: appended, not inserted.
            fields.append(FieldPosition(field: field, position: position))
        } else {
            fields.insert(FieldPosition(field: field, position: position), at: fields.firstIndex { $0.field > field } ?? fields.count)
        }
    }

    /// Makes room for the positions of `count` fields, written for a key as a mapping of that many entries.
    mutating func reserveFields(_ count: Int) {
        fields.reserveCapacity(count)
    }

    /// The index of a field in ``fieldNames``; lengths are compared first, as comparing two different
    /// strings is what costs.
    static func fieldIndex(_ name: String) -> Int? {
        let length = name.utf8.count
        return fieldNames.indices.first { fieldNames[$0].utf8.count == length && fieldNames[$0] == name }
    }

    /// The index of `field` in ``fieldNames``.
    static func fieldIndex(_ field: KeyField) -> Int {
        fieldIndex(field.rawValue)!
    }
}
