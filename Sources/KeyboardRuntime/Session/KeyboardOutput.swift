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
    /// The pending text of a composition (a Hangul syllable being composed, a dead key waiting for its
    /// letter) is now this: show it marked (underlined) after the cursor, in place of the marked text shown
    /// before; `""` when nothing is pending. It is not the field's text: the session commits it with
    /// `.insert` once it is complete, always before reporting the next marked text.
    case marked(String)
}

/// What the return key means for the focused input field.
public enum ReturnKind: String, Sendable, Hashable, CaseIterable {
    /// Finish input ("Done").
    case done
    /// Move to the next field ("Next").
    case next
}
