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
    Exit status: 0 when no errors were found, 1 when errors were found, 2 for a usage mistake.
    Run 'kbc explain CODE' for the documentation of a diagnostic code.
    """)

    /// The subcommands in the order `kbc --help` lists them, with `fullToolOnly` (import, render,
    /// playground) after `flatten` when the executable has them.
    package static func subcommands(fullToolOnly: [ParsableCommand.Type] = []) -> [ParsableCommand.Type] {
        [Init.self, Validate.self, Generate.self, Test.self, Flatten.self] + fullToolOnly + [Schema.self, Explain.self]
    }

    /// Parses the command line as `root` and runs the command it names, exiting with 2 (not
    /// ArgumentParser's 64) for usage mistakes, else as ArgumentParser exits.
    package static func main(_ root: ParsableCommand.Type) -> Never {
        // Every command: a write past `ulimit -f`, to a file or to redirected output, fails with an error.
        ProcessSignals.ignoreFileSizeLimitSignal()
        do {
            var command = try root.parseAsRoot()
            try command.run()
            Process.exit(0)
        } catch {
            if root.exitCode(for: error) == .validationFailure {
                StandardError.write(root.fullMessage(for: error) + "\n")
                StandardError.write("Run 'kbc --help' for usage.\n")
                Process.exit(2)
            }
            root.exit(withError: error)
        }
    }
}
