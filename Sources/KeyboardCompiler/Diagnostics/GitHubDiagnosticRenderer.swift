/// Renders a compilation's diagnostics as GitHub Actions workflow commands, which a workflow's log turns
/// into annotations on the pull request's files:
///
///     ::error file=Layouts/pad.yaml,line=8,col=27,title=KBC0203::no keyboard has the id 'symbols'
///
/// Errors are `::error`, warnings `::warning`, hints `::notice`; notes follow the message on lines of their
/// own. Diagnostics past the per-file limit are counted in one `::notice` per file. Values are escaped as
/// the Actions runner unescapes them: `%`, `\r` and `\n` everywhere, and `:` and `,` in properties too, so a
/// message or file name cannot end a command early, add a property or start another command. Files are
/// named relative to the package root when `paths` are given (``PackageRelativePaths``).
public enum GitHubDiagnosticRenderer {
    /// One workflow command per line, each ending with a line break.
    public static func render(_ result: CompilationResult, paths: PackageRelativePaths? = nil) -> String {
        var output = ""
        for diagnostic in result.diagnostics {
            var properties: [(String, String)] = []
            if let location = diagnostic.location {
                properties += [("file", paths.path(location.file)), ("line", String(location.line)), ("col", String(location.column))]
            }
            properties.append(("title", diagnostic.code.identifier))
            var message = diagnostic.message
            for note in diagnostic.notes {
                let place = note.location.map { "\(paths.path($0.file)):\($0.line):\($0.column): " } ?? ""
                message += "\n" + place + "note: " + note.message
            }
            output += command(command(for: diagnostic.severity), properties: properties, message: message)
        }
        for entry in result.omitted where entry.total > 0 {
            let properties = entry.file.map { [("file", paths.path($0))] } ?? []
            output += command(
                "notice", properties: properties + [("title", "kbc")],
                message: "\(count(entry.total, "more diagnostic")) (\(count(entry.errors, "error")), \(count(entry.warnings, "warning")), \(count(entry.hints, "hint"))) not shown; --diagnostic-limit 0 shows all")
        }
        return output
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .hint: return "notice"
        }
    }

    private static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))\n"
    }

    /// A command's message, escaped as the runner expects: `%`, carriage return and line feed.
    public static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property's value, escaped as the runner expects: as ``escapeData(_:)``, and `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
