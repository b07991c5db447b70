import ArgumentParser
import KeyboardCompiler

/// `kbc validate`: reports every problem in every layout file.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check keyboard layout files and report every problem found.",
        discussion: HelpText.paragraphs("""
        Folders are searched recursively for *.yaml and *.yml files. All files are validated together, so
        'switch' keys may lead to keyboards in other files and keyboard ids must be unique across them.

        Examples:
          kbc validate Layouts
          kbc validate Layouts --format json
          kbc validate Layouts --warnings-as-errors --disable KBC0211
        """)
    )

    @OptionGroup var inputs: InputArguments

    @OptionGroup var diagnostics: DiagnosticArguments

    @OptionGroup var configFile: ConfigurationArguments

    func run() throws {
        let request = try inputs.request(configuration: configFile, diagnostics: diagnostics)
        let outcome = try BuildCommand.run(request)
        diagnostics.report(outcome.result, action: "Validated")
        Process.finish(outcome.result)
    }
}
