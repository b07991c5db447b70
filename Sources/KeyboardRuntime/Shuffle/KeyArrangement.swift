/// Which declared key is shown in each slot of a keyboard page: a permutation of the page's keys that
/// moves only movable keys, and only within their shuffle group.
///
/// An arrangement is computed once per layout (``init(layout:)``) and then reshuffled in place
/// (``reshuffle(using:)``) without allocating. Slots are numbered row by row, left to right; the
/// arrangement maps every slot to the index of the declared key it shows.
///
/// Rules:
/// - Pinned keys and function keys (any key whose action is not `.insert`) never move.
/// - Movable keys (``Key/isMovable``) with the same ``Key/group`` form a shuffle group; keys without a
///   group form the keyboard's default group. A key is only ever shown in a slot of its own group.
/// - Widths and spacers belong to slots, not keys: a key moved into a slot takes that slot's width, so
///   row lengths and the geometry of the page never change.
///
/// ```swift
/// var arrangement = KeyArrangement(layout: pad)
/// var generator = SecureRandomNumberGenerator()
/// arrangement.reshuffle(using: &generator)   // in place, no allocation
/// let arranged = arrangement.apply(to: pad)  // the layout to draw
/// ```
public struct KeyArrangement: Sendable, Hashable {
    /// For each slot, the slot index (row by row) of the declared key shown there.
    @usableFromInline
    internal var sources: [Int]
    /// The slots of every shuffle group, group after group.
    @usableFromInline
    internal let groupSlots: [Int]
    /// For each group, the end (exclusive) of its slots in `groupSlots`.
    @usableFromInline
    internal let groupEnds: [Int]
    /// The slot index of the first key of each row, followed by the total number of slots.
    @usableFromInline
    internal let rowStarts: [Int]

    /// Creates the declared arrangement of a layout (every key in its declared slot) and precomputes its
    /// shuffle groups.
    public init(layout: KeyboardLayout) {
        var rowStarts: [Int] = [0]
        rowStarts.reserveCapacity(layout.rows.count + 1)
        // Groups in order of first appearance; the index keeps grouping linear in the number of keys.
        var groupIndex: [String?: Int] = [:]
        var groups: [[Int]] = []
        var slot = 0
        for row in layout.rows {
            for key in row.keys {
                if key.isMovable {
                    if let existing = groupIndex[key.group] {
                        groups[existing].append(slot)
                    } else {
                        groupIndex[key.group] = groups.count
                        groups.append([slot])
                    }
                }
                slot += 1
            }
            rowStarts.append(slot)
        }
        var groupSlots: [Int] = []
        var groupEnds: [Int] = []
        for group in groups where group.count > 1 {
            groupSlots.append(contentsOf: group)
            groupEnds.append(groupSlots.count)
        }
        self.sources = Array(0..<slot)
        self.groupSlots = groupSlots
        self.groupEnds = groupEnds
        self.rowStarts = rowStarts
    }

    /// The number of slots (keys) on the page.
    public var slotCount: Int { sources.count }

    /// The number of shuffle groups with at least two keys.
    public var groupCount: Int { groupEnds.count }

    /// Whether every key is shown in its declared slot.
    public var isDeclaredOrder: Bool {
        sources.indices.allSatisfy { sources[$0] == $0 }
    }

    /// The position of the declared key shown at `position`, or `nil` if the position is not on the page.
    public func sourcePosition(of position: KeyPosition) -> KeyPosition? {
        guard let slot = slot(of: position) else { return nil }
        return self.position(ofSlot: sources[slot])
    }

    /// Puts every key back into its declared slot.
    public mutating func reset() {
        for slot in sources.indices { sources[slot] = slot }
    }

    /// Draws a new, uniformly random arrangement in place: each group's slots are put back in declared
    /// order, then given an independent Fisher–Yates shuffle with unbiased bounded draws (Lemire's method
    /// with rejection) on 32-bit halves of the generator's words.
    ///
    /// The result depends only on the generator's output, not on the current arrangement: a generator in
    /// the same state always gives the same arrangement, whatever was drawn before. The method does not
    /// allocate while the arrangement's storage is uniquely referenced. A 26-key group takes 25 draws,
    /// which is 13 words.
    @inlinable
    public mutating func reshuffle<G: RandomNumberGenerator>(using generator: inout G) {
        var draws = HalfWordDraws()
        let groupEnds = self.groupEnds
        groupSlots.withUnsafeBufferPointer { slots in
            sources.withUnsafeMutableBufferPointer { sources in
                var start = 0
                for end in groupEnds {
                    var index = start
                    while index < end {
                        let slot = slots[index]
                        sources[slot] = slot
                        index &+= 1
                    }
                    var last = end &- start &- 1
                    while last > 0 {
                        let other = Int(draws.next(below: UInt32(truncatingIfNeeded: last &+ 1), using: &generator))
                        if other != last {
                            sources.swapAt(slots[start &+ last], slots[start &+ other])
                        }
                        last &-= 1
                    }
                    start = end
                }
            }
        }
    }

    /// Returns `layout` with its keys in this arrangement. Each slot keeps its own width; the key's other
    /// properties (action, label, shifted text, group) come from the declared key shown there.
    ///
    /// - Precondition: `layout` has the shape (rows and keys per row) this arrangement was created from.
    public func apply(to layout: KeyboardLayout) -> KeyboardLayout {
        precondition(layout.rows.count + 1 == rowStarts.count, "layout does not match the arrangement")
        var result = layout
        for row in layout.rows.indices {
            let rowStart = rowStarts[row]
            precondition(layout.rows[row].keys.count == rowStarts[row + 1] - rowStart, "layout does not match the arrangement")
            for index in layout.rows[row].keys.indices {
                let source = sources[rowStart + index]
                guard source != rowStart + index, let from = position(ofSlot: source) else { continue }
                var key = layout.rows[from.row].keys[from.index]
                key.width = layout.rows[row].keys[index].width
                result.rows[row].keys[index] = key
            }
        }
        return result
    }

    /// The slot index of a position, or `nil` if it is not on the page.
    internal func slot(of position: KeyPosition) -> Int? {
        guard position.row >= 0, position.row + 1 < rowStarts.count, position.index >= 0 else { return nil }
        let slot = rowStarts[position.row] + position.index
        return slot < rowStarts[position.row + 1] ? slot : nil
    }

    /// The position of a slot index.
    internal func position(ofSlot slot: Int) -> KeyPosition? {
        guard slot >= 0, slot < sources.count else { return nil }
        var row = 0
        while rowStarts[row + 1] <= slot { row += 1 }
        return KeyPosition(row: row, index: slot - rowStarts[row])
    }
}
