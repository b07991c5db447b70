extension KeyArrangement: CustomStringConvertible, CustomDebugStringConvertible {
    /// The number of slots and groups, never which key is where: with the arrangement, logged tap
    /// positions would give away the typed keys.
    public var description: String {
        "KeyArrangement(slotCount: \(slotCount), groupCount: \(groupCount), sources: <redacted>)"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

#if !hasFeature(Embedded)
extension KeyArrangement: CustomReflectable {
    /// A mirror without children, so `dump` and `Mirror` show no permutation.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
#endif
