import ArgumentParser
import KbcCommands

/// The executable kbc's plugins run: `kbc` without the previews.
///
/// KeyboardLayoutGenerator runs `generate` and ValidateKeyboards runs `validate`; SwiftPM builds this
/// executable for every app that applies a plugin, so it depends only on what compiling layouts needs, not
/// on KeyboardPreview and the playground's WebAssembly module. It takes the same command lines as `kbc`.
@main
struct PluginTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kbc",
        abstract: KbcCommandLine.abstract,
        discussion: KbcCommandLine.discussion,
        version: KbcCommandLine.version,
        subcommands: KbcCommandLine.subcommands()
    )

    /// Runs the command, exiting with 2 (not ArgumentParser's 64) for usage mistakes.
    static func main() {
        KbcCommandLine.main(PluginTool.self)
    }
}
