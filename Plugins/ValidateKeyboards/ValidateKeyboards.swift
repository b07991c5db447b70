import Foundation
import PackagePlugin

/// Command plugin `swift package validate-keyboards [--target T]… [kbc validate options]`: validates the
/// keyboard layout files of every target (or the named ones) and prints every diagnostic with its location.
/// `--help` prints its own help (``PassThroughArguments/help``); paths are refused, since it validates the
/// targets' files.
@main
struct ValidateKeyboards: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments
        guard try Self.accepts(passThrough) else { return }
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        // A target named that is not a source target (a binary one) has no layout files, and is reported so.
        let layoutTargets = targets.map { target in
            LayoutTarget(
                name: target.name, files: (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? [],
                configuration: LayoutFileRules.configuration(in: target.directoryURL, packageFolder: context.package.directoryURL))
        }
        try validate(
            layoutTargets, named: !targetNames.isEmpty, kbc: try context.tool(named: "kbc-plugin-tool").url,
            workDirectory: context.pluginWorkDirectoryURL, packageFolder: context.package.directoryURL, passThrough: passThrough)
    }

    /// Whether to validate with the arguments the plugin passes on: not when they ask for help, which is
    /// printed; a path among them is refused.
    static func accepts(_ passThrough: [String]) throws -> Bool {
        if PassThroughArguments.asksForHelp(passThrough) {
            print(PassThroughArguments.help, terminator: "")
            return false
        }
        if let problem = PassThroughArguments.problem(with: passThrough) {
            Diagnostics.error(problem)
            throw ValidationFailed()
        }
        return true
    }

    /// A target's name, files and configuration, from a package or an Xcode project.
    struct LayoutTarget {
        var name: String
        var files: [URL]
        var configuration: URL?
    }

    /// Runs `kbc validate` over each target's layouts; shared by packages and Xcode projects.
    ///
    /// Progress goes to SwiftPM's standard error as `Diagnostics.progress` (SwiftPM joins a plugin's own
    /// standard error to its standard output), so that standard output holds only what kbc prints: with
    /// `--format json` or `--format sarif` one document, also for several targets (``MachineOutput``).
    ///
    /// kbc runs in `packageFolder`, so that SARIF and GitHub annotations name files relative to the package
    /// root, as `kbc validate` run there does, though the plugin passes absolute paths (relative ones for
    /// JSON, which names files as given).
    /// With the targets `named` on the command line, one without layout files is an error: a misspelt or
    /// moved target would otherwise validate nothing and succeed.
    func validate(_ targets: [LayoutTarget], named: Bool, kbc: URL, workDirectory: URL, packageFolder: URL, passThrough: [String]) throws {
        let format = MachineOutput.Format(arguments: passThrough)
        var failed: [String] = []
        var empty: [String] = []
        var documents: [Data] = []
        var validated = 0
        for target in targets {
            let layouts = target.files.filter(LayoutFileRules.isLayout).sorted { $0.path < $1.path }
            guard !layouts.isEmpty else {
                empty.append(target.name)
                continue
            }
            // The layouts in a list file, however many there are: one argument for kbc to read.
            // With the configuration files kbc does not apply, which it reports where they are.
            let (arguments, notApplied) = LayoutFileRules.configurationArguments(for: target.files, applied: target.configuration)
            var configurationArguments = arguments
            let list = workDirectory.appending(path: "\(validated)-\(target.name).list")
            // JSON names files as kbc is given them: relative to the package, as SARIF and GitHub's are. Text
            // keeps absolute paths, which editors and Xcode open from any folder.
            let relativeTo = format == .json ? packageFolder : nil
            if let relativeTo, let applied = target.configuration {
                configurationArguments = ["--config", LayoutFileRules.path(of: applied, relativeTo: relativeTo)]
            }
            try LayoutFileRules.writeInputList(layouts + notApplied, to: list, relativeTo: relativeTo)
            validated += 1
            progress("Validating \(layouts.count) layout file\(layouts.count == 1 ? "" : "s") of target '\(target.name)'")
            let process = Process()
            process.executableURL = kbc
            process.currentDirectoryURL = packageFolder
            // A configuration chosen on the plugin's command line overrides the target's.
            let choosesConfiguration = passThrough.contains { $0 == "--no-config" || $0 == "--config" || $0.hasPrefix("--config=") }
            process.arguments = ["validate", "--inputs-from", list.path] + (choosesConfiguration ? [] : configurationArguments) + passThrough
            // A machine format's document is kept to be printed once, merged with the other targets'. What
            // kbc says on standard error then (the configuration it applied) goes to a file and is passed on
            // as progress: SwiftPM prints a plugin's own standard error among the document.
            let output = format == nil ? nil : Pipe()
            let remarks = workDirectory.appending(path: "\(validated)-\(target.name).stderr")
            if let output {
                process.standardOutput = output
                _ = FileManager.default.createFile(atPath: remarks.path, contents: nil)
                process.standardError = try FileHandle(forWritingTo: remarks)
            }
            try process.run()
            if let output { documents.append(output.fileHandleForReading.readDataToEndOfFile()) }
            process.waitUntilExit()
            if output != nil, let said = FileManager.default.contents(atPath: remarks.path) {
                for line in String(decoding: said, as: UTF8.self).split(separator: "\n") { progress(String(line)) }
            }
            // Exit 2 is a usage mistake, the same for every target: kbc said which; the layouts were not validated.
            if process.terminationStatus == 2 {
                Diagnostics.error("kbc refused the command line (its message says why); no layouts were validated")
                throw ValidationFailed()
            }
            if process.terminationStatus != 0 { failed.append(target.name) }
        }
        if let format, !documents.isEmpty {
            try printDocument(MachineOutput.merge(documents, format: format))
        }
        if validated == 0 && !named {
            progress("No target has keyboard layout files (*.yaml, *.yml).")
        }
        if named && !empty.isEmpty {
            let list = empty.map { "'\($0)'" }.joined(separator: ", ")
            Diagnostics.error("no keyboard layout files (*.yaml, *.yml) to validate in target\(empty.count == 1 ? "" : "s") \(list)")
        }
        if !failed.isEmpty {
            Diagnostics.error("keyboard layouts have errors in: \(failed.joined(separator: ", "))")
        }
        if !failed.isEmpty || named && !empty.isEmpty { throw ValidationFailed() }
    }

    /// Writes the document on standard output. `FileHandle.write(_:)` traps when standard output is closed or a
    /// pipe nobody reads (and the pipe's signal would end the plugin unheard): the throwing write, with the
    /// signal ignored, fails the command with a message instead.
    private func printDocument(_ document: Data) throws {
        signal(SIGPIPE, SIG_IGN)
        do {
            try FileHandle.standardOutput.write(contentsOf: document)
        } catch {
            throw ReportNotWritten(reason: error.localizedDescription)
        }
    }

    private func progress(_ line: String) {
        Diagnostics.progress(line)
    }

    struct ValidationFailed: Error, CustomStringConvertible {
        var description: String { "keyboard layout validation failed" }
    }

    struct ReportNotWritten: Error, CustomStringConvertible {
        var reason: String
        var description: String { "cannot write the report to standard output: \(reason)" }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode projects: File ▸ Packages… or the project's context menu runs the same validation over the
// project's targets; `kbc-config.yaml` is one of a target's files. XcodeProjectPlugin exists only in
// Xcode, so CI on Linux does not compile this.
extension ValidateKeyboards: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments
        guard try Self.accepts(passThrough) else { return }
        let known = Set(context.xcodeProject.targets.map(\.displayName))
        if let unknown = targetNames.first(where: { !known.contains($0) }) {
            Diagnostics.error("no target named '\(unknown)' in the project")
            throw ValidationFailed()
        }
        let targets = context.xcodeProject.targets
            .filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
            .map { target in
                let files = target.inputFiles.map(\.url)
                return LayoutTarget(
                    name: target.displayName, files: files,
                    configuration: LayoutFileRules.shallowestConfiguration(among: files))
            }
        try validate(
            targets, named: !targetNames.isEmpty, kbc: try context.tool(named: "kbc-plugin-tool").url,
            workDirectory: context.pluginWorkDirectoryURL, packageFolder: context.xcodeProject.directoryURL, passThrough: passThrough)
    }
}
#endif
