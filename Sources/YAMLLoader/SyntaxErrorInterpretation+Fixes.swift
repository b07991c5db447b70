/// The edits that fix the problems the interpretation finds, and the indicators that start a plain value
/// (`?`, `[`, `{`) which libyaml reports in its own words.
///
/// An edit must give what the author meant when applied as it is: quoting only the indicator of
/// `title: Enter PIN: 6 digits` gives the title `Enter PIN":" 6 digits`, so the whole value is quoted.
extension SyntaxErrorInterpretation {
    /// How many characters of a value a fix quotes at most; a longer value gets advice without an edit.
    static let longestQuotedValue = 200

    /// The edit that quotes the plain value holding `position`: in block style, from where the value
    /// starts (after indentation, list items' `- ` and a plain key's `: `) to the end of the line or a
    /// comment; inside `[…]` or `{…}`, the item from `position` (which must start it) to the next `,`,
    /// `]` or `}`. A list item's comment that reads like more keys (`- & * @ # ! ?`: tokens no longer than
    /// the item's) is quoted with it, since that is what the author wrote as the row.
    static func quotingFix(at position: SourcePosition, in source: SourceText) -> TextEdit? {
        quotedValue(containing: position, in: source) ?? quotedFlowItem(at: position, in: source)
    }

    /// The block-style half of ``quotingFix(at:in:)``.
    static func quotedValue(containing position: SourcePosition, in source: SourceText) -> TextEdit? {
        guard let line = source.line(position.line) else { return nil }
        let scalars = Array(line.unicodeScalars.prefix(position.column + longestQuotedValue + 80))
        guard position.column >= 1, position.column <= scalars.count else { return nil }
        let target = position.column - 1
        var index = 0
        while index < target, scalars[index] == " " { index += 1 }
        var isListItem = false
        while index < target, scalars[index] == "-", index + 1 < scalars.count, scalars[index + 1] == " " {
            isListItem = true
            index += 1
            while index < target, scalars[index] == " " { index += 1 }
        }
        if index < target, let colon = keyColon(in: Array(scalars[index..<target])).map({ $0 + index }),
           !scalars[index..<colon].contains(where: { "[]{},\"'".unicodeScalars.contains($0) }) {
            isListItem = false
            index = colon + 1
            while index < target, scalars[index] == " " { index += 1 }
        }
        let start = index
        guard start <= target, !"[{\"'".unicodeScalars.contains(scalars[start]) || start == target else { return nil }
        // A plain value does not hold `: ` before the indicator unless it is itself the key's value.
        if start < target, scalars[start..<target].contains(where: { $0 == "#" }) { return nil }
        if isInsideFlow(line: position.line, in: source) { return nil }
        var value = Array(scalars[start...])
        if let comment = value.indices.first(where: { value[$0] == "#" && $0 > 0 && (value[$0 - 1] == " " || value[$0 - 1] == "\t") }) {
            let comment = Array(value[(comment + 1)...])
            var kept = Array(value[..<(value.count - comment.count - 1)])
            let longest = words(kept).map(\.count).max() ?? 0
            let commentWords = words(comment)
            if isListItem, longest > 0, !commentWords.isEmpty, commentWords.allSatisfy({ $0.count <= longest }) {
                kept = value
            }
            value = kept
        }
        while value.last == " " || value.last == "\t" { value.removeLast() }
        guard !value.isEmpty, value.count <= longestQuotedValue, start + value.count <= line.unicodeScalars.count else { return nil }
        let text = String(String.UnicodeScalarView(value))
        return TextEdit(
            from: SourcePosition(line: position.line, column: start + 1),
            to: SourcePosition(line: position.line, column: start + value.count + 1),
            replacement: YAMLQuoting.quoted(text))
    }

    /// The flow half of ``quotingFix(at:in:)``: the item of `[…]` or `{…}` that starts at `position`
    /// (after `[`, `{`, `,` or a key's `:`), quoted, up to the next `,`, `]` or `}` on its line.
    static func quotedFlowItem(at position: SourcePosition, in source: SourceText) -> TextEdit? {
        guard let line = source.line(position.line) else { return nil }
        let scalars = Array(line.unicodeScalars.prefix(position.column + longestQuotedValue + 80))
        let start = position.column - 1
        guard start >= 0, start < scalars.count else { return nil }
        var before = start - 1
        while before >= 0, scalars[before] == " " { before -= 1 }
        guard before >= 0, "[{,:".unicodeScalars.contains(scalars[before]) else { return nil }
        var end = start
        while end < scalars.count, !",]}".unicodeScalars.contains(scalars[end]) {
            if scalars[end] == "#", end > start, scalars[end - 1] == " " { break }
            end += 1
        }
        while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        guard end > start, end - start <= longestQuotedValue else { return nil }
        return TextEdit(
            from: position, to: SourcePosition(line: position.line, column: end + 1),
            replacement: YAMLQuoting.quoted(String(String.UnicodeScalarView(scalars[start..<end]))))
    }

    /// Whether the line continues a `[` or `{` left open on the nearest line above it (or after a `,`).
    private static func isInsideFlow(line number: Int, in source: SourceText) -> Bool {
        guard let (_, above) = nearestContentLine(above: number, in: source) else { return false }
        var scan = FlowBracketScan()
        var last: Unicode.Scalar = " "
        for scalar in above.unicodeScalars.prefix(4 * linePrefix) {
            if scan.step(scalar) == .plain, scalar == "#", last == " " { break }
            if scalar != " " { last = scalar }
        }
        return scan.depth > 0 || last == ","
    }

    /// The words of a run of scalars, split at spaces and tabs.
    private static func words(_ scalars: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        scalars.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(Array.init)
    }

    /// The edit that closes the `[` or `{` at `position` at the end of its line's content (before a
    /// comment), when the text after it reads as a list (`[1, 2, 3`); for text without commas (`[ a b`),
    /// meant as keys, the edit quotes the whole value instead.
    static func bracketFix(at position: SourcePosition, in source: SourceText) -> TextEdit? {
        guard let line = source.line(position.line), let bracket = source.scalar(at: position) else { return nil }
        let scalars = Array(line.unicodeScalars)
        var end = scalars.count
        if let comment = scalars.indices.first(where: { $0 >= position.column && scalars[$0] == "#" && scalars[$0 - 1] == " " }) { end = comment }
        while end > position.column, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        let inside = scalars[position.column..<max(position.column, end)]
        if inside.contains(",") || (bracket == "{" && inside.contains(":")) {
            let at = SourcePosition(line: position.line, column: end + 1)
            return TextEdit(from: at, to: at, replacement: bracket == "[" ? "]" : "}")
        }
        return quotedValue(containing: position, in: source)
    }

    /// For an error on a line whose block value starts with `[` or `{`: the problem at that bracket, when
    /// the bracket is meant as a key of a row string. That is a bracket closed on its line with more text
    /// after it (`- [ ] {`: libyaml reads `[ ]` as an empty list, then fails), or one never closed (`- {
    /// a b`), on a line without a `,` (or a `:` after a `{`), which would make it a list or mapping. The
    /// fix quotes the whole row.
    static func bracketStartingAValue(
        libyamlProblem: String, at position: SourcePosition, contextPosition: SourcePosition?, in source: SourceText
    ) -> YAMLProblem? {
        for candidate in [position, contextPosition].compactMap({ $0 }) {
            guard let line = source.line(candidate.line) else { continue }
            let scalars = Array(line.unicodeScalars.prefix(linePrefix))
            var index = 0
            while index < scalars.count, scalars[index] == " " { index += 1 }
            while index < scalars.count, scalars[index] == "-", index + 1 < scalars.count, scalars[index + 1] == " " {
                index += 1
                while index < scalars.count, scalars[index] == " " { index += 1 }
            }
            if index < scalars.count, let colon = keyColon(in: Array(scalars[index...])).map({ $0 + index }) {
                index = colon + 1
                while index < scalars.count, scalars[index] == " " { index += 1 }
            }
            guard index < scalars.count, scalars[index] == "[" || scalars[index] == "{" else { continue }
            let bracket = SourcePosition(line: candidate.line, column: index + 1)
            // A `,` or a `{`'s `:` makes the bracket a list or mapping that went wrong in another way.
            let looksLikeFlow = scalars[index...].contains(",") || (scalars[index] == "{" && scalars[index...].contains(":"))
            let meantAsText: Bool
            if isUnclosed(bracketAt: bracket, in: source) {
                meantAsText = !looksLikeFlow && position.line == candidate.line
            } else {
                meantAsText = !looksLikeFlow && textFollowsFlow(in: scalars, openingAt: index)
            }
            guard meantAsText, let fix = quotedValue(containing: bracket, in: source) else { continue }
            return YAMLProblem(
                .unquotedIndicator(Character(scalars[index]), problem: libyamlProblem), at: bracket, contextPosition: position, fix: fix)
        }
        return nil
    }

    /// Whether text other than a comment follows the bracket that closes the one at `open`.
    private static func textFollowsFlow(in scalars: [Unicode.Scalar], openingAt open: Int) -> Bool {
        var scan = FlowBracketScan()
        for index in open..<scalars.count where scan.step(scalars[index]) == .closed && scan.depth == 0 {
            let rest = scalars[(index + 1)...].drop { $0 == " " || $0 == "\t" }
            return rest.first.map { $0 != "#" } ?? false
        }
        return false
    }

    /// For an error inside `[…]` or `{…}`: a `?` that starts an item between the bracket that opened it
    /// (`contextPosition`) and the error, on the error's line. YAML reads it as an explicit key.
    static func questionMarkInFlow(at position: SourcePosition, contextPosition: SourcePosition?, in source: SourceText) -> SourcePosition? {
        guard let line = source.line(position.line) else { return nil }
        let scalars = Array(line.unicodeScalars.prefix(linePrefix))
        let first = max(0, contextPosition.map { $0.line == position.line ? $0.column - 1 : 0 } ?? 0)
        // Past `linePrefix` (a bracket far along a long line) nothing is scanned.
        let end = min(scalars.count, position.column)
        guard first < end else { return nil }
        var scan = FlowBracketScan()
        var previous: Unicode.Scalar = " "
        for index in first..<end {
            let scalar = scalars[index]
            if scan.step(scalar) == .plain, scalar == "?", "[{,:".unicodeScalars.contains(previous),
               index + 1 == scalars.count || " ,]}".unicodeScalars.contains(scalars[index + 1]) {
                return SourcePosition(line: position.line, column: index + 1)
            }
            if scalar != " " { previous = scalar }
        }
        return nil
    }

    /// The edit for a tag kbc does not support at `position`: a local tag (`!foo`) is meant as text and
    /// is quoted with its value; a standard one (`!!int 3`) is removed, since every value is text anyway.
    static func tagFix(at position: SourcePosition, in source: SourceText) -> TextEdit? {
        guard let line = source.line(position.line) else { return nil }
        let scalars = Array(line.unicodeScalars.prefix(position.column + linePrefix))
        let start = position.column - 1
        guard start >= 0, start < scalars.count, scalars[start] == "!" else { return nil }
        if start + 1 < scalars.count, scalars[start + 1] != "!" && scalars[start + 1] != "<" {
            return quotingFix(at: position, in: source)
        }
        var end = start
        while end < scalars.count, !" \t,]}".unicodeScalars.contains(scalars[end]) { end += 1 }
        // The spaces after the tag go with it, unless nothing follows them on the line.
        var afterSpaces = end
        while afterSpaces < scalars.count, scalars[afterSpaces] == " " { afterSpaces += 1 }
        if afterSpaces < scalars.count, !",]}#".unicodeScalars.contains(scalars[afterSpaces]) { end = afterSpaces }
        return TextEdit(from: position, to: SourcePosition(line: position.line, column: end + 1), replacement: "")
    }
}
