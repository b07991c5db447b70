import KeyboardRuntime

/// Where an edit of a ``SecureFieldModel`` comes from. The model decides per source whether it may type.
public enum SecureFieldInputSource: Sendable, Hashable {
    /// The secure on-screen keyboard (`KeyboardOutput`s of a `KeyboardSession`). Always accepted.
    case secureKeyboard
    /// The pasteboard; governed by ``SecureFieldRules/paste``.
    case paste
    /// The system's text-input path (`UIKeyInput.insertText` from a hardware keyboard, AutoFill, dictation,
    /// marked text); governed by ``SecureFieldRules/systemTextInput``.
    case systemTextInput
}

/// What happened to a ``SecureFieldModel``, reported to the app after every call that changes or refuses
/// something. Carries counts and positions, never the text.
public enum SecureFieldEvent: Sendable, Hashable {
    /// The text changed.
    case edited(SecureFieldEdit)
    /// An edit or a submit was refused; the text is as it was.
    case rejected(SecureFieldRejection)
    /// The completion rule was met by the last edit (reported once each time it becomes true).
    case completed
    /// The return key was pressed with at least the minimum length typed.
    case submitted(ReturnKind)
}

/// An accepted edit of a ``SecureFieldModel``: what kind, from where, and the result's length and caret.
public struct SecureFieldEdit: Sendable, Hashable {
    /// What the edit did.
    public enum Kind: Sendable, Hashable {
        /// Characters were inserted at the caret, replacing the selection if there was one.
        case insert
        /// The character before the caret, or the selection, was deleted.
        case delete
        /// The whole text was removed.
        case clear
    }

    /// What the edit did.
    public var kind: Kind
    /// Where it came from (a clear made by the app or the clear button counts as the secure keyboard's).
    public var source: SecureFieldInputSource
    /// The number of characters after the edit.
    public var count: Int
    /// The selection after the edit (empty: the caret).
    public var selection: Range<Int>

    /// Creates an edit report.
    public init(kind: Kind, source: SecureFieldInputSource, count: Int, selection: Range<Int>) {
        self.kind = kind
        self.source = source
        self.count = count
        self.selection = selection
    }
}

/// Why a ``SecureFieldModel`` refused an edit or a submit.
public enum SecureFieldRejection: Error, Sendable, Hashable {
    /// The buffer refused the text: too long, or characters outside the allowed set (listing only the
    /// inserted text's own characters, see ``InputRejection``).
    case input(InputRejection, from: SecureFieldInputSource)
    /// Pasting is refused by ``SecureFieldRules/paste``. The pasted text was never looked at.
    case pasteNotAllowed
    /// The system's text input is refused by ``SecureFieldRules/systemTextInput``.
    case systemTextInputNotAllowed
    /// The return key was pressed with fewer than ``SecureFieldRules/minimumLength`` characters.
    case tooShort(minimum: Int)
}
