@preconcurrency import KbcPlatform

/// Which configuration a run applies.
public enum ConfigurationChoice: Sendable, Hashable {
    /// The `kbc-config.yaml` (or `kbc-config.yml`) of the inputs' folder, or of its nearest ancestor up to
    /// the project root, as ``ConfigurationDiscovery`` finds it: what the build plugin applies.
    case discovered
    /// The file `--config` names.
    case file(String)
    /// No configuration (`--no-config`).
    case none
}

/// Finds the configuration that applies to a run's inputs, as the build plugin applies a target's.
///
/// An input folder, or a named file's folder, is searched for `kbc-config.yaml`, then its parent, and so
/// on up to the *project root*: the nearest folder, from the input's folder up, that holds a
/// `Package.swift`, an Xcode project or workspace (`*.xcodeproj`, `*.xcworkspace`) or a `.git` (a
/// repository's root). The first configuration found applies. Without a project above it, only the input's
/// own folder is searched, so a configuration lying about in a home or temporary folder never applies by
/// accident. Every input must find the same configuration (or none); inputs that find different ones are a
/// ``ConfigurationConflict``.
public enum ConfigurationDiscovery {
    /// The configuration file for `inputs` (files or folders), as written for the user (relative to the
    /// current folder when the input was), or `nil` when none applies.
    public static func file(for inputs: [String]) throws(ConfigurationConflict) -> String? {
        var found: [(input: String, configuration: String?, absolute: String?)] = []
        var byFolder: [String: (String?, String?)] = [:]
        for input in inputs {
            let folder = folder(of: input)
            let (shown, absolute) = byFolder[folder] ?? configuration(inFolder: folder)
            byFolder[folder] = (shown, absolute)
            found.append((input, shown, absolute))
        }
        guard let first = found.first else { return nil }
        if let other = found.first(where: { $0.absolute != first.absolute }) {
            throw ConfigurationConflict(first: (first.input, first.configuration), second: (other.input, other.configuration))
        }
        return first.configuration
    }

    /// The configuration file for `folder`, one a command writes layouts into, which need not exist yet: it
    /// is searched as a folder, never as a file named so (which would search the folder above it first, and
    /// find another configuration before the folder is made than after).
    public static func file(forFolder folder: String) -> String? {
        configuration(inFolder: folder).shown
    }

    /// The configuration files in the folders below `folder` (searched as its layouts are, hidden folders
    /// left out) that declare the team rule `id`: those of the targets a command run from a folder above them
    /// does not apply, for `kbc explain` to name. Only in a package: a home folder is not searched.
    public static func files(below folder: String, declaringRule id: String) -> [String] {
        guard PackagePaths.packageRoot(of: folder) != nil else { return [] }
        return LayoutFiles.discover([folder]).configurations.filter { path in
            LayoutFiles.configurationNames.contains { path.hasSuffix("/" + $0) }
                && GeneratorConfiguration.load(path: path).configuration?.teamRules.rules.contains { $0.id == id } ?? false
        }.map { folder == "." && $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
    }

    /// The folder of the target that `folder` (one a command writes layouts into) lies in, whose files the
    /// build plugin compiles together: the deeper of SwiftPM's folder for a target holding it (`Sources/NAME`
    /// or `Tests/NAME` of the package root) and the folder of the `kbc-config.yaml` found for it; `folder`
    /// itself when there is neither. A configuration at the package root applies to every target, but each
    /// target's build compiles only its own files.
    public static func targetFolder(holding folder: String) -> String {
        let configured = file(forFolder: folder).map(self.folder(of:))
        guard let conventional = PackagePaths.conventionalTarget(holding: folder) else { return configured ?? folder }
        if let configured, PackagePaths.absolute(configured).utf8.count > conventional.utf8.count { return configured }
        return folder.hasPrefix("/") ? conventional : PackagePaths.relative(conventional, from: PackagePaths.currentFolder)
    }

    /// The folder an input's configuration is looked for from: a folder itself, else the folder holding
    /// the file (which need not exist: a missing file is reported where the layouts are read).
    static func folder(of input: String) -> String {
        if FilePaths.kind(of: input) == .folder { return input }
        guard let slash = input.lastIndex(of: "/") else { return "." }
        return slash == input.startIndex ? "/" : String(input[..<slash])
    }

    /// The configuration file of the absolute folder `folder`: an entry with one of the configuration names,
    /// exactly. A link that leads nowhere or a folder counts (reading it then reports the problem where it
    /// is) rather than being passed over: a configuration must never go unapplied without a word. A name in
    /// another case (`KBC-Config.yaml`, which a file system that ignores case finds too) does not count.
    private static func configurationFile(in folder: String) -> String? {
        for name in LayoutFiles.configurationNames {
            let path = FilePaths.path(folder == "/" ? "" : folder, name)
            guard OutputFiles.entry(at: path) != .missing else { continue }
            if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains(where: { $0.utf8.elementsEqual(name.utf8) }) ?? true {
                return path
            }
        }
        return nil
    }

    /// The configuration found from `folder`: as shown to the user, and absolute (to compare).
    private static func configuration(inFolder folder: String) -> (shown: String?, absolute: String?) {
        let start = PackagePaths.absolute(folder)
        var current = start
        var found: String?
        var levels = 0
        while true {
            if found == nil {
                found = configurationFile(in: current)
                if found != nil && levels == 0 {
                    // In the folder named: shown as the user wrote the folder.
                    let name = String(found!.split(separator: "/").last!)
                    return (FilePaths.shown(name, inFolder: folder), found)
                }
            }
            if PackagePaths.isProjectRoot(current) { break }
            guard let parent = PackagePaths.parent(of: current) else {
                // No project above: only the input's own folder counts, and it had none.
                return (nil, nil)
            }
            current = parent
            levels += 1
        }
        guard let found else { return (nil, nil) }
        return (folder.hasPrefix("/") ? found : PackagePaths.relative(found, from: PackagePaths.currentFolder), found)
    }
}

/// Inputs that find different configurations: a usage mistake, since one run applies one configuration.
public struct ConfigurationConflict: Error, CustomStringConvertible {
    /// An input and the configuration it finds (`nil`: none).
    public var first: (input: String, configuration: String?)
    /// Another input, which finds another configuration.
    public var second: (input: String, configuration: String?)

    public var description: String {
        func finds(_ pair: (input: String, configuration: String?)) -> String {
            "'\(pair.input)' finds " + (pair.configuration.map { "'\($0)'" } ?? "no kbc-config.yaml")
        }
        return "the inputs have different configurations: \(finds(first)), \(finds(second)); "
            + "compile them separately, or name the configuration with --config FILE (or --no-config)"
    }
}

/// Paths as the configuration search and the machine formats see them: absolute, with `.` and `..`
/// removed as written (links are not followed), and the package root above a folder.
public enum PackagePaths {
    /// The current folder, absolute.
    public static var currentFolder: String { FileManager.default.currentDirectoryPath }

    /// `path` made absolute against the current folder, with `.`, `..` and repeated slashes removed.
    public static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : currentFolder + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder above an absolute, normalized folder; `nil` for `/`.
    static func parent(of folder: String) -> String? {
        guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
        return slash == folder.startIndex ? "/" : String(folder[..<slash])
    }

    /// Whether an absolute folder holds a `Package.swift`.
    static func isPackageRoot(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: FilePaths.path(folder == "/" ? "" : folder, "Package.swift"))
    }

    /// Whether an absolute folder is where the configuration search stops: it holds a `Package.swift`,
    /// an Xcode project or workspace, or a `.git` (a repository's root). An Xcode project's build applies the
    /// configuration nearest the top of its target's files, which lie below the project's folder; one in a
    /// folder above the project, or above the repository, belongs to something else.
    static func isProjectRoot(_ folder: String) -> Bool {
        if isPackageRoot(folder) { return true }
        let base = folder == "/" ? "" : folder
        if FileManager.default.fileExists(atPath: FilePaths.path(base, ".git")) { return true }
        return holdsXcodeProject(folder)
    }

    /// Whether `folder` holds an entry named `*.xcodeproj` or `*.xcworkspace`. Read with `readdir`,
    /// comparing bytes: a folder above the input can hold tens of thousands of entries (a temporary
    /// folder), and FileManager makes a `String` of each.
    private static func holdsXcodeProject(_ folder: String) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let isProject = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let length = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                func ends(with suffix: StaticString) -> Bool {
                    let count = suffix.utf8CodeUnitCount
                    return length >= count && memcmp(raw.baseAddress! + (length - count), suffix.utf8Start, count) == 0
                }
                return ends(with: ".xcodeproj") || ends(with: ".xcworkspace")
            }
            if isProject { return true }
        }
        return false
    }

    /// The package root of `folder` (absolute): the nearest folder from it up that holds a `Package.swift`.
    public static func packageRoot(of folder: String) -> String? {
        var current = absolute(folder)
        while !isPackageRoot(current) {
            guard let parent = parent(of: current) else { return nil }
            current = parent
        }
        return current
    }

    /// SwiftPM's folder for a target that holds `folder` (absolute, found by its spelling: it need not
    /// exist): `Sources/NAME` or `Tests/NAME` of its package root; `nil` when it lies in neither.
    static func conventionalTarget(holding folder: String) -> String? {
        guard let root = packageRoot(of: folder) else { return nil }
        let parts = absolute(folder).dropFirst(root.utf8.count).split(separator: "/")
        guard parts.count >= 2, parts[0] == "Sources" || parts[0] == "Tests" else { return nil }
        return (root == "/" ? "" : root) + "/" + parts[0] + "/" + parts[1]
    }

    /// `path` (absolute, normalized) relative to the folder `base` (absolute): `../kbc` for `/src/kbc`
    /// from `/src/app`, `.` for `base` itself.
    public static func relative(_ path: String, from base: String) -> String {
        let from = base.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
