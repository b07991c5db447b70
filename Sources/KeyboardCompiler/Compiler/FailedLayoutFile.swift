import YAMLLoader

/// A layout file that did not load or decode far enough to have a keyboard, and the id its text seems
/// to declare: a `switch` or `extends` naming a missing keyboard may mean one in such a file, which is
/// then said instead of a follow-on error.
public struct FailedLayoutFile: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// The value of its first `keyboard:` line, quotes removed, if it has a readable one.
    public var declaredID: String?
    /// Where that line's `keyboard` is.
    public var declaration: SourcePosition?

    /// Reads the declaration from a file's text once (its first `keyboard:` line).
    init(path: String, text: SourceText) {
        self.path = path
        for number in 1...max(1, text.lineCount) {
            guard let line = text.line(number) else { continue }
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("keyboard:") else { continue }
            var value = trimmed.dropFirst("keyboard:".count).drop { $0 == " " }
            if let comment = value.firstIndex(of: "#") { value = value[..<comment] }
            while value.last == " " { value = value.dropLast() }
            if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
                value = value.dropFirst().dropLast()
            }
            if !value.isEmpty {
                declaredID = String(value)
                declaration = SourcePosition(line: number, column: line.count - trimmed.count + 1)
            }
            return
        }
    }

    /// The failed file that declares `id`, else the first whose declaration cannot be read; files that
    /// plainly declare another id are not candidates.
    static func mayDeclare(_ id: String, among files: [FailedLayoutFile]) -> (path: String, location: SourceLocation?)? {
        var unreadable: (path: String, location: SourceLocation?)?
        for file in files {
            guard let declared = file.declaredID, let position = file.declaration else {
                if unreadable == nil { unreadable = (file.path, nil) }
                continue
            }
            if declared == id { return (file.path, SourceLocation(file: file.path, position: position)) }
        }
        return unreadable
    }
}

extension Diagnostic {
    /// The diagnostic for `id`, which no keyboard of the run has, named by `extends` or by a key or toolbar
    /// item that switches: KBC0215 when a file that failed to load may declare it (its errors are the ones to
    /// fix), else `code` with a did-you-mean among `ids`, a word on kbc's standard keyboards, and `scope`,
    /// which says what the naming field can reach.
    static func missingKeyboard(_ id: String, code: DiagnosticCode, at location: SourceLocation, failedFiles: [FailedLayoutFile],
                                ids: @autoclosure () -> [String], scope: String) -> Diagnostic {
        if let failed = FailedLayoutFile.mayDeclare(id, among: failedFiles) {
            return Diagnostic(
                .targetInFailedFile,
                "no keyboard that loaded has the id '\(id)'; it may be in '\(failed.path)', which has errors",
                at: location, notes: [DiagnosticNote("fix the errors in '\(failed.path)' first", at: failed.location)])
        }
        var notes: [DiagnosticNote] = []
        if let suggestion = Suggestions.note(for: id, among: ids(), at: nil, in: nil) { notes.append(suggestion) }
        if StandardLayoutSources.ids.contains(id) {
            notes.append(DiagnosticNote("'\(id)' is one of kbc's standard keyboards: write 'standardLayouts: true' in the target's kbc-config.yaml, which kbc finds beside the layouts or above them"))
        }
        notes.append(DiagnosticNote(scope))
        return Diagnostic(code, "no keyboard has the id '\(id)'", at: location, notes: notes)
    }
}
