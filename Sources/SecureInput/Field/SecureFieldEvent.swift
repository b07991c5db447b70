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
        /// The whole text was removed (the clear button, or the app).
        case clear
        /// The field cleared itself when the app went to the background, as ``SecureFieldExpiry/clearsInBackground``
        /// asks.
        case clearedInBackground
        /// The field cleared itself after ``SecureFieldExpiry/idleTimeout`` without an edit.
        case clearedAfterTimeout
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

/// Why a ``SecureFieldModel`` refused an edit or a submit: the reason, never the refused text.
public enum SecureFieldRejection: Error, Sendable, Hashable {
    /// The buffer refused the text: too long, or characters outside the allowed set.
    case input(InputRefusal, from: SecureFieldInputSource)
    /// Pasting is refused by ``SecureFieldRules/paste``. The pasted text was never looked at.
    case pasteNotAllowed
    /// The system's text input is refused by ``SecureFieldRules/systemTextInput``.
    case systemTextInputNotAllowed
    /// The return key was pressed with fewer than ``SecureFieldRules/minimumLength`` characters.
    case tooShort(minimum: Int)
}

/// Why a ``SecureFieldModel`` refused text: what the app shows the user ("Digits only", "Six digits at
/// most"), with nothing of what was typed.
///
/// A ``SecureTextBuffer`` used directly reports an ``InputRejection``, which lists the refused characters
/// for its caller; a field's events go to the app's UI code and logs, so they carry the reason alone.
public enum InputRefusal: Sendable, Hashable {
    /// The text would be longer than the field's maximum length. `remaining` is how many characters
    /// would still fit where the edit was attempted (0 when the field is full); it follows from the
    /// public count.
    case tooLong(remaining: Int)
    /// The text has characters outside the field's allowed set. Which ones is not said.
    case disallowedCharacters

    /// The reason of a buffer's `rejection`, without its characters.
    init(_ rejection: InputRejection) {
        switch rejection {
        case .tooLong(let remaining): self = .tooLong(remaining: remaining)
        case .disallowedCharacters: self = .disallowedCharacters
        }
    }
}
