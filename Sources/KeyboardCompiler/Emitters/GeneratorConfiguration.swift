import YAMLLoader

/// Options for `kbc generate` read from a `kbc-config.yaml` file, so a SwiftPM target can choose them.
public struct GeneratorConfiguration: Sendable, Hashable {
    /// The access level of the generated properties.
    public var accessLevel: SwiftSourceEmitter.AccessLevel

    /// Creates a configuration.
    public init(accessLevel: SwiftSourceEmitter.AccessLevel = .internal) {
        self.accessLevel = accessLevel
    }

    /// The fields of a configuration file.
    public static let fields: [FormatField] = [
        FormatField("accessLevel", .choice(SwiftSourceEmitter.AccessLevel.allCases.map(\.rawValue)), "The access level of generated properties. Default `internal`."),
    ]

    /// Reads a configuration file, reporting its problems as located diagnostics.
    public static func load(path: String) -> (configuration: GeneratorConfiguration?, diagnostics: [Diagnostic]) {
        let bytes: [UInt8]
        switch LayoutFiles.read(path, maximumBytes: YAMLLoaderLimits.standard.maximumBytes) {
        case .success(let read): bytes = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        let (root, problems) = YAMLLoader().load(bytes: bytes)
        var diagnostics = problems.map { $0.diagnostic(in: path) }
        guard let root else {
            // An empty configuration file means the defaults.
            if problems.map(\.kind) == [.empty] { return (GeneratorConfiguration(), []) }
            return (nil, diagnostics)
        }
        guard case .mapping(let entries) = root.content else {
            return (nil, diagnostics + [Diagnostic(.invalidConfiguration, "a configuration must be a mapping, found \(root.kindDescription)",
                                                    at: SourceLocation(file: path, position: root.position))])
        }
        var configuration = GeneratorConfiguration()
        for entry in entries {
            let location = SourceLocation(file: path, position: entry.key.position)
            switch entry.key.scalarText {
            case "accessLevel":
                if let text = entry.value.scalarText, let level = SwiftSourceEmitter.AccessLevel(rawValue: text) {
                    configuration.accessLevel = level
                } else {
                    diagnostics.append(Diagnostic(
                        .invalidConfiguration, "'accessLevel' must be 'internal' or 'public'",
                        at: SourceLocation(file: path, position: entry.value.position)))
                }
            default:
                let name = entry.key.scalarText ?? entry.key.kindDescription
                let notes = Suggestions.closest(to: name, among: fields.map(\.name)).map { [DiagnosticNote("did you mean '\($0)'?")] } ?? []
                diagnostics.append(Diagnostic(.unknownField, "unknown field '\(name)' in a generator configuration", at: location, notes: notes))
            }
        }
        return (diagnostics.contains { $0.severity == .error } ? nil : configuration, diagnostics)
    }
}
