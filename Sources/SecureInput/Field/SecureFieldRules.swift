import KeyboardRuntime

/// What a ``SecureFieldModel`` accepts and when it is finished: lengths, characters, the completion
/// rule, and which input paths other than the secure keyboard may type.
///
/// ```swift
/// let otp = SecureFieldRules(maximumLength: 6, allowedCharacters: .digits, completion: .atLength(6))
/// let model = SecureFieldModel(rules: otp)
/// ```
public struct SecureFieldRules: Sendable {
    /// The fewest characters a submit accepts (the return key is refused below it).
    public var minimumLength: Int
    /// The most characters the field holds, or `nil` for no limit; enforced at insert, never by truncation.
    public var maximumLength: Int?
    /// The characters the field accepts, from any source.
    public var allowedCharacters: AllowedCharacters
    /// When the field finishes itself.
    public var completion: CompletionRule
    /// Whether pasted text may reach the buffer.
    public var paste: InputPolicy
    /// Whether the system's own text input (a hardware keyboard, AutoFill, dictation, marked text) may reach
    /// the buffer.
    public var systemTextInput: InputPolicy
    /// The character the mask repeats, once per typed character.
    public var maskCharacter: Character
    /// When the field clears itself: when the app goes to the background, after a time without an edit,
    /// or (the default) never.
    public var expiry: SecureFieldExpiry = .never

    /// Creates rules; by default any length, any character, no completion, only the secure keyboard types,
    /// and the field never clears itself.
    public init(
        minimumLength: Int = 0,
        maximumLength: Int? = nil,
        allowedCharacters: AllowedCharacters = .any,
        completion: CompletionRule = .never,
        paste: InputPolicy = .refuse,
        systemTextInput: InputPolicy = .refuse,
        maskCharacter: Character = "•"
    ) {
        precondition(minimumLength >= 0 && (maximumLength ?? minimumLength) >= minimumLength,
                     "SecureFieldRules: need 0 <= minimumLength <= maximumLength")
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
        self.allowedCharacters = allowedCharacters
        self.completion = completion
        self.paste = paste
        self.systemTextInput = systemTextInput
        self.maskCharacter = maskCharacter
    }

    /// A numeric PIN of exactly `length` digits that finishes itself when the last digit is typed.
    public static func pin(length: Int) -> SecureFieldRules {
        SecureFieldRules(minimumLength: length, maximumLength: length, allowedCharacters: .digits, completion: .atLength(length))
    }
}

/// When a ``SecureFieldModel`` reports ``SecureFieldEvent/completed``.
public enum CompletionRule: Sendable, Hashable {
    /// Only the return key finishes the field.
    case never
    /// The field finishes itself when an edit brings it to this many characters (a 6-digit OTP).
    case atLength(Int)
}

/// Whether an input path other than the secure keyboard may type into the field.
public enum InputPolicy: Sendable, Hashable {
    /// Nothing from this path reaches the buffer; each attempt is reported as a rejection. The default.
    case refuse
    /// Text from this path is accepted under the same rules (characters, length) as typed text.
    case allow
}

extension SecureFieldRules {
    /// Rules whose lengths and completion are a page's `InputLength` (its `length` field), so the field
    /// and the keyboard agree: `at-max` completes the field when it reaches the maximum; `on-return` leaves
    /// it to the return key, refused below the minimum. `nil` (a page without `length`) is any length.
    ///
    /// ```swift
    /// // keyboard: otp / length: 6
    /// let rules = SecureFieldRules(inputLength: KeyboardLayout.otp.inputLength, allowedCharacters: .digits)
    /// ```
    public init(
        inputLength: InputLength?,
        allowedCharacters: AllowedCharacters = .any,
        paste: InputPolicy = .refuse,
        systemTextInput: InputPolicy = .refuse,
        maskCharacter: Character = "•"
    ) {
        let length = inputLength ?? InputLength()
        let completion: CompletionRule
        if length.completion == .atMaximum, let maximum = length.maximum {
            completion = .atLength(maximum)
        } else {
            completion = .never
        }
        self.init(
            minimumLength: length.minimum, maximumLength: length.maximum, allowedCharacters: allowedCharacters, completion: completion,
            paste: paste, systemTextInput: systemTextInput, maskCharacter: maskCharacter)
    }
}
