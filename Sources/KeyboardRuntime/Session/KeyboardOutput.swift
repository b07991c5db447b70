/// What a ``KeyboardSession`` asks its host to do in response to a key event.
public enum KeyboardOutput: Sendable, Hashable {
    /// Insert the text at the cursor.
    case insert(String)
    /// Delete one character before the cursor.
    case deleteBackward
    /// The return key was pressed; the kind is the input field's (done or next).
    case returnKey(ReturnKind)
    /// Close the keyboard.
    case dismiss
    /// A different page is now shown; redraw it with its (possibly new) arrangement.
    case pageChanged(to: String)
}

/// What the return key means for the focused input field.
public enum ReturnKind: String, Sendable, Hashable, CaseIterable {
    /// Finish input ("Done").
    case done
    /// Move to the next field ("Next").
    case next
}
