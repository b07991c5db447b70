#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A generated Swift file: its name in the output folder and its contents.
public struct GeneratedFile: Sendable, Hashable {
    /// The file name, such as `decimal-pad.swift`.
    public var name: String
    /// The Swift source.
    public var contents: String
}

/// Plans, writes and checks the Swift files `kbc generate` produces: one per layout file.
public enum SwiftGeneration {
    /// The name of the Swift file generated from a layout file: its name with `.swift` for the YAML
    /// extension (`Layouts/decimal-pad.yaml` → `decimal-pad.swift`).
    public static func outputName(forLayoutFile path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), LayoutFiles.extensions.contains(name[name.index(after: dot)...].lowercased()) else {
            return name + ".swift"
        }
        return name[..<dot] + ".swift"
    }

    /// The files for the compiled keyboards, or diagnostics when two layout files would share an output.
    public static func files(for result: CompilationResult, emitter: SwiftSourceEmitter) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        var firstByName: [String: String] = [:]
        for keyboard in result.keyboards where keyboard.isComplete {
            let name = outputName(forLayoutFile: keyboard.file)
            if let first = firstByName[name] {
                diagnostics.append(Diagnostic(
                    .outputNameCollision, "this file would generate '\(name)', as another layout file does",
                    at: SourceLocation(file: keyboard.file, line: 1, column: 1),
                    notes: [DiagnosticNote("the other file", at: SourceLocation(file: first, line: 1, column: 1))]))
                continue
            }
            firstByName[name] = keyboard.file
            let sourceName = keyboard.file.split(separator: "/").last.map(String.init) ?? keyboard.file
            files.append(GeneratedFile(name: name, contents: emitter.source(for: keyboard.layout, sourceFile: sourceName)))
        }
        return (files, diagnostics)
    }

    /// What writing the files did.
    public struct WriteReport: Sendable, Hashable {
        /// Files written because they were missing or different.
        public var written: [String] = []
        /// Files left alone (and their modification times with them) because they were up to date.
        public var unchanged: [String] = []
    }

    /// Writes each file that is missing or different, leaving up-to-date files untouched so incremental
    /// builds stay incremental.
    ///
    /// Every changed file is first written in full beside its destination, then all are renamed into
    /// place, so a failure (a full disk, a folder in the way) leaves the old files as they were.
    public static func write(_ files: [GeneratedFile], to folder: String) throws -> WriteReport {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var report = WriteReport()
        var staged: [(temporary: String, destination: String)] = []
        do {
            for file in files {
                let path = folder + "/" + file.name
                let data = Data(file.contents.utf8)
                if manager.contents(atPath: path) == data {
                    report.unchanged.append(file.name)
                    continue
                }
                var isFolder = false
                if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder {
                    throw WriteError(path: path, reason: "a folder is in the way")
                }
                let temporary = folder + "/." + file.name + ".kbc-new"
                try data.write(to: URL(fileURLWithPath: temporary))
                staged.append((temporary, path))
                report.written.append(file.name)
            }
        } catch {
            for file in staged { try? manager.removeItem(atPath: file.temporary) }
            throw error
        }
        for file in staged {
            if rename(file.temporary, file.destination) != 0 {
                throw WriteError(path: file.destination, reason: String(cString: strerror(errno)))
            }
        }
        return report
    }

    /// A generated file that could not be put in place.
    public struct WriteError: Error, CustomStringConvertible {
        /// The file.
        public var path: String
        /// Why not.
        public var reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// The header every generated file starts with; `--check` recognises stale files by it.
    static let headerPrefix = "// Generated by kbc from "

    /// What `--check` finds: files that are missing, different, or generated from a layout that is gone.
    public struct CheckReport: Sendable, Hashable {
        /// Files that would be generated but are not in the folder.
        public var missing: [String] = []
        /// Files whose content differs from what would be generated.
        public var different: [String] = []
        /// Files in the folder that kbc generated from a layout file no longer among the inputs.
        public var stale: [String] = []

        /// Whether the folder is up to date.
        public var isUpToDate: Bool { missing.isEmpty && different.isEmpty && stale.isEmpty }
    }

    /// Compares `folder` with the files that would be generated, writing nothing.
    public static func check(_ files: [GeneratedFile], in folder: String) -> CheckReport {
        let manager = FileManager.default
        var report = CheckReport()
        for file in files {
            guard let existing = manager.contents(atPath: folder + "/" + file.name) else {
                report.missing.append(file.name)
                continue
            }
            if existing != Data(file.contents.utf8) { report.different.append(file.name) }
        }
        let expected = Set(files.map(\.name))
        let present = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in present where name.hasSuffix(".swift") && !expected.contains(name) {
            guard let data = manager.contents(atPath: folder + "/" + name),
                  data.starts(with: Data(headerPrefix.utf8)) else { continue }
            report.stale.append(name)
        }
        return report
    }
}
