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
    private var cachedSearch: (line: Int, byte: UInt8, found: Bool)?
    private var cachedIndicatorSearch: (line: Int, found: Bool)?

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

    /// Whether a source line holds `byte` (an ASCII character). The last answer is kept: a row's keys share
    /// their line, which a hostile or generated file can make thousands of bytes long.
    mutating func lineContains(_ byte: UInt8, line number: Int) -> Bool {
        if let cached = cachedSearch, cached.line == number, cached.byte == byte { return cached.found }
        let starts = source.lineStarts
        guard number >= 1, number <= starts.count else { return false }
        let end = number < starts.count ? starts[number] : source.bytes.count
        // Eight bytes at a time: the line of every key mapping is searched, and a byte loop cost several
        // times as much.
        let found = source.bytes.withUnsafeBufferPointer { bytes in
            var index = starts[number - 1]
            while index + 8 <= end {
                if WordScan.hasByte(equalTo: byte, in: WordScan.word(bytes, at: index)) { return true }
                index += 8
            }
            return UnsafeBufferPointer(rebasing: bytes[index..<end]).contains(byte)
        }
        cachedSearch = (number, byte, found)
        return found
    }

    /// A fix-it in this file.
    private func fixIt(from start: SourcePosition, to end: SourcePosition, _ replacement: String) -> FixIt {
        FixIt(file: file, from: start, to: end, replacement: replacement)
    }

    /// The position `count` characters after `position`, on its line.
    private static func advanced(_ position: SourcePosition, by count: Int) -> SourcePosition {
        SourcePosition(line: position.line, column: position.column + count)
    }

    private func diagnostic(_ code: DiagnosticCode, _ message: String, at position: SourcePosition, notes: [DiagnosticNote] = []) -> Diagnostic {
        Diagnostic(code, message, at: SourceLocation(file: file, position: position), notes: notes)
    }

    /// The fields whose decimal numbers a comma can split.
    static let decimalFieldWords = FormatWords(["width", "gap"])

    /// Reports `width: 1,5` in a flow mapping, which YAML splits at the comma into `width: 1` and a field
    /// `5`: one mistake, reported once at the width.
    func decimalComma(in entries: YAMLNode.Entries) -> Diagnostic? {
        for index in entries.indices.dropLast() {
            let entry = entries[index]
            let next = entries[index + 1]
            // The key's bytes first: no `String` of every key mapping's every field name.
            guard Self.decimalFieldWords.index(of: entry.key) != nil,
                  let name = entry.key.scalarText,
                  let whole = entry.value.scalarText, !whole.isEmpty, whole.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  let fraction = next.key.scalarText, !fraction.isEmpty, fraction.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  next.value.scalarText?.isEmpty ?? false, next.key.position.line == entry.value.position.line
            else { continue }
            // The comma follows the whole number on its line; the fix-it makes it a point.
            let comma = Self.advanced(entry.value.position, by: whole.count)
            let fix = source.scalar(at: comma) == "," ? fixIt(from: comma, to: Self.advanced(comma, by: 1), ".") : nil
            return diagnostic(.invalidWidth, "'\(name): \(whole),\(fraction)' is read as '\(name): \(whole)' and a field '\(fraction)'", at: entry.value.position,
                              notes: [DiagnosticNote("write decimals with a point: '\(name): \(whole).\(fraction)'", fixIt: fix)])
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
            for (inner, character) in token.unicodeScalars.enumerated() where Self.isNonASCIISpace(character.value) {
                let position = Self.offset(KeyboardDecoder.tokenPosition(of: node, scalar: scalar, line: line, offset: offset, token: token), by: inner, in: scalar, of: node)
                let fix = source.scalar(at: position) == character ? fixIt(from: position, to: Self.advanced(position, by: 1), " ") : nil
                return diagnostic(.keySeparator, "\(character.codePointDescription) (\(character.properties.name?.lowercased() ?? "a space")) joins keys into one: rows split only at ASCII spaces and tabs",
                       at: position, notes: [DiagnosticNote("replace it with a space", fixIt: fix)])
            }
        }
        let commaKeys = tokens.filter { $0.0.utf8.count >= 2 && $0.0.utf8.last == UInt8(ascii: ",") }
        guard commaKeys.count >= 2, let (token, offset) = commaKeys.first else { return nil }
        let position = Self.offset(
            KeyboardDecoder.tokenPosition(of: node, scalar: scalar, line: line, offset: offset, token: token), by: token.unicodeScalars.count - 1, in: scalar, of: node)
        let keys = tokens.map { $0.0.utf8.count >= 2 && $0.0.utf8.last == UInt8(ascii: ",") ? String($0.0.dropLast()) : $0.0 }
        // The fix-it rewrites the whole string, in its own style, when it is written on one line.
        var fix: FixIt?
        if let end = scalar.end, end.line == node.position.line {
            let joined = keys.joined(separator: " ")
            fix = fixIt(from: node.position, to: end, scalar.style == .plain ? joined : YAMLQuoting.quoted(joined))
        }
        return diagnostic(.keySeparator, "',' is part of the key '\(token.visibleEscaped)': keys in a row string are separated by spaces",
               at: position, notes: [DiagnosticNote("write the keys with spaces, '\(keys.joined(separator: " ").visibleEscaped)', or as a list: [\(keys.joined(separator: ", ").visibleEscaped)]", fixIt: fix)])
    }

    /// Whether a scalar is a space separator (Unicode category Zs) other than the ASCII space.
    static func isNonASCIISpace(_ value: UInt32) -> Bool {
        switch value {
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
                // The fix-it indents the line's '-' as the row's: the line's spaces before it become `dash` spaces.
                notes.append(DiagnosticNote(
                    "to start a new row here, put its '-' in column \(dash + 1), like the row on line \(node.position.line)",
                    at: SourceLocation(file: file, position: SourcePosition(line: node.position.line, column: dash + 1)),
                    fixIt: lineScalars(continuation.line).prefix(continuation.column - 1).allSatisfy({ $0 == " " })
                        ? fixIt(from: SourcePosition(line: continuation.line, column: 1), to: continuation, String(repeating: " ", count: dash))
                        : nil))
            }
        } else {
            notes.append(DiagnosticNote("write the row on one line, or as a list: [a, b, c]"))
        }
        return diagnostic(.rowContinues,
               "this line continues the row on line \(node.position.line): YAML reads '\(continuationText.visibleEscaped)' as more keys of that row",
               at: continuation, notes: notes)
    }

    /// Warns about a `#` comment right after a row string (or a test's `press`, `part` `"press"`) when the
    /// comment reads like more keys: keys no longer than the row's own. A comment of words is left alone.
    mutating func trailingComment(after end: SourcePosition, ofRow node: YAMLNode, text: String, part: String = "row") -> Diagnostic? {
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
        var rowEnd = line.count
        while rowEnd > node.position.column - 1, line[rowEnd - 1] == " " || line[rowEnd - 1] == "\t" { rowEnd -= 1 }
        let row = String(String.UnicodeScalarView(line[(node.position.column - 1)..<rowEnd]))
        let fix = fixIt(from: node.position, to: SourcePosition(line: end.line, column: rowEnd + 1), YAMLQuoting.doubleQuoted(row))
        return diagnostic(.commentHidesKeys, "'#' starts a comment here, so '\(dropped.visibleEscaped)' is not part of the \(part)",
               at: SourcePosition(line: end.line, column: index + 1),
               notes: [DiagnosticNote("to keep '#' and what follows as keys, quote the \(part): \(fix.replacement.visibleEscaped)", fixIt: fix)])
    }

    /// A note for empty values on a line with a `#`, which YAML read as the start of a comment: quote
    /// what the comment swallowed (`- "# $ %"`, not only the `#`, which would leave `$ %` outside quotes).
    mutating func commentHint(at node: YAMLNode) -> [DiagnosticNote] {
        guard let comment = commentPosition(onLineOf: node) else { return [] }
        let line = lineScalars(comment.line)
        var restEnd = line.count
        while restEnd > comment.column - 1, line[restEnd - 1] == " " || line[restEnd - 1] == "\t" { restEnd -= 1 }
        let rest = String(String.UnicodeScalarView(line[(comment.column - 1)..<restEnd]))
        let fix = fixIt(from: comment, to: SourcePosition(line: comment.line, column: restEnd + 1), YAMLQuoting.doubleQuoted(rest))
        return [DiagnosticNote("'#' starts a comment in YAML; to use it as text, quote it: \(fix.replacement.visibleEscaped)",
                               at: SourceLocation(file: file, position: comment), fixIt: fix)]
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
        if let indicator = explicitKey(at: node) { return indicator }
        let (text, end) = valueText(from: node.position)
        if text.contains("{") {
            return diagnostic(.wrongType, "a key written as a mapping cannot follow keys in a row string", at: node.position,
                   notes: [asList(text, from: node.position, to: end).map { DiagnosticNote(advice: "write the row as a list", fixIt: $0) }
                           ?? DiagnosticNote("write the row as a list: [4, 5, {action: delete}]")])
        } else {
            let fix = fixIt(from: node.position, to: end, YAMLQuoting.singleQuoted(text))
            return diagnostic(.wrongType, "': ' makes this row a mapping in YAML, not a row of keys", at: colon,
                   notes: [DiagnosticNote("to use ':' as a key, quote the row: \(fix.replacement.visibleEscaped)", fixIt: fix)])
        }
    }

    /// The text of the line from `start` to its end or a comment, without trailing spaces, and where it ends.
    private mutating func valueText(from start: SourcePosition) -> (String, SourcePosition) {
        let line = lineScalars(start.line)
        let first = min(line.count, max(0, start.column - 1))
        var end = line.count
        if let comment = line.indices.first(where: { $0 > first && line[$0] == "#" && (line[$0 - 1] == " " || line[$0 - 1] == "\t") }) {
            end = comment
        }
        while end > first, line[end - 1] == " " || line[end - 1] == "\t" { end -= 1 }
        return (String(String.UnicodeScalarView(line[first..<end])), SourcePosition(line: start.line, column: end + 1))
    }

    /// The fix-it that writes a row string ending in one key mapping (`4 5 {action: delete}`) as a list
    /// (`[4, 5, {action: delete}]`), when the mapping is the last thing on the line.
    private func asList(_ text: String, from start: SourcePosition, to end: SourcePosition) -> FixIt? {
        guard let brace = text.firstIndex(of: "{"), text.hasSuffix("}"), text.count(where: { $0 == "{" }) == 1 else { return nil }
        let keys = KeyboardDecoder.tokens(of: String(text[..<brace])).map(\.0)
        guard !keys.isEmpty, !keys.contains(where: { $0.contains(where: { ",[]{}#&*!|>'\"%@`?:".contains($0) }) }) else { return nil }
        return fixIt(from: start, to: end, "[" + (keys + [String(text[brace...])]).joined(separator: ", ") + "]")
    }

    /// Reports a `?` that starts a row or a key (`- ?`, `- ? a b`): YAML reads it as an explicit
    /// mapping key, where the author meant the character. The fix-it quotes the whole value.
    mutating func explicitKey(at node: YAMLNode) -> Diagnostic? {
        // Almost every key mapping's line has no '?': asked of its bytes, without decoding the line.
        guard lineContains(UInt8(ascii: "?"), line: node.position.line) else { return nil }
        // Lines with a '?' that is text (`label: .?123`) are spared decoding too: the indicator is a '?'
        // byte followed by a space, a tab or the line's end (the standard layouts have several such lines).
        guard lineHasIndicatorQuestionMark(node.position.line) else { return nil }
        let line = lineScalars(node.position.line)
        let index = node.position.column - 1
        guard index >= 0, index < line.count, line[index] == "?", index + 1 == line.count || line[index + 1] == " " || line[index + 1] == "\t"
        else { return nil }
        let (text, end) = valueText(from: node.position)
        let fix = fixIt(from: node.position, to: end, YAMLQuoting.quoted(text))
        return diagnostic(.unquotedIndicator, "'?' is YAML syntax here, not text", at: node.position, notes: [
            DiagnosticNote("'?' followed by a space starts a mapping key in YAML"),
            DiagnosticNote(advice: "to use '?' as text, quote it", fixIt: fix),
        ])
    }

    /// Whether a source line holds a '?' followed by a space, a tab, a line break or nothing: what
    /// ``explicitKey(at:)`` looks for, asked of the bytes. The last answer is kept, as in
    /// ``lineContains(_:line:)``, for a long line of many keys.
    private mutating func lineHasIndicatorQuestionMark(_ number: Int) -> Bool {
        if let cached = cachedIndicatorSearch, cached.line == number { return cached.found }
        let starts = source.lineStarts
        guard number >= 1, number <= starts.count else { return false }
        let end = number < starts.count ? starts[number] : source.bytes.count
        let found = source.bytes.withUnsafeBufferPointer { bytes in
            (starts[number - 1]..<end).contains { index in
                guard bytes[index] == UInt8(ascii: "?") else { return false }
                guard index + 1 < end else { return true }
                let next = bytes[index + 1]
                return next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
            }
        }
        cachedIndicatorSearch = (number, found)
        return found
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
    mutating func colonHint(for entries: YAMLNode.Entries) -> [DiagnosticNote] {
        guard entries.count == 1, let name = entries[0].key.scalarText, KeyboardDecoder.objectsOwning(field: name) == nil else { return [] }
        let key = entries[0].key
        let advice = "': ' inside a value makes a mapping in YAML; to use ':' in a key, quote it"
        // The fix-it quotes the key, its ': ' and its value as they are written, when all are on one line.
        guard case .scalar(let keyScalar) = key.content, keyScalar.style == .plain,
              case .scalar(let value) = entries[0].value.content, let end = value.end, end.line == key.position.line,
              end.column > key.position.column else {
            return [DiagnosticNote("\(advice): \"\(name.visibleEscaped): ...\"")]
        }
        let line = lineScalars(key.position.line)
        guard end.column - 1 <= line.count else { return [] }
        let text = String(String.UnicodeScalarView(line[(key.position.column - 1)..<(end.column - 1)]))
        return [DiagnosticNote(advice: advice, fixIt: fixIt(from: key.position, to: end, YAMLQuoting.quoted(text)))]
    }

    /// Reports `alternates: è,é,ê`, which is one alternate of five characters: alternates, like the keys
    /// of a row string, are separated by spaces. An error at the first comma, with a fix-it that writes
    /// the alternates with spaces. A lone `,` is an alternate like any other.
    mutating func commasInAlternates(_ node: YAMLNode, scalar: YAMLScalar, text: String) -> Diagnostic? {
        guard text.utf8.contains(UInt8(ascii: ",")) else { return nil }
        let tokens = KeyboardDecoder.tokens(of: text).map(\.0)
        guard tokens.contains(where: { $0.unicodeScalars.count >= 2 && $0.contains(",") }) else { return nil }
        let parts = tokens.flatMap { $0.split(separator: ",").map(String.init) }
        guard parts.count >= 2 else { return nil }
        let joined = parts.joined(separator: " ")
        var comma = node.position
        var fix: FixIt?
        // Columns are exact for a plain or simply quoted value on one line; the fix-it needs them so.
        if let end = scalar.end, end.line == node.position.line, scalar.style == .plain || scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
            let quote = scalar.style == .plain ? 0 : 1
            let line = lineScalars(node.position.line)
            let start = node.position.column - 1 + quote
            let written = end.column - 1 - quote
            if start <= written, written <= line.count,
               String(String.UnicodeScalarView(line[start..<written])) == text,
               let offset = text.unicodeScalars.firstIndex(of: ",").map({ text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: $0) }) {
                comma = SourcePosition(line: node.position.line, column: start + offset + 1)
                fix = fixIt(from: node.position, to: end, scalar.style == .plain ? joined : YAMLQuoting.quoted(joined))
            }
        }
        let shown = joined.visibleEscaped
        let joinedToken = tokens.first { $0.unicodeScalars.count >= 2 && $0.contains(",") } ?? text
        let message = tokens.count == 1
            ? "',' does not separate alternates: '\(text.visibleEscaped)' is one alternate of \(text.count) characters"
            : "',' does not separate alternates: it is part of the alternate '\(joinedToken.visibleEscaped)'"
        return diagnostic(.keySeparator, message,
                          at: comma, notes: [fix.map { DiagnosticNote("separate alternates with spaces: '\(shown)'", fixIt: $0) }
                                               ?? DiagnosticNote("separate alternates with spaces: '\(shown)'")])
    }

    /// The note for a key that YAML read as a list because it is a `-`: with a fix-it that quotes the
    /// `-` when the list is that `-` alone (`- - -` → `- - "-"`); quoting the `-` of a list with text
    /// after it (`- b`) would not give a key the author wrote.
    mutating func dashKeyHint(at node: YAMLNode) -> DiagnosticNote {
        let advice = "'-' at the start of a value begins a list item; to use '-' as a key, quote it"
        let line = lineScalars(node.position.line)
        let index = node.position.column - 1
        guard case .sequence(let items) = node.content, items.count == 1, items[0].scalarText?.isEmpty == true,
              index >= 0, index < line.count, line[index] == "-",
              line[(index + 1)...].allSatisfy({ $0 == " " || $0 == "\t" }) else {
            return DiagnosticNote(advice + ": \"-\"")
        }
        return DiagnosticNote(advice: advice, fixIt: fixIt(from: node.position, to: Self.advanced(node.position, by: 1), "\"-\""))
    }
}
