import ArgumentParser
import KeyboardCompiler

/// `kbc generate`: validates layouts and, when they are clean, writes Swift source for them.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate keyboard layout files and write Swift source for them.",
        discussion: """
        Every input is validated first, together; with any error nothing is written or touched and the exit
        status is 1. Otherwise each layout file becomes one Swift file in the output folder (decimal-pad.yaml →
        decimal-pad.swift) declaring a static KeyboardLayout property (decimal-pad → KeyboardLayout.decimalPad).
        Files whose content would not change are left alone, so their modification times stay.

        Examples:
          kbc generate Layouts --output Sources/App/Generated
          kbc generate Layouts --output Sources/App/Generated --access-level public
          kbc generate Layouts --output Sources/App/Generated --check
        """
    )

    @Argument(help: ArgumentHelp("Layout files or folders (default: the current folder).", valueName: "path"))
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write Swift files into.", valueName: "folder"))
    var output: String

    @Option(help: "The access level of generated properties (default: internal, or the configuration's).")
    var accessLevel: SwiftSourceEmitter.AccessLevel?

    @Option(help: ArgumentHelp("A generator configuration file (kbc-config.yaml).", valueName: "file"))
    var config: String?

    @Flag(help: "Write nothing; exit 1 and list the files that are missing or differ from what would be generated.")
    var check = false

    @OptionGroup var diagnostics: DiagnosticArguments

    func run() throws {
        var configuration = GeneratorConfiguration()
        var configurationProblems: [Diagnostic] = []
        if let config {
            let (loaded, problems) = GeneratorConfiguration.load(path: config)
            configurationProblems = problems
            if let loaded { configuration = loaded }
        }
        let options = try diagnostics.diagnosticOptions().merging(configuration.diagnosticOptions)
        let compiler = LayoutCompiler(options: options)
        var result = compiler.compile(paths: paths.isEmpty ? ["."] : paths)
        if let config { result.append(configurationProblems, source: config) }
        let emitter = SwiftSourceEmitter(accessLevel: accessLevel ?? configuration.accessLevel)
        let (files, collisions) = SwiftGeneration.files(for: result, emitter: emitter)
        result.diagnostics += collisions
        diagnostics.report(result, action: check ? "Checked" : "Generated")
        if result.hasErrors { throw ExitCode(1) }

        if check {
            let (missing, different) = SwiftGeneration.outdated(files, in: output)
            for name in missing { StandardError.write("\(output)/\(name): error: generated file is missing; run kbc generate\n") }
            for name in different { StandardError.write("\(output)/\(name): error: generated file is out of date; run kbc generate\n") }
            if !missing.isEmpty || !different.isEmpty { throw ExitCode(1) }
            return
        }
        do {
            let report = try SwiftGeneration.write(files, to: output)
            if diagnostics.format == .text {
                StandardOutput.write("Wrote \(report.written.count) of \(files.count) Swift files to \(output) (\(report.unchanged.count) unchanged).\n")
            }
        } catch {
            StandardError.write("\(output): error: cannot write generated files: \(error)\n")
            throw ExitCode(1)
        }
    }
}

extension SwiftSourceEmitter.AccessLevel: ExpressibleByArgument {}
