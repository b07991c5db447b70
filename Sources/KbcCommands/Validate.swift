import ArgumentParser
import KeyboardCompiler

/// `kbc validate`: reports every problem in every layout file.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check keyboard layout files and report every problem found.",
        discussion: HelpText.paragraphs("""
        Folders are searched recursively for *.yaml and *.yml files. All files are validated together, so
        'switch' keys may lead to keyboards in other files and keyboard ids must be unique across them.

        Validation reports everything that would stop the build: when there is no error, the layouts'
        `tests` run (as `kbc test` runs them, which also counts them), and the names of the Swift files
        `kbc generate` would write are planned, writing nothing, so that two files whose Swift files would
        share a name (Pin.yaml and pin.yaml, a theme and a layout both brand.yaml, a layout
        KeyboardLayouts.yaml) are errors (KBC0401) here as in the build.

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
