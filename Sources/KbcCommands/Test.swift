import ArgumentParser
import KeyboardCompiler

/// `kbc test`: validates layout files, then runs the tests they declare.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate keyboard layout files, then run the tests they declare on the real keyboard session.",
        discussion: HelpText.paragraphs("""
        A layout's `tests` press keys by the text they type (so a shuffled keyboard passes too) and say what
        text must come out, and optionally which page must be shown at the end. The tests run only when
        validation finds no error. Each failure is reported where it is, like any diagnostic:

          pad.yaml:9:13: error: test 'digits' typed "12", expected "123" [KBC0501]

        The tests of one file may press at most 100,000 keys together (an alias repeats its test's presses);
        the test that would pass that fails with KBC0503 and the tests after it are not run.

        Examples:
          kbc test Layouts
          kbc test Sources/SecureKeyboards
        """)
    )

    @OptionGroup var inputs: InputArguments

    @OptionGroup var diagnostics: DiagnosticArguments

    @OptionGroup var configFile: ConfigurationArguments

    func run() throws {
        let request = try inputs.request(configuration: configFile, diagnostics: diagnostics)
        let outcome = try BuildCommand.run(request)
        diagnostics.report(outcome.result, action: "Tested", tests: outcome.tests ?? .noneRun)
        if diagnostics.printsText {
            if let report = outcome.tests {
                let notRun = report.notRunCount > 0 ? ", \(report.notRunCount) not run (KBC0503)" : ""
                StandardOutput.write("Ran \(report.testCount) test\(report.testCount == 1 ? "" : "s") of \(report.keyboardCount) keyboard\(report.keyboardCount == 1 ? "" : "s"): \(report.failedCount) failed\(notRun).\n")
            } else {
                StandardOutput.write("No tests were run: fix the errors first.\n")
            }
        }
        Process.finish(outcome.result)
    }
}
