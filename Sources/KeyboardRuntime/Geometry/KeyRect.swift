/// A key's rectangle in points, in the keyboard view's coordinate space (origin at the top left, y down).
///
/// KeyboardRuntime has no CoreGraphics dependency; convert with
/// `CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)`.
///
/// Frozen (a library-evolution build promises its four stored properties forever): the hot paths return
/// arrays of them, and a client that knows the layout reads them directly instead of through accessors.
@frozen
public struct KeyRect: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width, never negative.
    public var width: Double
    /// The height, never negative.
    public var height: Double

    /// Creates a rectangle.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A zero-sized rectangle at the origin.
    public static let zero = KeyRect(x: 0, y: 0, width: 0, height: 0)

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// Whether the point lies inside the rectangle (left and top edges included, right and bottom excluded).
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// Whether the two rectangles share interior area (touching edges do not count).
    public func overlaps(_ other: KeyRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }
}
