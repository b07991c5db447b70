extension SecureTextBuffer: CustomStringConvertible, CustomDebugStringConvertible {
    /// The character count and cursor (both public anyway), never the key, the ciphertext or the text.
    public var description: String {
        "SecureTextBuffer(count: \(count), cursor: \(cursor), text: <redacted>)"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

extension SecureTextBuffer: CustomReflectable {
    /// A mirror without children: reflection (`Mirror`, `dump`, debuggers that use it) cannot reach
    /// the cipher context or the sealed bytes.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .class) }
}
