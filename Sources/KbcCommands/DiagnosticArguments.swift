import ArgumentParser
import KeyboardCompiler

/// The options every command that reports diagnostics shares.
package struct DiagnosticArguments: ParsableArguments {
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github
    }

    package enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(help: "How to print diagnostics: 'text' for people, 'json' for tools, 'sarif' (SARIF 2.1.0) for code scanning, 'github' for GitHub Actions annotations.")
    var format: OutputFormat = .text

    @OptionGroup var codes: DiagnosticCodeArguments

    @Option(help: "When to colour text output.")
    var color: ColorChoice = .auto

    @Option(parsing: .unconditional, help: ArgumentHelp("Report at most this many diagnostics per file and count the rest (default: 20, or the configuration's; 0: no limit).", valueName: "n"))
    var diagnosticLimit: Int?

    package init() {}

    package func validate() throws {
        if let diagnosticLimit, diagnosticLimit < 0 { throw ValidationError("--diagnostic-limit must be 0 (no limit) or more") }
    }

    /// The options as plain values, which the commands run with.
    var settings: DiagnosticSettings {
        DiagnosticSettings(
            format: format, warningsAsErrors: codes.warningsAsErrors, disabledCodes: codes.disabledCodes,
            warningCodes: codes.warningCodes, color: color, diagnosticLimit: diagnosticLimit)
    }

    /// The severity changes the options ask for; unknown or unconfigurable codes are usage mistakes.
    package func diagnosticOptions() throws -> DiagnosticOptions { try settings.diagnosticOptions() }

    package var usesColor: Bool { settings.usesColor }

    /// Prints the diagnostics of `result` without a summary, when they print as text (on standard error):
    /// a command whose closing line says what it made (`render`, `playground`) prints them so.
    package func printTextDiagnostics(_ result: CompilationResult) {
        if printsText { settings.printText(result) }
    }

    /// Whether diagnostics print as text for people (not JSON, SARIF or GitHub commands).
    package var printsText: Bool { format == .text }

    /// Prints the diagnostics (text to standard error; JSON, SARIF and GitHub commands to standard output)
    /// and, for text and GitHub commands, the summary line to standard output, or to standard error when
    /// standard output carries the command's product (`render` without `--output`). `tests` (`kbc test`)
    /// adds the test counts to the JSON and SARIF summaries.
    package func report(_ result: CompilationResult, action: String, productOnStandardOutput: Bool = false, tests: LayoutTestRunner.Report? = nil) {
        settings.report(result, action: action, productOnStandardOutput: productOnStandardOutput, tests: tests)
    }

    /// Reports the run of a command that writes files (`generate`, `flatten`, `import`, `render -o`,
    /// `playground`): as ``report(_:action:productOnStandardOutput:)`` does, then, as text, what was written
    /// or that nothing was.
    package func report(_ result: CompilationResult, action: String, writing outcome: WriteOutcome, productOnStandardOutput: Bool = false) {
        report(result, action: action, productOnStandardOutput: productOnStandardOutput)
        guard printsText else { return }
        switch outcome {
        case .wrote(let lines): StandardOutput.write(lines)
        case .nothingWritten: StandardOutput.write("Nothing was written.\n")
        case .notWriting: break
        }
    }

    /// Reports a write that failed after the diagnostics of `validated` were printed as text
    /// (``printTextDiagnostics(_:)``, by a command whose closing line says what it made): the diagnostics the
    /// write added, the summary and that nothing was written; a machine format gets its one document.
    package func reportFailedWrite(_ result: CompilationResult, after validated: CompilationResult, action: String) {
        guard printsText else {
            report(result, action: action)
            return
        }
        var added = result
        added.diagnostics.removeFirst(validated.diagnostics.count)
        added.omitted = []
        settings.printText(added)
        StandardOutput.write(Summary.line(for: result, action: action) + "\n")
        StandardOutput.write("Nothing was written.\n")
    }
}

/// What a command that writes files did, for the closing lines of its report as text.
package enum WriteOutcome {
    /// Files were written; the lines say which (``WriteReport/summary(of:in:total:)`` or the command's own).
    case wrote(String)
    /// Nothing was written: errors stopped the run, or it had nothing to write.
    case nothingWritten
    /// The run writes no file (`generate --check`, a picture on standard output): nothing to add.
    case notWriting
}

/// The values of ``DiagnosticArguments``, without swift-argument-parser's property wrappers.
struct DiagnosticSettings {
    var format: DiagnosticArguments.OutputFormat = .text
    var warningsAsErrors = false
    var disabledCodes: [String] = []
    var warningCodes: [String] = []
    var color: DiagnosticArguments.ColorChoice = .auto
    var diagnosticLimit: Int?

    /// The severity changes the options ask for; unknown or unconfigurable codes are usage mistakes.
    /// A name that is no code of kbc's but could be a team rule's id is kept as one, to be found in the
    /// configuration (``AppliedConfiguration/unknownRuleIDs(in:)``).
    func diagnosticOptions() throws -> DiagnosticOptions {
        var options = DiagnosticOptions(warningsAsErrors: warningsAsErrors, limitPerFile: diagnosticLimit)
        for text in disabledCodes {
            if let code = try configurableCode(text, option: "--disable") { options.disabled.insert(code) } else { options.disabledRuleIDs.append(text) }
        }
        for text in warningCodes {
            if let code = try configurableCode(text, option: "--warn") { options.downgradedToWarning.insert(code) } else { options.downgradedRuleIDs.append(text) }
        }
        for code in options.disabledAndWarned(warningCodes) {
            StandardError.write("kbc: warning: " + DiagnosticOptions.warnChangesNothing(for: code.identifier, option: "--warn") + "\n")
        }
        return options
    }

    /// The code `text` names, or `nil` when it may be a team rule's id.
    private func configurableCode(_ text: String, option: String) throws -> DiagnosticCode? {
        if DiagnosticCatalog.code(named: text) == nil, TeamRuleConfiguration.canBeRuleID(text) { return nil }
        switch CodeNameLookup.changeableCode(named: text, rules: [], rulesFile: nil) {
        case .success(let code): return code
        case .failure(let problem): throw ValidationError(problem.line(after: option))
        }
    }

    var usesColor: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return StandardError.wantsColor
        }
    }

    /// Prints the diagnostics (text to standard error; JSON, SARIF and GitHub commands to standard output)
    /// and, for text and GitHub commands, the summary line to standard output, or to standard error when
    /// standard output carries the command's product.
    func report(_ result: CompilationResult, action: String, productOnStandardOutput: Bool = false, tests: LayoutTestRunner.Report? = nil) {
        switch format {
        case .json:
            StandardOutput.write(JSONDiagnosticRenderer.render(result, tests: tests))
        case .sarif:
            StandardOutput.write(SARIFDiagnosticRenderer.render(result, toolVersion: KbcCommandLine.version, paths: PackageRelativePaths(), tests: tests))
        case .github:
            // Workflow commands are read from the log; the summary is an ordinary log line between them.
            StandardOutput.write(GitHubDiagnosticRenderer.render(result, paths: PackageRelativePaths()))
            StandardOutput.write(Summary.line(for: result, action: action) + "\n")
        case .text:
            printText(result)
            let summary = Summary.line(for: result, action: action) + "\n"
            if productOnStandardOutput { StandardError.write(summary) } else { StandardOutput.write(summary) }
        }
    }
}

extension DiagnosticSettings {
    /// Prints the diagnostics and the omitted counts of `result` as text on standard error.
    func printText(_ result: CompilationResult) {
        let renderer = TextDiagnosticRenderer(usesColor: usesColor)
        let sources = result.allSources
        // Source excerpts cost a pass over their line; past a few per line they add nothing but time.
        var excerptsPerLine: [SourceLocation: Int] = [:]
        for diagnostic in result.diagnostics {
            var excerpts = true
            if let location = diagnostic.location {
                let line = SourceLocation(file: location.file, line: location.line, column: 1)
                excerptsPerLine[line, default: 0] += 1
                excerpts = excerptsPerLine[line]! <= 5
            }
            StandardError.write(renderer.render(diagnostic, sources: sources, excerpts: excerpts))
        }
        for entry in result.omitted { StandardError.write(renderer.render(entry)) }
    }
}

/// The closing line of a run: what was done, with counts of keyboards, errors and warnings.
enum Summary {
    static func line(for result: CompilationResult, action: String) -> String {
        let keyboards = result.keyboards.count
        let files = result.fileCount
        var line = "\(action) \(count(keyboards, "keyboard")) in \(count(files, "file")): "
        line += "\(count(result.errorCount, "error")), \(count(result.warningCount, "warning"))"
        let hints = result.hintCount
        if hints > 0 { line += ", \(count(hints, "hint"))" }
        return line + "."
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
