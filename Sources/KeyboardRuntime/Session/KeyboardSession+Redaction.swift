extension KeyboardSession: CustomStringConvertible, CustomDebugStringConvertible {
    /// The page shown, never the arrangement: with an arrangement, logged tap
    /// positions would give away the typed keys. A session made by
    /// ``seededForTesting(layouts:initialPage:returnKind:policyOverride:policyOverrides:deleteRepeat:seed:)``
    /// starts with `seeded for testing`, so a log shows when a predictable session reached a keyboard.
    public var description: String {
        isSeededForTesting
            ? "KeyboardSession(seeded for testing, predictable, currentPage: \(currentPage), arrangement: <redacted>)"
            : "KeyboardSession(currentPage: \(currentPage), arrangement: <redacted>)"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

#if !hasFeature(Embedded)
extension KeyboardSession: CustomReflectable {
    /// A mirror without children, so `dump` and `Mirror` show no arrangement. A seeded session's mirror has
    /// one child, `seededForTesting: true`, so a dump says what the description says.
    public var customMirror: Mirror {
        let children: [Mirror.Child] = isSeededForTesting ? [(label: "seededForTesting", value: true)] : []
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
#endif
