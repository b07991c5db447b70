/// Rewords libyaml's syntax errors where an author needs more help than libyaml's own words give.
enum SyntaxErrorInterpretation {
    /// Characters that YAML reads as syntax at the start of a value, though a keyboard author may mean them as text.
    static let indicators: Set<Character> = ["#", "-", ":", "*", "&", "!", "|", ">", "%", "@", "`"]

    /// Indicators that start the construct libyaml names as the error's context (an anchor, alias, tag or
    /// directive); other context characters (`-`, `:`, brackets) are structure, not a misplaced key.
    static let contextIndicators: Set<Character> = ["*", "&", "!", "%"]

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
        if let expected = misalignedListItem(at: position, in: source) {
            return YAMLProblem(.misalignedListItem(expected: expected), at: position, contextPosition: contextPosition)
        }
        if let scalar = source.scalar(at: position), indicators.contains(Character(scalar)) {
            return YAMLProblem(.unquotedIndicator(Character(scalar), problem: libyamlProblem), at: position, contextPosition: contextPosition)
        }
        if let contextPosition, let scalar = source.scalar(at: contextPosition), contextIndicators.contains(Character(scalar)) {
            return YAMLProblem(.unquotedIndicator(Character(scalar), problem: libyamlProblem), at: contextPosition, contextPosition: position)
        }
        if let comment = commentInsideFlow(before: position, from: contextPosition, in: source) {
            return YAMLProblem(.unquotedIndicator("#", problem: libyamlProblem), at: comment, contextPosition: position)
        }
        if let contextPosition, contextPosition.line < position.line,
           let bracket = source.scalar(at: contextPosition), bracket == "[" || bracket == "{",
           isUnclosed(bracketAt: contextPosition, in: source) {
            return YAMLProblem(.unclosedBracket(Character(bracket)), at: contextPosition, contextPosition: position)
        }
        return YAMLProblem(.syntax(problem: libyamlProblem, context: context), at: position, contextPosition: contextPosition)
    }

    /// For a `-` list item that starts its line and the error: the `-` of the nearest list item above it
    /// at another indentation, in the same block (no line in between indented less than both). libyaml
    /// reports such an item as a stray `-`, but the fix is to line it up.
    private static func misalignedListItem(at position: SourcePosition, in source: SourceText) -> SourcePosition? {
        guard let line = source.line(position.line), let column = listItemColumn(line), column == position.column else { return nil }
        var number = position.line - 1
        while number >= 1, position.line - number <= 200 {
            defer { number -= 1 }
            guard let text = source.line(number) else { break }
            let indentation = text.unicodeScalars.prefix { $0 == " " }.count
            let content = text.unicodeScalars.dropFirst(indentation)
            if content.isEmpty || content.first == "#" { continue }
            if let other = listItemColumn(text) {
                return other == column ? nil : SourcePosition(line: number, column: other)
            }
            // A line that is not a list item: a mapping key owning the list, or a continuation.
            if indentation < column { return nil }
        }
        return nil
    }

    /// The column of the `-` of a line that starts with a block list item (`- ` or a lone `-`).
    private static func listItemColumn(_ line: String) -> Int? {
        let scalars = Array(line.unicodeScalars.prefix(512))
        guard let first = scalars.firstIndex(where: { $0 != " " }), scalars[first] == "-" else { return nil }
        guard first + 1 == scalars.count || scalars[first + 1] == " " else { return nil }
        return first + 1
    }

    /// Whether the `[` or `{` at a position has no matching close on its own line (quotes skipped).
    private static func isUnclosed(bracketAt position: SourcePosition, in source: SourceText) -> Bool {
        guard let line = source.line(position.line) else { return false }
        var depth = 0
        var quote: Unicode.Scalar?
        for (offset, scalar) in line.unicodeScalars.enumerated() where offset >= position.column - 1 {
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "[" || scalar == "{" {
                depth += 1
            } else if scalar == "]" || scalar == "}" {
                depth -= 1
                if depth == 0 { return false }
            } else if scalar == "#", depth > 0 {
                break
            }
        }
        return depth > 0
    }

    /// A `#` that starts a comment inside an unclosed `[` or `{` on the lines leading to the error: the
    /// comment swallowed the rest of the line, so the brackets no longer balance.
    private static func commentInsideFlow(before position: SourcePosition, from context: SourcePosition?, in source: SourceText) -> SourcePosition? {
        let first = max(1, min(context?.line ?? position.line, position.line) - 1)
        for number in first...position.line {
            guard let line = source.line(number) else { continue }
            var depth = 0
            var quote: Unicode.Scalar?
            var previous: Unicode.Scalar = " "
            for (offset, scalar) in line.unicodeScalars.enumerated() {
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == "[" || scalar == "{" {
                    depth += 1
                } else if scalar == "]" || scalar == "}" {
                    depth -= 1
                } else if scalar == "#", depth > 0, previous == " " || previous == "\t" || previous == "[" || previous == "{" || previous == "," {
                    return SourcePosition(line: number, column: offset + 1)
                }
                previous = scalar
            }
        }
        return nil
    }
}
