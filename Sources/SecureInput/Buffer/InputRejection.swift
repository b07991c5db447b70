/// Why a ``SecureTextBuffer`` refused an edit. A refused edit changes nothing.
public enum InputRejection: Error, Sendable, Hashable {
    /// The text would be longer than the buffer's maximum length. `remaining` is how many
    /// characters would still fit where the edit was attempted (0 when the buffer is full).
    case tooLong(remaining: Int)
    /// The inserted text would form characters outside the buffer's allowed set.
    ///
    /// The list holds the inserted text's own characters that formed them, once each, in the order
    /// they appear, and never text already in the buffer: an accent typed after a stored `e` forms
    /// `"é"`, which is refused as a whole but reported as `"\u{301}"` (the accent alone).
    case disallowedCharacters([Character])
}
