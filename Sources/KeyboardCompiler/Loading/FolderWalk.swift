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

    /// The folders searched, by identity, with the path each was searched by. A dictionary: its first use
    /// costs the process a search of its protocol conformances, once, where a list searched in order cost
    /// time in the square of the folders.
    private var searched: [FolderIdentity: String] = [:]
    /// Every folder path, ending in `/`, that starts the path of a layout file found (read or too deep):
    /// whether a folder's files are already read is one look-up, not a scan of every file per link. Made
    /// only when a link leads to a folder searched already, from the files found since.
    private var foldersOfFound: Set<String> = []
    /// How many of ``found`` and ``tooDeep`` are in ``foldersOfFound``.
    private var indexed = (found: 0, tooDeep: 0)
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
        guard let first = searched[FolderIdentity(status)] else {
            walk(link.path, levels: link.levels)
            return
        }
        let folder = first.hasSuffix("/") ? first : first + "/"
        if link.path.hasPrefix(folder) {
            problems.append(Diagnostic(
                .unreadableInput, "symbolic link loops: it leads back to '\(first)', a folder that holds it", at: nil,
                notes: [DiagnosticNote("remove the link, or make it lead out of '\(first)'")]).located(in: link.path))
        } else if holdsFound(folder) {
            problems.append(Diagnostic(
                .unreadableInput, "symbolic link leads to '\(first)', whose layout files are already read: the target's build would compile them twice", at: nil,
                notes: [DiagnosticNote("remove the link, or the other way to that folder")]).located(in: link.path))
        }
    }

    /// Whether `folder` (ending in `/`) starts the path of a layout file found.
    private mutating func holdsFound(_ folder: String) -> Bool {
        for path in found[indexed.found...] { indexFolders(of: path) }
        for file in tooDeep[indexed.tooDeep...] { indexFolders(of: file.path) }
        indexed = (found.count, tooDeep.count)
        return foldersOfFound.contains(folder)
    }

    /// Adds the folders that start `path`, from the longest, down to one indexed already (its own are too).
    private mutating func indexFolders(of path: String) {
        let bytes = path.utf8
        var end = bytes.endIndex
        while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
            end = slash
            guard foldersOfFound.insert(String(decoding: bytes[...slash], as: UTF8.self)).inserted else { return }
        }
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
                let identity = FolderIdentity(status)
                guard searched[identity] == nil else { continue }
                searched[identity] = folder
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

    /// A folder's identity: its device and inode.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            (device, inode) = (UInt64(status.st_dev), UInt64(status.st_ino))
        }
    }

    /// Whether the link at `path` leads to a folder (a link to a file, or one that leads nowhere, is read as
    /// a file, which says what is wrong with it).
    private static func leadsToFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
