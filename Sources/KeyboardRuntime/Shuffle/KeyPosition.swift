/// Where a key sits on a keyboard page: its row (top to bottom) and its index in the row (left to right).
///
/// Positions address slots of the arranged page, the one the renderer draws; after a shuffle the
/// key at a position may differ from the key declared there.
public struct KeyPosition: Sendable, Hashable, Comparable {
    /// The row, counted from the top, starting at 0.
    public var row: Int
    /// The key's index in its row, counted from the left, starting at 0.
    public var index: Int

    /// Creates a position from a row and an index in that row.
    public init(row: Int, index: Int) {
        self.row = row
        self.index = index
    }

    /// Orders positions row by row, then left to right.
    public static func < (lhs: KeyPosition, rhs: KeyPosition) -> Bool {
        (lhs.row, lhs.index) < (rhs.row, rhs.index)
    }
}
