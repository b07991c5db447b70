import ArgumentParser
import KeyboardCompiler

/// What the two executables share: the commands that need only the compiler, and how a root command runs.
///
/// `kbc`, the command people run, adds `import` and the previews (`render`, `playground`) to these. `kbc-plugin-tool`,
/// the one the build and command plugins run, has only these, so an app's build compiles neither
/// KeyboardPreview nor the playground's WebAssembly module to build it.
package enum KbcCommandLine {
    /// kbc's version, which `--version` prints.
    package static let version = "0.1.0"

    /// What `kbc --help` says kbc is.
    package static let abstract = "Keyboard definition compiler: validate keyboard layouts written in YAML and compile them to Swift."

    /// The exit statuses, for the root command's help.
    package static let discussion = HelpText.paragraphs("""
    Exit status: 0 when no errors were found, 1 when errors were found, 2 for a usage mistake, 141 when
    standard output's reader has gone (kbc schema | head -5).
    Run 'kbc explain CODE' for the documentation of a diagnostic code.
    """)

    /// The subcommands in the order `kbc --help` lists them, with `fullToolOnly` (import, render,
    /// playground) after `flatten` when the executable has them.
    package static func subcommands(fullToolOnly: [ParsableCommand.Type] = []) -> [ParsableCommand.Type] {
        [Init.self, Validate.self, Generate.self, Test.self, Flatten.self] + fullToolOnly + [Schema.self, Explain.self]
    }

    /// Parses the command line as `root` and runs the command it names, exiting with 2 (not
    /// ArgumentParser's 64) for usage mistakes, else as ArgumentParser exits. Help and `--version` are
    /// written to standard output as any product is, checked (``ProcessExit``).
    package static func main(_ root: ParsableCommand.Type) -> Never {
        // Every command: a write past `ulimit -f` or into a closed pipe, to a file or to redirected output,
        // fails with an error instead of killing kbc without a word.
        ProcessSignals.makeFailedWritesErrors()
        var command: ParsableCommand
        do {
            command = try root.parseAsRoot()
        } catch {
            fail(error, root: root)
        }
        do {
            try command.run()
            Process.exit(0)
        } catch {
            fail(error, root: root, command: type(of: command))
        }
    }

    /// Reports `error` and exits: a usage mistake with the usage of the command it was made in (a mistake
    /// found while running, such as inputs with different configurations or a `render --theme` that names
    /// no theme, with the subcommand's usage, which ArgumentParser knows only while parsing) and exit status
    /// 2; anything else as ArgumentParser's `exit(withError:)` prints it (help and the version on standard
    /// output, the rest on standard error), through the checked streams.
    private static func fail(_ error: Error, root: ParsableCommand.Type, command: ParsableCommand.Type? = nil) -> Never {
        let status = root.exitCode(for: error)
        guard status == .validationFailure else {
            let message = root.fullMessage(for: error)
            if !message.isEmpty {
                if status == .success { StandardOutput.write(message + "\n") } else { StandardError.write(message + "\n") }
            }
            Process.exit(status.rawValue)
        }
        if let command, command != root, let error = error as? ValidationError {
            let usage = root.usageString(for: command)
            let name = usage.split(separator: " ").prefix { !["[", "<", "-"].contains($0.first) }.joined(separator: " ")
            StandardError.write("Error: \(error.message)\nUsage: \(usage)\n  See '\(name) --help' for more information.\n")
        } else if command == nil, let word = unknownSubcommand(of: root) {
            // ArgumentParser would count the word and what follows as unexpected arguments.
            let names = root.configuration.subcommands.map { $0._commandName } + ["help"]
            let suggestion = Suggestions.closest(to: word, among: names).map { " Did you mean '\($0)'?" } ?? ""
            let name = root._commandName
            StandardError.write("Error: Unknown subcommand '\(word)'.\(suggestion)\nUsage: \(root.usageString())\n  See '\(name) --help' for more information.\n")
        } else {
            // ArgumentParser's message ends with where to find help.
            StandardError.write(root.fullMessage(for: error) + "\n")
        }
        Process.exit(2)
    }

    /// The first argument, when it is neither an option nor one of `root`'s subcommands (`kbc valdiate .`).
    private static func unknownSubcommand(of root: ParsableCommand.Type) -> String? {
        let subcommands = root.configuration.subcommands
        guard !subcommands.isEmpty, let word = CommandLine.arguments.dropFirst().first, !word.hasPrefix("-"),
              !(subcommands.map { $0._commandName } + ["help"]).contains(word) else { return nil }
        return word
    }
}
