/// Which of a theme's key styles a key is drawn with: its kind (character, function, shift, return, the
/// finishing return, space) and its state (normal or pressed; shift off, once or locked).
///
/// ``init(key:shiftState:returnKeyRole:isPressed:)`` decides it with the conventions of
/// ``KeyAppearance``: space is a kind of its own, drawn like the character keys unless the theme says
/// otherwise; the return key is the finishing return while the focused field's role
/// ``ReturnKeyRole/isEmphasized``; switch, toggle-width, delete and dismiss are function keys.
public enum KeyStyleSlot: Int, Sendable, Hashable, CaseIterable {
    /// A character key.
    case character
    /// A character key under a finger.
    case characterPressed
    /// A function key: delete, switch, toggle-width, dismiss.
    case function
    /// A function key under a finger.
    case functionPressed
    /// Shift, off.
    case shift
    /// Shift under a finger.
    case shiftPressed
    /// Shift, on for the next character.
    case shiftOnce
    /// Shift, locked (caps lock).
    case shiftLocked
    /// The return key when it moves on (`return`, `next`).
    case returnKey
    /// The return key under a finger.
    case returnPressed
    /// The return key when it finishes (`go`, `done`, `send`…: ``ReturnKeyRole/isEmphasized``).
    case finishingReturn
    /// The finishing return key under a finger.
    case finishingReturnPressed
    /// The space bar.
    case space
    /// The space bar under a finger.
    case spacePressed

    /// The slot of `key` drawn while shift is in `shiftState`, the focused field's return role is
    /// `returnKeyRole`, and `isPressed` says whether a finger is on it. A shift key under a finger shows its
    /// pressed style whatever its state.
    public init(key: Key, shiftState: ShiftState = .off, returnKeyRole: ReturnKeyRole? = nil, isPressed: Bool = false) {
        switch key.action {
        case .insert: self = isPressed ? .characterPressed : .character
        case .space: self = isPressed ? .spacePressed : .space
        case .shift:
            if isPressed {
                self = .shiftPressed
            } else {
                switch shiftState {
                case .off: self = .shift
                case .once: self = .shiftOnce
                case .capsLock: self = .shiftLocked
                }
            }
        case .returnKey:
            let finishing = returnKeyRole?.isEmphasized == true
            switch (finishing, isPressed) {
            case (false, false): self = .returnKey
            case (false, true): self = .returnPressed
            case (true, false): self = .finishingReturn
            case (true, true): self = .finishingReturnPressed
            }
        case .delete, .switchKeyboard, .toggleCharacterWidth, .dismiss:
            self = isPressed ? .functionPressed : .function
        }
    }

    /// The slot's pressed counterpart (itself when it is one). Shift once and locked press to
    /// ``shiftPressed``.
    public var pressed: KeyStyleSlot {
        switch self {
        case .character, .characterPressed: return .characterPressed
        case .function, .functionPressed: return .functionPressed
        case .shift, .shiftPressed, .shiftOnce, .shiftLocked: return .shiftPressed
        case .returnKey, .returnPressed: return .returnPressed
        case .finishingReturn, .finishingReturnPressed: return .finishingReturnPressed
        case .space, .spacePressed: return .spacePressed
        }
    }

    /// The slot a key under a finger is drawn with when it is not pressed: ``shift`` for
    /// ``shiftPressed`` (the state is not known from the slot), the slot itself otherwise.
    public var released: KeyStyleSlot {
        switch self {
        case .characterPressed: return .character
        case .functionPressed: return .function
        case .shiftPressed: return .shift
        case .returnPressed: return .returnKey
        case .finishingReturnPressed: return .finishingReturn
        case .spacePressed: return .space
        default: return self
        }
    }

    /// Whether the slot is a key under a finger.
    public var isPressed: Bool { released != self }
}
