@preconcurrency import KbcPlatform

/// The search of one folder named to kbc for layout files, through its folders and the symbolic links to
/// folders in them, as SwiftPM gives a target's build every file it reaches through such links (a folder of
/// pads shared by an app and its extension): skipping them made `kbc validate` pass what the build failed.
///
/// Each folder is searched once, known by its (device, inode): a link to a folder that holds it (a loop) is
/// an error there, and so is a link to a folder already searched that holds layout files, which the target's
/// build would compile twice. Real folders are searched before links, and links in the order of their paths'
/// bytes, so which path a folder is searched by, and so every path reported, is the same on every run.
///
/// Reads folders with `opendir`/`readdir` and takes each entry's type from the folder itself where the file
/// system records it (`lstat` otherwise): FileManager's attribute dictionaries cost more than the rest of
/// compiling a small layout.
///
/// Below ``LayoutFiles/maximumFolderLevels`` the walk goes on, without recursion, only to name the layout
/// files it will not read: skipping them silently made `kbc validate Folder` pass while the build plugin,
/// which is given every file of a target, compiled them.
struct FolderWalk {
    /// The layout files found, in no order.
    var found: [String] = []
    /// The layout files found deeper than ``LayoutFiles/maximumFolderLevels``, with their levels.
    var tooDeep: [(path: String, levels: Int)] = []
    /// The configuration files below the folder named, and misnamed ones anywhere.
    var configurations: [String] = []
    /// The links to folders not followed, and the folders whose paths are too long to open, each a located error.
    var problems: [Diagnostic] = []

    /// The folders searched, by identity, with the path each was searched by. A short list searched in
    /// order: a target has few folders, and the first use of a `Set` costs more than a small walk.
    private var searched: [(device: UInt64, inode: UInt64, path: String)] = []
    /// Links to folders found, not yet followed.
    private var waitingLinks: [(path: String, levels: Int)] = []

    /// Searches `folder`, the first level, then the folders its links lead to.
    mutating func collect(in folder: String) {
        walk(folder, levels: 1)
        while !waitingLinks.isEmpty {
            let batch = waitingLinks
            waitingLinks = []
            for index in LayoutFiles.byteOrder(of: batch.map(\.path)) { follow(batch[index]) }
        }
    }

    /// Searches the folder a link leads to, unless it was searched already.
    private mutating func follow(_ link: (path: String, levels: Int)) {
        var status = stat()
        guard stat(link.path, &status) == 0 else { return }
        guard let first = searchedPath(status) else {
            walk(link.path, levels: link.levels)
            return
        }
        let folder = first.hasSuffix("/") ? first : first + "/"
        if link.path.hasPrefix(folder) {
            problems.append(Diagnostic(
                .unreadableInput, "symbolic link loops: it leads back to '\(first)', a folder that holds it", at: nil,
                notes: [DiagnosticNote("remove the link, or make it lead out of '\(first)'")]).located(in: link.path))
        } else if found.contains(where: { $0.hasPrefix(folder) }) || tooDeep.contains(where: { $0.path.hasPrefix(folder) }) {
            problems.append(Diagnostic(
                .unreadableInput, "symbolic link leads to '\(first)', whose layout files are already read: the target's build would compile them twice", at: nil,
                notes: [DiagnosticNote("remove the link, or the other way to that folder")]).located(in: link.path))
        }
    }

    /// The path the folder `status` describes was searched by; `nil` when it was not.
    private func searchedPath(_ status: stat) -> String? {
        let (device, inode) = (UInt64(status.st_dev), UInt64(status.st_ino))
        return searched.first { $0.device == device && $0.inode == inode }?.path
    }

    /// Searches `folder` and its real folders; links to folders wait for ``collect(in:)``.
    private mutating func walk(_ folder: String, levels: Int) {
        var pending = [(folder, levels)]
        while let (folder, levels) = pending.popLast() {
            guard let directory = opendir(folder) else {
                // The system opens no path longer than PATH_MAX: the layout files below would go unread
                // without a word, while the build, which is given them relative to the target, reads them.
                if errno == ENAMETOOLONG { problems.append(.pathTooLong(folder, limit: Int(PATH_MAX))) }
                continue
            }
            defer { closedir(directory) }
            var status = stat()
            if fstat(dirfd(directory), &status) == 0 {
                // A folder reached twice without a link (a bind mount) is searched once.
                guard searchedPath(status) == nil else { continue }
                searched.append((UInt64(status.st_dev), UInt64(status.st_ino), folder))
            }
            let prefix = FilePaths.prefix(forFilesIn: folder)
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                    String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
                }
                if name == "." || name == ".." || name.hasPrefix(".") { continue }
                let path = FilePaths.joined(prefix, name)
                if LayoutFiles.configurationNames.contains(name) {
                    if levels > 1 { configurations.append(path) }
                    continue
                }
                if LayoutFiles.isMisnamedConfiguration(name) {
                    configurations.append(path)
                    continue
                }
                var type = Int(entry.pointee.d_type)
                if type == Int(DT_UNKNOWN) {
                    var status = stat()
                    type = lstat(path, &status) != 0 ? Int(DT_UNKNOWN)
                        : status.st_mode & S_IFMT == S_IFDIR ? Int(DT_DIR) : status.st_mode & S_IFMT == S_IFLNK ? Int(DT_LNK) : Int(DT_REG)
                }
                if type == Int(DT_DIR) {
                    pending.append((path, levels + 1))
                } else if type == Int(DT_LNK), Self.leadsToFolder(path) {
                    waitingLinks.append((path, levels + 1))
                } else if LayoutFiles.isLayoutFileName(name) {
                    if levels <= LayoutFiles.maximumFolderLevels { found.append(path) } else { tooDeep.append((path, levels)) }
                }
            }
        }
    }

    /// Whether the link at `path` leads to a folder (a link to a file, or one that leads nowhere, is read as
    /// a file, which says what is wrong with it).
    private static func leadsToFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
