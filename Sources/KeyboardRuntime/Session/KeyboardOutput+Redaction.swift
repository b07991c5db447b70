extension KeyboardOutput: CustomStringConvertible, CustomDebugStringConvertible {
    /// The output without the inserted text (`insert(<redacted>)`, `marked(<redacted>)`), so a logged output never carries
    /// what the user typed. Page ids and return kinds are not secret and are shown.
    public var description: String {
        switch self {
        case .insert: "insert(<redacted>)"
        case .deleteBackward: "deleteBackward"
        case .returnKey(let kind): "returnKey(\(kind.rawValue))"
        case .dismiss: "dismiss"
        case .pageChanged(let page): "pageChanged(to: \(page))"
        case .marked: "marked(<redacted>)"
        }
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

#if !hasFeature(Embedded)
extension KeyboardOutput: CustomReflectable {
    /// A mirror without children, so `dump` and `Mirror` never reach the inserted text.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}
#endif
