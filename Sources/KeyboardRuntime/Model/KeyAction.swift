/// What a key does when it is pressed.
public enum KeyAction: Sendable, Hashable {
    /// Inserts the text (a character key).
    case insert(String)
    /// Shift: once for the next character, twice for caps lock.
    case shift
    /// Deletes backward; a long press repeats.
    case delete
    /// Inserts a space.
    case space
    /// The return key; what it means (done, next) is the input field's choice.
    case returnKey
    /// Shows the keyboard with the given id.
    case switchKeyboard(to: String)
    /// Shows the half-width or full-width counterpart page with the given id.
    case toggleCharacterWidth(to: String)
    /// Closes the keyboard.
    case dismiss
}
