extension SealedText: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Redacted: a sealed text never describes its key or its bytes.
    var description: String { "SealedText(<redacted>)" }

    /// The same as ``description``.
    var debugDescription: String { description }

    /// A mirror without children, so reflection cannot reach the cipher context.
    var customMirror: Mirror { Mirror(self, children: [], displayStyle: .class) }
}
