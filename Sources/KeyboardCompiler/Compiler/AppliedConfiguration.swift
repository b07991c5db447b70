import YAMLLoader

/// The configuration a run applies: which file (if any), its settings, and the problems found in it.
public struct AppliedConfiguration: Sendable {
    /// The configuration file applied, as written for the user; `nil` when none applies.
    public var path: String?
    /// The settings: the file's valid fields over the defaults (a field with a problem is reported and
    /// left at its default).
    public var settings = GeneratorConfiguration()
    /// The problems found in the file, located in it.
    public var diagnostics: [Diagnostic] = []
    /// The file's text, for the diagnostics' excerpts.
    public var source: SourceText?

    /// Creates the configuration of a run that applies none.
    public init() {}

    /// Finds and reads the configuration `choice` asks for, for a run over `inputs` (the paths named on the
    /// command line: files or folders).
    public static func find(_ choice: ConfigurationChoice, for inputs: [String]) throws(ConfigurationConflict) -> AppliedConfiguration {
        let path: String?
        switch choice {
        case .none: path = nil
        case .file(let file): path = file
        case .discovered: path = try ConfigurationDiscovery.file(for: inputs.isEmpty ? ["."] : inputs)
        }
        var applied = AppliedConfiguration()
        guard let path else { return applied }
        let loaded = GeneratorConfiguration.load(path: path)
        applied.path = path
        applied.settings = loaded.configuration ?? GeneratorConfiguration()
        applied.diagnostics = loaded.diagnostics
        applied.source = loaded.source
        return applied
    }

    /// The severity options of a run: the command line's merged with this configuration's (the command
    /// line's come first: a code it downgrades stays downgraded), with the default per-file limit when
    /// neither sets one.
    public func diagnosticOptions(commandLine: DiagnosticOptions) -> DiagnosticOptions {
        var options = commandLine.merging(settings.diagnosticOptions)
        options.limitPerFile = options.limitPerFile ?? DiagnosticOptions.defaultLimitPerFile
        return options
    }

    /// The diagnostics for `found`, configuration files among the inputs (see ``LayoutFiles/discover(_:)``):
    /// each one but this is not applied, since a run applies one configuration, and is reported where it is.
    public func notApplied(_ found: [String]) -> [Diagnostic] {
        let applied = path.flatMap(OutputFiles.identity(following:))
        let name = path.map { "'\($0)'" } ?? "none here"
        return found.filter { applied == nil || OutputFiles.identity(following: $0) != applied }.map { file in
            let fileName = String(file.split(separator: "/").last ?? "")
            if LayoutFiles.isMisnamedConfiguration(fileName) {
                let exact = fileName.lowercased()
                return Diagnostic(
                    .configurationNotApplied,
                    "this configuration is not applied: kbc reads one named '\(exact)' exactly, so that a file system that ignores case (a Mac's) and one that does not (CI's) build alike",
                    at: SourceLocation(file: file, line: 1, column: 1),
                    notes: [DiagnosticNote("rename it '\(exact)'")])
            }
            return Diagnostic(
                .configurationNotApplied,
                "this configuration is not applied: it is in a folder below the one compiled, and one run (a target's build) applies one configuration to all its layouts, \(name)",
                at: SourceLocation(file: file, line: 1, column: 1),
                notes: [
                    DiagnosticNote("a target's configuration is the kbc-config.yaml of its folder, or of the nearest folder above it up to the package root; kbc given this file's folder applies it"),
                    DiagnosticNote(path.map { "move its settings into '\($0)' (its 'overrides:' change severities for some files only), or make this folder a target of its own" }
                        ?? "move it into the target's folder, or make this folder a target of its own"),
                ])
        }
    }

    /// The compiler for this configuration and the command line's severity options.
    public func compiler(commandLine: DiagnosticOptions) -> LayoutCompiler {
        var compiler = LayoutCompiler(options: diagnosticOptions(commandLine: commandLine))
        settings.configure(&compiler)
        return compiler
    }
}
