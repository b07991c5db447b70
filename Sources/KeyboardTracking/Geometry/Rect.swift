/// A rectangle, in points, in a coordinate space whose y axis grows downwards (as in UIKit).
///
/// Hosts convert their `CGRect`s with `Rect(x: r.minX, y: r.minY, width: r.width, height: r.height)`.
public struct Rect: Sendable, Hashable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle with zero origin and size (UIKit's `CGRect.zero`).
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The smallest x coordinate.
    public var minX: Double { origin.x }
    /// The largest x coordinate.
    public var maxX: Double { origin.x + size.width }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// This rectangle, given in screen coordinates, expressed in the coordinates of a window whose
    /// frame in screen coordinates is `windowFrame` (UIKit's `window.convert(_:from: nil)` for an
    /// unrotated window, which is what every window is since iOS 8).
    public func converted(toWindowAt windowFrame: Rect) -> Rect {
        Rect(
            origin: Point(x: origin.x - windowFrame.minX, y: origin.y - windowFrame.minY),
            size: size
        )
    }
}
