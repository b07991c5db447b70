/// The thresholds that tell a flick from a tap on a flick key (``Key/flick``), and the direction of a
/// flick: a finger that moves at least ``minimumDistance`` points, close enough to one axis, flicks
/// toward that axis's direction; a smaller or a diagonal slide stays a tap.
public struct FlickGesture: Sendable, Hashable {
    /// How far the finger must move from where it touched down, in points, to flick: less is a tap.
    public var minimumDistance: Double
    /// How far a flick may stray from its axis: the largest ratio of the movement across the axis to the
    /// movement along it (the tangent of the angle), 0.84 for about 40°. A slide more diagonal than that
    /// is ambiguous and stays a tap, rather than typing a direction the user may not have meant.
    public var maximumDeviation: Double

    /// Creates thresholds; the defaults suit a phone's 12-key pad (keys about 60 points across).
    public init(minimumDistance: Double = 20, maximumDeviation: Double = 0.84) {
        self.minimumDistance = minimumDistance
        self.maximumDeviation = maximumDeviation
    }

    /// The direction of a finger's movement by `dx`, `dy` points (y grows downward), or `nil` for a tap.
    public func direction(dx: Double, dy: Double) -> FlickDirection? {
        guard dx * dx + dy * dy >= minimumDistance * minimumDistance else { return nil }
        let (along, across) = abs(dx) >= abs(dy) ? (abs(dx), abs(dy)) : (abs(dy), abs(dx))
        guard across <= along * maximumDeviation else { return nil }
        if abs(dx) >= abs(dy) { return dx < 0 ? .left : .right }
        return dy < 0 ? .up : .down
    }
}
