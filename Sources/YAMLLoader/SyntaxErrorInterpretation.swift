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
        if let tooLong = implicitKeyTooLong(at: position, in: source) {
            return tooLong
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
