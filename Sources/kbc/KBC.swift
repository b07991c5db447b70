import ArgumentParser
import KeyboardCompiler

/// The `kbc` command: validates keyboard layout files and compiles them to Swift.
@main
struct KBC: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kbc",
        abstract: "Keyboard definition compiler: validate keyboard layouts written in YAML and compile them to Swift.",
        discussion: HelpText.paragraphs("""
        Exit status: 0 when no errors were found, 1 when errors were found, 2 for a usage mistake.
        Run 'kbc explain CODE' for the documentation of a diagnostic code.
        """),
        version: "0.1.0",
        subcommands: [Init.self, Validate.self, Generate.self, Test.self, Flatten.self, Import.self, Render.self, Playground.self, Schema.self, Explain.self]
    )

    /// Runs the command, exiting with 2 (not ArgumentParser's 64) for usage mistakes.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            fail(error)
        }
    }

    /// Exits with 2 (not ArgumentParser's 64) for usage mistakes, else as ArgumentParser exits.
    private static func fail(_ error: Error) -> Never {
        if exitCode(for: error) == .validationFailure {
            StandardError.write(fullMessage(for: error) + "\n")
            StandardError.write("Run 'kbc --help' for usage.\n")
            Process.exit(2)
        }
        exit(withError: error)
    }
}
