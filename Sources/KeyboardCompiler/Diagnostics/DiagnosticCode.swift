/// A stable diagnostic code such as `KBC0101`, with its default severity and documentation.
///
/// Codes never change meaning once released; `kbc explain` prints ``explanation``.
public struct DiagnosticCode: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The code's number: `101` for `KBC0101`.
    public let number: Int
    /// A short kebab-case name, for example `unknown-field`.
    public let name: String
    /// The severity used unless the user overrides it.
    public let defaultSeverity: Severity
    /// A one-line summary.
    public let summary: String
    /// What the diagnostic means, why it matters and how to fix it, with an example.
    public let explanation: String
    /// Whether `--disable` and `--warn` may change it. Problems that stop a file from loading may not.
    public let isConfigurable: Bool
    /// The code as printed: `KBC` and four digits for kbc's own codes, the rule's id for a team's rule
    /// (`BANK001`, see ``TeamRule``).
    public let identifier: String

    /// Creates a code.
    public init(
        _ number: Int,
        _ name: String,
        _ defaultSeverity: Severity,
        summary: String,
        explanation: String,
        isConfigurable: Bool = true
    ) {
        self.number = number
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.explanation = explanation
        self.isConfigurable = isConfigurable
        let digits = String(number)
        identifier = "KBC" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The code of a team's own rule, printed as `identifier`. Its `number` only tells it apart from the
    /// other codes of the run: ``TeamRule/firstNumber`` and up, never a `KBC` number.
    init(teamRule identifier: String, number: Int, severity: Severity, summary: String, explanation: String) {
        self.number = number
        self.name = identifier
        self.defaultSeverity = severity
        self.summary = summary
        self.explanation = explanation
        self.isConfigurable = true
        self.identifier = identifier
    }

    public var description: String { identifier }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.number == rhs.number }
    public func hash(into hasher: inout Hasher) { hasher.combine(number) }
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.number < rhs.number }
}
