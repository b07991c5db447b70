import YAMLLoader

/// The CLDR transforms that capture one item of a `<set>` (`${caret}($[vowel])` to `$[1:caretVowel]`, or
/// `\m{acute}($[letters])` to `$1\u{301}`), written out as one typed sequence per item: the form a kbc
/// page's transforms take. Other patterns (ranges, `uset`s, several groups) stay reported.
enum CLDRSetTransforms {
    /// At most this many sequences come from one keyboard's set transforms; past it, they are reported.
    static let limit = 4000

    /// The items of each `<set>` of `root`'s `<variables>`: space-separated, with `${string}` variables and
    /// escapes resolved and `$[set]` references replaced by that set's items.
    static func sets(in root: XMLReader.Element, variables: [String: String]) -> [String: [String]] {
        var raw: [String: String] = [:]
        for element in root.children(named: "variables").flatMap(\.children) where element.name == "set" {
            if let id = element["id"], let value = element["value"] { raw[id] = value }
        }
        var sets: [String: [String]] = [:]
        func items(_ id: String, depth: Int) -> [String]? {
            if let done = sets[id] { return done }
            guard depth < 8, let value = raw[id] else { return nil }
            var result: [String] = []
            for word in value.split(whereSeparator: \.isWhitespace).map(String.init) {
                if word.hasPrefix("$["), word.hasSuffix("]") {
                    guard let nested = items(String(word.dropFirst(2).dropLast()), depth: depth + 1) else { return nil }
                    result += nested
                } else if case .success(let text) = CLDRText.resolve(word, variables: variables), !text.isEmpty, !CLDRText.hasMarker(text) {
                    result.append(text)
                } else {
                    return nil
                }
            }
            sets[id] = result
            return result
        }
        for id in raw.keys { _ = items(id, depth: 0) }
        return sets
    }

    /// A transform that captures one set item: what comes before and after the capture, the set, and the
    /// result with `$1` or `$[1:set]` where the item goes.
    struct Pattern {
        var before: String
        var set: String
        var after: String
        var result: String
    }

    /// The pattern of `from` and `to`, when `from` is literal text around one `($[set])`.
    static func pattern(from: String, to: String) -> Pattern? {
        let characters = Array(from)
        func find(_ wanted: String, from start: Int) -> Int? {
            let needle = Array(wanted)
            guard characters.count >= needle.count, start <= characters.count - needle.count else { return nil }
            return (start...(characters.count - needle.count)).first { characters[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
        guard let open = find("($[", from: 0), let close = find("])", from: open + 3) else { return nil }
        let before = String(characters[..<open]), after = String(characters[(close + 2)...])
        let set = String(characters[(open + 3)..<close])
        guard !set.isEmpty, !set.contains("$"), !set.contains(":"), CLDRText.isLiteral(before), CLDRText.isLiteral(after) else { return nil }
        return Pattern(before: before, set: set, after: after, result: to)
    }

    /// The sequences and results of `pattern`, item by item, with `resolve` making literal text of the parts
    /// around the item (markers, variables, escapes); `nil` when a set is unknown, a mapped set has another
    /// size, or the result holds other pattern syntax.
    static func expand(_ pattern: Pattern, sets: [String: [String]], resolve: (String) -> String?) -> [(from: String, to: String)]? {
        guard let items = sets[pattern.set], let before = resolve(pattern.before), let after = resolve(pattern.after) else { return nil }
        // The result: literal parts, `$1`, and `$[1:set]`.
        var parts: [(literal: String?, mapped: [String]?)] = []
        var rest = Substring(pattern.result)
        while let dollar = rest.firstIndex(of: "$") {
            let tail = rest[dollar...]
            if tail.hasPrefix("$1") {
                parts.append((String(rest[..<dollar]), nil))
                parts.append((nil, items))
                rest = tail.dropFirst(2)
            } else if tail.hasPrefix("$[1:"), let close = tail.firstIndex(of: "]") {
                let mapped = String(tail[tail.index(dollar, offsetBy: 4)..<close])
                guard let target = sets[mapped], target.count == items.count else { return nil }
                parts.append((String(rest[..<dollar]), nil))
                parts.append((nil, target))
                rest = tail[tail.index(after: close)...]
            } else if tail.hasPrefix("${") {
                // A variable: resolved with the literal text around it.
                guard let close = tail.firstIndex(of: "}") else { return nil }
                parts.append((String(rest[..<tail.index(after: close)]), nil))
                rest = tail[tail.index(after: close)...]
            } else {
                return nil
            }
        }
        parts.append((String(rest), nil))
        var literals: [String?] = []
        for part in parts {
            if let literal = part.literal {
                guard CLDRText.isLiteral(literal), !CLDRText.hasMarker(literal), let text = resolve(literal) else { return nil }
                literals.append(text)
            } else {
                literals.append(nil)
            }
        }
        return items.indices.map { index in
            let result = zip(parts, literals).map { part, literal in literal ?? part.mapped![index] }.joined()
            return (before + items[index] + after, result)
        }
    }
}
