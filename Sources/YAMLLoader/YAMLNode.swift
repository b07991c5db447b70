/// A node of a loaded YAML document with the position it starts at.
///
/// Scalars are always text: the loader never resolves `yes`, `1` or `~` to other types.
///
/// A node is a view into its document's ``YAMLTree``, which it keeps alive: copying a node copies a
/// reference and an index, and a scalar's text becomes a `String` only when ``YAMLScalar/text`` asks for
/// it, so a decoder that compares field names reads their bytes in place.
public struct YAMLNode: Sendable {
    /// The node's content.
    public enum Content: Sendable {
        /// A scalar; its text is exact, NUL characters included.
        case scalar(YAMLScalar)
        /// A sequence of nodes.
        case sequence(Items)
        /// A mapping, with its entries in document order.
        case mapping(Entries)
    }

    @usableFromInline let tree: YAMLTree
    @usableFromInline let index: Int

    @usableFromInline init(tree: YAMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    @inlinable var record: YAMLTree.Record { tree.records[index] }

    /// The node's content.
    @inlinable public var content: Content {
        let record = self.record
        switch record.kind {
        case .scalar: return .scalar(YAMLScalar(node: self))
        case .sequence: return .sequence(Items(tree: tree, start: record.start, count: record.count))
        case .mapping: return .mapping(Entries(keysAndValues: Items(tree: tree, start: record.start, count: record.count)))
        }
    }

    /// Where the node starts (for a mapping key, where the key starts).
    @inlinable public var position: SourcePosition {
        let record = self.record
        return SourcePosition(line: record.line, column: record.column)
    }

    /// When the node is an alias (`*name`), where the node it repeats starts (at its anchor, `&name`);
    /// `nil` for any other node. An alias's ``position`` is the alias's own, but the nodes inside a
    /// repeated collection keep the positions of the text they were read from, at the anchor: a
    /// diagnostic about them in this place belongs at the alias.
    @inlinable public var anchorPosition: SourcePosition? {
        tree.anchors.isEmpty ? nil : tree.anchors[index]
    }

    /// The scalar, or `nil` for a collection: its bytes, style and end, without the `Content` switch or a
    /// `String` of its text.
    @inlinable public var scalar: YAMLScalar? {
        record.kind == .scalar ? YAMLScalar(node: self) : nil
    }

    /// The scalar's text, or `nil` for a collection; a new `String` on each call, as ``YAMLScalar/text``.
    public var scalarText: String? {
        record.kind == .scalar ? YAMLScalar(node: self).text : nil
    }

    /// Whether the node is a scalar whose text is `text`, compared as `scalarText == text` compares but
    /// without making a `String` of the scalar when both are ASCII.
    public func isScalar(_ text: String) -> Bool {
        guard record.kind == .scalar else { return false }
        return YAMLScalar(node: self).equals(text)
    }

    /// A short name of the node's kind for messages: "a string", "a list" or "a mapping".
    public var kindDescription: String {
        switch record.kind {
        case .scalar: return "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// The items of a sequence, in document order.
    public struct Items: RandomAccessCollection, Sendable {
        @usableFromInline let tree: YAMLTree
        @usableFromInline let start: Int
        /// The number of items.
        public let count: Int

        @inlinable init(tree: YAMLTree, start: Int, count: Int) {
            self.tree = tree
            self.start = start
            self.count = count
        }

        /// The position of the first item: 0.
        @inlinable public var startIndex: Int { 0 }
        /// The position after the last item.
        @inlinable public var endIndex: Int { count }

        /// The item at `position`.
        @inlinable public subscript(position: Int) -> YAMLNode {
            precondition(position >= 0 && position < count, "item index out of range")
            return YAMLNode(tree: tree, index: tree.children[start + position])
        }
    }

    /// The entries of a mapping, in document order.
    public struct Entries: RandomAccessCollection, Sendable {
        /// Keys and values, alternating.
        @usableFromInline let keysAndValues: Items

        @inlinable init(keysAndValues: Items) {
            self.keysAndValues = keysAndValues
        }

        /// The position of the first entry: 0.
        @inlinable public var startIndex: Int { 0 }
        /// The position after the last entry.
        @inlinable public var endIndex: Int { keysAndValues.count / 2 }

        /// The entry at `position`.
        @inlinable public subscript(position: Int) -> YAMLMappingEntry {
            precondition(position >= 0 && position < endIndex, "entry index out of range")
            return YAMLMappingEntry(key: keysAndValues[2 * position], value: keysAndValues[2 * position + 1])
        }
    }
}

/// A scalar node's text and the style it was written in.
public struct YAMLScalar: Sendable {
    /// How a scalar was written.
    public enum Style: UInt8, Sendable, Hashable {
        /// Unquoted.
        case plain
        /// In single quotes.
        case singleQuoted
        /// In double quotes.
        case doubleQuoted
        /// A `|` block.
        case literal
        /// A `>` block.
        case folded
    }

    @usableFromInline let node: YAMLNode

    @inlinable init(node: YAMLNode) {
        self.node = node
    }

    /// The scalar's text, made into a `String` on each call: bind it once where it is used often.
    public var text: String {
        withUTF8 { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the scalar's UTF-8 bytes, in place.
    @inlinable public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let record = node.record
        return try node.tree.text.withUnsafeBufferPointer { text in
            try body(UnsafeBufferPointer(rebasing: text[record.start..<(record.start + record.count)]))
        }
    }

    /// The length of the text in UTF-8 bytes.
    @inlinable public var utf8Count: Int { node.record.count }

    /// Whether the text is empty.
    @inlinable public var isEmpty: Bool { node.record.count == 0 }

    /// Whether the text equals `other` as `String` equality has it (canonical equivalence), comparing
    /// bytes when both are ASCII, where that is the same.
    public func equals(_ other: String) -> Bool {
        var other = other
        let isASCII = node.record.isASCII
        return other.withUTF8 { other in
            withUTF8 { text in
                if text.count == other.count, text.elementsEqual(other) { return true }
                if isASCII && other.allSatisfy({ $0 < 0x80 }) { return false }
                return String(decoding: text, as: UTF8.self) == String(decoding: other, as: UTF8.self)
            }
        }
    }

    /// The style the scalar was written in.
    @inlinable public var style: Style { node.record.style }

    /// Where the scalar's source ends: the position just after its last character (after the closing
    /// quote of a quoted scalar), or `nil` for an alias, whose text is elsewhere. A scalar that ends on a
    /// later line than it starts was folded from several lines.
    @inlinable public var end: SourcePosition? {
        let record = node.record
        return record.endLine == 0 ? nil : SourcePosition(line: record.endLine, column: record.endColumn)
    }
}

/// One `key: value` entry of a mapping.
public struct YAMLMappingEntry: Sendable {
    /// The key node; usually a scalar.
    public let key: YAMLNode
    /// The value node.
    public let value: YAMLNode

    @inlinable init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// The nodes of one document, stored contiguously: one record per node, the children of every
/// collection in one array, and every scalar's text in one byte buffer. Loading a document allocates a
/// handful of arrays instead of one per collection and one per long scalar, and freeing it is as cheap.
@usableFromInline final class YAMLTree: Sendable {
    /// What one node is and where it is.
    @usableFromInline struct Record: Sendable {
        @usableFromInline enum Kind: UInt8, Sendable {
            case scalar, sequence, mapping
        }

        @usableFromInline var kind: Kind
        @usableFromInline var style: YAMLScalar.Style
        /// Whether a scalar's text is all ASCII, where byte equality is `String` equality.
        @usableFromInline var isASCII: Bool
        @usableFromInline var line: Int
        @usableFromInline var column: Int
        /// A scalar's end (line 0: unknown); unused for collections.
        @usableFromInline var endLine: Int
        @usableFromInline var endColumn: Int
        /// A scalar's bytes in ``YAMLTree/text``; a collection's children in ``YAMLTree/children`` (a
        /// mapping's as key, value, key, value…).
        @usableFromInline var start: Int
        @usableFromInline var count: Int
    }

    @usableFromInline let records: [Record]
    @usableFromInline let children: [Int]
    @usableFromInline let text: [UInt8]
    /// For each alias's record, where the anchored node it repeats starts.
    @usableFromInline let anchors: [Int: SourcePosition]

    init(records: [Record], children: [Int], text: [UInt8], anchors: [Int: SourcePosition] = [:]) {
        self.records = records
        self.children = children
        self.text = text
        self.anchors = anchors
    }
}
