#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What bringing an output folder up to date takes, found by looking at it (without following links):
/// files to write, files already up to date, left-overs of removed layouts, and files in the way.
///
/// `kbc generate` and `--check` both work from it, so `--check` reports exactly what `generate` would do.
struct GeneratedFolderPlan {
    /// A file to write: its name, its path (`folder/name`), its bytes, and whether an older version of it exists.
    struct Change {
        var name: String
        var path: String
        var bytes: [UInt8]
        var exists: Bool
    }

    var changes: [Change] = []
    var unchanged: [String] = []
    /// Files kbc generated from layouts no longer among the inputs.
    var stale: [SwiftGeneration.RemovedFile] = []
    /// Files kbc did not write where it would write one.
    var refusals: [Diagnostic] = []
    /// kbc's temporary files, which only a killed run leaves.
    var leftoverTemporaries: [String] = []

    init(_ files: [GeneratedFile], in folder: String) {
        // The identities of the files at the destinations: on a file system that ignores case,
        // `Pin.swift` names the existing `pin.swift`, which must then not count as a left-over.
        var destinations: Set<OutputFiles.Identity> = []
        changes.reserveCapacity(files.count)
        for file in files {
            let path = FilePaths.path(folder, file.name)
            let bytes = file.bytes
            switch OutputFiles.entry(at: path) {
            case .missing:
                changes.append(Change(name: file.name, path: path, bytes: bytes, exists: false))
            case .regularFile(let identity):
                destinations.insert(identity)
                guard let existing = OutputFiles.contents(of: path) else {
                    refusals.append(Self.refusal(path, "'\(file.name)' in the output folder cannot be read, so kbc cannot tell whether it wrote it"))
                    continue
                }
                if Self.sameBytes(existing, bytes) {
                    unchanged.append(file.name)
                } else if SwiftGeneration.isGenerated(existing) {
                    changes.append(Change(name: file.name, path: path, bytes: bytes, exists: true))
                } else {
                    refusals.append(Self.refusal(path, "'\(file.name)' is in the output folder and kbc did not write it"))
                }
            case .symbolicLink:
                refusals.append(Self.refusal(path, "'\(file.name)' is a symbolic link: kbc neither writes through links nor replaces them"))
            case .folder:
                refusals.append(Self.refusal(path, "'\(file.name)' is a folder, where kbc would write a file"))
            case .other:
                refusals.append(Self.refusal(path, "'\(file.name)' is not a regular file"))
            }
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        // The names to keep, made only when the folder has a Swift file: a new folder (the first run) has
        // only the lock file, and hashing every name cost 470 instructions a file.
        var expected: Set<String>?
        for name in names {
            if OutputFiles.isTemporary(name: name) {
                leftoverTemporaries.append(name)
                continue
            }
            guard name.hasSuffix(".swift") else { continue }
            if expected == nil { expected = Set(files.map(\.name)) }
            guard expected?.contains(name) == false else { continue }
            let path = folder + "/" + name
            // Only regular files kbc wrote: a link, or a hand-written file beside generated ones, stays.
            guard case .regularFile(let identity) = OutputFiles.entry(at: path), !destinations.contains(identity),
                  let start = OutputFiles.contents(of: path, limit: 4096), SwiftGeneration.isGenerated(start) else { continue }
            stale.append(SwiftGeneration.RemovedFile(name: name, layoutFile: SwiftGeneration.sourceName(inHeader: start)))
        }
    }

    /// Whether two files' bytes are equal, compared with `memcmp` (every run after the first compares every
    /// output with the file already there: `==` on arrays compares byte by byte).
    private static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    private static func refusal(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(
            .outputFileNotGenerated, message, at: SourceLocation(file: path, line: 1, column: 1),
            notes: [DiagnosticNote(
                "kbc replaces and deletes only files whose first line starts with '\(SwiftGeneration.headerPrefix)'; "
                    + "rename the layout file, move this file away, or generate into a folder of its own")])
    }
}
