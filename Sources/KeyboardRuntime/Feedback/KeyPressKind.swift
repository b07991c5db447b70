/// What kind of key a finger pressed: all that the per-key feedback hook learns about a press.
///
/// It names the key's role, never its text: a secure keyboard's hook (and whatever an app does in it,
/// logging included) must not learn which character was typed.
public enum KeyPressKind: String, Sendable, Hashable, CaseIterable {
    /// A character key (alternates in its callout included: the press is the key's).
    case character
    /// The space bar.
    case space
    /// Delete, pressed or repeating.
    case delete
    /// Shift.
    case shift
    /// The return key.
    case returnKey
    /// A key or toolbar item that shows another page (a `switch` key, the width toggle).
    case pageSwitch
    /// A key or toolbar item that closes the keyboard (Done).
    case dismiss

    /// The kind of a key, or of a toolbar item, with `action`.
    public init(_ action: KeyAction) {
        switch action {
        case .insert: self = .character
        case .space: self = .space
        case .delete: self = .delete
        case .shift: self = .shift
        case .returnKey: self = .returnKey
        case .switchKeyboard, .toggleCharacterWidth: self = .pageSwitch
        case .dismiss: self = .dismiss
        }
    }
}
