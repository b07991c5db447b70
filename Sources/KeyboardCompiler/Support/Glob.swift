/// A shell-style pattern over ids and paths, as `kbc-config.yaml` writes them: `*` matches any run of
/// characters but `/`, `**` any run including `/`, `?` one character but `/`; everything else matches
/// itself. `pin-*` matches `pin-pad`; `Legacy/**` every file under `Legacy`.
struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    let pattern: String
    private let scalars: [Unicode.Scalar]

    /// Whether the pattern has a wildcard: one without is a plain name, compared whole.
    var hasWildcard: Bool { scalars.contains { $0 == "*" || $0 == "?" } }

    /// Creates a pattern.
    init(_ pattern: String) {
        self.pattern = pattern
        scalars = Array(pattern.unicodeScalars)
    }

    var description: String { pattern }

    /// Whether the whole of `text` matches the pattern.
    func matches(_ text: String) -> Bool {
        if !hasWildcard { return text.unicodeScalars.elementsEqual(scalars) }
        return Self.matches(scalars[...], Array(text.unicodeScalars)[...])
    }

    /// Whether a file path matches: the pattern is tried against the path relative to `base` (the
    /// folder of the configuration) when the path is under it, else against the path as given; a pattern
    /// without `/` is tried against the file name too, as `.gitignore` does.
    func matches(path: String, relativeTo base: String?) -> Bool {
        var candidates = [path]
        if let base, !base.isEmpty {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if path.hasPrefix(prefix) { candidates.append(String(path.dropFirst(prefix.count))) }
        }
        if path.hasPrefix("./") { candidates.append(String(path.dropFirst(2))) }
        if !pattern.contains("/"), let name = path.split(separator: "/").last { candidates.append(String(name)) }
        return candidates.contains { matches($0) }
    }

    /// Backtracking over `*` and `**`: linear for one star, and patterns are short.
    private static func matches(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var pattern = pattern
        var text = text
        while let first = pattern.first {
            switch first {
            case "*":
                let crossesFolders = pattern.dropFirst().first == "*"
                let rest = pattern.dropFirst(crossesFolders ? 2 : 1)
                // `**/` also matches no folder at all: `**/x` matches `x`.
                if crossesFolders, rest.first == "/", matches(rest.dropFirst(), text) { return true }
                if crossesFolders, rest.isEmpty { return true }
                if rest.isEmpty { return !text.contains("/") }
                var candidate = text
                while true {
                    if matches(rest, candidate) { return true }
                    guard let next = candidate.first, crossesFolders || next != "/" else { return false }
                    candidate = candidate.dropFirst()
                }
            case "?":
                guard let next = text.first, next != "/" else { return false }
                pattern = pattern.dropFirst()
                text = text.dropFirst()
            default:
                guard text.first == first else { return false }
                pattern = pattern.dropFirst()
                text = text.dropFirst()
            }
        }
        return text.isEmpty
    }
}
