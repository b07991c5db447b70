import YAMLLoader

/// "Did you mean …?" suggestions for misspelt names, and the notes that make them.
package enum Suggestions {
    /// The "did you mean" note for `word`, the text of `node` in `file`, when one of `candidates` is
    /// close to it (``closest(to:among:)``); its fix-it replaces the word with the suggestion.
    package static func note(for word: String, among candidates: [String], at node: YAMLNode?, in file: String?) -> DiagnosticNote? {
        closest(to: word, among: candidates).map { note(suggesting: $0, for: node, in: file) }
    }

    /// The note "did you mean 'suggestion'?", with `advice` after it when given. When `node` is a
    /// scalar written on one line with nothing but its text between its quotes, its fix-it replaces that
    /// text with `suggestion` (quoted, in place of a plain word, when YAML would not read it back as
    /// written: `#FFFFFF` would be a comment); a word inside a longer value, or an escaped one, gets the
    /// note alone.
    package static func note(suggesting suggestion: String, for node: YAMLNode?, in file: String?, advice: String? = nil) -> DiagnosticNote {
        let message = "did you mean '\(suggestion)'?" + (advice.map { " " + $0 } ?? "")
        guard let node, let file, let span = wordSpan(of: node) else { return DiagnosticNote(message) }
        let replacement = node.scalar?.style == .plain && !isPlainWord(suggestion) ? YAMLQuoting.quoted(suggestion) : suggestion
        return DiagnosticNote(message, fixIt: FixIt(file: file, from: span.start, to: span.end, replacement: replacement))
    }

    /// Whether `word` reads back as itself written plain: ASCII letters and digits, with `-`, `_` and `.`
    /// after the first.
    private static func isPlainWord(_ word: String) -> Bool {
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        guard let first = word.utf8.first, isAlphanumeric(first) else { return false }
        return word.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }

    /// Where the text of a one-line scalar is written, inside its quotes if it has them, when the source
    /// there is exactly its text (no escapes, no folding).
    private static func wordSpan(of node: YAMLNode) -> (start: SourcePosition, end: SourcePosition)? {
        guard let scalar = node.scalar, let end = scalar.end, end.line == node.position.line else { return nil }
        let quotes = scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 1 : 0
        guard scalar.style == .plain || quotes == 1 else { return nil }
        let start = SourcePosition(line: end.line, column: node.position.column + quotes)
        let inner = SourcePosition(line: end.line, column: end.column - quotes)
        guard inner.column - start.column == scalar.text.unicodeScalars.count else { return nil }
        return (start, inner)
    }

    /// The candidate closest to `word` by edit distance (ignoring case), if it is close enough to be a
    /// plausible typo: at most one edit for short words, a third of the word's length for longer ones.
    /// A candidate that is a prefix of the word (`pinned` → `pin`, `labels` → `label`) counts as close
    /// too, as long as it has at least three letters; so does the one candidate that begins with the word
    /// and a hyphen, a hyphenated name shortened (`secure-pin` → `secure-pin-pad`).
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= 64 else { return nil }
        if let stem = candidates.filter({ $0.count >= 3 && word.lowercased().hasPrefix($0.lowercased()) }).max(by: { $0.count < $1.count }) {
            return stem
        }
        if target.count >= 3 {
            let lengthened = candidates.filter { $0.lowercased().hasPrefix(word.lowercased() + "-") }
            if lengthened.count == 1 { return lengthened[0] }
        }
        let allowed = max(1, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
