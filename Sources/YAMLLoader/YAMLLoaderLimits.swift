/// Bounds that keep a hostile document from exhausting time or memory.
public struct YAMLLoaderLimits: Sendable, Hashable {
    /// The largest accepted input, in bytes.
    public var maximumBytes: Int
    /// The deepest accepted nesting of sequences and mappings.
    public var maximumDepth: Int
    /// The most nodes a document may have once its aliases are expanded.
    public var maximumNodes: Int

    /// Creates limits.
    public init(maximumBytes: Int = 1 << 20, maximumDepth: Int = 64, maximumNodes: Int = 100_000) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
    }

    /// The limits used unless a caller chooses others: 1 MiB, depth 64, 100,000 nodes.
    public static let standard = YAMLLoaderLimits()
}
