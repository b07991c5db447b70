/// What a key press gives back to the user: the keyboard click, a haptic tap, both or neither.
///
/// A host plays it through the system, which applies the user's settings: the click
/// (`UIDevice.current.playInputClick()`) sounds only when Keyboard Clicks is on in Settings › Sounds &
/// Haptics and the device is not silenced; the haptic (`UIImpactFeedbackGenerator`) plays only when
/// System Haptics is on and the device has a Taptic Engine. Neither can be forced past the user's choice.
///
/// The host asks for feedback once per press, when the finger comes down (as the system keyboard clicks
/// on touch-down, before a character types on lift), and once per repeated delete. Every character key
/// gets the same feedback, so the sound or vibration says nothing about which key was pressed.
///
/// ```swift
/// keyboard.feedback = { kind in KeyFeedback.withHaptics(for: kind) }   // clicks and light taps
/// keyboard.feedback = { _ in .silent }                                   // nothing
/// ```
public struct KeyFeedback: Sendable, Hashable {
    /// How strong a haptic tap is, mapped by the host to its own (`UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum Haptic: String, Sendable, Hashable, CaseIterable {
        /// A light tap: character keys and space.
        case light
        /// A medium tap: the keys that do something other than type (delete, shift, return, page switches).
        case medium
    }

    /// Whether the keyboard click plays.
    public var playsClick: Bool
    /// The haptic tap, or `nil` for none.
    public var haptic: Haptic?

    /// Creates a feedback.
    public init(playsClick: Bool, haptic: Haptic? = nil) {
        self.playsClick = playsClick
        self.haptic = haptic
    }

    /// No click and no haptic.
    public static let silent = KeyFeedback(playsClick: false)
    /// The click alone.
    public static let click = KeyFeedback(playsClick: true)

    /// The system keyboard's feedback, and the default: the click on every key, no haptic (the system
    /// keyboard's haptics are a setting apps cannot read, so they are the app's choice: ``withHaptics(for:)``).
    public static func standard(for kind: KeyPressKind) -> KeyFeedback {
        .click
    }

    /// The click and a haptic tap on every key: ``Haptic/light`` for the keys that type (characters,
    /// space), ``Haptic/medium`` for the others, so a user feels when a press did something else.
    public static func withHaptics(for kind: KeyPressKind) -> KeyFeedback {
        switch kind {
        case .character, .space: return KeyFeedback(playsClick: true, haptic: .light)
        case .delete, .shift, .returnKey, .pageSwitch, .dismiss: return KeyFeedback(playsClick: true, haptic: .medium)
        }
    }
}
