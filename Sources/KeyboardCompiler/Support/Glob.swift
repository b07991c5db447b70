@preconcurrency import KbcPlatform

/// A shell-style pattern over ids and paths, as `kbc-config.yaml` writes them: `*` matches any run of
/// characters but `/`, `**` any run including `/`, `?` one character but `/`; everything else matches
/// itself. `pin-*` matches `pin-pad`; `Legacy/**` every file under `Legacy`.
struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    let pattern: String
    /// The pattern's UTF-8 bytes: matched against a text's bytes, without decoding either (every
    /// wildcard is ASCII; `?` takes a whole character's bytes).
    private let bytes: [UInt8]
    /// Whether the pattern has a wildcard: one without is a plain name, compared whole.
    let hasWildcard: Bool
    /// For a pattern whose only wildcard is one `*` at its end (`pin-*`, the usual pattern of ids), what
    /// comes before it: such a pattern is a prefix test.
    private let prefix: [UInt8]?

    /// Creates a pattern.
    init(_ pattern: String) {
        self.pattern = pattern
        bytes = Array(pattern.utf8)
        hasWildcard = bytes.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
        let body = bytes.dropLast()
        prefix = bytes.last == UInt8(ascii: "*") && !body.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") } ? Array(body) : nil
    }

    var description: String { pattern }

    /// Whether the whole of `text` matches the pattern.
    func matches(_ text: String) -> Bool {
        if !hasWildcard { return text.utf8.elementsEqual(bytes) }
        if let prefix {
            return text.utf8.starts(with: prefix) && !text.utf8.dropFirst(prefix.count).contains(UInt8(ascii: "/"))
        }
        // `withUTF8` reads a small string (an id) in place, where `utf8`'s contiguous storage is not offered.
        var text = text
        return text.withUTF8 { Self.matches(bytes[...], $0[...]) }
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
        if candidates.contains(where: { matches($0) }) { return true }
        // The file and the folder spelled differently (one absolute, `..` in one: a file named from a folder
        // below the configuration's, or the plugin's absolute paths with a relative `--config`): compared
        // as absolute paths.
        guard let base, !base.isEmpty else { return false }
        if matches(absolute: PackagePaths.absolute(path), under: PackagePaths.absolute(base)) { return true }
        // The file named through a symbolic link (`bk/login.yaml` for `Banking/login.yaml`): compared as the
        // paths the file system resolves, so that a rule or an override is not skipped by the spelling.
        guard let resolvedPath = Self.resolvingLinks(path), let resolvedBase = Self.resolvingLinks(base) else { return false }
        return matches(absolute: resolvedPath, under: resolvedBase)
    }

    /// Whether `absolute`, a path under the absolute folder `folder`, matches relative to it.
    private func matches(absolute: String, under folder: String) -> Bool {
        let prefix = folder == "/" ? "/" : folder + "/"
        return absolute.hasPrefix(prefix) && matches(String(absolute.dropFirst(prefix.count)))
    }

    /// The absolute path of an existing file or folder with every symbolic link resolved.
    private static func resolvingLinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Backtracking over `*` and `**`: linear for one star, and patterns are short.
    private static func matches(_ pattern: ArraySlice<UInt8>, _ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let star = UInt8(ascii: "*"), slash = UInt8(ascii: "/")
        var pattern = pattern
        var text = text
        while let first = pattern.first {
            switch first {
            case star:
                let crossesFolders = pattern.dropFirst().first == star
                let rest = pattern.dropFirst(crossesFolders ? 2 : 1)
                // `**/` also matches no folder at all: `**/x` matches `x`.
                if crossesFolders, rest.first == slash, matches(rest.dropFirst(), text) { return true }
                if crossesFolders, rest.isEmpty { return true }
                if rest.isEmpty { return !text.contains(slash) }
                var candidate = text
                while true {
                    if matches(rest, candidate) { return true }
                    guard let next = candidate.first, crossesFolders || next != slash else { return false }
                    candidate = candidate.dropFirst()
                }
            case UInt8(ascii: "?"):
                guard let next = text.first, next != slash else { return false }
                // One character: its lead byte and its continuation bytes.
                text = text.dropFirst()
                while let continuation = text.first, continuation & 0xC0 == 0x80 { text = text.dropFirst() }
                pattern = pattern.dropFirst()
            default:
                guard text.first == first else { return false }
                pattern = pattern.dropFirst()
                text = text.dropFirst()
            }
        }
        return text.isEmpty
    }
}
