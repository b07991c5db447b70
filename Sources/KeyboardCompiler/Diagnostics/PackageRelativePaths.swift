/// How the machine formats for code review (SARIF, GitHub annotations) name files: relative to the package
/// root, the nearest folder from the current one up that holds a `Package.swift` (the current folder when
/// none does), whether kbc was given relative paths or, as the plugins give them, absolute ones. A file
/// outside the package root keeps its absolute path.
public struct PackageRelativePaths: Sendable {
    /// The package root, absolute.
    public var root: String
    /// The current folder relative to the root; empty when they are one folder.
    private var currentFromRoot: String

    /// The paths of a run in `currentFolder` (absolute).
    public init(currentFolder: String = PackagePaths.currentFolder) {
        let current = PackagePaths.absolute(currentFolder)
        root = PackagePaths.packageRoot(of: current) ?? current
        let relative = PackagePaths.relative(current, from: root)
        currentFromRoot = relative == "." ? "" : relative
    }

    /// `path` (as kbc was given it) relative to the package root.
    public func path(_ path: String) -> String {
        if path.hasPrefix("/") {
            let prefix = root == "/" ? "/" : root + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
        // Relative to the current folder: unchanged when that is the root, the usual case.
        guard !currentFromRoot.isEmpty else { return path }
        return self.path(PackagePaths.absolute(path))
    }
}

extension Optional where Wrapped == PackageRelativePaths {
    /// `path` relative to the package root, or as given when there are no package paths.
    func path(_ path: String) -> String {
        self?.path(path) ?? path
    }
}
