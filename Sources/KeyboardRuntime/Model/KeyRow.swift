/// One row of a keyboard: its keys, left to right, and the empty space between them.
public struct KeyRow: Sendable, Hashable {
    /// The keys of the row, left to right. Spacers are not keys; see ``spacers``.
    public var keys: [Key]
    /// Empty space placed in the row. Spacers belong to positions, not to keys, so shuffling never moves them.
    public var spacers: [RowSpacer]

    /// Creates a row.
    public init(keys: [Key], spacers: [RowSpacer] = []) {
        self.keys = keys
        self.spacers = spacers
    }
}

/// Empty space in a row, measured in key units.
public struct RowSpacer: Sendable, Hashable {
    /// The index of the key the space precedes; `keys.count` places it after the last key.
    public var position: Int
    /// The width of the space in key units.
    public var width: Double

    /// Creates a spacer of `width` key units before the key at `position`.
    public init(before position: Int, width: Double) {
        self.position = position
        self.width = width
    }
}
