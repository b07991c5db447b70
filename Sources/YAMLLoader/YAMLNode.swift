/// A node of a YAML document with the position it starts at.
///
/// Scalars are always text: the loader never resolves `yes`, `1` or `~` to other types.
public struct YAMLNode: Sendable, Hashable {
    /// The node's content.
    public enum Content: Sendable, Hashable {
        /// A scalar; its text is exact, NUL characters included.
        case scalar(YAMLScalar)
        /// A sequence of nodes.
        case sequence([YAMLNode])
        /// A mapping, with its entries in document order.
        case mapping([YAMLMappingEntry])
    }

    /// The node's content.
    public var content: Content
    /// Where the node starts (for a mapping key, where the key starts).
    public var position: SourcePosition

    /// Creates a node.
    public init(_ content: Content, at position: SourcePosition) {
        self.content = content
        self.position = position
    }

    /// The scalar's text, or `nil` for a collection.
    public var scalarText: String? {
        if case .scalar(let scalar) = content { return scalar.text }
        return nil
    }

    /// A short name of the node's kind for messages: "a string", "a list" or "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar: return "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// A scalar's text and the style it was written in.
public struct YAMLScalar: Sendable, Hashable {
    /// How a scalar was written.
    public enum Style: Sendable, Hashable {
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

    /// The scalar's text.
    public var text: String
    /// The style the scalar was written in.
    public var style: Style
    /// Where the scalar's source ends: the position just after its last character (after the closing
    /// quote of a quoted scalar). A scalar that ends on a later line than it starts was folded from
    /// several lines.
    public var end: SourcePosition?

    /// Creates a scalar.
    public init(_ text: String, style: Style = .plain, end: SourcePosition? = nil) {
        self.text = text
        self.style = style
        self.end = end
    }
}

/// One `key: value` entry of a mapping.
public struct YAMLMappingEntry: Sendable, Hashable {
    /// The key node; usually a scalar.
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    /// Creates an entry.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
