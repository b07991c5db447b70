extension SyntaxErrorInterpretation {
    /// A quoted scalar that does not end on the line it starts on.
    struct SpanningQuote {
        /// `"` or `'`.
        var quote: UInt8
        /// The opening quote.
        var open: SourcePosition
        /// The quote that closes it, or `nil` when the file (or the part read) ends first.
        var close: SourcePosition?
        /// Whether it opens a value inside `[…]` or `{…}`.
        var inFlow: Bool
    }

    /// For an error caused by a quote that is not closed on its line: the problem at that quote. That is
    /// the last quoted scalar before the error that spans lines, when libyaml failed at the end of the
    /// file inside it, or on the line of the quote that closed it, at or after that quote (`title: "Enter
    /// PIN` makes YAML read the lines after it as text up to the next `"`, and fail on what follows that
    /// one). A failure inside such a scalar before the end (a bad escape, a `---` line) keeps libyaml's
    /// words: that is the mistake, whether or not the quote was meant to span lines.
    static func unclosedQuote(at position: SourcePosition, contextPosition: SourcePosition?, in source: SourceText) -> YAMLProblem? {
        let last = max(position.line, contextPosition?.line ?? 0)
        guard let spanning = lastSpanningQuote(through: last, in: source), spanning.open < position else { return nil }
        if let close = spanning.close {
            func follows(_ place: SourcePosition?) -> Bool {
                guard let place else { return false }
                return place.line == close.line && place >= close
            }
            guard follows(position) || follows(contextPosition) else { return nil }
        } else {
            guard isAtEnd(position, of: source) else { return nil }
        }
        let quote = Character(Unicode.Scalar(spanning.quote))
        var fix = closedValue(openingAt: spanning.open, quote: quote, inFlow: spanning.inFlow, in: source)
        if fix == nil, spanning.inFlow {
            // A quote alone as an item of `[…]` (`[a, ", b]`) is a key: the quote in quotes of the other kind.
            fix = TextEdit(
                from: spanning.open, to: SourcePosition(line: spanning.open.line, column: spanning.open.column + 1),
                replacement: quote == "\"" ? "'\"'" : "\"'\"")
        }
        return YAMLProblem(
            .unclosedQuote(quote, closingQuote: spanning.close, inFlow: spanning.inFlow),
            at: spanning.open, contextPosition: spanning.close ?? position, fix: fix)
    }

    /// Whether nothing but white space follows `position` in the file.
    private static func isAtEnd(_ position: SourcePosition, of source: SourceText) -> Bool {
        if position.line > source.lineCount { return true }
        for number in position.line...source.lineCount {
            guard let line = source.line(number) else { return true }
            let rest = number == position.line ? line.unicodeScalars.dropFirst(position.column - 1) : line.unicodeScalars[...]
            if rest.contains(where: { $0 != " " && $0 != "\t" }) { return false }
        }
        return true
    }

    /// The value that starts with the quote at `open`, closed at the end of its line (or, inside `[…]`
    /// or `{…}`, before the first `,`, `]` or `}`): the edit that replaces the value with itself and the
    /// closing quote; `nil` when that would be empty or long.
    private static func closedValue(openingAt open: SourcePosition, quote: Character, inFlow: Bool, in source: SourceText) -> TextEdit? {
        guard let line = source.line(open.line) else { return nil }
        var value = Array(line.unicodeScalars.dropFirst(open.column).prefix(80))
        if inFlow, let end = value.firstIndex(where: { $0 == "," || $0 == "]" || $0 == "}" }) {
            value = Array(value[..<end])
        }
        while value.last == " " || value.last == "\t" { value.removeLast() }
        guard !value.isEmpty, value.count <= 60 else { return nil }
        return TextEdit(
            from: open, to: SourcePosition(line: open.line, column: open.column + 1 + value.count),
            replacement: String(quote) + String(String.UnicodeScalarView(value)) + String(quote))
    }

    /// Reads lines 1 through `lastLine` roughly as YAML's scanner does (quoted scalars, comments, flow
    /// brackets, block scalars, where a value starts) and returns the last quoted scalar that spans
    /// lines: one closed on a later line, or one still open where the reading stops.
    static func lastSpanningQuote(through lastLine: Int, in source: SourceText) -> SpanningQuote? {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")
        let last = min(lastLine, source.lineCount)
        guard last >= 1 else { return nil }
        return source.bytes.withUnsafeBufferPointer { buffer -> SpanningQuote? in
            var found: SpanningQuote?
            var open: SpanningQuote?
            var flowDepth = 0
            // While set, lines indented more than this are a block scalar's text.
            var blockScalarIndentation: Int?
            for number in 1...last {
                let start = source.lineStarts[number - 1]
                var end = number < source.lineCount ? source.lineStarts[number] : buffer.count
                while end > start, buffer[end - 1] == 0x0A || buffer[end - 1] == 0x0D { end -= 1 }
                var indentation = 0
                while start + indentation < end, buffer[start + indentation] == space { indentation += 1 }
                if open == nil, let block = blockScalarIndentation {
                    if start + indentation == end || indentation > block { continue }
                    blockScalarIndentation = nil
                }
                var atValueStart = true
                var inProperty = false
                var escaped = false
                var previous = space
                var column = 1
                var index = start
                scanning: while index < end {
                    let byte = buffer[index]
                    let next: UInt8? = index + 1 < end ? buffer[index + 1] : nil
                    if let quote = open {
                        if escaped {
                            escaped = false
                        } else if quote.quote == doubleQuote, byte == backslash {
                            escaped = true
                        } else if byte == quote.quote {
                            if byte == singleQuote, next == singleQuote {
                                index += 2
                                column += 2
                                continue
                            }
                            if quote.open.line < number {
                                found = quote
                                found?.close = SourcePosition(line: number, column: column)
                            }
                            open = nil
                            atValueStart = false
                        }
                    } else if inProperty {
                        if byte == space || byte == tab { inProperty = false }
                    } else {
                        switch byte {
                        case space, tab:
                            break
                        case UInt8(ascii: "#") where previous == space || previous == tab:
                            break scanning
                        case doubleQuote where atValueStart, singleQuote where atValueStart:
                            open = SpanningQuote(quote: byte, open: SourcePosition(line: number, column: column), close: nil, inFlow: flowDepth > 0)
                        case UInt8(ascii: "[") where atValueStart, UInt8(ascii: "{") where atValueStart:
                            flowDepth += 1
                        case UInt8(ascii: "]") where flowDepth > 0, UInt8(ascii: "}") where flowDepth > 0:
                            flowDepth -= 1
                            atValueStart = false
                        case UInt8(ascii: ",") where flowDepth > 0:
                            atValueStart = true
                        case UInt8(ascii: "-") where atValueStart && (next == nil || next == space || next == tab),
                             UInt8(ascii: "?") where atValueStart && (next == nil || next == space || next == tab):
                            break
                        case UInt8(ascii: ":") where flowDepth > 0 || next == nil || next == space || next == tab:
                            atValueStart = true
                        case UInt8(ascii: "|") where atValueStart && flowDepth == 0, UInt8(ascii: ">") where atValueStart && flowDepth == 0:
                            blockScalarIndentation = indentation
                            break scanning
                        case UInt8(ascii: "&") where atValueStart, UInt8(ascii: "!") where atValueStart:
                            inProperty = true
                        default:
                            atValueStart = false
                        }
                    }
                    previous = byte
                    if byte & 0xC0 != 0x80 { column += 1 }
                    index += 1
                }
            }
            return open ?? found
        }
    }
}
