@preconcurrency import KbcPlatform

/// Paths put together from their parts.
package enum FilePaths {
    /// `first` followed by `second`, made in one allocation: `+` on strings too long to be stored inline
    /// (a path of 16 bytes or more) grows the first string's storage, a cost `kbc generate` paid several
    /// times for every file it read and wrote.
    static func joined(_ first: String, _ second: String) -> String {
        joined(first, separator: nil, second)
    }

    /// `folder/name`, made in one allocation (a `/` is added even when `folder` ends in one, as
    /// `folder + "/" + name` does).
    static func path(_ folder: String, _ name: String) -> String {
        joined(folder, separator: UInt8(ascii: "/"), name)
    }

    /// What goes before the name of a file of `folder` in the path kbc shows for it, with the folder as the
    /// user named it: nothing for the current folder (`.`, `./` or empty), so that a file there is
    /// `amount.yaml` wherever kbc names it (a diagnostic, a note, the configuration line), never
    /// `./amount.yaml`; else the folder and one `/`.
    package static func prefix(forFilesIn folder: String) -> String {
        if folder.isEmpty || folder == "." || folder == "./" { return "" }
        return folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// The path kbc shows for the file `name` of `folder` (``prefix(forFilesIn:)``).
    package static func shown(_ name: String, inFolder folder: String) -> String {
        joined(prefix(forFilesIn: folder), name)
    }

    private static func joined(_ first: String, separator: UInt8?, _ second: String) -> String {
        var first = first
        var second = second
        return first.withUTF8 { first in
            second.withUTF8 { second in
                String(unsafeUninitializedCapacity: first.count + (separator == nil ? 0 : 1) + second.count) { buffer in
                    var end = buffer.initialize(fromContentsOf: first)
                    if let separator {
                        buffer[end] = separator
                        end += 1
                    }
                    end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: second)
                    return end
                }
            }
        }
    }

    /// What is at `path`, links followed: a folder, another kind of file, or nothing.
    package static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    /// What ``kind(of:)`` finds.
    package enum Kind {
        case missing, folder, file
    }
}
