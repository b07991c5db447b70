import Foundation

// The plugins' rules for which files are layouts and what kbc names their Swift files. A plugin cannot link
// the compiler library, so these repeat kbc's. One file, compiled three times through links: by this
// plugin, by ValidateKeyboards (Plugins/ValidateKeyboards/LayoutFileRules.swift) and by KbcEndToEndTests
// (Tests/KbcEndToEndTests/PluginLayoutFileRules.swift), whose PluginOutputNameTests checks it against what
// `kbc generate` writes for a set of awkward names. Only Foundation here, so all three can compile it.

/// Which files are layouts and what kbc names their Swift files; mirrors kbc's `LayoutFiles` (a plugin
/// cannot link the compiler library).
enum LayoutFileRules {
    static let configurationNames = ["kbc-config.yaml", "kbc-config.yml"]

    static func isLayout(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return ["yaml", "yml"].contains(url.pathExtension.lowercased()) && !name.hasPrefix(".") && !isConfiguration(url)
    }

    /// Whether the file is named as a configuration, in any case: `KBC-Config.yaml` is no layout, and kbc
    /// reports it as a configuration it does not apply.
    static func isConfiguration(_ url: URL) -> Bool {
        configurationNames.contains(url.lastPathComponent.lowercased())
    }

    /// The target's configuration file, as kbc's `ConfigurationDiscovery` finds it: the one in the target's
    /// folder, else in the nearest folder above it up to the package's, which holds Package.swift.
    static func configuration(in folder: URL, packageFolder: URL) -> URL? {
        let root = packageFolder.standardizedFileURL.path
        var current = folder.standardizedFileURL
        while true {
            // An entry with the exact name, a link that leads nowhere included (kbc reports it where it is).
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
            if let name = configurationNames.first(where: names.contains) {
                return current.appending(path: name)
            }
            let path = current.path
            guard path != root, path != "/", path.hasPrefix(root) else { return nil }
            current = current.deletingLastPathComponent()
        }
    }

    /// The arguments that tell kbc which configuration the target has, and the other configuration files
    /// among its files, for kbc to report as not applied (KBC0409): `--config FILE`, or `--no-config` when the
    /// target has none, so that kbc never looks for one per file (files below a folder with a configuration
    /// of its own would find another one, and the run would stop with a usage error).
    static func configurationArguments(for files: [URL], applied: URL?) -> (arguments: [String], notApplied: [URL]) {
        let appliedPath = applied?.standardizedFileURL.path
        let notApplied = files.filter { isConfiguration($0) && $0.standardizedFileURL.path != appliedPath }
            .sorted { $0.path < $1.path }
        return (applied.map { ["--config", $0.path] } ?? ["--no-config"], notApplied)
    }

    /// The path of `file`, relative to `folder` when it lies inside it (and `folder` is given).
    static func path(of file: URL, relativeTo folder: URL?) -> String {
        guard let folder else { return file.path }
        let prefix = folder.standardizedFileURL.path.hasSuffix("/") ? folder.standardizedFileURL.path : folder.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(prefix) && path.count > prefix.count ? String(path.dropFirst(prefix.count)) : file.path
    }

    /// The configuration of an Xcode target, whose files are all it has (no folder): the one nearest the
    /// top, as a package target's is the one of its folder.
    static func shallowestConfiguration(among files: [URL]) -> URL? {
        files.filter { configurationNames.contains($0.lastPathComponent) }
            .min { ($0.pathComponents.count, $0.path) < ($1.pathComponents.count, $1.path) }
    }

    /// `decimal-pad.yaml` → `decimal-pad.swift`, each name once (kbc reports clashing names as errors), then
    /// the file that lists the target's pages.
    static func outputNames(for layouts: [URL]) -> [String] {
        var seen: Set<String> = [layoutListFile]
        return layouts.map { outputName(forLayoutFile: $0.lastPathComponent) }.filter { seen.insert($0).inserted } + [layoutListFile]
    }

    /// `LayoutListEmitter.fileName`, repeated: the file whose enum lists the target's pages.
    static let layoutListFile = "KeyboardLayouts.swift"

    /// `SwiftGeneration.outputName(forLayoutFile:)`, repeated: the name without its `.yaml` or `.yml`
    /// extension (any case), plus `.swift`. Written on the name's characters as kbc's is, rather than with
    /// `URL.deletingPathExtension()`, whose idea of an extension is Foundation's, not kbc's.
    static func outputName(forLayoutFile name: String) -> String {
        guard let dot = name.lastIndex(of: "."), ["yaml", "yml"].contains(name[name.index(after: dot)...].lowercased()) else {
            return name + ".swift"
        }
        return name[..<dot] + ".swift"
    }

    /// Writes the paths of `files` to `list`, separated by NUL characters, for `kbc --inputs-from`: one
    /// argument instead of one per file, which swift-argument-parser would read in time growing with the
    /// square of their number. Left alone when it already holds the same list, so its date stays.
    static func writeInputList(_ files: [URL], to list: URL, relativeTo folder: URL? = nil) throws {
        var bytes: [UInt8] = []
        for file in files {
            bytes += Array(path(of: file, relativeTo: folder).utf8)
            bytes.append(0)
        }
        let data = Data(bytes)
        if FileManager.default.contents(atPath: list.path) == data { return }
        try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: list, options: .atomic)
    }
}
