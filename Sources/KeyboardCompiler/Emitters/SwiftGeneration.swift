#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
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

    /// Writes each file that is missing or different, atomically (a temporary file renamed into place),
    /// leaving up-to-date files untouched so incremental builds stay incremental.
    public static func write(_ files: [GeneratedFile], to folder: String) throws -> WriteReport {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var report = WriteReport()
        for file in files {
            let path = folder + "/" + file.name
            let data = Data(file.contents.utf8)
            if FileManager.default.contents(atPath: path) == data {
                report.unchanged.append(file.name)
                continue
            }
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            report.written.append(file.name)
        }
        return report
    }

    /// The files that are missing from `folder` or differ from what would be generated.
    public static func outdated(_ files: [GeneratedFile], in folder: String) -> (missing: [String], different: [String]) {
        var missing: [String] = []
        var different: [String] = []
        for file in files {
            guard let existing = FileManager.default.contents(atPath: folder + "/" + file.name) else {
                missing.append(file.name)
                continue
            }
            if existing != Data(file.contents.utf8) { different.append(file.name) }
        }
        return (missing, different)
    }
}
