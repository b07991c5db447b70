@preconcurrency import KbcPlatform

/// What writing a plan into its folder takes, found by looking at the folder (without following links):
/// files to write, files already up to date, left-overs, kbc's temporary files, and files in the way.
///
/// ``WritePlan/write()`` and ``WritePlan/check()`` both work from it, so `kbc generate --check` reports
/// exactly what `kbc generate` would do.
struct FolderSurvey {
    /// A file to write: its name, its path (`folder/name`), its bytes, and whether an older version of it exists.
    struct Change {
        var name: String
        var path: String
        var bytes: [UInt8]
        var exists: Bool
    }

    var changes: [Change] = []
    var unchanged: [String] = []
    /// Files kbc wrote that the plan no longer writes.
    var stale: [RemovedFile] = []
    /// Files kbc did not write where it would write one.
    var refusals: [Diagnostic] = []
    /// kbc's temporary files, which only a killed run leaves.
    var leftoverTemporaries: [String] = []

    /// Whether writing the plan would change nothing in the folder.
    var changesNothing: Bool { changes.isEmpty && stale.isEmpty && leftoverTemporaries.isEmpty }

    init(_ plan: WritePlan) {
        let (folder, kind) = (plan.folder, plan.kind)
        // The identities of the files at the destinations: on a file system that ignores case,
        // `Pin.swift` names the existing `pin.swift`, which must then not count as a left-over.
        var destinations: Set<OutputFiles.Identity> = []
        changes.reserveCapacity(plan.files.count)
        for file in plan.files {
            let path = FilePaths.path(folder, file.name)
            let bytes = file.bytes
            let name = file.name
            switch OutputFiles.entry(at: path) {
            case .missing:
                changes.append(Change(name: name, path: path, bytes: bytes, exists: false))
            case .regularFile where !kind.replacesItsFiles:
                refusals.append(Self.refusal(path, "'\(name)' already exists", kind))
            case .regularFile(let identity):
                destinations.insert(identity)
                guard let existing = OutputFiles.contents(of: path) else {
                    refusals.append(Self.refusal(path, "'\(name)' in the output folder cannot be read, so \(kind.writer) cannot tell whether it wrote it", kind))
                    continue
                }
                if Self.sameBytes(existing, bytes) {
                    unchanged.append(name)
                } else if kind.isWrittenByKbc(existing) {
                    changes.append(Change(name: name, path: path, bytes: bytes, exists: true))
                } else {
                    refusals.append(Self.refusal(path, "'\(name)' is in the output folder and \(kind.writer) did not write it", kind))
                }
            case .symbolicLink:
                refusals.append(Self.refusal(path, "'\(name)' is a symbolic link: kbc neither writes through links nor replaces them", kind))
            case .folder:
                refusals.append(Self.refusal(path, "'\(name)' is a folder, where kbc would write a file", kind))
            case .other:
                refusals.append(Self.refusal(path, "'\(name)' is not a regular file", kind))
            }
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        // The names to keep, made only when the folder has a possible left-over: a new folder (the first
        // run) has only the lock file, and hashing every name was a cost paid for every file.
        var expected: Set<String>?
        for name in names {
            if OutputFiles.isTemporary(name: name) {
                leftoverTemporaries.append(name)
                continue
            }
            guard kind.leftovers.includes(name) else { continue }
            if expected == nil { expected = Set(plan.files.map(\.name)) }
            guard expected?.contains(name) == false else { continue }
            let path = folder + "/" + name
            // Only regular files kbc wrote: a link, or a hand-written file beside kbc's, stays.
            guard case .regularFile(let identity) = OutputFiles.entry(at: path), !destinations.contains(identity),
                  let start = OutputFiles.contents(of: path, limit: 4096), kind.isWrittenByKbc(start) else { continue }
            stale.append(RemovedFile(name: name, source: kind.sourceName(inHeader: start)))
        }
    }

    /// Whether two files' bytes are equal, compared with `memcmp` (every run after the first compares every
    /// output with the file already there: `==` on arrays compares byte by byte).
    private static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    private static func refusal(_ path: String, _ message: String, _ kind: OutputKind) -> Diagnostic {
        let lines = kind.mark.split(separator: "\n")
        let start = lines.count == 1 ? "whose first line starts with '\(kind.mark)'" : "that start with " + lines.map { "'\($0)'" }.joined(separator: " then ")
        let rule = kind.replacesItsFiles
            ? "\(kind.writer) replaces\(kind.leftovers == .none ? "" : " and deletes") only files \(start); "
            : ""
        return Diagnostic(kind.refusalCode, message, at: SourceLocation(file: path, line: 1, column: 1), notes: [DiagnosticNote(rule + kind.advice)])
    }
}
