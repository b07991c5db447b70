import KeyboardRuntime
import YAMLLoader

/// Finds the mistakes that YAML accepts without a word but that change what a layout means: a row string
/// continued on the next line, a `#` that starts a comment in the middle of a row, a `: ` that turns a row
/// into a mapping, keys joined by non-ASCII spaces or commas, a decimal comma in a width.
///
/// Kept apart from decoding, as swift-argument-parser keeps validation apart from parsing: the decoder asks
/// these questions of the source where a value looks suspicious, and records what they find; nothing here
/// changes what is decoded.
struct AuthoringMistakes {
    /// The layout file, for the locations of notes.
    let file: String
    /// Its text, read line by line.
    let source: SourceText
    private var cachedLine: (number: Int, scalars: [Unicode.Scalar])?

    init(file: String, source: SourceText) {
        self.file = file
        self.source = source
    }

    /// The Unicode scalars of a source line, decoded once however many keys and diagnostics it holds:
    /// a hostile file can put thousands of rows on one long line.
    mutating func lineScalars(_ number: Int) -> [Unicode.Scalar] {
        if let cached = cachedLine, cached.number == number { return cached.scalars }
        let scalars = Array(source.line(number)?.unicodeScalars ?? "".unicodeScalars)
        cachedLine = (number, scalars)
        return scalars
    }

    private func diagnostic(_ code: DiagnosticCode, _ message: String, at position: SourcePosition, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(code, message, at: SourceLocation(file: file, position: position), notes: notes)
    }

    /// Reports `width: 1,5` in a flow mapping, which YAML splits at the comma into `width: 1` and a field
    /// `5`: one mistake, reported once at the width.
    func decimalComma(in entries: YAMLNode.Entries) -> Diagnostic? {
        for index in entries.indices.dropLast() {
            let entry = entries[index]
            let next = entries[index + 1]
            guard let name = entry.key.scalarText, name == "width" || name == "gap",
                  let whole = entry.value.scalarText, !whole.isEmpty, whole.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  let fraction = next.key.scalarText, !fraction.isEmpty, fraction.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  next.value.scalarText?.isEmpty ?? false, next.key.position.line == entry.value.position.line
            else { continue }
            return diagnostic(.invalidWidth, "'\(name): \(whole),\(fraction)' is read as '\(name): \(whole)' and a field '\(fraction)'", at: entry.value.position,
                              notes: [DiagnosticNote("write decimals with a point: '\(name): \(whole).\(fraction)'")])
        }
        return nil
    }

    /// Reports a row string whose keys are joined by non-ASCII spaces or end in JSON-style commas: one
    /// error per row, at the first separator.
    func separatorProblem(of tokens: [(String, Int)], in node: YAMLNode, scalar: YAMLScalar, line: [Unicode.Scalar]) -> Diagnostic? {
        // Non-ASCII spaces start with the UTF-8 lead bytes C2, E1, E2 or E3; CJK text (E4–E9) and most
        // other scripts never reach the scalar scan.
        for (token, offset) in tokens where token.utf8.contains(where: { $0 == 0xC2 || ($0 >= 0xE1 && $0 <= 0xE3) }) {
            // The space separators other than U+0020, by value: no property look-up per scalar.
            for (inner, character) in token.unicodeScalars.enumerated() where Self.isNonASCIISpace(character) {
                let position = Self.offset(KeyboardDecoder.tokenPosition(of: node, scalar: scalar, line: line, offset: offset, token: token), by: inner, in: scalar, of: node)
                return diagnostic(.keySeparator, "\(character.codePointDescription) (\(character.properties.name?.lowercased() ?? "a space")) joins keys into one: rows split only at ASCII spaces",
                       at: position, notes: [DiagnosticNote("replace it with a space")])
            }
        }
        let commaKeys = tokens.filter { $0.0.utf8.count >= 2 && $0.0.utf8.last == UInt8(ascii: ",") }
        guard commaKeys.count >= 2, let (token, offset) = commaKeys.first else { return nil }
        let position = Self.offset(
            KeyboardDecoder.tokenPosition(of: node, scalar: scalar, line: line, offset: offset, token: token), by: token.unicodeScalars.count - 1, in: scalar, of: node)
        let keys = tokens.map { $0.0.utf8.count >= 2 && $0.0.utf8.last == UInt8(ascii: ",") ? String($0.0.dropLast()) : $0.0 }
        return diagnostic(.keySeparator, "',' is part of the key '\(token.visibleEscaped)': keys in a row string are separated by spaces",
               at: position, notes: [DiagnosticNote("write the keys with spaces, '\(keys.joined(separator: " ").visibleEscaped)', or as a list: [\(keys.joined(separator: ", ").visibleEscaped)]")])
    }

    /// Whether a scalar is a space separator (Unicode category Zs) other than the ASCII space.
    static func isNonASCIISpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00A0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// A position `count` scalars after a token's, when tokens of the scalar are located exactly (plain,
    /// one line); the token's own position otherwise.
    static func offset(_ position: SourcePosition, by count: Int, in scalar: YAMLScalar, of node: YAMLNode) -> SourcePosition {
        guard scalar.style == .plain, scalar.end?.line == node.position.line else { return position }
        return SourcePosition(line: position.line, column: position.column + count)
    }

    /// Reports a row string that YAML folded from several lines, at the first continuation line.
    mutating func continuation(of node: YAMLNode, endingAt end: SourcePosition) -> Diagnostic {
        var continuation = SourcePosition(line: end.line, column: 1)
        var continuationText = ""
        for number in (node.position.line + 1)...end.line {
            let scalars = lineScalars(number)
            guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { continue }
            continuation = SourcePosition(line: number, column: first + 1)
            continuationText = String(String.UnicodeScalarView(scalars[first...]))
            break
        }
        var notes: [DiagnosticNote] = []
        if continuationText.hasPrefix("- ") || continuationText == "-" {
            // The '-' of the row being continued: the last one before the row's text on its line.
            let start = lineScalars(node.position.line)
            var dash = node.position.column - 2
            while dash >= 0, dash < start.count, start[dash] == " " { dash -= 1 }
            if dash >= 0, dash < start.count, start[dash] == "-" {
                notes.append(DiagnosticNote(
                    "to start a new row here, put its '-' in column \(dash + 1), like the row on line \(node.position.line)",
                    at: SourceLocation(file: file, position: SourcePosition(line: node.position.line, column: dash + 1))))
            }
        } else {
            notes.append(DiagnosticNote("write the row on one line, or as a list: [a, b, c]"))
        }
        return diagnostic(.rowContinues,
               "this line continues the row on line \(node.position.line): YAML reads '\(continuationText.visibleEscaped)' as more keys of that row",
               at: continuation, notes: notes)
    }

    /// Warns about a `#` comment right after a row string when the comment reads like more keys: keys
    /// no longer than the row's own. A comment of words is left alone.
    mutating func trailingComment(after end: SourcePosition, ofRow node: YAMLNode, text: String) -> Diagnostic? {
        let line = lineScalars(end.line)
        var index = end.column - 1
        guard index < line.count, line[index] == " " || line[index] == "\t" else { return nil }
        while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
        guard index < line.count, line[index] == "#" else { return nil }
        let comment = String(String.UnicodeScalarView(line[(index + 1)...]))
        let commentTokens = KeyboardDecoder.tokens(of: comment)
        let longestKey = KeyboardDecoder.tokens(of: text).reduce(0) { max($0, $1.0.count) }
        guard !commentTokens.isEmpty, commentTokens.allSatisfy({ $0.0.count <= longestKey }) else { return nil }
        let dropped = commentTokens.map(\.0).joined(separator: " ")
        let row = String(String.UnicodeScalarView(line[(node.position.column - 1)...]))
        var quoted = "\""
        for character in row {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        quoted.append("\"")
        return diagnostic(.commentHidesKeys, "'#' starts a comment here, so '\(dropped.visibleEscaped)' is not part of the row",
               at: SourcePosition(line: end.line, column: index + 1),
               notes: [DiagnosticNote("to keep '#' and what follows as keys, quote the row: \(quoted.visibleEscaped)")])
    }

    /// A note for empty values on a line with a `#`, which YAML read as the start of a comment: quote
    /// what the comment swallowed (`- "# $ %"`, not only the `#`, which would leave `$ %` outside quotes).
    mutating func commentHint(at node: YAMLNode) -> [DiagnosticNote] {
        guard let comment = commentPosition(onLineOf: node) else { return [] }
        let line = lineScalars(comment.line)
        var rest = String(String.UnicodeScalarView(line[(comment.column - 1)...]))
        while rest.last == " " || rest.last == "\t" { rest.removeLast() }
        var quoted = "\""
        for character in rest {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        quoted.append("\"")
        return [DiagnosticNote("'#' starts a comment in YAML; to use it as text, quote it: \(quoted.visibleEscaped)", at: SourceLocation(file: file, position: comment))]
    }

    /// Reports a row that YAML read as a mapping because of an unquoted `: ` (or a `{…}` in a row string).
    mutating func colonInRow(_ node: YAMLNode, entries: YAMLNode.Entries) -> Diagnostic {
        let line = lineScalars(node.position.line)
        var colon = node.position
        var index = max(0, node.position.column - 1)
        while index + 1 < line.count {
            if line[index] == ":" && (line[index + 1] == " " || line[index + 1] == "\t") {
                colon = SourcePosition(line: node.position.line, column: index + 1)
                break
            }
            index += 1
        }
        let text = String(String.UnicodeScalarView(line[min(line.count, max(0, node.position.column - 1))...]))
        if text.contains("{") {
            return diagnostic(.wrongType, "a key written as a mapping cannot follow keys in a row string", at: node.position,
                   notes: [DiagnosticNote("write the row as a list: [4, 5, {action: delete}]")])
        } else {
            var quoted = "'"
            for character in text { quoted += character == "'" ? "''" : String(character) }
            quoted += "'"
            return diagnostic(.wrongType, "': ' makes this row a mapping in YAML, not a row of keys", at: colon,
                   notes: [DiagnosticNote("to use ':' as a key, quote the row: \(quoted.visibleEscaped)")])
        }
    }

    /// Where a `#` comment starts on the line of an empty value, at or after the value.
    private mutating func commentPosition(onLineOf node: YAMLNode) -> SourcePosition? {
        let line = lineScalars(node.position.line)
        var index = max(0, node.position.column - 1)
        while index < line.count {
            if line[index] == "#", index == 0 || line[index - 1] == " " || line[index - 1] == "\t" {
                return SourcePosition(line: node.position.line, column: index + 1)
            }
            index += 1
        }
        return nil
    }

    /// A note for a one-entry mapping whose key is no field: probably a key like `a: b` that YAML read
    /// as a mapping because of the unquoted ': '.
    func colonHint(for entries: YAMLNode.Entries) -> [DiagnosticNote] {
        guard entries.count == 1, let name = entries[0].key.scalarText, KeyboardDecoder.objectsOwning(field: name) == nil else { return [] }
        return [DiagnosticNote("': ' inside a value makes a mapping in YAML; to use ':' in a key, quote it: \"\(name): ...\"")]
    }
}
