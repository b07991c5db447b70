/// Why a ``KeyboardHost`` draws its keys blank. Blank keys take no input: a touch on them types nothing,
/// and the keyboard says why (``explanation``, drawn and spoken in place of the keys).
public enum BlankReason: String, Sendable, Hashable, CaseIterable {
    /// The scene left the foreground (the app switcher, Notification Center, Control Center): the keys are
    /// covered so no snapshot shows their arrangement.
    case covered
    /// The screen is recorded, mirrored or shared, and the policy blanks the keys then
    /// (``KeyboardHost/Policy/blanksKeysWhileCaptured``).
    case screenCaptured

    /// What the keyboard shows and a screen reader says in place of the keys, in English; a host that
    /// localizes its app passes its own words.
    public var explanation: String {
        switch self {
        case .covered: return "Keys hidden while the app is in the background"
        case .screenCaptured: return "Keys hidden while the screen is recorded or shared"
        }
    }
}
