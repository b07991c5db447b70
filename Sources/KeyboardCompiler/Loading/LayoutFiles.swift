@preconcurrency import KbcPlatform

/// Finds layout files under the paths a user names and reads them.
public enum LayoutFiles {
    // Short lists rather than sets: the first look-up in a `Set<String>` costs the process a search of
    // every protocol conformance it has, more than `kbc validate` spends on a small folder.

    /// The extensions of layout files.
    public static let extensions: [String] = ["yaml", "yml"]

    /// Names of generator configuration files, which folders may hold beside layouts.
    public static let configurationNames: [String] = ["kbc-config.yaml", "kbc-config.yml"]

    /// Whether `name` is a configuration's but for letter case (`KBC-Config.yaml`). Such a file is never
    /// applied, since kbc looks for the exact name (which a file system that ignores case would find, and
    /// others not, so the build would differ between a Mac and CI); it is reported instead of being read as a
    /// layout.
    static func isMisnamedConfiguration(_ name: String) -> Bool {
        let length = name.utf8.count
        guard length == 14 || length == 15, !configurationNames.contains(name) else { return false }
        return configurationNames.contains(name.lowercased())
    }

    /// Whether a file name is a layout's: a visible `*.yaml` or `*.yml` file that is not a configuration.
    public static func isLayoutFileName(_ name: String) -> Bool {
        guard !name.hasPrefix("."), !configurationNames.contains(name), !isMisnamedConfiguration(name) else { return false }
        return hasLayoutExtension(name)
    }

    /// Whether a file name or path ends in `.yaml` or `.yml`, ASCII letters in any case.
    package static func hasLayoutExtension(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { layoutExtensionStart(in: $0) != nil }
    }

    /// Where the `.yaml` or `.yml` (ASCII letters in any case) that ends UTF-8 text starts: the offset of
    /// its dot, or `nil` when the text ends otherwise. Compared by the bytes in place, not by
    /// `lowercased()` strings made for every file of a folder: only 'Y', 'A', 'M' and 'L' lower-case to
    /// the letters of the extensions, so the answer is the same.
    static func layoutExtensionStart(in utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        candidates: for candidate in extensionBytes {
            let dot = utf8.count - candidate.count - 1
            guard dot >= 0, utf8[dot] == UInt8(ascii: ".") else { continue }
            for index in candidate.indices where candidate[index] != utf8[dot + 1 + index] | 0x20 { continue candidates }
            return dot
        }
        return nil
    }

    /// ``extensions`` as bytes, read without going through `String`'s UTF-8 view for every file named.
    private static let extensionBytes: [[UInt8]] = extensions.map { Array($0.utf8) }

    /// With a layout file among `paths`, or a folder inside a target (`Sources/App/Pads`): the layout files
    /// `paths` name, and the other layout files of the target each file or folder named is in, which they may
    /// use as their target's build does (the themes they are drawn in, the keyboards they extend, the pages
    /// they lead to); `nil` when every path is a folder that is a whole target or lies in none. Each file is
    /// given once, named files first: the siblings leave out the files named, and each other, however their
    /// paths are written. `inTargets` are the siblings found in a known target
    /// (``targetFolder(of:isFile:configuration:)``), which its build compiles with the files named, rather than
    /// in a file's own folder for want of one. `configuration` is the run's, applied to `paths`.
    static func namedWithSiblings(_ paths: [String], configuration: AppliedConfiguration) -> (named: [String], siblings: [String], inTargets: [String])? {
        var searches: [(path: String, isFile: Bool, target: String?)] = []
        for path in paths {
            switch FilePaths.kind(of: path) {
            case .file: searches.append((path, true, targetFolder(of: path, isFile: true, configuration: configuration)))
            case .folder:
                // A folder that is a target, or holds one, is searched whole already.
                guard let target = targetFolder(of: path, isFile: false, configuration: configuration), PackagePaths.absolute(path).hasPrefix(target + "/") else { continue }
                searches.append((path, false, target))
            case .missing: continue
            }
        }
        guard !searches.isEmpty else { return nil }
        let named = discover(paths).files
        var seen = Set(named.compactMap(OutputFiles.identity(following:)))
        var searched: [String] = []
        var siblings: [String] = []
        var inTargets: [String] = []
        func found(_ files: [String], inTarget: Bool) {
            for file in files where OutputFiles.identity(following: file).map({ seen.insert($0).inserted }) ?? true {
                siblings.append(file)
                if inTarget { inTargets.append(file) }
            }
        }
        for (path, isFile, target) in searches {
            let folder = isFile ? path.lastIndex(of: "/").map { String(path[...$0]) } ?? "" : path
            let ownFolder = PackagePaths.absolute(folder.isEmpty ? "." : folder)
            guard !searched.contains(target ?? ownFolder) else { continue }
            searched.append(target ?? ownFolder)
            guard let target else {
                found(directLayoutFiles(in: folder), inTarget: false)
                continue
            }
            // Written as the path named is: `brand.yaml` or `Sources/App/brand.yaml`, not `./brand.yaml`.
            let written = target == ownFolder ? (folder.isEmpty ? "." : folder)
                : path.hasPrefix("/") ? target : PackagePaths.relative(target, from: PackagePaths.currentFolder)
            found(discover([written]).files, inTarget: true)
        }
        return (named, siblings, inTargets)
    }

    /// The folders of the targets (`Sources/NAME`, `Tests/NAME`) holding the layout files of `paths`, written
    /// as the path is, when `paths` is one package root (a folder holding `Package.swift`) whose layout files
    /// all lie in targets' folders; `nil` otherwise, and when it holds none.
    static func targetFolders(ofPackageRoot paths: [String]) -> [String]? {
        guard paths.count == 1, let path = paths.first, FilePaths.kind(of: path) == .folder,
              PackagePaths.isPackageRoot(PackagePaths.absolute(path)) else { return nil }
        let prefix = path == "." || path == "./" ? "" : (path.hasSuffix("/") ? path : path + "/")
        var targets: [String] = []
        for file in discover(paths).files {
            let relative = file.hasPrefix("./") && prefix.isEmpty ? file.dropFirst(2) : file.dropFirst(prefix.count)
            let parts = relative.split(separator: "/", maxSplits: 2)
            guard parts.count == 3, parts[0] == "Sources" || parts[0] == "Tests" else { return nil }
            let target = prefix + parts[0] + "/" + parts[1]
            if !targets.contains(target) { targets.append(target) }
        }
        return targets.isEmpty ? nil : targets
    }

    /// The folder of the target that the layout file or folder `path` is in, absolute, searched as a named
    /// folder is; `nil` when it is not known (then only a file's own folder, not its subfolders, is searched).
    /// It is the `Sources/<target>` folder of its package that holds it, as SwiftPM lays targets out; else the
    /// folder holding the configuration found for it (``ConfigurationDiscovery``, whatever `configuration`,
    /// the run's, chose to apply), unless that is the package root, which may hold many targets.
    static func targetFolder(of path: String, isFile: Bool, configuration: AppliedConfiguration) -> String? {
        let absolute = PackagePaths.absolute(path)
        let folder = isFile ? PackagePaths.parent(of: absolute) ?? "/" : absolute
        let root = PackagePaths.packageRoot(of: folder)
        if let root {
            let sources = (root == "/" ? "" : root) + "/Sources/"
            let within = folder + "/"
            if within.hasPrefix(sources), let name = within.dropFirst(sources.count).split(separator: "/").first {
                return sources + name
            }
        }
        guard let found = configuration.discovered(forInput: path) else { return nil }
        let target = PackagePaths.absolute(ConfigurationDiscovery.folder(of: found))
        return target == root ? nil : target
    }

    /// The layout files directly in `folder` (a path ending in `/`, or empty for the current folder), sorted by name.
    private static func directLayoutFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.sorted().filter { isLayoutFileName($0) && FilePaths.kind(of: folder + $0) == .file }.map { FilePaths.shown($0, inFolder: folder) }
    }

    /// The layout files named by `paths`: files as given, folders searched recursively for `*.yaml` and
    /// `*.yml` (skipping hidden entries), each path once, folders' files in sorted order. The configuration
    /// files among them are listed apart: those named, those in the folders below a folder named (one in the
    /// folder named is the one a run finds there, or one `--config` overrides), and misnamed ones anywhere.
    public static func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic], configurations: [String]) {
        let manager = FileManager.default
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        var configurations: [String] = []
        func add(_ path: String) { files.append(path) }
        for path in paths {
            var isDirectory = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.unreadableInput, missingInputReason(path), at: nil, notes: [DiagnosticNote("path: \(path)")])
                    .located(in: path))
                continue
            }
            guard isDirectory else {
                let name = String(path.split(separator: "/").last ?? "")
                if configurationNames.contains(name) || isMisnamedConfiguration(name) {
                    configurations.append(path)
                } else {
                    add(path)
                }
                continue
            }
            let (found, tooDeep, problems) = layoutFiles(inFolder: path, configurations: &configurations)
            if found.isEmpty && tooDeep.isEmpty && problems.isEmpty {
                diagnostics.append(Diagnostic(.unreadableInput, "folder holds no .yaml or .yml file", at: nil).located(in: path))
            }
            found.forEach(add)
            diagnostics += tooDeep.map { Diagnostic.layoutTooDeep($0.path, levels: $0.levels, in: path) }
            diagnostics += problems
        }
        // One file or one folder names each file once; only several paths can repeat one.
        return (paths.count > 1 ? withoutRepeats(files) : files, diagnostics, configurations)
    }

    /// `files` with each file once, the first time it is named, compared by the bytes of their normalized
    /// paths: Swift's String equality is canonical equivalence, under which `é.yaml` in NFC and in NFD are
    /// equal, though on Linux they are two files. Repeats are found by sorting rather than with a
    /// `Set<[UInt8]>`, whose first use costs a search of every protocol conformance the process has.
    private static func withoutRepeats(_ files: [String]) -> [String] {
        let keys = files.map(normalizedBytes)
        let order = keys.indices.sorted { lhs, rhs in
            keys[lhs] == keys[rhs] ? lhs < rhs : bytesPrecede(keys[lhs], keys[rhs])
        }
        var isRepeat = [Bool](repeating: false, count: files.count)
        for (previous, next) in zip(order, order.dropFirst()) where keys[previous] == keys[next] {
            isRepeat[next] = true
        }
        return files.indices.filter { !isRepeat[$0] }.map { files[$0] }
    }

    /// Whether `lhs` sorts before `rhs`, byte by byte (a prefix first).
    private static func bytesPrecede(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in
                let common = min(left.count, right.count)
                let compared = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return compared != 0 ? compared < 0 : left.count < right.count
            }
        }
    }

    /// How many levels of folders kbc searches: the folder it is given is the first, so a layout file in
    /// 32 nested folders is read and one in 33 is reported as ``DiagnosticCode/layoutTooDeep``.
    public static let maximumFolderLevels = 32

    /// The layout files of `folder` and its folders, and those too deep to read with the number of folders
    /// they are in, each list sorted; and the links to folders it did not follow and the folders it could
    /// not open (see ``FolderWalk``).
    private static func layoutFiles(inFolder folder: String, configurations: inout [String])
        -> (found: [String], tooDeep: [(path: String, levels: Int)], problems: [Diagnostic]) {
        var walk = FolderWalk()
        walk.collect(in: folder)
        configurations += byteOrder(of: walk.configurations).map { walk.configurations[$0] }
        return (byteOrder(of: walk.found).map { walk.found[$0] }, byteOrder(of: walk.tooDeep.map(\.path)).map { walk.tooDeep[$0] }, walk.problems)
    }

    /// The indices of `paths` in the order of their bytes, so the order is the same whatever the names'
    /// normalization. The bytes are gathered once: comparing through `String.UTF8View` costs more than
    /// reading the files.
    static func byteOrder(of paths: [String]) -> [Int] {
        let bytes = paths.map { Array($0.utf8) }
        return bytes.indices.sorted { bytesPrecede(bytes[$0], bytes[$1]) }
    }

    /// The UTF-8 of ``normalize(_:)``, worked out on the bytes for ASCII paths (where characters are
    /// bytes, so splitting at "/" gives the same parts).
    private static func normalizedBytes(_ path: String) -> [UInt8] {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var path = path
        let result: [UInt8]? = path.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var normalized: [UInt8] = []
            normalized.reserveCapacity(bytes.count)
            if bytes.first == slash { normalized.append(slash) }
            var first = true
            var index = 0
            while index < bytes.count {
                while index < bytes.count && bytes[index] == slash { index += 1 }
                let start = index
                while index < bytes.count && bytes[index] != slash { index += 1 }
                if index == start || index - start == 1 && bytes[start] == dot { continue }
                if !first { normalized.append(slash) }
                normalized.append(contentsOf: bytes[start..<index])
                first = false
            }
            return normalized
        }
        return result ?? Array(normalize(path).utf8)
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
        // Follow symbolic links to the file they name; a loop ends after a bounded number of hops.
        var target = path
        var status = stat()
        var destination: String?
        for _ in 0..<32 {
            // Through `withCString`, which hands a native string's own bytes to the call: passing the String
            // itself copies it into a new C string first, and releases it, for every file.
            guard target.withCString({ lstat($0, &status) }) == 0 else {
                return .failure(Diagnostic(.unreadableInput, missingFileReason(target, link: destination), at: nil).located(in: path))
            }
            guard status.st_mode & S_IFMT == S_IFLNK else { break }
            guard let next = symbolicLinkDestination(target) else {
                return .failure(Diagnostic(.unreadableInput, "cannot follow symbolic link", at: nil).located(in: path))
            }
            destination = next
            let folder = target.lastIndex(of: "/").map { String(target[..<$0]) } ?? "."
            target = next.hasPrefix("/") ? next : (folder.isEmpty ? "" : folder) + "/" + next
        }
        let type = status.st_mode & S_IFMT
        if type != S_IFREG {
            let reason = type == S_IFLNK ? "too many levels of symbolic links" : "not a regular file"
            return .failure(Diagnostic(.unreadableInput, reason, at: nil).located(in: path))
        }
        let size = Int(status.st_size)
        if size > maximumBytes {
            return .failure(Diagnostic(.fileTooLarge, "file is \(size) bytes; layout files may be at most \(maximumBytes) bytes", at: nil).located(in: path))
        }
        guard let bytes = contents(of: target, expectedSize: size) else {
            return .failure(Diagnostic(.unreadableInput, "cannot read file", at: nil).located(in: path))
        }
        return .success(bytes)
    }

    /// Why a file found in a folder cannot be found again: a name that is not UTF-8 was read from its folder
    /// with U+FFFD in place of its bytes, so the path names no file. `link`, the destination of the symbolic
    /// link that led to `path`, when one did: a link that leads to no file.
    private static func missingFileReason(_ path: String, link: String? = nil) -> String {
        guard errno == ENOENT else { return "cannot read file" }
        if let link { return "cannot read file: " + danglingLink(to: link) }
        return path.unicodeScalars.contains("\u{FFFD}") ? "cannot read file: " + notUTF8 : "cannot read file"
    }

    /// Why a symbolic link whose destination is `destination` cannot be read.
    private static func danglingLink(to destination: String) -> String {
        "it is a symbolic link to '\(destination)', which does not exist"
    }

    /// Why a file named to kbc with a name that is not UTF-8 cannot be read.
    private static let notUTF8 = "its name is not valid UTF-8 (shown with U+FFFD for the bytes that are not); rename it"

    /// Why a path named to kbc names no file or folder: as reading a file found in a folder says, a link
    /// that loops, or a name that is not UTF-8 (the command line's bytes reach kbc with U+FFFD in their
    /// place); else there is none.
    private static func missingInputReason(_ path: String) -> String {
        var status = stat()
        if path.withCString({ lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFLNK, path.withCString({ stat($0, &status) }) != 0 {
            if errno == ELOOP { return "too many levels of symbolic links" }
            if errno == ENOENT, let destination = symbolicLinkDestination(path) { return "no such file or folder: " + danglingLink(to: destination) }
        }
        return path.unicodeScalars.contains("\u{FFFD}") ? "no such file or folder: " + notUTF8 : "no such file or folder"
    }

    /// The target of a symbolic link, as `readlink` gives it.
    private static func symbolicLinkDestination(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = buffer.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, $0.count - 1) }
        }
        guard length >= 0 else { return nil }
        return String(decoding: buffer[..<length], as: UTF8.self)
    }

    /// The whole content of a file, read with `open` and `read` into one buffer of the size `stat`
    /// reported (growing if the file grew meanwhile).
    private static func contents(of path: String, expectedSize: Int) -> [UInt8]? {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return DescriptorReading.bytes(of: descriptor, expectedSize: expectedSize)
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
