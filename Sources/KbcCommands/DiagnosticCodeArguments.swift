import ArgumentParser

/// The options that change how diagnostic codes are reported: shared by ``DiagnosticArguments`` and by
/// `kbc render`, whose own `--format` names the picture and which so cannot take the whole of
/// ``DiagnosticArguments``.
package struct DiagnosticCodeArguments: ParsableArguments {
    @Flag(help: "Report warnings as errors (and exit 1 when there are any).")
    package var warningsAsErrors = false

    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not report this code (repeatable).", valueName: "code"))
    package var disabledCodes: [String] = []

    @Option(name: .customLong("warn"), help: ArgumentHelp("Report this code as a warning (repeatable).", valueName: "code"))
    package var warningCodes: [String] = []

    package init() {}
}
