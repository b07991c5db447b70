/// "Did you mean …?" suggestions for misspelt names.
package enum Suggestions {
    /// The candidate closest to `word` by edit distance (ignoring case), if it is close enough to be a
    /// plausible typo: at most one edit for short words, a third of the word's length for longer ones.
    /// A candidate that is a prefix of the word (`pinned` → `pin`, `labels` → `label`) counts as close
    /// too, as long as it has at least three letters.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= 64 else { return nil }
        if let stem = candidates.filter({ $0.count >= 3 && word.lowercased().hasPrefix($0.lowercased()) }).max(by: { $0.count < $1.count }) {
            return stem
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
