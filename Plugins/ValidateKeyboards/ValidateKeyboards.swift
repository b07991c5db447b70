import Foundation
import PackagePlugin

/// Command plugin `swift package validate-keyboards [--target T]… [kbc validate options]`: validates the
/// keyboard layout files of every target (or the named ones) and prints every diagnostic with its location.
@main
struct ValidateKeyboards: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let kbc = try context.tool(named: "kbc").url

        var failed: [String] = []
        var validated = 0
        for case let target as SourceModuleTarget in targets {
            let layouts = target.sourceFiles.map(\.url).filter(isLayout).map(\.path).sorted()
            guard !layouts.isEmpty else { continue }
            validated += 1
            print("Validating \(layouts.count) layout file\(layouts.count == 1 ? "" : "s") of target '\(target.name)'")
            let process = Process()
            process.executableURL = kbc
            let configuration = configurationNames.map { target.directoryURL.appending(path: $0) }
                .first { FileManager.default.fileExists(atPath: $0.path) }
            process.arguments = ["validate"] + layouts + (configuration.map { ["--config", $0.path] } ?? []) + passThrough
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(target.name) }
            if process.terminationStatus == 2 { break }
        }
        if validated == 0 {
            print("No target has keyboard layout files (*.yaml, *.yml).")
        }
        if !failed.isEmpty {
            Diagnostics.error("keyboard layouts have errors in: \(failed.joined(separator: ", "))")
            throw ValidationFailed()
        }
    }

    /// Configuration files, whose severity settings apply to the target's layouts as in the build.
    private let configurationNames = ["kbc-config.yaml", "kbc-config.yml"]

    private func isLayout(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return ["yaml", "yml"].contains(url.pathExtension.lowercased()) && !name.hasPrefix(".") && !configurationNames.contains(name)
    }

    struct ValidationFailed: Error, CustomStringConvertible {
        var description: String { "keyboard layout validation failed" }
    }
}
