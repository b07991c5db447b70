/// What a ``KeyboardTracker`` asks its host to do.
public enum TrackerAction: Sendable, Hashable {
    /// Move the content and lay out for the keyboard, animated as described.
    case animate(KeyboardAnimation)
    /// Make the tracked input first responder again (the app came back to the foreground while
    /// it had been editing).
    case restoreFirstResponder
}

/// One layout change for the host to animate alongside the keyboard.
public struct KeyboardAnimation: Sendable, Hashable {
    /// How far to move the content up, in points (0 = resting position).
    public var offset: Double
    /// How far the keyboard covers the window from the bottom, in points (for scroll insets).
    public var keyboardHeight: Double
    /// The duration of the keyboard notification that caused the change, in seconds.
    public var duration: Double
    /// The curve of the keyboard notification that caused the change.
    public var curve: AnimationCurve

    /// Creates an animation description.
    public init(offset: Double, keyboardHeight: Double, duration: Double, curve: AnimationCurve) {
        self.offset = offset
        self.keyboardHeight = keyboardHeight
        self.duration = duration
        self.curve = curve
    }
}
