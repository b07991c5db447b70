/// Renders a compilation's diagnostics as a SARIF 2.1.0 log (the Static Analysis Results Interchange
/// Format), which GitHub code scanning, Azure DevOps and IDE viewers read.
///
/// One run of the tool `kbc`: its `rules` are the codes the results use, ordered by number, each with its
/// name, summary, explanation (as `fullDescription` and `help`) and default level from the
/// ``DiagnosticCatalog``; its `results` are the diagnostics in the order reported, each with its code
/// (`ruleId`, `ruleIndex`), level (`error`, `warning`, or `note` for hints), message (notes without a place
/// appended on lines of their own) and location, and notes with a place as `relatedLocations`. Columns
/// count Unicode scalars, as kbc's do (`columnKind: unicodeCodePoints`). The counts of diagnostics past the
/// per-file limit are in the run's `properties`, with the configuration file applied (`null` for none) and,
/// for `kbc test`, the counts of its `tests` as JSON's summary gives them.
/// Paths are URI references relative to the package root when `paths` are given (``PackageRelativePaths``).
public enum SARIFDiagnosticRenderer {
    /// The SARIF version written.
    public static let version = "2.1.0"

    /// The SARIF log, ending with a line break. `toolVersion` is kbc's version; `tests`, the layouts' tests
    /// that ran, as ``JSONDiagnosticRenderer/render(_:tests:)`` takes them.
    public static func render(_ result: CompilationResult, toolVersion: String, paths: PackageRelativePaths? = nil, tests: LayoutTestRunner.Report? = nil) -> String {
        var used: [DiagnosticCode] = []
        var seen: Set<DiagnosticCode> = []
        for diagnostic in result.diagnostics where seen.insert(diagnostic.code).inserted { used.append(diagnostic.code) }
        used.sort()
        var ruleIndex: [DiagnosticCode: Int] = [:]
        for (index, code) in used.enumerated() { ruleIndex[code] = index }

        let rules = used.map { code -> JSONValue in
            .object([
                ("id", .string(code.identifier)),
                ("name", .string(code.name)),
                ("shortDescription", .object([("text", .string(code.summary))])),
                ("fullDescription", .object([("text", .string(code.explanation))])),
                ("help", .object([("text", .string("\(code.explanation)\n\nkbc explain \(code.identifier) prints this."))])),
                ("defaultConfiguration", .object([("level", .string(level(code.defaultSeverity)))])),
            ])
        }
        let results = result.diagnostics.map { diagnostic -> JSONValue in
            var text = diagnostic.message
            for note in diagnostic.notes where note.location == nil { text += "\nnote: " + note.message }
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(diagnostic.code.identifier)),
                ("ruleIndex", .number(ruleIndex[diagnostic.code] ?? 0)),
                ("level", .string(level(diagnostic.severity))),
                ("message", .object([("text", .string(text))])),
            ]
            if let location = diagnostic.location {
                members.append(("locations", .array([.object([("physicalLocation", physicalLocation(location, paths))])])))
            }
            let related = diagnostic.notes.compactMap { note -> JSONValue? in
                guard let location = note.location else { return nil }
                return .object([("physicalLocation", physicalLocation(location, paths)), ("message", .object([("text", .string(note.message))]))])
            }
            if !related.isEmpty {
                // Ids make each related location addressable, as SARIF requires of them.
                members.append(("relatedLocations", .array(related.enumerated().map { index, value in
                    guard case .object(let fields) = value else { return value }
                    return .object([("id", .number(index))] + fields)
                })))
            }
            return .object(members)
        }
        let omitted = result.omitted.map { entry -> JSONValue in
            .object([
                ("file", entry.file.map { .string(paths.path($0)) } ?? .null), ("errors", .number(entry.errors)),
                ("warnings", .number(entry.warnings)), ("hints", .number(entry.hints)),
            ])
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object([
                ("name", .string("kbc")),
                ("fullName", .string("kbc, the keyboard definition compiler")),
                ("version", .string(toolVersion)),
                ("rules", .array(rules)),
            ]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
            ("properties", .object([
                ("keyboards", .number(result.keyboards.count)), ("files", .number(result.fileCount)),
                ("errors", .number(result.errorCount)), ("warnings", .number(result.warningCount)),
                ("hints", .number(result.hintCount)), ("omitted", .array(omitted)),
                ("configuration", result.configurationFile.map { .string(paths.path($0)) } ?? .null),
            ] + (tests.map { [("tests", $0.summary)] } ?? []))),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string(version)),
            ("runs", .array([run])),
        ]).serialized() + "\n"
    }

    /// SARIF's level for a severity: hints are notes.
    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .hint: return "note"
        }
    }

    private static func physicalLocation(_ location: SourceLocation, _ paths: PackageRelativePaths?) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uriReference(paths.path(location.file))))])),
            ("region", .object([("startLine", .number(location.line)), ("startColumn", .number(location.column))])),
        ])
    }

    /// A file path as a URI reference (RFC 3986): bytes other than unreserved characters, `/` and a few
    /// sub-delimiters are percent-encoded, so `my pads/ü.yaml` stays one valid relative reference.
    static func uriReference(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
                 UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                result += "%"
                result.unicodeScalars.append(digits[Int(byte >> 4)])
                result.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
