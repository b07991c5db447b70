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

    /// The location of the top-level field `name` (its value), or of the document when the field is absent.
    public func location(ofField name: String) -> SourceLocation {
        SourceLocation(file: file, position: positions.fields[name] ?? positions.document)
    }

    /// The location of row `row`.
    public func location(ofRow row: Int) -> SourceLocation {
        SourceLocation(file: file, position: positions.rows[row].row)
    }

    /// The location of a key, or of one of its fields (falling back to the key when the field is absent).
    public func location(ofKey index: Int, inRow row: Int, field: String? = nil) -> SourceLocation {
        let key = positions.rows[row].keys[index]
        let position = field.flatMap { key.fields[$0] } ?? key.key
        return SourceLocation(file: file, position: position)
    }
}

/// Source positions of a decoded layout, parallel to its rows and keys.
public struct LayoutPositions: Sendable, Hashable {
    /// Where the document starts.
    public var document: SourcePosition
    /// Where each top-level field's value starts, by field name.
    public var fields: [String: SourcePosition]
    /// The rows' positions, parallel to the layout's `rows`.
    public var rows: [RowPositions]

    /// Creates positions.
    public init(document: SourcePosition, fields: [String: SourcePosition] = [:], rows: [RowPositions] = []) {
        self.document = document
        self.fields = fields
        self.rows = rows
    }
}

/// Source positions of one row and its keys.
public struct RowPositions: Sendable, Hashable {
    /// Where the row starts.
    public var row: SourcePosition
    /// The keys' positions, parallel to the row's `keys`.
    public var keys: [KeyPositions]

    /// Creates positions.
    public init(row: SourcePosition, keys: [KeyPositions] = []) {
        self.row = row
        self.keys = keys
    }
}

/// Source positions of one key and of the fields written for it.
public struct KeyPositions: Sendable, Hashable {
    /// Where the key starts.
    public var key: SourcePosition
    /// Where each field's value starts, by field name, for keys written as mappings.
    public var fields: [String: SourcePosition]

    /// Creates positions.
    public init(key: SourcePosition, fields: [String: SourcePosition] = [:]) {
        self.key = key
        self.fields = fields
    }
}
