import Foundation
import PackagePlugin

/// Build-tool plugin: every `*.yaml` / `*.yml` file of the target is a keyboard layout; `kbc generate`
/// validates them together and adds one Swift file per layout to the target.
///
/// Options come from an optional `kbc-config.yaml` in the target's folder, or the nearest folder above it up
/// to the package's, as the `kbc` commands find it (for example `accessLevel: public`); one in a folder of
/// the target is not applied, and kbc reports it where it is (KBC0409). Diagnostics appear in `swift build` output as `path:line:col: error:` lines.
@main
struct KeyboardLayoutGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            files: target.sourceFiles.map(\.url),
            configuration: LayoutFileRules.configuration(in: target.directoryURL, packageFolder: context.package.directoryURL),
            targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL,
            kbc: try context.tool(named: "kbc-plugin-tool").url)
    }

    /// The one `kbc generate` command for a target's files, shared by packages and Xcode projects.
    static func commands(files: [URL], configuration: URL?, targetName: String, workDirectory: URL, kbc: URL) throws -> [Command] {
        let layouts = files.filter(LayoutFileRules.isLayout).sorted { $0.path < $1.path }
        guard !layouts.isEmpty else { return [] }

        let outputFolder = workDirectory.appending(path: "GeneratedSources")
        let outputs = LayoutFileRules.outputNames(for: layouts).map { outputFolder.appending(path: $0) }
        // The layouts in a list file, however many there are: one argument for kbc to read.
        // With the configuration files kbc does not apply, which it reports where they are.
        let (configurationArguments, notApplied) = LayoutFileRules.configurationArguments(for: files, applied: configuration)
        let list = workDirectory.appending(path: "layouts.list")
        try LayoutFileRules.writeInputList(layouts + notApplied, to: list)
        let arguments = ["generate", "--inputs-from", list.path, "--output", outputFolder.path, "--color", "never"] + configurationArguments
        let inputs = layouts + notApplied + (configuration.map { [$0] } ?? [])
        return [
            .buildCommand(
                displayName: "Generating Swift for \(layouts.count) keyboard layout\(layouts.count == 1 ? "" : "s") in \(targetName)",
                executable: kbc,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: outputs
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode projects: the same command over the target's files; its `kbc-config.yaml` is one of them (the one
// nearest the top; others are reported as not applied).
// XcodeProjectPlugin exists only in Xcode, so CI on Linux does not compile this.
extension KeyboardLayoutGenerator: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        return try Self.commands(
            files: files,
            configuration: LayoutFileRules.shallowestConfiguration(among: files),
            targetName: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL,
            kbc: try context.tool(named: "kbc-plugin-tool").url)
    }
}
#endif
