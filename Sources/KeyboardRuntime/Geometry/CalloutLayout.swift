/// Where a long-press callout's cells go: pure arithmetic, so every renderer places them alike.
///
/// Cells are as wide and as high as the key. They fill rows of at most as many cells as fit across the
/// keyboard, balanced as AOSP keyboards balance them (11 alternates on a 10-key-wide keyboard are rows of
/// 6 and 5, not 10 and 1). The first row sits just above the key, later rows above it; the block moves
/// down to the view's top edge when it would leave the view there.
///
/// Across, the first cell of each row is at the key's leading edge and the row runs in reading order:
/// rightwards from the key's left edge on a left-to-right page, leftwards from its right edge on a
/// mirrored one. When that would leave the keyboard the row runs the other way from the key's other edge
/// (so the first alternate stays nearest the finger), and the block is moved back inside the keyboard if
/// it still does not fit.
///
/// No more rows than fit in the view's height are made: alternates beyond them get no cell.
public enum CalloutLayout {
    /// The region the callout must stay inside: the keyboard view between its safe-area insets.
    public struct Bounds: Sendable, Hashable {
        /// The left edge cells may not cross.
        public var left: Double
        /// The right edge cells may not cross.
        public var right: Double
        /// The view's bottom edge (its height); the top edge is 0.
        public var bottom: Double

        /// Creates bounds.
        public init(left: Double, right: Double, bottom: Double) {
            self.left = left
            self.right = right
            self.bottom = bottom
        }
    }

    /// How many cells of `cell` width fit across `bounds`, at least one.
    public static func columnsThatFit(cellWidth cell: Double, within bounds: Bounds) -> Int {
        guard cell > 0 else { return 1 }
        return max(1, Int(((bounds.right - bounds.left) / cell + 1e-9).rounded(.down)))
    }

    /// The cells of a callout of `count` alternates for a key at `key`, in the alternates' order.
    public static func rects(for count: Int, above key: KeyRect, within bounds: Bounds, mirrored: Bool = false) -> [KeyRect] {
        guard count > 0, key.width > 0, key.height > 0 else { return [] }
        let cell = key.width
        let height = key.height
        let maximumColumns = columnsThatFit(cellWidth: cell, within: bounds)
        let maximumRows = max(1, Int((bounds.bottom / height + 1e-9).rounded(.down)))
        var rowCount = (count + maximumColumns - 1) / maximumColumns
        var shown = count
        if rowCount > maximumRows {
            rowCount = maximumRows
            shown = maximumRows * maximumColumns
        }
        // Balanced rows: as few columns as the row count allows.
        let columns = (shown + rowCount - 1) / rowCount
        let blockWidth = cell * Double(columns)

        // Which way the rows run: reading order, unless only the other way fits.
        let fitsRightwards = key.x + blockWidth <= bounds.right
        let fitsLeftwards = key.maxX - blockWidth >= bounds.left
        let runsLeft = mirrored ? (fitsLeftwards || !fitsRightwards) : (!fitsRightwards && fitsLeftwards)
        var blockLeft = runsLeft ? key.maxX - blockWidth : key.x
        // Still too wide on either side: shift the whole block inside the keyboard.
        if blockLeft < bounds.left {
            blockLeft = bounds.left
        } else if blockLeft + blockWidth > bounds.right {
            blockLeft = max(bounds.right - blockWidth, bounds.left)
        }
        // A renderer can draw only inside its view: a block that would rise above it moves down.
        let firstRowY = max(key.y - height, height * Double(rowCount - 1))

        var rects: [KeyRect] = []
        rects.reserveCapacity(shown)
        for index in 0..<shown {
            let row = index / columns
            let column = index % columns
            let x = runsLeft ? blockLeft + blockWidth - cell * Double(column + 1) : blockLeft + cell * Double(column)
            rects.append(KeyRect(x: x, y: firstRowY - height * Double(row), width: cell, height: height))
        }
        return rects
    }

    /// The index of the cell among `cells` that a finger at (`x`, `y`) selects, or `nil`: the cell under
    /// the finger, where a finger above or below the block counts as in its nearest row.
    public static func cell(atX x: Double, y: Double, in cells: [KeyRect]) -> Int? {
        guard let first = cells.first else { return nil }
        var top = first.y
        var bottom = first.maxY
        for cell in cells {
            top = min(top, cell.y)
            bottom = max(bottom, cell.maxY)
        }
        // Inside the block's rows: the last point of the bottom row still belongs to it.
        let rowY = min(max(y, top), bottom - (bottom - top) * 1e-9)
        return cells.firstIndex { x >= $0.x && x < $0.maxX && rowY >= $0.y && rowY < $0.maxY }
    }
}
