/// The alternates a long press on a key offers, and which of them the finger is on.
public struct Callout: Sendable, Hashable {
    /// The key pressed, on the current page.
    public var key: KeyPosition
    /// The alternates shown, left to right from the key (shift already applied).
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
    /// list when none is open. Each is as wide and as high as the key, in a row just above it. The row starts at the key's left edge and runs right; when
    /// it would leave the keyboard on the right it runs left from the key's right edge instead (so the
    /// first alternate stays nearest the finger), and it is moved back inside the keyboard if it still
    /// does not fit. Above a top-row key, where there is less than a key's height of room, the row starts
    /// at the view's top edge.
    public func calloutRects(forWidth width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets = .zero) -> [KeyRect] {
        guard let callout else { return [] }
        let rows = keyRects(forWidth: width, metrics: metrics, safeArea: safeArea)
        guard rows.indices.contains(callout.key.row), rows[callout.key.row].indices.contains(callout.key.index) else { return [] }
        let key = rows[callout.key.row][callout.key.index]
        return CalloutLayout.rects(for: callout.alternates.count, above: key, within: safeArea.left, width - safeArea.right)
    }
}

/// Where a callout's cells go: pure arithmetic, so every renderer places them alike.
enum CalloutLayout {
    static func rects(for count: Int, above key: KeyRect, within left: Double, _ right: Double) -> [KeyRect] {
        guard count > 0 else { return [] }
        let cell = key.width
        let total = cell * Double(count)
        // A renderer can draw only inside its view: a top-row key's callout moves down to the view's top.
        let y = max(key.y - key.height, 0)
        let runsLeft = key.x + total > right && key.x + key.width - total >= left
        var start = runsLeft ? key.x + key.width - cell : key.x
        var rects: [KeyRect] = []
        rects.reserveCapacity(count)
        for _ in 0..<count {
            rects.append(KeyRect(x: start, y: y, width: cell, height: key.height))
            start += runsLeft ? -cell : cell
        }
        // Still too wide on either side: shift the whole row inside the keyboard.
        let minX = rects.map { $0.x }.min() ?? left
        let maxX = rects.map { $0.x + $0.width }.max() ?? right
        let shift = minX < left ? left - minX : maxX > right ? max(right - maxX, left - minX) : 0
        if shift != 0 { rects = rects.map { KeyRect(x: $0.x + shift, y: $0.y, width: $0.width, height: $0.height) } }
        return rects
    }
}
