/// The alternates a long press on a key offers, and which of them the finger is on.
public struct Callout: Sendable, Hashable {
    /// The key pressed, on the current page.
    public var key: KeyPosition
    /// The alternates shown, in reading order from the key (shift already applied): rightwards on a
    /// left-to-right page, leftwards on a right-to-left one, in as many rows as they need.
    public var alternates: [String]
    /// The index of the selected alternate; releasing types it.
    public var selection: Int

    /// Creates a callout.
    public init(key: KeyPosition, alternates: [String], selection: Int) {
        self.key = key
        self.alternates = alternates
        self.selection = selection
    }
}

extension KeyboardSession {
    /// The rectangles of the open callout's alternates, in the order of ``Callout/alternates``, or an empty
    /// list when none is open. Each cell is as wide and as high as the key; see ``CalloutLayout`` for how
    /// they are arranged in rows above the key (several rows when one row across the keyboard cannot hold
    /// them all) and mirrored on a right-to-left page.
    ///
    /// Alternates beyond what the whole view can show get no rectangle (the compiler refuses such keys,
    /// KBC0224), so the list may be shorter than ``Callout/alternates``, never longer.
    public func calloutRects(forWidth width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets = .zero) -> [KeyRect] {
        guard let callout else { return [] }
        let geometry = currentGeometry
        let rows = geometry.keyRects(forWidth: width, metrics: metrics, safeArea: safeArea)
        guard rows.indices.contains(callout.key.row), rows[callout.key.row].indices.contains(callout.key.index) else { return [] }
        let key = rows[callout.key.row][callout.key.index]
        let bounds = CalloutLayout.Bounds(
            left: safeArea.left, right: width - safeArea.right,
            bottom: geometry.viewHeight(forWidth: width, metrics: metrics, safeArea: safeArea))
        return CalloutLayout.rects(for: callout.alternates.count, above: key, within: bounds, mirrored: geometry.isMirrored)
    }

    /// The index of the callout cell a finger at (`x`, `y`) selects among `cells` (from
    /// ``calloutRects(forWidth:metrics:safeArea:)``), or `nil` when it is beside them all.
    ///
    /// A finger above or below the callout selects in the nearest row of cells, so sliding up from the key
    /// reaches every row; sideways, it must be over a cell.
    public static func calloutCell(atX x: Double, y: Double, in cells: [KeyRect]) -> Int? {
        CalloutLayout.cell(atX: x, y: y, in: cells)
    }
}
