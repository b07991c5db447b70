import ArgumentParser

/// Paths given on the command line: an empty one names nothing, and is a usage mistake (exit 2) rather than
/// an error located at an empty file name, or the current folder.
package enum EmptyPathCheck {
    /// Throws the usage mistake when any of `paths` is empty; `option` names where it was given (`--output`,
    /// or `<path>` for arguments).
    package static func check(_ paths: [String?], given option: String) throws {
        if paths.contains(where: { $0?.isEmpty == true }) {
            throw ValidationError("\(option): an empty path names no file or folder")
        }
    }
}
