/// Why a ``SecureTextBuffer`` refused an edit. A refused edit changes nothing.
public enum InputRejection: Error, Sendable, Hashable {
    /// The text would be longer than the buffer's maximum length. `remaining` is how many
    /// characters would still fit where the edit was attempted (0 when the buffer is full).
    case tooLong(remaining: Int)
    /// The text would contain characters outside the buffer's allowed set; they are listed once
    /// each, in the order they appear.
    case disallowedCharacters([Character])
}
