import ArgumentParser
@preconcurrency import KbcPlatform
import KeyboardCompiler

/// The `--config` and `--no-config` options of the commands that compile layouts.
package struct ConfigurationArguments: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The configuration file (kbc-config.yaml) to apply (default: the one in the inputs' folder or the nearest folder above it, up to the package or project root).",
        valueName: "file"))
    package var config: String?

    @Flag(help: "Apply no configuration file, not even one found beside the inputs.")
    package var noConfig = false

    package init() {}

    package func validate() throws {
        if config != nil && noConfig { throw ValidationError("give --config or --no-config, not both") }
        if let config { try Self.checkReadable(config) }
    }

    /// A configuration named with `--config` that cannot be read is a usage mistake: the run would apply
    /// none, or report a file the user never meant to compile.
    static func checkReadable(_ path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw ValidationError("--config: cannot read the configuration '\(path)': \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw ValidationError("--config: '\(path)' is not a file; name a kbc-config.yaml")
        }
        guard access(path, R_OK) == 0 else {
            throw ValidationError("--config: cannot read the configuration '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    /// The configuration the options choose.
    package var choice: ConfigurationChoice {
        if noConfig { return .none }
        return config.map(ConfigurationChoice.file) ?? .discovered
    }
}

/// How a command runs ``KeyboardBuild``: inputs that find different configurations are a usage mistake,
/// and the configuration applied is said on standard error, in one line, before anything else.
package enum BuildCommand {
    package static func run(_ request: BuildRequest) throws -> BuildOutcome {
        let outcome: BuildOutcome
        do {
            outcome = try KeyboardBuild.run(request)
        } catch {
            throw ValidationError(error.description)
        }
        // A rule id need be known to one target's configuration only (a package's targets, compiled one by one).
        let problems = outcome.configurations.map { $0.unknownRuleIDs(in: request.diagnosticOptions) }
        if let problem = problems.first ?? nil, problems.allSatisfy({ $0 != nil }) { throw ValidationError(problem) }
        var announced: [String] = []
        for configuration in outcome.configurations where !announced.contains(configuration.path ?? "") {
            announce(configuration)
            announced.append(configuration.path ?? "")
        }
        return outcome
    }

    /// The configuration of a command that compiles what it makes rather than layout files (`import`, whose
    /// `folder` is the one it writes into, made if needed) or compiles nothing (`explain`, from the current
    /// folder): the folder's, as ``run(_:)`` finds a folder's.
    package static func configuration(_ choice: ConfigurationChoice, forFolder folder: String) -> AppliedConfiguration {
        let configuration = AppliedConfiguration.find(choice, forFolder: folder)
        announce(configuration)
        return configuration
    }

    private static func announce(_ configuration: AppliedConfiguration) {
        if let path = configuration.path { StandardError.write("kbc: using the configuration \(path)\n") }
    }
}
