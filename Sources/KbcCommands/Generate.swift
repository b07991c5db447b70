import ArgumentParser
import KeyboardCompiler

/// `kbc generate`: validates layouts and, when they are clean, writes Swift source for them.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate keyboard layout files and write Swift source for them.",
        discussion: HelpText.paragraphs("""
        Every input is validated first, together, and the layouts' tests run (as `kbc test` runs them); with
        any error nothing is written or touched and the exit status is 1. Otherwise each layout file becomes one Swift file in the output folder (decimal-pad.yaml →
        decimal-pad.swift) declaring a static KeyboardLayout property (decimal-pad → KeyboardLayout.decimalPad).
        Files whose content would not change are left alone, so their modification times stay. Files kbc
        generated (their first line says so) from layout files that are no longer inputs are deleted, each
        reported. A file kbc did not write, a link or a folder where it would write one is an error and nothing
        is written. Runs into one folder take turns, holding a lock on .kbc.lock in it.

        Examples:
          kbc generate Layouts --output Sources/App/Generated
          kbc generate Layouts --output Sources/App/Generated --access-level public
          kbc generate Layouts --output Sources/App/Generated --check
        """)
    )

    @OptionGroup var inputs: InputArguments

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write Swift files into.", valueName: "folder"))
    var output: String

    @Option(help: "The access level of generated properties (default: internal, or the configuration's).")
    var accessLevel: SwiftSourceEmitter.AccessLevel?

    @OptionGroup var configFile: ConfigurationArguments

    @Flag(help: "Write nothing; exit 1 and list the files that are missing or differ from what would be generated.")
    var check = false

    @OptionGroup var diagnostics: DiagnosticArguments

    func run() throws {
        try Self.run(Options(
            paths: inputs.resolved(), output: output, accessLevel: accessLevel, config: configFile.config, check: check,
            diagnostics: diagnostics.settings))
    }

    /// The command's values without swift-argument-parser's property wrappers.
    struct Options {
        var paths: [String] = []
        var output: String
        var accessLevel: SwiftSourceEmitter.AccessLevel?
        var config: String?
        var check = false
        var diagnostics = DiagnosticSettings()
    }

    /// The command with plain values.
    static func run(_ options: Options) throws {
        let (paths, output, accessLevel, check, diagnostics) = (options.paths, options.output, options.accessLevel, options.check, options.diagnostics)
        var (result, configuration) = try ConfigurationArguments.compile(paths, config: options.config, diagnostics: diagnostics)
        // A layout whose own tests fail is as wrong as one that does not validate.
        if !result.hasErrors { result.diagnostics += LayoutTestRunner.run(result).failures }
        let emitter = SwiftSourceEmitter(accessLevel: accessLevel ?? configuration.accessLevel)
        let (files, collisions) = SwiftGeneration.files(for: result, emitter: emitter)
        result.diagnostics += collisions
        // No generated file may replace a file read as input.
        let inputs = result.inputFiles + (options.config.map { [$0] } ?? [])
        if !result.hasErrors {
            result.diagnostics += OutputSafety.check(destinations: files.map { SwiftGeneration.path(of: $0, in: output) }, inputs: inputs)
        }
        var written: WriteReport?
        if !result.hasErrors {
            if check {
                let report = SwiftGeneration.check(files, in: output)
                let problems = report.missing.map { ($0, "generated file is missing; run kbc generate") }
                    + report.different.map { ($0, "generated file is out of date; run kbc generate") }
                    + report.stale.map { ($0, "generated from a layout file that is no longer an input; kbc generate will delete it") }
                result.diagnostics += report.refusals + problems.map { name, message in
                    Diagnostic(.generatedFileOutOfDate, message, at: SourceLocation(file: output + "/" + name, line: 1, column: 1))
                }
            } else {
                written = write(files, to: output, diagnostics: &result.diagnostics)
            }
        }
        diagnostics.report(result, action: check ? "Checked" : written == nil ? "Validated" : "Generated")
        if result.hasErrors {
            if diagnostics.format == .text && !check && written == nil { StandardOutput.write("Nothing was written.\n") }
            Process.finish(result)
        }
        if let written, diagnostics.format == .text {
            StandardOutput.write(written.summary(of: .swiftSource, in: output, total: files.count))
        }
        Process.finish(result)
    }

    /// Writes the files, turning every failure into located diagnostics; `nil` when nothing was written.
    private static func write(_ files: [GeneratedFile], to output: String, diagnostics: inout [Diagnostic]) -> WriteReport? {
        do throws(WriteRefusal) {
            return try SwiftGeneration.write(files, to: output)
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
    }
}

extension SwiftSourceEmitter.AccessLevel: ExpressibleByArgument {}
