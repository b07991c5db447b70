#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import KeyboardCompiler

/// Writes the layout files `kbc import` made into a folder, replacing only files it wrote before (whose
/// first line starts with ``header``), all or nothing: each file is written in full under a temporary name
/// beside its destination, then all are renamed into place, holding the folder's lock as `kbc generate`
/// does.
public enum ImportedFolder {
    /// The start of the first line of every file `kbc import` writes.
    public static let header = "# Imported by kbc from"

    /// What writing did: the files written and those already up to date.
    public struct WriteReport: Sendable, Hashable {
        /// Files written because they were missing or different.
        public var written: [String] = []
        /// Files left alone because they held the same bytes.
        public var unchanged: [String] = []
    }

    /// Files kbc import did not write stand where it would write: one diagnostic each; nothing was written.
    public struct Refusal: Error {
        /// One ``DiagnosticCode/importOutputNotImported`` error per such file.
        public var diagnostics: [Diagnostic]
    }

    /// Writes `files` into `folder` (creating it), or throws ``Refusal`` or ``SwiftGeneration/WriteError``.
    public static func write(_ files: [GeneratedFile], to folder: String) throws -> WriteReport {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lock: OutputFolderLock
        do { lock = try OutputFolderLock.acquire(in: folder) } catch {
            throw SwiftGeneration.WriteError(path: error.path, reason: "cannot lock the folder: " + error.reason)
        }
        defer { lock.release() }
        var report = WriteReport()
        var changes: [(name: String, bytes: [UInt8])] = []
        var refusals: [Diagnostic] = []
        for file in files {
            let path = folder + "/" + file.name
            let bytes = Array(file.contents.utf8)
            switch OutputFiles.entry(at: path) {
            case .missing:
                changes.append((file.name, bytes))
            case .regularFile:
                let existing = OutputFiles.contents(of: path) ?? []
                if existing == bytes {
                    report.unchanged.append(file.name)
                } else if existing.starts(with: Array(header.utf8)) {
                    changes.append((file.name, bytes))
                } else {
                    refusals.append(refusal(path, "'\(file.name)' is in the output folder and kbc import did not write it"))
                }
            case .symbolicLink:
                refusals.append(refusal(path, "'\(file.name)' is a symbolic link: kbc neither writes through links nor replaces them"))
            case .folder:
                refusals.append(refusal(path, "'\(file.name)' is a folder, where kbc would write a file"))
            case .other:
                refusals.append(refusal(path, "'\(file.name)' is not a regular file"))
            }
        }
        guard refusals.isEmpty else { throw Refusal(diagnostics: refusals) }
        var staged: [(temporary: String, name: String)] = []
        do {
            for change in changes {
                staged.append((try OutputFiles.writeTemporary(change.bytes, beside: change.name, in: folder), change.name))
            }
        } catch {
            for file in staged { unlink(file.temporary) }
            throw SwiftGeneration.WriteError(path: error.path, reason: error.reason)
        }
        for (index, file) in staged.enumerated() {
            guard rename(file.temporary, folder + "/" + file.name) == 0 else {
                let reason = String(cString: strerror(errno))
                for rest in staged[index...] { unlink(rest.temporary) }
                throw SwiftGeneration.WriteError(path: folder + "/" + file.name, reason: reason, changed: report.written)
            }
            report.written.append(file.name)
        }
        return report
    }

    private static func refusal(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(
            .importOutputNotImported, message, at: SourceLocation(file: path, line: 1, column: 1),
            notes: [DiagnosticNote("kbc import replaces only files whose first line starts with '\(header)'; import into a folder of its own, or move this file away")])
    }
}
