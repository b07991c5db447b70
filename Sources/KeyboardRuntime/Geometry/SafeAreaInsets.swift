/// The parts of the keyboard view that keys must not cover: the bottom home-indicator area and, in
/// landscape, the left and right areas beside the sensor housing.
public struct SafeAreaInsets: Sendable, Hashable {
    /// The inset from the left edge, in points.
    public var left: Double
    /// The inset from the right edge, in points.
    public var right: Double
    /// The inset from the bottom edge, in points; it is added below the keys.
    public var bottom: Double

    /// Creates insets.
    public init(left: Double = 0, right: Double = 0, bottom: Double = 0) {
        self.left = left
        self.right = right
        self.bottom = bottom
    }

    /// No insets.
    public static let zero = SafeAreaInsets()
}
