@preconcurrency import KbcPlatform

/// Files kbc writes into one folder, and how it knows which files there it wrote: the one way every
/// command writes (`generate`, `flatten`, `import`, `render --output`, `playground`, `init`).
///
/// ```swift
/// let plan = WritePlan(folder: "Generated", files: files, kind: .swiftSource)
/// let report = try plan.write()
/// ```
public struct WritePlan: Sendable {
    /// The folder the files go into.
    public var folder: String
    /// The files, each a name in the folder and its bytes.
    public var files: [GeneratedFile]
    /// What the files are: how kbc knows its own, and which left-overs it deletes.
    public var kind: OutputKind
    /// Whether writing creates the folder (and its missing parents) when it does not exist.
    public var createsFolder: Bool

    /// Creates a plan.
    public init(folder: String, files: [GeneratedFile], kind: OutputKind, createsFolder: Bool = true) {
        self.folder = folder
        self.files = files
        self.kind = kind
        self.createsFolder = createsFolder
    }

    /// A plan of one file at `path`: `out/k.svg` is `k.svg` in `out`, `k.svg` is `k.svg` in `.`.
    public init(path: String, bytes: [UInt8], kind: OutputKind, createsFolder: Bool = true) {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        var folder = "."
        var name = String(trimmed)
        if let slash = trimmed.lastIndex(of: "/") {
            var parent = trimmed[..<slash]
            while parent.hasSuffix("/") { parent = parent.dropLast() }  // `out//k.svg`
            folder = parent.isEmpty ? "/" : String(parent)
            name = String(trimmed[trimmed.index(after: slash)...])
        }
        self.init(folder: folder, files: [GeneratedFile(name: name, bytes: bytes)], kind: kind, createsFolder: createsFolder)
    }

    /// Brings the folder to the plan: writes each file that is missing or different, leaves up-to-date
    /// files untouched (and their modification times with them, so incremental builds stay incremental),
    /// and deletes the kind's left-overs, files kbc wrote that the plan no longer has.
    ///
    /// - The whole run holds an exclusive lock on the folder (`.kbc.lock`), so runs into one folder happen
    ///   one after the other and the folder ends as exactly one run's output. In a folder where the lock
    ///   file cannot be created (read-only), a plan that changes nothing succeeds and any other fails.
    /// - Nothing is changed when a file kbc did not write, a link or a folder stands where it would write
    ///   (one error each, ``OutputKind/refusalCode``).
    /// - Every changed file is first written in full to a new temporary file beside its destination
    ///   (created exclusively, never through a link), then all are renamed into place: a failure (a full
    ///   disk, `ulimit -f`, whose signal ``ProcessSignals/makeFailedWritesErrors()`` turns into an
    ///   error) leaves the old files as they were and no temporary behind. Temporaries of a killed run are
    ///   removed.
    ///
    /// Throws ``WriteRefusal``, whose diagnostics are located at the files concerned.
    public func write() throws(WriteRefusal) -> WriteReport {
        ProcessSignals.makeFailedWritesErrors()
        let unchanged = "\(kind.description) (nothing was changed)"
        // A plan whose folder must exist names a file in it (`render -o out/k.svg`): that is where an error is.
        let named = createsFolder ? folder : files.first.map { FilePaths.path(folder, $0.name) } ?? folder
        switch OutputFiles.entry(at: folder) {
        case .folder:
            break
        case .missing where createsFolder:
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw WriteRefusal(.outputUnwritable(folder, unchanged, reason: Self.reason(error)))
            }
        case .missing:
            throw WriteRefusal(.outputUnwritable(named, unchanged, reason: String(cString: strerror(ENOENT))))
        default:
            // A link to a folder is followed, as a folder named by the person running kbc.
            if !Self.isFolder(following: folder) {
                throw WriteRefusal(.outputUnwritable(named, unchanged, reason: String(cString: strerror(ENOTDIR))))
            }
        }
        let lock: OutputFolderLock
        do { lock = try OutputFolderLock.acquire(in: folder) } catch {
            guard error.errorNumber == EACCES || error.errorNumber == EROFS || error.errorNumber == EPERM else {
                throw WriteRefusal(.outputUnwritable(error.path, unchanged, reason: "cannot lock the folder: " + error.reason))
            }
            // No run can write into the folder, so it is safe to look at unlocked.
            let survey = FolderSurvey(self)
            guard survey.refusals.isEmpty else { throw WriteRefusal(diagnostics: survey.refusals) }
            guard survey.changesNothing else {
                let first = survey.changes.first?.path ?? survey.stale.first.map { folder + "/" + $0.name } ?? folder
                throw WriteRefusal(.outputUnwritable(first, unchanged, reason: error.reason))
            }
            return WriteReport(unchanged: survey.unchanged)
        }
        // From here the folder changes: an interruption (Ctrl-C, SIGTERM, SIGHUP) waits until every change
        // is made and the lock released, so the folder is never left half one run's output, half another's.
        return try ProcessSignals.deferringInterruptions { () throws(WriteRefusal) -> WriteReport in
            defer { lock.release() }
            return try writeHoldingTheLock(unchanged: unchanged)
        }
    }

    /// The part of ``write()`` done holding the folder's lock: survey, stage, put in place, remove left-overs.
    private func writeHoldingTheLock(unchanged: String) throws(WriteRefusal) -> WriteReport {
        let survey = FolderSurvey(self)
        // Holding the lock, no other run is writing: any temporary file is a killed run's.
        for name in survey.leftoverTemporaries { unlink(folder + "/" + name) }
        guard survey.refusals.isEmpty else { throw WriteRefusal(diagnostics: survey.refusals) }

        var staged: [(temporary: String, name: String, path: String)] = []
        staged.reserveCapacity(survey.changes.count)
        do {
            for change in survey.changes {
                staged.append((try OutputFiles.writeTemporary(change.bytes, beside: change.name, in: folder), change.name, change.path))
            }
        } catch {
            for file in staged { unlink(file.temporary) }
            throw WriteRefusal(.outputUnwritable(error.path, unchanged, reason: error.reason))
        }
        var report = WriteReport(unchanged: survey.unchanged)
        report.written.reserveCapacity(staged.count)
        for (index, file) in staged.enumerated() {
            guard Self.putInPlace(file.temporary, at: file.path, replacing: kind.replacesItsFiles) else {
                let reason = String(cString: strerror(errno))
                for rest in staged[index...] { unlink(rest.temporary) }
                throw WriteRefusal(.outputUnwritable(file.path, description(changed: report.written), reason: reason))
            }
            report.written.append(file.name)
        }
        for stale in survey.stale {
            guard unlink(folder + "/" + stale.name) == 0 || errno == ENOENT else {
                let reason = String(cString: strerror(errno))
                throw WriteRefusal(.outputUnwritable(folder + "/" + stale.name, description(changed: report.written + report.removed.map(\.name)), reason: reason))
            }
            report.removed.append(stale)
        }
        return report
    }

    /// Compares the folder with the plan, writing nothing.
    ///
    /// It takes the folder's lock, as ``write()`` does, so it never sees a run's half-written output;
    /// where the lock file cannot be created (a read-only folder, which no run can be writing into either)
    /// it compares without it.
    public func check() -> CheckReport {
        guard Self.isFolder(following: folder) else { return CheckReport(missing: files.map(\.name)) }
        let lock = try? OutputFolderLock.acquire(in: folder)
        defer { lock?.release() }
        let survey = FolderSurvey(self)
        return CheckReport(
            missing: survey.changes.filter { !$0.exists }.map(\.name),
            different: survey.changes.filter(\.exists).map(\.name),
            stale: survey.stale.map(\.name),
            refusals: survey.refusals)
    }

    /// What failed to be written, naming the files already changed: only a rename or a deletion in the
    /// folder itself fails after others succeeded, every new file having been written in full.
    private func description(changed: [String]) -> String {
        changed.isEmpty
            ? "\(kind.description) (nothing was changed)"
            : "\(kind.description) (\(changed.count) already replaced or removed: \(changed.joined(separator: ", ")))"
    }

    /// Moves a temporary file to its destination: `rename`, or, for a kind that never replaces a file,
    /// `link` (which fails when anything appeared at the name meanwhile) and `unlink`.
    private static func putInPlace(_ temporary: String, at path: String, replacing: Bool) -> Bool {
        if replacing { return rename(temporary, path) == 0 }
        guard link(temporary, path) == 0 else { return false }
        unlink(temporary)
        return true
    }

    private static func isFolder(following path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return String(describing: error)
    }
}

/// What writing a plan did.
public struct WriteReport: Sendable, Hashable {
    /// Files written because they were missing or different.
    public var written: [String] = []
    /// Files left alone (and their modification times with them) because they were up to date.
    public var unchanged: [String] = []
    /// Files kbc had written that the plan no longer has (generated from a layout file that is no longer
    /// an input), deleted.
    public var removed: [RemovedFile] = []

    /// The report for people: a line per deleted left-over, then `Wrote 1 of 2 Swift files to Generated
    /// (1 unchanged); removed 1 left-over file.`
    public func summary(of kind: OutputKind, in folder: String, total: Int) -> String {
        var text = ""
        for file in removed {
            let source = file.source.map { ", \(kind.madeFrom) \($0), which is no longer an input" } ?? ""
            text += "Removed \(FilePaths.path(folder, file.name))\(source).\n"
        }
        let leftovers = removed.isEmpty ? "" : "; removed \(removed.count) left-over file\(removed.count == 1 ? "" : "s")"
        return text + "Wrote \(written.count) of \(total) \(kind.files) to \(folder) (\(unchanged.count) unchanged)\(leftovers).\n"
    }
}

/// A file kbc wrote, deleted because the plan no longer has it.
public struct RemovedFile: Sendable, Hashable {
    /// The file's name in the output folder.
    public var name: String
    /// The source its first line names (the layout file it was generated from), when it names one.
    public var source: String?
}

/// Why a plan was not written, or not in full: one located error per file in the way, or the error of
/// the write that failed.
public struct WriteRefusal: Error {
    /// The errors, ``DiagnosticCode/outputFileNotGenerated`` (or the kind's own code) or
    /// ``DiagnosticCode/outputUnwritable``.
    public var diagnostics: [Diagnostic]

    /// Creates a refusal.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    init(_ diagnostic: Diagnostic) {
        diagnostics = [diagnostic]
    }
}

/// What `--check` finds: files that are missing, different, or left over.
public struct CheckReport: Sendable, Hashable {
    /// Files that would be written but are not in the folder.
    public var missing: [String] = []
    /// Files whose content differs from what would be written.
    public var different: [String] = []
    /// Files in the folder that kbc wrote and the plan no longer has, which writing deletes.
    public var stale: [String] = []
    /// Files kbc did not write where it would write: writing would refuse to run.
    public var refusals: [Diagnostic] = []

    /// Whether the folder is up to date.
    public var isUpToDate: Bool { missing.isEmpty && different.isEmpty && stale.isEmpty && refusals.isEmpty }
}
