/// Renders a compilation's diagnostics as one JSON document for tools: a `diagnostics` array with one
/// object per diagnostic (file, line, column, severity, code, name, message, notes, fixIts), an `omitted` array
/// counting per file the diagnostics past the per-file limit, a `summary` whose counts include them (and,
/// for `kbc test`, the counts of its `tests`), and the `configuration` file applied (`null` for none).
/// Paths are as kbc was given them.
public enum JSONDiagnosticRenderer {
    /// The JSON text, ending with a line break. `tests`, the layouts' tests that ran (``LayoutTestRunner/Report/noneRun``
    /// when errors stopped them), adds `tests` to the summary: `run`, `passed`, `failed`, `notRun`.
    public static func render(_ result: CompilationResult, tests: LayoutTestRunner.Report? = nil) -> String {
        let diagnostics = result.diagnostics.map { diagnostic -> JSONValue in
            var members = location(diagnostic.location)
            members += [
                ("severity", .string(diagnostic.severity.rawValue)),
                ("code", .string(diagnostic.code.identifier)),
                ("name", .string(diagnostic.code.name)),
                ("message", .string(diagnostic.message)),
                ("notes", .array(diagnostic.notes.map { note in
                    .object(location(note.location) + [("message", .string(note.message))])
                })),
                // Every note's edit, in the notes' order: what a tool applies to fix the problem.
                ("fixIts", .array(diagnostic.notes.compactMap(\.fixIt).map { fixIt in
                    .object([
                        ("file", .string(fixIt.file)), ("line", .number(fixIt.start.line)), ("column", .number(fixIt.start.column)),
                        ("endLine", .number(fixIt.end.line)), ("endColumn", .number(fixIt.end.column)),
                        ("replacement", .string(fixIt.replacement)),
                    ])
                })),
            ]
            return .object(members)
        }
        let summary: JSONValue = .object([
            ("keyboards", .number(result.keyboards.count)),
            ("files", .number(result.fileCount)),
            ("errors", .number(result.errorCount)),
            ("warnings", .number(result.warningCount)),
            ("hints", .number(result.hintCount)),
            ("omitted", .number(result.omitted.reduce(0) { $0 + $1.total })),
        ] + (tests.map { [("tests", $0.summary)] } ?? []))
        let omitted = result.omitted.map { entry -> JSONValue in
            .object([
                ("file", entry.file.map(JSONValue.string) ?? .null), ("errors", .number(entry.errors)),
                ("warnings", .number(entry.warnings)), ("hints", .number(entry.hints)),
            ])
        }
        return JSONValue.object([
            ("diagnostics", .array(diagnostics)), ("omitted", .array(omitted)), ("summary", summary),
            ("configuration", result.configurationFile.map(JSONValue.string) ?? .null),
        ]).serialized() + "\n"
    }

    private static func location(_ location: SourceLocation?) -> [(String, JSONValue)] {
        guard let location else { return [("file", .null), ("line", .null), ("column", .null)] }
        return [("file", .string(location.file)), ("line", .number(location.line)), ("column", .number(location.column))]
    }
}
