extension SecureRandomNumberGenerator: CustomStringConvertible, CustomDebugStringConvertible {
    /// `SecureRandomNumberGenerator(<redacted>)`: the buffered words would predict the next shuffles.
    public var description: String { "SecureRandomNumberGenerator(<redacted>)" }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

#if !hasFeature(Embedded)
extension SecureRandomNumberGenerator: CustomReflectable {
    /// A mirror without children, so `dump` and `Mirror` show no buffered words.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .class) }
}
#endif
