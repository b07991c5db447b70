/// How serious a diagnostic is. Only errors fail a run (unless warnings are treated as errors).
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// A hint: worth knowing, usually harmless.
    case hint
    /// A warning: probably a mistake.
    case warning
    /// An error: the keyboard cannot be compiled.
    case error

    private var rank: Int {
        switch self {
        case .hint: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
