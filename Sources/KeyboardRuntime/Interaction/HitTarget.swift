/// What a point on the keyboard addresses: a key of the current page or an item of its toolbar.
public enum HitTarget: Sendable, Hashable {
    /// A key, where it is drawn.
    case key(KeyPosition)
    /// A toolbar item, by index.
    case toolbarItem(Int)
}

/// Hit testing as the system keyboard does it: a point inside a key or toolbar item hits it; a point in
/// a gap between keys, or at the keyboard's edge, hits the nearest key (or item, in the toolbar's bar), so
/// the whole keyboard is live and no touch is lost in a gap.
public struct HitTester: Sendable {
    /// The keys' rectangles, row by row, as drawn (shuffled pages are hit where their keys are drawn).
    public var keyRects: [[KeyRect]]
    /// The toolbar's rectangles, if the page has a toolbar.
    public var toolbar: ToolbarRects?
    /// The keyboard view's bounds: points outside hit nothing.
    public var bounds: KeyRect

    /// Creates a hit tester for a page laid out in `bounds`.
    public init(keyRects: [[KeyRect]], toolbar: ToolbarRects?, bounds: KeyRect) {
        self.keyRects = keyRects
        self.toolbar = toolbar
        self.bounds = bounds
    }

    /// The target at a point: the key or item containing it, else the nearest one in its area (the
    /// toolbar's bar or the keys below it); `nil` outside the keyboard.
    public func target(atX x: Double, y: Double) -> HitTarget? {
        guard bounds.contains(x: x, y: y) else { return nil }
        if let toolbar, toolbar.bar.contains(x: x, y: y) {
            var best: (index: Int, distance: Double)?
            for (index, rect) in toolbar.items.enumerated() {
                let distance = Self.distance(fromX: x, y: y, to: rect)
                if best == nil || distance < best!.distance { best = (index, distance) }
            }
            return best.map { .toolbarItem($0.index) }
        }
        var best: (position: KeyPosition, distance: Double)?
        for (row, rects) in keyRects.enumerated() {
            for (index, rect) in rects.enumerated() {
                let distance = Self.distance(fromX: x, y: y, to: rect)
                if distance == 0 { return .key(KeyPosition(row: row, index: index)) }
                if best == nil || distance < best!.distance { best = (KeyPosition(row: row, index: index), distance) }
            }
        }
        return best.map { .key($0.position) }
    }

    /// The squared distance from a point to a rectangle: 0 inside it.
    static func distance(fromX x: Double, y: Double, to rect: KeyRect) -> Double {
        let dx = x < rect.x ? rect.x - x : x > rect.maxX ? x - rect.maxX : 0
        let dy = y < rect.y ? rect.y - y : y > rect.y + rect.height ? y - (rect.y + rect.height) : 0
        return dx * dx + dy * dy
    }
}
