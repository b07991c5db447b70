import ArgumentParser
import KeyboardCompiler

/// `kbc generate`: validates layouts and, when they are clean, writes Swift source for them.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate keyboard layout files and write Swift source for them.",
        discussion: HelpText.paragraphs("""
        Every input is validated first, together, and the layouts' tests run (as `kbc test` runs them); with
        any error nothing is written or touched and the exit status is 1. Otherwise each layout file becomes one Swift file in the output folder (decimal-pad.yaml →
        decimal-pad.swift) declaring a static KeyboardLayout property (decimal-pad → KeyboardLayout.decimalPad),
        each theme file one declaring a static KeyboardTheme property (bank-blue.yaml → bank-blue.swift,
        KeyboardTheme.bankBlue), and KeyboardLayouts.swift lists the target's pages with the standard pages
        they lead to (KeyboardLayouts.all, or the configuration's enumName). Files whose content would not change are left alone, so their modification times stay. Files kbc
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

    func validate() throws {
        try EmptyPathCheck.check([output], given: "--output")
    }

    func run() throws {
        var request = try inputs.request(configuration: configFile, diagnostics: diagnostics)
        request.product = .swift(SwiftProduct(folder: output, accessLevel: accessLevel, check: check))
        var outcome = try BuildCommand.run(request)
        var written: WriteReport?
        if let plan = outcome.plan { written = KeyboardBuild.write(plan, into: &outcome.result.diagnostics) }
        let result = outcome.result
        let writing: WriteOutcome = written.map { .wrote($0.summary(of: .swiftSource, in: output, total: outcome.files.count)) }
            ?? (check || !result.hasErrors ? .notWriting : .nothingWritten)
        diagnostics.report(result, action: check ? "Checked" : written == nil ? "Validated" : "Generated", writing: writing)
        Process.finish(result)
    }
}

extension SwiftSourceEmitter.AccessLevel: ExpressibleByArgument {}
