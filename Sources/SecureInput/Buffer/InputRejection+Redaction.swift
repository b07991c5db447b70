extension InputRejection: CustomStringConvertible, CustomDebugStringConvertible {
    /// The reason without the refused characters: `disallowedCharacters(count: 1, characters: <redacted>)`,
    /// so a logged rejection (or an ``InputResult`` or `SecureFieldEvent` carrying one) never shows what
    /// the user typed. `tooLong`'s remaining count is shown: it follows from the public ``SecureTextBuffer/count``.
    public var description: String {
        switch self {
        case .tooLong(let remaining): "tooLong(remaining: \(remaining))"
        case .disallowedCharacters(let characters): "disallowedCharacters(count: \(characters.count), characters: <redacted>)"
        }
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

extension InputRejection: CustomReflectable {
    /// A mirror without children, so `dump` and `Mirror` never reach the refused characters.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}
