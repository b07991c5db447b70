import YAMLLoader
import TextClassification

/// Renders diagnostics as compilers do: `path:line:col: error: message [KBC0123]`, the source line with
/// a caret under the column, then the notes with their own locations.
public struct TextDiagnosticRenderer: Sendable {
    /// Whether to colour the output with ANSI escapes.
    public var usesColor: Bool

    /// Creates a renderer.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// The text of one diagnostic, ending with a line break. `sources` supplies the excerpt lines;
    /// without `excerpts`, only the location lines are printed.
    ///
    /// Messages quote the user's files, so control characters in them are shown as escapes: a layout can
    /// never send escape sequences to the terminal.
    public func render(_ diagnostic: Diagnostic, sources: [String: SourceText], excerpts: Bool = true) -> String {
        var output = ""
        let label = diagnostic.severity.rawValue
        output += styled(prefix(diagnostic.location), .bold)
        output += styled(label + ":", color(for: diagnostic.severity)) + " "
        output += styled("\(diagnostic.message.terminalSafe) [\(diagnostic.code.identifier)]", .bold) + "\n"
        if excerpts, let location = diagnostic.location, let source = sources[location.file] {
            output += excerpt(at: location.position, in: source)
        }
        for note in diagnostic.notes {
            // A suggested edit is printed where it starts, so the replacement reads against that column.
            let location = note.location ?? note.fixIt?.location ?? diagnostic.location
            output += styled(prefix(location), .bold) + styled("note:", .note) + " " + note.message.terminalSafe + "\n"
            if excerpts, let location = note.location, let source = sources[location.file] {
                output += excerpt(at: location.position, in: source)
            }
        }
        return output
    }

    /// The note that says how many diagnostics of a file were not shown because of the per-file limit.
    public func render(_ omitted: OmittedDiagnostics) -> String {
        func count(_ number: Int, _ noun: String) -> String? {
            number == 0 ? nil : "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
        let kinds = [count(omitted.errors, "error"), count(omitted.warnings, "warning"), count(omitted.hints, "hint")].compactMap { $0 }
        let file = (omitted.file ?? "kbc").terminalSafe
        let more = omitted.total == 1 ? "1 more diagnostic" : "\(omitted.total) more diagnostics"
        return styled(file + ": ", .bold) + styled("note:", .note)
            + " \(more) in this file not shown (\(kinds.joined(separator: ", "))); '--diagnostic-limit 0' shows all\n"
    }

    private func prefix(_ location: SourceLocation?) -> String {
        guard let location else { return "kbc: " }
        return "\(location)".terminalSafe + ": "
    }

    /// The source line (clipped around the column when long) and a caret under the column. Tabs are kept
    /// and wide characters padded so the caret lines up in a terminal.
    func excerpt(at position: SourcePosition, in source: SourceText) -> String {
        guard let line = source.line(position.line) else { return "" }
        var scalars = Array(line.unicodeScalars)
        var column = max(1, min(position.column, scalars.count + 1))
        let window = 120
        var lead = ""
        if scalars.count > window {
            let start = max(0, min(column - 1 - window / 2, scalars.count - window))
            scalars = Array(scalars[start..<min(scalars.count, start + window)])
            column -= start
            if start > 0 { lead = "…" }
        }
        var caretLine = lead.isEmpty ? "" : " "
        var text = String.UnicodeScalarView()
        for (offset, scalar) in scalars.enumerated() {
            // Controls would drive the terminal and bidirectional or invisible format characters reorder
            // or hide what is printed after them: show them as escapes, which the caret lines up with.
            let shown: String.UnicodeScalarView
            if scalar == "\t" {
                shown = "\t".unicodeScalars
            } else if UnicodeClassification.unprintable(scalar) == .control || UnicodeClassification.isInvisibleFormat(scalar)
                        || UnicodeClassification.isStrayJoiner(at: offset, in: scalars) {
                shown = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars
            } else {
                shown = String(scalar).unicodeScalars
            }
            text.append(contentsOf: shown)
            guard offset < column - 1 else { continue }
            if scalar == "\t" {
                caretLine += "\t"
            } else if shown.count == 1 {
                caretLine += UnicodeClassification.isWide(scalar) ? "  " : " "
            } else {
                caretLine += String(repeating: " ", count: shown.count)
            }
        }
        return lead + String(text) + "\n" + caretLine + styled("^", .caret) + "\n"
    }

    private enum Style {
        case bold, error, warning, hint, note, caret
    }

    private func color(for severity: Severity) -> Style {
        switch severity {
        case .error: return .error
        case .warning: return .warning
        case .hint: return .hint
        }
    }

    private func styled(_ text: String, _ style: Style) -> String {
        guard usesColor else { return text }
        let code: String
        switch style {
        case .bold: code = "1"
        case .error: code = "1;31"
        case .warning: code = "1;35"
        case .hint: code = "1;36"
        case .note: code = "1;30"
        case .caret: code = "1;32"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

extension String {
    /// The text with C0 and C1 control characters, DEL and invisible format characters (bidirectional
    /// overrides, which would reorder the rest of the line) written as `\u{…}`, safe to print to a terminal.
    var terminalSafe: String {
        func unsafe(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (scalar.value >= 0xAD && UnicodeClassification.isInvisibleFormat(scalar))
        }
        guard unicodeScalars.contains(where: unsafe) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if unsafe(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
