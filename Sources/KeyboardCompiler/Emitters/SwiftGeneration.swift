@preconcurrency import KbcPlatform

/// A file kbc writes: its name in the output folder and its contents.
public struct GeneratedFile: Sendable, Hashable {
    /// The file name, such as `decimal-pad.swift`.
    public var name: String
    /// The contents in UTF-8, the bytes written to the file.
    public var bytes: [UInt8]

    /// The contents as text.
    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    /// A file holding `contents` in UTF-8.
    public init(name: String, contents: String) {
        self.name = name
        bytes = Array(contents.utf8)
    }

    /// A file holding `bytes`.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// Plans, writes and checks the Swift files `kbc generate` produces: one per layout file.
public enum SwiftGeneration {
    /// The name of the Swift file generated from a layout file: its name with `.swift` for the YAML
    /// extension (`Layouts/decimal-pad.yaml` → `decimal-pad.swift`).
    public static func outputName(forLayoutFile path: String) -> String {
        outputName(forFileName: lastComponent(of: path))
    }

    /// ``outputName(forLayoutFile:)`` of a file name (a path's last component).
    static func outputName(forFileName name: String) -> String {
        var name = name
        // On the bytes in place: through `String.UTF8View` indices this cost several times more a file.
        let stem: String? = name.withUTF8 { bytes in
            guard let dot = LayoutFiles.layoutExtensionStart(in: bytes) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self)
        }
        return (stem ?? name) + ".swift"
    }

    /// The path a generated file is written to: `folder/name`, made in one allocation.
    public static func path(of file: GeneratedFile, in folder: String) -> String {
        FilePaths.path(folder, file.name)
    }

    /// The file name at the end of a path: what follows its last `/` (the path itself when it has none,
    /// and when it ends in `/`, what precedes that, as splitting at `/` gives).
    static func lastComponent(of path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            var end = bytes.count
            while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return String(decoding: bytes, as: UTF8.self) }
            var start = end
            while start > 0 && bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// The files for the compiled keyboards (one per layout or theme file, then ``LayoutListEmitter/fileName``,
    /// whose enum `listName` lists the target's pages), or diagnostics when two files would share an output.
    public static func files(
        for result: CompilationResult, emitter: SwiftSourceEmitter, listName: String = LayoutListEmitter.defaultName
    ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
        let plan = OutputNamePlan(for: result, listName: listName)
        var files: [GeneratedFile] = []
        files.reserveCapacity(result.keyboards.count)
        for (keyboard, name) in zip(result.keyboards, plan.keyboardNames) {
            guard let name else { continue }
            files.append(GeneratedFile(name: name, bytes: emitter.utf8Source(for: keyboard.layout, sourceFile: lastComponent(of: keyboard.file))))
        }
        let themeEmitter = ThemeSwiftEmitter(accessLevel: emitter.accessLevel)
        for (theme, name) in zip(result.themes, plan.themeNames) {
            guard let name else { continue }
            files.append(GeneratedFile(name: name, bytes: Array(themeEmitter.source(for: theme.theme, sourceFile: lastComponent(of: theme.file)).utf8)))
        }
        if plan.writesList {
            files.append(GeneratedFile(name: LayoutListEmitter.fileName, contents: LayoutListEmitter(name: listName, emitter: emitter).source(for: result)))
        }
        return (files, plan.diagnostics)
    }

    /// The name of each Swift file a compilation would generate, and the clashes (KBC0401) that leave a file
    /// out. Planning names writes and emits nothing, so that `validate` reports every clash `generate` would.
    struct OutputNamePlan {
        /// Each keyboard's file name, parallel to the result's keyboards; `nil` for one not generated (with
        /// errors, or whose name another file took).
        var keyboardNames: [String?] = []
        /// Each theme's file name, parallel to the result's themes, likewise.
        var themeNames: [String?] = []
        /// Whether ``LayoutListEmitter/fileName`` is free for the list of the target's pages.
        var writesList = true
        /// A KBC0401 error at each file whose name another file took.
        var diagnostics: [Diagnostic] = []

        /// Whether two files of `result` may generate Swift files of one name, or one the name of the list of
        /// pages: false when the stems of the files read, ASCII letters folded to lower case, all differ and
        /// none is `keyboardlayouts`. A validation with no clash (every target) then plans no names: one pass
        /// over each path's bytes, without a string made or a keyboard read. Every complete keyboard and
        /// theme comes from a file read, so a clash is never missed; a file that makes nothing only costs
        /// the plan.
        static func mayClash(in result: CompilationResult) -> Bool {
            var hashes: [UInt64] = []
            hashes.reserveCapacity(result.inputFiles.count + 1)
            hashes.append(listStemHash)
            for var file in result.inputFiles {
                guard let hash = file.withUTF8(foldedStemHash) else { return true }
                hashes.append(hash)
            }
            hashes.sort()
            return zip(hashes, hashes.dropFirst()).contains { $0 == $1 }
        }

        private static let listStemHash: UInt64 = {
            var stem = "keyboardlayouts.yaml"
            return stem.withUTF8(foldedStemHash) ?? 0
        }()

        /// The FNV-1a hash of a path's last component up to its layout extension, ASCII letters folded to
        /// lower case; `nil` for a name with other than ASCII, which folding may not tell apart.
        private static func foldedStemHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
            var end = bytes.count
            while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            var start = end
            while start > 0 && bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let stemEnd = LayoutFiles.layoutExtensionStart(in: name) ?? name.count
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in name[..<stemEnd] {
                guard byte < 0x80 else { return nil }
                hash = (hash ^ UInt64(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)) &* 0x100_0000_01b3
            }
            return hash
        }

        /// The plan for the complete keyboards and themes of `result`, layouts first, then themes, then the
        /// list of the target's pages (its enum `listName`), which no layout file's output may take.
        init(for result: CompilationResult, listName: String) {
            // Keyed by the lower-cased name: macOS's default file system ignores case (and Unicode
            // normalization, as String comparison does), so `Pin.swift` and `pin.swift` would be one file there.
            var firstByName: [String: (file: String, name: String)] = [:]
            firstByName.reserveCapacity(result.keyboards.count)  // no rehashing as it grows
            keyboardNames.reserveCapacity(result.keyboards.count)
            func claim(_ file: String, other: String) -> String? {
                let name = outputName(forFileName: lastComponent(of: file))
                let key = name.lowercased()
                if let first = firstByName[key] {
                    diagnostics.append(Diagnostic(
                        .outputNameCollision, collision(name, first.name, other: other), at: SourceLocation(file: file, line: 1, column: 1),
                        notes: [DiagnosticNote("the other file", at: SourceLocation(file: first.file, line: 1, column: 1))]))
                    return nil
                }
                firstByName[key] = (file, name)
                return name
            }
            for keyboard in result.keyboards {
                keyboardNames.append(keyboard.isComplete ? claim(keyboard.file, other: "another layout file") : nil)
            }
            // Each theme file a Swift file of its own, named as a layout file's would be.
            themeNames = result.themes.map { $0.isComplete ? claim($0.file, other: "another file") : nil }
            if let first = firstByName[LayoutListEmitter.fileName.lowercased()] {
                diagnostics.append(Diagnostic(
                    .outputNameCollision,
                    "this file would generate '\(first.name)', the name of the file that lists the target's pages (`\(listName).all`): rename the layout file",
                    at: SourceLocation(file: first.file, line: 1, column: 1)))
                writesList = false
            }
        }
    }

    /// Why a file that would generate `name` clashes with `other`, which generates `otherName`: the same name,
    /// or one that differs only in letter case.
    private static func collision(_ name: String, _ otherName: String, other: String) -> String {
        otherName == name
            ? "this file would generate '\(name)', as \(other) does"
            : "this file would generate '\(name)', and \(other) '\(otherName)': one file on a file system that ignores case, as macOS's does by default"
    }

    /// The start of the first line of every generated file. kbc replaces and deletes only files that
    /// start with it: the files it wrote.
    static var headerPrefix: String { OutputKind.swiftSource.mark }

    /// Writes the files into `folder` as ``WritePlan/write()`` writes a plan of ``OutputKind/swiftSource``
    /// files: each that is missing or different, deleting the files kbc generated from layout files that
    /// are no longer inputs.
    public static func write(_ files: [GeneratedFile], to folder: String) throws(WriteRefusal) -> WriteReport {
        try WritePlan(folder: folder, files: files, kind: .swiftSource).write()
    }

    /// Compares `folder` with the files that would be generated, writing nothing (``WritePlan/check()``).
    public static func check(_ files: [GeneratedFile], in folder: String) -> CheckReport {
        WritePlan(folder: folder, files: files, kind: .swiftSource).check()
    }

    /// ``check(_:in:)`` as diagnostics: a KBC0405 error at each file missing, out of date or left over, and
    /// the refusals of files in the way.
    static func checkDiagnostics(_ files: [GeneratedFile], in folder: String) -> [Diagnostic] {
        let report = check(files, in: folder)
        func location(_ name: String) -> SourceLocation { SourceLocation(file: folder + "/" + name, line: 1, column: 1) }
        return report.refusals + report.missing.map { .generatedFileMissing(at: location($0)) }
            + report.different.map { .generatedFileOutOfDate(at: location($0)) }
            + report.stale.map { .generatedFileLeftOver(at: location($0)) }
    }
}
