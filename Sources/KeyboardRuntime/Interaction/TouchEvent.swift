/// A touch as the platform reports it: which finger, what happened, where and when.
public struct TouchEvent: Sendable, Hashable {
    /// What happened to the finger.
    public enum Phase: Sendable, Hashable {
        /// It touched down.
        case began
        /// It moved.
        case moved
        /// It lifted.
        case ended
        /// The system took it (an alert, a gesture); nothing it was doing completes.
        case cancelled
    }

    /// The finger: the same number from touch-down to lift.
    public var id: Int
    /// What happened.
    public var phase: Phase
    /// Where, in the keyboard view's coordinates.
    public var x: Double
    /// Where, in the keyboard view's coordinates.
    public var y: Double
    /// When, in seconds on any steady clock.
    public var time: Double

    /// Creates a touch event.
    public init(id: Int, phase: Phase, x: Double, y: Double, time: Double) {
        self.id = id
        self.phase = phase
        self.x = x
        self.y = y
        self.time = time
    }
}
