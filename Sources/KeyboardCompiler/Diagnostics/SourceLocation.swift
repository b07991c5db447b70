import YAMLLoader

/// A place in a layout file: the file's path as given, and a 1-based line and column.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path, as the user named it.
    public var file: String
    /// The line and column.
    public var position: SourcePosition

    /// Creates a location.
    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    /// Creates a location from a 1-based line and column.
    public init(file: String, line: Int, column: Int) {
        self.init(file: file, position: SourcePosition(line: line, column: column))
    }

    /// The 1-based line.
    public var line: Int { position.line }
    /// The 1-based column, in Unicode scalars.
    public var column: Int { position.column }

    /// `file:line:column`, as compilers print it.
    public var description: String { "\(file):\(position.line):\(position.column)" }
}
