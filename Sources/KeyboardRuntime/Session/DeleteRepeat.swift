/// The timing of the delete key's repeat while it is held, for the renderer's timer.
///
/// The renderer reports a long press on delete (``KeyEvent/longPressBegan(_:)``) once the key has been
/// held for ``startDelay`` seconds, then ``KeyEvent/longPressRepeated(_:)`` every ``interval`` seconds
/// until the finger lifts (``KeyEvent/longPressEnded(_:)``).
public struct DeleteRepeat: Sendable, Hashable {
    /// Seconds the key is held before repeating starts.
    public var startDelay: Double
    /// Seconds between repeated deletions.
    public var interval: Double

    /// Creates a timing.
    public init(startDelay: Double = 0.5, interval: Double = 0.05) {
        self.startDelay = startDelay
        self.interval = interval
    }

    /// The reference keyboards' timing: start after 0.5 s, then every 0.05 s.
    public static let standard = DeleteRepeat()
}
