/// What ``SecureTextBuffer/apply(_:)->InputResult`` did with a keyboard output.
public enum InputResult: Sendable, Hashable {
    /// The text changed.
    case applied
    /// A text edit with nothing to do: inserting an empty string, or deleting before the start.
    case unchanged
    /// The edit was refused; the text is as it was.
    case rejected(InputRejection)
    /// The output is not a text edit (return key, dismiss, page change); the host handles it.
    case notApplicable
}
