#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds layout files under the paths a user names and reads them.
public enum LayoutFiles {
    /// The extensions of layout files.
    public static let extensions: Set<String> = ["yaml", "yml"]

    /// Names of generator configuration files, which folders may hold beside layouts.
    public static let configurationNames: Set<String> = ["kbc-config.yaml", "kbc-config.yml"]

    /// Whether a file name is a layout's: a visible `*.yaml` or `*.yml` file that is not a configuration.
    public static func isLayoutFileName(_ name: String) -> Bool {
        guard !name.hasPrefix("."), !configurationNames.contains(name), let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The layout files named by `paths`: files as given, folders searched recursively for `*.yaml` and
    /// `*.yml` (skipping hidden entries), each path once, folders' files in sorted order.
    public static func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        let manager = FileManager.default
        var files: [String] = []
        // Paths compared by their bytes: Swift's String equality is canonical equivalence, under which
        // `é.yaml` in NFC and in NFD are equal, though on Linux they are two files.
        var seen: Set<[UInt8]> = []
        var diagnostics: [Diagnostic] = []
        func add(_ path: String) {
            let normalized = Array(normalize(path).utf8)
            if seen.insert(normalized).inserted { files.append(path) }
        }
        for path in paths {
            var isDirectory = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.unreadableInput, "no such file or folder", at: nil, notes: [DiagnosticNote("path: \(path)")])
                    .located(in: path))
                continue
            }
            guard isDirectory else {
                add(path)
                continue
            }
            let found = layoutFiles(inFolder: path)
            if found.isEmpty {
                diagnostics.append(Diagnostic(.unreadableInput, "folder holds no .yaml or .yml file", at: nil).located(in: path))
            }
            found.forEach(add)
        }
        return (files, diagnostics)
    }

    private static func layoutFiles(inFolder folder: String) -> [String] {
        var found: [String] = []
        collect(in: folder, depth: 0, into: &found)
        // Sorted by bytes, so the order is the same whatever the names' normalization.
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Walks real folders only (symbolic links to folders are not followed, so links cannot loop).
    private static func collect(in folder: String, depth: Int, into found: inout [String]) {
        let manager = FileManager.default
        guard depth < 32, let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") && !configurationNames.contains(name) {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            if type == .typeDirectory {
                collect(in: path, depth: depth + 1, into: &found)
            } else if isLayoutFileName(name) {
                found.append(path)
            }
        }
    }

    private static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// Reads a layout file, refusing anything but a regular file and anything over `maximumBytes`
    /// without reading it whole.
    public static func read(_ path: String, maximumBytes: Int) -> Result<[UInt8], Diagnostic> {
        let manager = FileManager.default
        // Follow symbolic links to the file they name; a loop ends after a bounded number of hops.
        var target = path
        var attributes: [FileAttributeKey: Any] = [:]
        for _ in 0..<32 {
            guard let found = try? manager.attributesOfItem(atPath: target) else {
                return .failure(Diagnostic(.unreadableInput, "cannot read file", at: nil).located(in: path))
            }
            attributes = found
            guard found[.type] as? FileAttributeType == .typeSymbolicLink else { break }
            guard let destination = try? manager.destinationOfSymbolicLink(atPath: target) else {
                return .failure(Diagnostic(.unreadableInput, "cannot follow symbolic link", at: nil).located(in: path))
            }
            let folder = target.lastIndex(of: "/").map { String(target[..<$0]) } ?? "."
            target = destination.hasPrefix("/") ? destination : (folder.isEmpty ? "" : folder) + "/" + destination
        }
        if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
            let reason = type == .typeSymbolicLink ? "too many levels of symbolic links" : "not a regular file"
            return .failure(Diagnostic(.unreadableInput, reason, at: nil).located(in: path))
        }
        if let size = (attributes[.size] as? Int) ?? (attributes[.size] as? UInt64).map(Int.init), size > maximumBytes {
            return .failure(Diagnostic(.fileTooLarge, "file is \(size) bytes; layout files may be at most \(maximumBytes) bytes", at: nil).located(in: path))
        }
        guard let data = manager.contents(atPath: target) else {
            return .failure(Diagnostic(.unreadableInput, "cannot read file", at: nil).located(in: path))
        }
        return .success([UInt8](data))
    }
}

extension Diagnostic {
    /// The diagnostic placed at the start of `file`, for problems with a file as a whole.
    func located(in file: String) -> Diagnostic {
        var copy = self
        copy.location = SourceLocation(file: file, line: 1, column: 1)
        return copy
    }
}
