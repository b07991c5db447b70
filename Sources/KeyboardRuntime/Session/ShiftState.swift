/// The state of the shift key.
///
/// Transitions: a tap turns ``off`` into ``once`` and any other state into ``off``; a double tap turns on
/// ``capsLock`` from any state. Typing a character in ``once`` returns to ``off``.
public enum ShiftState: String, Sendable, Hashable, CaseIterable {
    /// Characters are typed as declared (lower case).
    case off
    /// The next character is typed shifted (upper case), then shift turns off.
    case once
    /// Every character is typed shifted until shift is tapped again.
    case capsLock

    /// Whether characters are currently typed shifted.
    public var isActive: Bool { self != .off }
}
