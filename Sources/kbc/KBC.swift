import ArgumentParser
import KbcCommands

/// The `kbc` command: validates keyboard layout files and compiles them to Swift, and draws them
/// (`render`, `playground`).
@main
struct KBC: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kbc",
        abstract: KbcCommandLine.abstract,
        discussion: KbcCommandLine.discussion,
        version: KbcCommandLine.version,
        subcommands: KbcCommandLine.subcommands(fullToolOnly: [Import.self, Render.self, Playground.self])
    )

    /// Runs the command, exiting with 2 (not ArgumentParser's 64) for usage mistakes.
    static func main() {
        KbcCommandLine.main(KBC.self)
    }
}
