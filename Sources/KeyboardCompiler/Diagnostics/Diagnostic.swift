import YAMLLoader

/// A problem found in a layout, with its code, severity, location and notes.
public struct Diagnostic: Sendable, Hashable, Error {
    /// The stable code naming the kind of problem.
    public var code: DiagnosticCode
    /// How serious it is, after any per-code overrides.
    public var severity: Severity
    /// What is wrong, in one sentence. A long text it quotes is cut with `…` (see ``init(_:_:at:severity:notes:)``).
    public var message: String
    /// Where it is, when it is in a file.
    public var location: SourceLocation?
    /// Further explanation, each with its own location where it has one.
    public var notes: [DiagnosticNote]
    /// The problem this diagnostic follows from, when it is a consequence of one reported elsewhere (a
    /// key naming a keyboard whose file failed to load): output lists it right after that problem, so
    /// that the cause is read first.
    public var follows: SourceLocation?

    /// Creates a diagnostic with the code's default severity unless another is given. A text the message
    /// quotes (between `'` or `"`) that is longer than 200 characters is cut to its first 120 and `…`, as
    /// the source excerpt is cut, so that a key of 300,000 characters does not make lines as long.
    public init(
        _ code: DiagnosticCode,
        _ message: String,
        at location: SourceLocation?,
        severity: Severity? = nil,
        notes: [DiagnosticNote] = []
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = DiagnosticText.clipped(message)
        self.location = location
        self.notes = notes
    }
}

/// A note attached to a diagnostic: a pointer to a related place, or a suggestion.
///
/// A suggestion that is an edit carries it as a ``FixIt``: applied to the file, it gives what the author
/// meant, and tools (`--format json`) can apply it without reading the message.
public struct DiagnosticNote: Sendable, Hashable {
    /// The note's text, a long text it quotes cut with `…` as a diagnostic's message is.
    public var message: String
    /// The place it points to, if any.
    public var location: SourceLocation?
    /// The edit the note suggests, if it suggests one.
    public var fixIt: FixIt?

    /// Creates a note, cutting a long text it quotes as ``Diagnostic/init(_:_:at:severity:notes:)`` does.
    public init(_ message: String, at location: SourceLocation? = nil, fixIt: FixIt? = nil) {
        self.message = DiagnosticText.clipped(message)
        self.location = location
        self.fixIt = fixIt
    }

    /// A note suggesting `fixIt`, whose text is `advice`, a colon and the replacement, so that the
    /// suggestion printed is always the text the edit writes (cut with `…` when long; the fix-it keeps it whole).
    public init(advice: String, fixIt: FixIt, at location: SourceLocation? = nil) {
        self.init(advice + ": " + fixIt.replacement, at: location, fixIt: fixIt)
    }
}

/// An edit that fixes a diagnostic's problem: replace the text of ``file`` from ``start`` up to (not
/// including) ``end`` with ``replacement``. Lines and columns are 1-based, columns in Unicode scalars,
/// as in ``SourceLocation``; an empty range inserts.
public struct FixIt: Sendable, Hashable, CustomStringConvertible {
    /// The file to edit.
    public var file: String
    /// The first character replaced.
    public var start: SourcePosition
    /// The position just after the last character replaced.
    public var end: SourcePosition
    /// The text put in their place.
    public var replacement: String

    /// Creates a fix-it.
    public init(file: String, from start: SourcePosition, to end: SourcePosition, replacement: String) {
        self.file = file
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    /// Creates a fix-it making `edit` in `file`.
    public init(file: String, _ edit: TextEdit) {
        self.init(file: file, from: edit.start, to: edit.end, replacement: edit.replacement)
    }

    /// The edit, to apply with `SourceText.applying(_:)`.
    public var edit: TextEdit { TextEdit(from: start, to: end, replacement: replacement) }

    /// Where the edit starts.
    public var location: SourceLocation { SourceLocation(file: file, position: start) }

    /// `file:line:col-line:col "replacement"`.
    public var description: String { "\(file):\(start)-\(end) \"\(replacement)\"" }
}
