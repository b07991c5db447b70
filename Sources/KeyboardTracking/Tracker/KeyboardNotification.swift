/// What a host reads from one keyboard notification (`keyboardWillShow`, `keyboardWillHide`,
/// `keyboardWillChangeFrame`).
public struct KeyboardNotification: Sendable, Hashable {
    /// The keyboard's end frame in screen coordinates (`keyboardFrameEndUserInfoKey`).
    public var endFrame: Rect
    /// The frame of the window showing the input, in screen coordinates, when the notification
    /// arrived.
    public var windowFrame: Rect
    /// The animation duration in seconds (`keyboardAnimationDurationUserInfoKey`).
    public var duration: Double
    /// The animation curve (`keyboardAnimationCurveUserInfoKey`).
    public var curve: AnimationCurve
    /// Whether the keyboard belongs to this app (`keyboardIsLocalUserInfoKey`): with iPad multitasking,
    /// every app on screen hears of another app's keyboard.
    public var isLocal: Bool

    /// Creates a notification payload.
    public init(endFrame: Rect, windowFrame: Rect, duration: Double = 0.25, curve: AnimationCurve = .keyboard, isLocal: Bool = true) {
        self.endFrame = endFrame
        self.windowFrame = windowFrame
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
    }
}
