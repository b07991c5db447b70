/// Why a ``SecureTextBuffer`` refused an edit. A refused edit changes nothing.
public enum InputRejection: Error, Sendable, Hashable {
    /// The text would be longer than the buffer's maximum length. `remaining` is how many
    /// characters would still fit where the edit was attempted (0 when the buffer is full).
    case tooLong(remaining: Int)
    /// The inserted text has characters outside the buffer's allowed set.
    ///
    /// The list holds those characters of the inserted text (split into characters on its own),
    /// once each, in the order they appear. The decision and the list depend on the inserted text
    /// alone, never on text already in the buffer.
    case disallowedCharacters([Character])
}
