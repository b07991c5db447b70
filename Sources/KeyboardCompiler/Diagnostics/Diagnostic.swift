/// A problem found in a layout, with its code, severity, location and notes.
public struct Diagnostic: Sendable, Hashable, Error {
    /// The stable code naming the kind of problem.
    public var code: DiagnosticCode
    /// How serious it is, after any per-code overrides.
    public var severity: Severity
    /// What is wrong, in one sentence.
    public var message: String
    /// Where it is, when it is in a file.
    public var location: SourceLocation?
    /// Further explanation, each with its own location where it has one.
    public var notes: [DiagnosticNote]

    /// Creates a diagnostic with the code's default severity unless another is given.
    public init(
        _ code: DiagnosticCode,
        _ message: String,
        at location: SourceLocation?,
        severity: Severity? = nil,
        notes: [DiagnosticNote] = []
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.location = location
        self.notes = notes
    }
}

/// A note attached to a diagnostic: a pointer to a related place, or a suggestion.
public struct DiagnosticNote: Sendable, Hashable {
    /// The note's text.
    public var message: String
    /// The place it points to, if any.
    public var location: SourceLocation?

    /// Creates a note.
    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}
