/// Rewords libyaml's syntax errors where an author needs more help than libyaml's own words give.
///
/// The checks run only after libyaml has failed. Each looks at a bounded number of lines around the error,
/// except the one for quotes, which reads the file once up to the error: a hostile file stays linear.
enum SyntaxErrorInterpretation {
    /// Characters that YAML reads as syntax at the start of a value, though a keyboard author may mean them as text.
    static let indicators: Set<Character> = ["#", "-", ":", "*", "&", "!", "|", ">", "%", "@", "`", "?"]

    /// Indicators that start the construct libyaml names as the error's context (an anchor, alias, tag or
    /// directive); other context characters (`-`, `:`, brackets) are structure, not a misplaced key.
    static let contextIndicators: Set<Character> = ["*", "&", "!", "%"]

    /// How many lines above the error the checks look at, at most.
    static let lookBehind = 200

    /// How many characters of a line the checks of its structure read.
    static let linePrefix = 512

    static func problem(
        libyamlProblem: String,
        context: String?,
        at position: SourcePosition,
        contextPosition: SourcePosition?,
        in source: SourceText
    ) -> YAMLProblem {
        if source.scalar(at: position) == "\t" {
            return YAMLProblem(.tabIndentation, at: position)
        }
        if let tooLong = implicitKeyTooLong(at: position, in: source) {
            return tooLong
        }
        if let quote = unclosedQuote(at: position, contextPosition: contextPosition, in: source) {
            return quote
        }
        if let comment = commentInsideFlow(before: position, from: contextPosition, in: source, swallowingABracket: true) {
            return YAMLProblem(
                .unquotedIndicator("#", problem: libyamlProblem), at: comment, contextPosition: position,
                fix: quotedFlowItem(at: comment, in: source))
        }
        if let expected = misalignedListItem(at: position, in: source) {
            return YAMLProblem(.misalignedListItem(expected: expected), at: position, contextPosition: contextPosition)
        }
        if let (dash, expected) = listItemContinuingTheOneAbove(at: position, in: source) {
            return YAMLProblem(.misalignedListItem(expected: expected), at: dash, contextPosition: position)
        }
        if let problem = keyIndentedUnderAValue(at: position, in: source) {
            return problem
        }
        if context == "while scanning a simple key", let contextPosition, let item = listItemAbove(lineWithoutDashAt: contextPosition, in: source) {
            return YAMLProblem(.missingListItemDash(item: item), at: contextPosition, contextPosition: position)
        }
        if context == "while scanning a simple key", libyamlProblem == "could not find expected ':'", let contextPosition,
           let problem = keyWithoutColon(at: contextPosition, in: source) {
            // libyaml names the line after the key; the key's own line is the one to fix.
            return YAMLProblem(problem.kind, at: problem.position, contextPosition: position, fix: problem.fix)
        }
        if context == "while scanning a block scalar", let contextPosition,
           let scalar = source.scalar(at: contextPosition), scalar == "|" || scalar == ">" {
            // `- | a b`: a block scalar's header may hold only indicators and a comment.
            return YAMLProblem(
                .unquotedIndicator(Character(scalar), problem: libyamlProblem), at: contextPosition, contextPosition: position,
                fix: quotedValue(containing: contextPosition, in: source))
        }
        if let question = questionMarkInFlow(at: position, contextPosition: contextPosition, in: source) {
            // `[a, ?, b]`: YAML reads the `?` as an explicit key and fails further on.
            return YAMLProblem(
                .unquotedIndicator("?", problem: libyamlProblem), at: question, contextPosition: position,
                fix: quotedFlowItem(at: question, in: source))
        }
        if let scalar = source.scalar(at: position), indicators.contains(Character(scalar)) {
            return YAMLProblem(
                .unquotedIndicator(Character(scalar), problem: libyamlProblem), at: position, contextPosition: contextPosition,
                fix: quotingFix(at: position, in: source))
        }
        if let contextPosition, let scalar = source.scalar(at: contextPosition), contextIndicators.contains(Character(scalar)) {
            return YAMLProblem(
                .unquotedIndicator(Character(scalar), problem: libyamlProblem), at: contextPosition, contextPosition: position,
                fix: quotingFix(at: contextPosition, in: source))
        }
        if let bracket = bracketStartingAValue(libyamlProblem: libyamlProblem, at: position, contextPosition: contextPosition, in: source) {
            return bracket
        }
        if let comment = commentInsideFlow(before: position, from: contextPosition, in: source, swallowingABracket: false) {
            return YAMLProblem(
                .unquotedIndicator("#", problem: libyamlProblem), at: comment, contextPosition: position,
                fix: quotedFlowItem(at: comment, in: source))
        }
        if let contextPosition, contextPosition.line < position.line,
           let bracket = source.scalar(at: contextPosition), bracket == "[" || bracket == "{",
           isUnclosed(bracketAt: contextPosition, in: source) {
            return YAMLProblem(
                .unclosedBracket(Character(bracket)), at: contextPosition, contextPosition: position,
                fix: bracketFix(at: contextPosition, in: source))
        }
        return YAMLProblem(.syntax(problem: libyamlProblem, context: context), at: position, contextPosition: contextPosition)
    }

    /// YAML allows an implicit (unquoted, `?`-less) mapping key of at most 1024 characters; libyaml reports a
    /// longer one as a misplaced `:`. When the error is at a `: ` that ends more than 1024 characters of
    /// key on its line, say so, at the key.
    private static func implicitKeyTooLong(at position: SourcePosition, in source: SourceText) -> YAMLProblem? {
        guard source.scalar(at: position) == ":", position.column > maximumImplicitKeyLength,
              let line = source.line(position.line) else { return nil }
        let scalars = Array(line.unicodeScalars.prefix(position.column - 1))
        // The key starts after the indentation and any `- ` or `? ` indicators.
        var start = 0
        while start < scalars.count {
            if scalars[start] == " " {
                start += 1
            } else if scalars[start] == "-" || scalars[start] == "?", start + 1 < scalars.count, scalars[start + 1] == " " {
                start += 2
            } else {
                break
            }
        }
        let length = scalars.count - start
        guard length > maximumImplicitKeyLength else { return nil }
        let problem = "a mapping key without quotes may be at most \(maximumImplicitKeyLength) characters long; this one has \(length)"
        return YAMLProblem(
            .syntax(problem: problem, context: "the key ends here; shorten it, or quote the whole value if ': ' is meant as text"),
            at: SourcePosition(line: position.line, column: start + 1), contextPosition: position)
    }

    /// The longest implicit mapping key YAML allows, in characters.
    static let maximumImplicitKeyLength = 1024

    // MARK: - List items

    /// For a `-` list item that starts its line and the error: the `-` of the list item above it that it
    /// should line up with, when it lines up with none. That is the nearest item above in a smaller column
    /// (the list it is meant to continue; a line between two levels belongs to the outer one), or, when
    /// there is none in the same block (no line in between indented less than the `-`), the nearest item
    /// above. libyaml reports such an item as a stray `-`, but the fix is to line it up.
    private static func misalignedListItem(at position: SourcePosition, in source: SourceText) -> SourcePosition? {
        guard let line = source.line(position.line), let column = listItemColumns(line).first, column == position.column else { return nil }
        var nearest: SourcePosition?
        for (number, text) in contentLines(above: position.line, in: source) {
            let columns = listItemColumns(text)
            if columns.isEmpty {
                // A line that is not a list item: a mapping key owning the list, or a continuation.
                if indentation(of: text) < column { return nearest }
                continue
            }
            if columns.contains(column) { return nil }
            if let outer = columns.last(where: { $0 < column }) { return SourcePosition(line: number, column: outer) }
            if nearest == nil { nearest = SourcePosition(line: number, column: columns[0]) }
        }
        return nearest
    }

    /// For an error after the `-` that starts its line, when the line above is a list item with a value
    /// on its own line and the `-` is in a column right of that item's: the `-` (first) and the item's
    /// `-` it belongs under (second). YAML reads such a line as more text of the item above, and fails
    /// on a `:` in it (`- [4, 5, {action: delete}]`).
    private static func listItemContinuingTheOneAbove(at position: SourcePosition, in source: SourceText) -> (SourcePosition, SourcePosition)? {
        guard let line = source.line(position.line), let column = listItemColumns(line).first, position.column > column,
              let (number, above) = nearestContentLine(above: position.line, in: source) else { return nil }
        let scalars = Array(above.unicodeScalars.prefix(linePrefix))
        guard let innermost = listItemColumns(above).last, innermost < column else { return nil }
        // The item above holds a value on its own line, which this line continues.
        guard let first = scalars[innermost...].firstIndex(where: { $0 != " " }), scalars[first] != "#" else { return nil }
        return (SourcePosition(line: position.line, column: column), SourcePosition(line: number, column: innermost))
    }

    /// For a line that libyaml read as a mapping key without its `:`, at `position` (its first
    /// character): the `-` of the list item above it in the same column, when that item is a row (not a
    /// mapping). The line is a row that lacks its `-`, unless the list starts in the column of the key
    /// that owns it (`rows:` then `- 1 2 3`, both in column 1) and no item follows the line: then it may
    /// as well be a key that lacks its `:`, and libyaml's words stand.
    private static func listItemAbove(lineWithoutDashAt position: SourcePosition, in source: SourceText) -> SourcePosition? {
        guard let line = source.line(position.line), indentation(of: line) + 1 == position.column, listItemColumns(line).isEmpty else { return nil }
        var item: SourcePosition?
        for (number, text) in contentLines(above: position.line, in: source) {
            if listItemColumns(text).contains(position.column) {
                if item == nil {
                    let content = Array(text.unicodeScalars.prefix(linePrefix).dropFirst(position.column).drop { $0 == " " })
                    guard keyColon(in: content) == nil else { return nil }
                    item = SourcePosition(line: number, column: position.column)
                    if let (_, below) = nearestContentLine(below: position.line, in: source), listItemColumns(below).first == position.column {
                        return item
                    }
                }
                continue
            }
            // A deeper line is a continuation of, or nested in, an item above.
            if indentation(of: text) + 1 > position.column { continue }
            // The line that owns the list: is the list in its column?
            return indentation(of: text) + 1 < position.column ? item : nil
        }
        return item
    }

    /// The columns of the `-` indicators that start a line (`- - a` has two), or none when the line does
    /// not start with a block list item (`- ` or a lone `-`).
    private static func listItemColumns(_ line: String) -> [Int] {
        let scalars = Array(line.unicodeScalars.prefix(linePrefix))
        var columns: [Int] = []
        var index = 0
        while index < scalars.count, scalars[index] == " " { index += 1 }
        while index < scalars.count, scalars[index] == "-", index + 1 == scalars.count || scalars[index + 1] == " " {
            columns.append(index + 1)
            index += 1
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }
        return columns
    }

    // MARK: - Mapping keys

    /// For an error at a `key:` line's key or colon, when the line is indented deeper than the entry
    /// above it and that entry has its value on its own line: YAML reads the line as more of that value
    /// (`keyboard: j1` then `  rows:`). The problem names both and the column of the key above.
    private static func keyIndentedUnderAValue(at position: SourcePosition, in source: SourceText) -> YAMLProblem? {
        guard let line = source.line(position.line) else { return nil }
        let scalars = Array(line.unicodeScalars.prefix(linePrefix))
        let start = indentation(of: line)
        guard start < scalars.count, let colon = keyColon(in: Array(scalars[start...])).map({ $0 + start }),
              position.column == start + 1 || position.column == colon + 1,
              let (number, above) = nearestContentLine(above: position.line, in: source) else { return nil }
        let aboveScalars = Array(above.unicodeScalars.prefix(linePrefix))
        var keyStart = indentation(of: above)
        if let innermost = listItemColumns(above).last {
            keyStart = innermost
            while keyStart < aboveScalars.count, aboveScalars[keyStart] == " " { keyStart += 1 }
        }
        guard keyStart < start, keyStart < aboveScalars.count,
              let aboveColon = keyColon(in: Array(aboveScalars[keyStart...])).map({ $0 + keyStart }) else { return nil }
        var value = Array(aboveScalars[(aboveColon + 1)...].drop { $0 == " " })
        if let comment = value.indices.first(where: { value[$0] == "#" && $0 > 0 && value[$0 - 1] == " " }) {
            value = Array(value[..<comment])
        }
        while value.last == " " { value.removeLast() }
        // With no value on its line (or a block scalar's header), the entry may own deeper lines.
        guard let first = value.first, first != "#", first != "|", first != ">" else { return nil }
        if value.count > 30 { value = Array(value.prefix(29)) + ["…"] }
        let previousKey = String(String.UnicodeScalarView(aboveScalars[keyStart..<aboveColon]))
        return YAMLProblem(
            .misalignedKey(
                String(String.UnicodeScalarView(scalars[start..<colon])),
                previousEntry: previousKey + ": " + String(String.UnicodeScalarView(value)),
                previousKey: previousKey,
                expected: SourcePosition(line: number, column: keyStart + 1)),
            at: SourcePosition(line: position.line, column: start + 1), contextPosition: position)
    }

    /// For a plain key at `position` that libyaml found no `:` after: the problem at its first `:` followed
    /// by other text (with the line, a space put after that `:`, as the suggestion), or at the key.
    private static func keyWithoutColon(at position: SourcePosition, in source: SourceText) -> YAMLProblem? {
        guard let line = source.line(position.line) else { return nil }
        let scalars = Array(line.unicodeScalars.dropFirst(position.column - 1).prefix(linePrefix))
        guard let first = scalars.first, !"\"'[{".unicodeScalars.contains(first) else { return nil }
        var end = scalars.count
        if let comment = scalars.indices.first(where: { scalars[$0] == "#" && $0 > 0 && scalars[$0 - 1] == " " }) { end = comment }
        while end > 0, scalars[end - 1] == " " { end -= 1 }
        var text = Array(scalars[..<end])
        let colon = text.indices.first { text[$0] == ":" && $0 > 0 && $0 + 1 < text.count && text[$0 + 1] != " " }
        if let colon {
            let written = text.count
            text.insert(" ", at: colon + 1)
            // The edit rewrites the whole entry, so that the note shows the line as it will read.
            return YAMLProblem(
                .keyWithoutColon(String(String.UnicodeScalarView(text[..<colon])), colonWithoutSpace: true),
                at: SourcePosition(line: position.line, column: position.column + colon),
                fix: text.count <= 60 ? TextEdit(
                    from: position, to: SourcePosition(line: position.line, column: position.column + written),
                    replacement: String(String.UnicodeScalarView(text))) : nil)
        }
        if text.count > 30 { text = Array(text.prefix(29)) + ["…"] }
        return YAMLProblem(.keyWithoutColon(String(String.UnicodeScalarView(text)), colonWithoutSpace: false), at: position)
    }

    /// The offset of the `:` that ends a plain mapping key at the start of `content` (a `:` followed by a
    /// space or the end of the line), or `nil` when `content` does not start with such a key.
    static func keyColon(in content: [Unicode.Scalar]) -> Int? {
        guard let first = content.first, !"-[]{}\"'#?&*!|>%@`,: ".unicodeScalars.contains(first) else { return nil }
        for index in content.indices {
            let scalar = content[index]
            if scalar == "#", content[index - 1] == " " { return nil }
            if scalar == ":", index + 1 == content.count || content[index + 1] == " " { return index }
        }
        return nil
    }

    // MARK: - Brackets and comments

    /// Whether the `[` or `{` at a position has no matching close on its own line (quotes skipped).
    static func isUnclosed(bracketAt position: SourcePosition, in source: SourceText) -> Bool {
        guard let line = source.line(position.line) else { return false }
        var scan = FlowBracketScan()
        for (offset, scalar) in line.unicodeScalars.enumerated() where offset >= position.column - 1 {
            switch scan.step(scalar) {
            case .closed where scan.depth == 0: return false
            case .plain where scalar == "#" && scan.depth > 0: return true
            default: continue
            }
        }
        return scan.depth > 0
    }

    /// A `#` that starts a comment inside an unclosed `[` or `{` on the lines leading to the error (from
    /// the line above the error's or its context's, past blank and comment lines): the comment swallowed
    /// the rest of the line, so the brackets no longer balance. With `swallowingABracket`, only a `#`
    /// before the error whose comment holds a bracket that would have closed the flow (`[a, #, b]`):
    /// that is surely no comment, whatever libyaml tripped over on the lines after it.
    private static func commentInsideFlow(
        before position: SourcePosition, from context: SourcePosition?, in source: SourceText, swallowingABracket: Bool
    ) -> SourcePosition? {
        var first = max(1, min(context?.line ?? position.line, position.line) - 1)
        while first > 1, position.line - first < lookBehind, source.line(first).map(isBlankOrComment) == true { first -= 1 }
        for number in first...position.line {
            guard let line = source.line(number) else { continue }
            let scalars = Array(line.unicodeScalars)
            var scan = FlowBracketScan()
            var previous: Unicode.Scalar = " "
            for (offset, scalar) in scalars.enumerated() {
                if scan.step(scalar) == .plain, scalar == "#", scan.depth > 0,
                   previous == " " || previous == "\t" || previous == "[" || previous == "{" || previous == "," {
                    let comment = SourcePosition(line: number, column: offset + 1)
                    if !swallowingABracket { return comment }
                    if comment < position, closesFlow(scalars[(offset + 1)...], openAt: scan.depth) { return comment }
                    break
                }
                previous = scalar
            }
        }
        return nil
    }

    /// Whether `rest` (quotes skipped) holds a bracket that closes one opened before it, at `depth`.
    private static func closesFlow(_ rest: ArraySlice<Unicode.Scalar>, openAt depth: Int) -> Bool {
        var scan = FlowBracketScan(depth: depth)
        for scalar in rest {
            if scan.step(scalar) == .closed, scan.depth == 0 { return true }
        }
        return false
    }

    // MARK: - Lines

    /// The number of spaces that start a line.
    static func indentation(of line: String) -> Int {
        line.unicodeScalars.prefix { $0 == " " }.count
    }

    /// Whether a line holds nothing but spaces, or a comment.
    static func isBlankOrComment(_ line: String) -> Bool {
        guard let first = line.unicodeScalars.first(where: { $0 != " " }) else { return true }
        return first == "#"
    }

    /// The nearest line above `line` that is neither blank nor a comment, within ``lookBehind`` lines.
    static func nearestContentLine(above line: Int, in source: SourceText) -> (Int, String)? {
        var lines = contentLines(above: line, in: source).makeIterator()
        return lines.next()
    }

    /// The lines above `line` that are neither blank nor comments, nearest first, within ``lookBehind`` lines:
    /// each line's number and text.
    static func contentLines(above line: Int, in source: SourceText) -> UnfoldSequence<(Int, String), Int> {
        sequence(state: line) { number in
            while true {
                number -= 1
                guard number >= 1, line - number <= lookBehind, let text = source.line(number) else { return nil }
                if !isBlankOrComment(text) { return (number, text) }
            }
        }
    }

    /// The nearest line below `line` that is neither blank nor a comment, within ``lookBehind`` lines.
    static func nearestContentLine(below line: Int, in source: SourceText) -> (Int, String)? {
        var number = line + 1
        while number <= source.lineCount, number - line <= lookBehind {
            guard let text = source.line(number) else { return nil }
            if !isBlankOrComment(text) { return (number, text) }
            number += 1
        }
        return nil
    }
}
