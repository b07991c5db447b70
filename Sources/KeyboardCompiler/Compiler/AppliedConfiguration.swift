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
    /// Whether ``path`` is what ``ConfigurationDiscovery`` finds for each of the run's inputs (the run
    /// discovered it, and inputs that find different ones are a ``ConfigurationConflict``), rather than what
    /// `--config` or `--no-config` chose.
    public internal(set) var isDiscoveredForInputs = false

    /// Creates the configuration of a run that applies none.
    public init() {}

    /// Finds and reads the configuration `choice` asks for, for a run over `inputs` (the paths named on the
    /// command line: files or folders).
    public static func find(_ choice: ConfigurationChoice, for inputs: [String]) throws(ConfigurationConflict) -> AppliedConfiguration {
        guard case .discovered = choice else { return read(choice.namedFile) }
        var applied = read(try ConfigurationDiscovery.file(for: inputs.isEmpty ? ["."] : inputs))
        applied.isDiscoveredForInputs = true
        return applied
    }

    /// The configuration ``ConfigurationDiscovery`` finds for `input`, one of the run's inputs: ``path``
    /// when the run discovered it, else looked for.
    func discovered(forInput input: String) -> String? {
        isDiscoveredForInputs ? path : (try? ConfigurationDiscovery.file(for: [input])) ?? nil
    }

    /// Finds and reads the configuration `choice` asks for, for a run that writes layouts into `folder`
    /// (which need not exist yet) or reads no layouts (`explain`, from the current folder): the folder's
    /// configuration, as ``ConfigurationDiscovery/file(forFolder:)`` finds it.
    public static func find(_ choice: ConfigurationChoice, forFolder folder: String) -> AppliedConfiguration {
        guard case .discovered = choice else { return read(choice.namedFile) }
        return read(ConfigurationDiscovery.file(forFolder: folder))
    }

    /// The configuration at `path`, read; none when `path` is `nil`.
    private static func read(_ path: String?) -> AppliedConfiguration {
        var applied = AppliedConfiguration()
        guard let path else { return applied }
        let loaded = GeneratorConfiguration.load(path: path)
        applied.path = path
        applied.settings = loaded.configuration ?? GeneratorConfiguration()
        applied.diagnostics = loaded.diagnostics
        applied.source = loaded.source
        return applied
    }

    /// The severity options of a run: the command line's merged with this configuration's, with the default
    /// per-file limit when neither sets one. The command line's come first: a code it downgrades (`--warn`)
    /// is reported as a warning whatever the configuration says, neither disabled by it nor made an error by
    /// its `warningsAsErrors`.
    public func diagnosticOptions(commandLine: DiagnosticOptions) -> DiagnosticOptions {
        var configured = settings.diagnosticOptions
        let warned = commandLine.downgradedToWarning.union(commandLine.downgradedRuleIDs.compactMap(settings.teamRules.code(named:)))
        configured.disabled.subtract(warned)
        var options = commandLine.merging(configured)
        options.disabled.formUnion(commandLine.disabledRuleIDs.compactMap(settings.teamRules.code(named:)))
        options.downgradedToWarning.formUnion(warned)
        options.keptAsWarnings.formUnion(warned)
        options.limitPerFile = options.limitPerFile ?? DiagnosticOptions.defaultLimitPerFile
        return options
    }

    /// Why `commandLine` cannot apply: an id given to `--disable` or `--warn` that is neither kbc's code
    /// nor the id of one of this configuration's team rules (with the closest id, when one is close), as a
    /// usage mistake's message; `nil` when every id names a rule.
    public func unknownRuleIDs(in commandLine: DiagnosticOptions) -> String? {
        for (option, names) in [("--disable", commandLine.disabledRuleIDs), ("--warn", commandLine.downgradedRuleIDs)] {
            guard let unknown = names.first(where: { settings.teamRules.code(named: $0) == nil }) else { continue }
            return CodeNameLookup.unknown(unknown, rules: settings.teamRules.rules, rulesFile: path).line(after: option)
        }
        return nil
    }

    /// The diagnostics for `found`, configuration files among the inputs (see ``LayoutFiles/discover(_:)``),
    /// and for a `kbc-config.yml` beside the `kbc-config.yaml` applied, which every search passes over: each
    /// one but this is not applied, since a run applies one configuration, and is reported where it is.
    public func notApplied(_ found: [String]) -> [Diagnostic] {
        let applied = path.flatMap(OutputFiles.identity(following:))
        let name = path.map { "'\($0)'" } ?? "none here"
        var files = found.filter { applied == nil || OutputFiles.identity(following: $0) != applied }
        let beside = passedOver
        let besideIdentities = beside.map(OutputFiles.identity(following:))
        files += beside.filter { file in !files.contains { OutputFiles.identity(following: $0) == OutputFiles.identity(following: file) } }
        return files.map { file in
            let fileName = String(file.split(separator: "/").last ?? "")
            if let path, besideIdentities.contains(OutputFiles.identity(following: file)) {
                let appliedName = String(path.split(separator: "/").last ?? "")
                return Diagnostic(
                    .configurationNotApplied,
                    "this configuration is not applied: '\(appliedName)' beside it is, and a folder has one configuration",
                    at: SourceLocation(file: file, line: 1, column: 1),
                    notes: [DiagnosticNote("move its settings into '\(path)' and delete this file")])
            }
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

    /// The configuration files beside the one applied when it is a folder's `kbc-config.yaml`: the
    /// `kbc-config.yml` that finding a folder's configuration passes over for it (and the build plugin too).
    /// One that `--config` names from a folder that also holds a `kbc-config.yaml` was chosen; what is beside
    /// it is not reported.
    private var passedOver: [String] {
        guard let path, let preferred = LayoutFiles.configurationNames.first,
              path == preferred || path.hasSuffix("/" + preferred) else { return [] }
        let folder = path.dropLast(preferred.utf8.count)
        return LayoutFiles.configurationNames.dropFirst().map { folder + $0 }.filter { OutputFiles.entry(at: $0) != .missing }
    }

    /// The compiler for this configuration and the command line's severity options.
    public func compiler(commandLine: DiagnosticOptions) -> LayoutCompiler {
        var compiler = LayoutCompiler(options: diagnosticOptions(commandLine: commandLine))
        settings.configure(&compiler)
        return compiler
    }
}

extension ConfigurationChoice {
    /// The file `--config` names; `nil` for the other choices.
    fileprivate var namedFile: String? {
        if case .file(let file) = self { return file }
        return nil
    }
}
