/// The animation curve of a keyboard notification, passed through to the host untouched.
///
/// The raw value is UIKit's `UIView.AnimationCurve` raw value as found under
/// `UIResponder.keyboardAnimationCurveUserInfoKey`; the keyboard uses 7, which has no named case
/// in UIKit. Hosts turn it back into animation options with `UInt(rawValue) << 16`.
public struct AnimationCurve: RawRepresentable, Sendable, Hashable {
    /// UIKit's raw curve value.
    public var rawValue: Int

    /// Wraps a raw curve value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `UIView.AnimationCurve.easeInOut`.
    public static let easeInOut = AnimationCurve(rawValue: 0)
    /// `UIView.AnimationCurve.linear`.
    public static let linear = AnimationCurve(rawValue: 3)
    /// The curve the system keyboard animates with (raw value 7).
    public static let keyboard = AnimationCurve(rawValue: 7)
}
