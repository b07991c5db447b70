/// Where the repository's files are, found from this file's own path.
enum TestPaths {
    static let repository: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/")
    }()

    static let layouts = repository + "/Layouts"
}
