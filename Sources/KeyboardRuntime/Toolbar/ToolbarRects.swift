/// Where a page's toolbar and its parts are, in the keyboard view's coordinates.
public struct ToolbarRects: Sendable, Hashable {
    /// The whole bar: the view's full width, ``KeyboardMetrics/toolbarHeight`` high, at the top.
    public var bar: KeyRect
    /// The title's box: centred in the bar, clear of the items at both ends; `nil` without a title.
    public var title: KeyRect?
    /// One rectangle per item, parallel to ``KeyboardToolbar/items``; a tap inside one is
    /// ``KeyEvent/toolbarTap(_:)`` with its index.
    public var items: [KeyRect]

    /// Creates toolbar rectangles.
    public init(bar: KeyRect, title: KeyRect?, items: [KeyRect]) {
        self.bar = bar
        self.title = title
        self.items = items
    }

    /// The index of the item containing the point, or `nil`.
    public func item(atX x: Double, y: Double) -> Int? {
        items.firstIndex { $0.contains(x: x, y: y) }
    }
}
