import ArgumentParser
import KeyboardCompiler

/// The `--config` option of the commands that compile layouts, and the compilation it shapes.
package struct ConfigurationArguments: ParsableArguments {
    @Option(help: ArgumentHelp("A generator configuration file (kbc-config.yaml) whose severity settings apply.", valueName: "file"))
    package var config: String?

    package init() {}

    /// Compiles `paths` with the command line's severity options merged with the configuration's, and
    /// returns the configuration too (the defaults when there is none or it has errors, which the result
    /// then reports).
    func compile(_ paths: [String], diagnostics: DiagnosticArguments) throws -> (CompilationResult, GeneratorConfiguration) {
        try Self.compile(paths, config: config, diagnostics: diagnostics.settings)
    }

    /// ``compile(_:diagnostics:)`` with plain values.
    static func compile(_ paths: [String], config: String?, diagnostics: DiagnosticSettings) throws -> (CompilationResult, GeneratorConfiguration) {
        let loaded = config.map(GeneratorConfiguration.load(path:))
        let configuration = loaded?.configuration ?? GeneratorConfiguration()
        var options = try diagnostics.diagnosticOptions().merging(configuration.diagnosticOptions)
        options.limitPerFile = options.limitPerFile ?? DiagnosticArguments.defaultDiagnosticLimit
        var compiler = LayoutCompiler(options: options)
        compiler.importsStandardLayouts = configuration.standardLayouts
        compiler.teamRules = configuration.teamRules
        var result = compiler.compile(paths: paths)
        if let config, let loaded { result.append(loaded.diagnostics, from: loaded.source, path: config) }
        return (result, configuration)
    }
}
