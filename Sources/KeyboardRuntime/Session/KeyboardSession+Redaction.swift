extension KeyboardSession: CustomStringConvertible, CustomDebugStringConvertible {
    /// The page shown, never the arrangement: with an arrangement, logged tap
    /// positions would give away the typed keys.
    public var description: String {
        "KeyboardSession(currentPage: \(currentPage), arrangement: <redacted>)"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

#if !hasFeature(Embedded)
extension KeyboardSession: CustomReflectable {
    /// A mirror without children, so `dump` and `Mirror` show no arrangement.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
#endif
