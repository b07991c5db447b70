import KeyboardRuntime
import YAMLLoader

// Rows and their keys: row strings, lists of keys, and rows written as mappings.
extension KeyboardDecoder {
    // MARK: Rows

    mutating func decodeRows(_ node: YAMLNode, positions: inout [RowPositions]) -> [KeyRow]? {
        if case .scalar(let scalar) = node.content, scalar.isEmpty, scalar.style == .plain {
            report(.emptyKeyboard, "'rows' is empty: the keyboard has no rows", at: node.position,
                   notes: [DiagnosticNote("write the rows under it, each starting with '- ', indented")])
            return nil
        }
        guard case .sequence(let items) = node.content else {
            report(.wrongType, "'rows' must be a list of rows, found \(node.kindDescription)", at: node.position)
            return nil
        }
        if items.isEmpty {
            report(.emptyKeyboard, "the keyboard has no rows", at: node.position)
        }
        let errorsBeforeRows = errorCount
        var rows: [KeyRow] = []
        rows.reserveCapacity(items.count)
        positions.reserveCapacity(positions.count + items.count)
        for item in items {
            var rowPositions = RowPositions(row: item.position)
            let row = decodeRow(item, positions: &rowPositions)
            Self.relocate(&rowPositions, from: 0, toAliasAt: item)
            rows.append(row)
            positions.append(rowPositions)
        }
        // Rows of gaps only are bands of space between rows of keys; a keyboard of nothing else has no keys.
        let errorsAfterRows = errorCount
        if !rows.isEmpty, errorsAfterRows == errorsBeforeRows, rows.allSatisfy({ $0.keys.isEmpty }) {
            report(.emptyKeyboard, "the keyboard has only gaps, no keys", at: node.position,
                   notes: [DiagnosticNote("a row of gaps only is space between rows of keys")])
        }
        return rows
    }

    mutating func decodeRow(_ node: YAMLNode, positions: inout RowPositions) -> KeyRow {
        var builder = RowBuilder()
        let errorsBefore = errorCount
        switch node.content {
        case .scalar, .sequence:
            decodeKeys(node, group: nil, into: &builder, positions: &positions)
        case .mapping(let entries):
            // `- a : b` or `- 4 5 {action: delete}`: a row string that ': ' turned into a mapping, one mistake.
            if !entries.contains(where: { entry in LayoutFormat.rowFields.contains { entry.key.isScalar($0.name) } }) {
                record(mistakes.colonInRow(node, entries: entries))
                return builder.row
            }
            var keysNode: YAMLNode?
            var group: String?
            var groupPosition: SourcePosition?
            for entry in entries {
                guard let fieldName = knownField(entry, allowed: LayoutFormat.rowFields, in: "a row") else { continue }
                switch fieldName {
                case "keys": keysNode = entry.value
                case "group":
                    group = text(entry.value, field: "group")
                    groupPosition = entry.value.position
                default: break
                }
            }
            if let keysNode {
                let first = positions.keys.count
                decodeKeys(keysNode, group: group, into: &builder, positions: &positions)
                Self.relocate(&positions, from: first, toAliasAt: keysNode)
                // A key's group, when the row gives it, was written at the row's 'group'.
                if let groupPosition {
                    for index in first..<positions.keys.count where positions.keys[index].position(ofField: "group") == nil {
                        positions.keys[index].setPosition(groupPosition, ofField: "group")
                    }
                }
            } else if entries.contains(where: { entry in LayoutFormat.rowFields.contains { entry.key.isScalar($0.name) } }) {
                report(.missingField, "a row written as a mapping needs 'keys'", at: node.position)
                return builder.row
            }
        }
        // A row whose keys were all wrong has been reported already; one with nothing at all is empty. A row
        // of gaps only is a band of space, as real layouts (CLDR's) have.
        if builder.row.keys.isEmpty && builder.row.spacers.isEmpty && errorCount == errorsBefore {
            report(.emptyRow, "the row has no keys", at: node.position, notes: mistakes.commentHint(at: node))
        }
        if builder.hasUnlabeledKey { hasUnlabeledKey = true }
        return builder.row
    }

    mutating func decodeKeys(_ node: YAMLNode, group: String?, into builder: inout RowBuilder, positions: inout RowPositions) {
        switch node.content {
        case .scalar(let scalar):
            if decodeASCIIRowString(node, scalar: scalar, group: group, into: &builder, positions: &positions) { return }
            let line = lineScalars(node.position.line)
            var text = scalar.text
            if scalar.style == .plain, let end = scalar.end {
                if end.line > node.position.line {
                    // Only the first line is what the author wrote as this row; the rest is reported.
                    record(mistakes.continuation(of: node, endingAt: end))
                    text = String(String.UnicodeScalarView(line.dropFirst(node.position.column - 1)))
                } else {
                    record(mistakes.trailingComment(after: end, ofRow: node, text: text))
                }
            }
            let tokens = Self.tokens(of: text)
            if scalar.style == .plain || scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
                record(mistakes.separatorProblem(of: tokens, in: node, scalar: scalar, line: line))
            }
            builder.row.keys.reserveCapacity(builder.row.keys.count + tokens.count)
            positions.keys.reserveCapacity(positions.keys.count + tokens.count)
            for (token, offset) in tokens {
                let position = Self.tokenPosition(of: node, scalar: scalar, line: line, offset: offset, token: token)
                builder.append(Self.characterKey(text: token, group: group))
                positions.keys.append(KeyPositions(key: position))
            }
        case .sequence(let items):
            builder.row.keys.reserveCapacity(builder.row.keys.count + items.count)
            positions.keys.reserveCapacity(positions.keys.count + items.count)
            for item in items {
                let first = positions.keys.count
                decodeKey(item, group: group, into: &builder, positions: &positions)
                Self.relocate(&positions, from: first, toAliasAt: item)
            }
        case .mapping:
            report(.wrongType, "'keys' must be a space-separated string or a list of keys, found a mapping", at: node.position)
        }
    }

    /// The row string of the common case, decoded straight from UTF-8: ASCII text without commas on an
    /// ASCII line, plain or simply quoted, on one line. Such a row has no separator to report, its scalar
    /// columns are byte offsets, and each key's position is checked against the line's bytes as
    /// ``tokenPosition(of:scalar:line:offset:token:)`` checks it against its scalars, with the same result.
    /// Returns `false`, having done nothing, for any other row string, which takes the general path.
    mutating func decodeASCIIRowString(
        _ node: YAMLNode, scalar: YAMLScalar, group: String?, into builder: inout RowBuilder, positions: inout RowPositions
    ) -> Bool {
        let quote: Int
        switch scalar.style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        default: return false
        }
        let lineNumber = node.position.line
        if scalar.style == .plain, let end = scalar.end, end.line > lineNumber { return false }
        guard lineNumber >= 1, lineNumber <= source.lineCount else { return false }
        let bytes = source.bytes
        let lineStart = source.lineStarts[lineNumber - 1]
        var lineEnd = lineNumber < source.lineCount ? source.lineStarts[lineNumber] : bytes.count
        while lineEnd > lineStart, bytes[lineEnd - 1] == 0x0A || bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        var hasComment = false
        let eligible = bytes.withUnsafeBufferPointer { buffer -> Bool in
            for index in lineStart..<lineEnd {
                let byte = buffer[index]
                if byte >= 0x80 { return false }
                if byte == UInt8(ascii: "#") { hasComment = true }
            }
            return scalar.withUTF8 { text in !text.contains { $0 >= 0x80 || $0 == UInt8(ascii: ",") } }
        }
        guard eligible else { return false }
        // Only a '#' on the line can start a comment that hides keys.
        if hasComment, scalar.style == .plain, let end = scalar.end {
            record(mistakes.trailingComment(after: end, ofRow: node, text: scalar.text))
        }
        let lineLength = lineEnd - lineStart
        let base = node.position.column - 1 + quote
        // Counted exactly: a bound such as half the bytes would let a row of spaces, repeated through
        // aliases, reserve memory for keys that are not there.
        let tokenCount = scalar.withUTF8(Self.tokenCount)
        builder.row.keys.reserveCapacity(builder.row.keys.count + tokenCount)
        positions.keys.reserveCapacity(positions.keys.count + tokenCount)
        let (characters, capitals) = (Self.asciiCharacters, Self.asciiCapitals)
        bytes.withUnsafeBufferPointer { buffer in
            scalar.withUTF8 { text in
                var index = 0
                while index < text.count {
                    if text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") {
                        index += 1
                        continue
                    }
                    let start = index
                    while index < text.count && text[index] != UInt8(ascii: " ") && text[index] != UInt8(ascii: "\t") { index += 1 }
                    let column = base + start
                    var matches = column >= 0 && column + index - start <= lineLength
                    if matches {
                        for offset in 0..<(index - start) where buffer[lineStart + column + offset] != text[start + offset] {
                            matches = false
                            break
                        }
                    }
                    let token: String
                    let shifted: String?
                    if index - start == 1 {
                        // As `defaultShiftedText(for:)`: one ASCII byte has an upper case only from a to z.
                        let byte = text[start]
                        token = characters[Int(byte)]
                        shifted = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? capitals[Int(byte - UInt8(ascii: "a"))] : nil
                    } else {
                        token = String(decoding: UnsafeBufferPointer(rebasing: text[start..<index]), as: UTF8.self)
                        shifted = Self.defaultShiftedText(for: token)
                    }
                    builder.row.keys.append(Key(action: .insert(token), label: token, shiftedText: shifted, group: group))
                    positions.keys.append(KeyPositions(key: matches ? SourcePosition(line: lineNumber, column: column + 1) : node.position))
                }
            }
        }
        return true
    }

    // MARK: Positions and hints

    /// The fields whose positions a key may have.
    static let keyFieldNames = (LayoutFormat.characterKeyFields + LayoutFormat.functionKeyFields).map(\.name)

    /// When `node` is an alias (`*row`), puts the keys decoded from it, from index `first` on, and their
    /// fields at the alias: the repeated nodes keep the positions of the anchored text, so a duplicate key
    /// would be reported at the anchor, where the first copy is, instead of at the alias that repeats it.
    static func relocate(_ positions: inout RowPositions, from first: Int, toAliasAt node: YAMLNode) {
        guard first < positions.keys.count, node.anchorPosition != nil else { return }
        let alias = node.position
        for index in first..<positions.keys.count {
            var relocated = KeyPositions(key: alias)
            for name in keyFieldNames where positions.keys[index].position(ofField: name) != nil {
                relocated.setPosition(alias, ofField: name)
            }
            positions.keys[index] = relocated
        }
    }

    /// Splits a row string into keys at spaces and tabs, with each key's offset in Unicode scalars.
    static func tokens(of text: String) -> [(String, Int)] {
        var text = text
        return text.withUTF8 { bytes in
            var tokens: [(String, Int)] = []
            tokens.reserveCapacity(tokenCount(of: bytes))
            var scalarOffset = 0
            var tokenStart = -1
            var tokenOffset = 0
            func finish(at end: Int) {
                tokens.append((String(decoding: UnsafeBufferPointer(rebasing: bytes[tokenStart..<end]), as: UTF8.self), tokenOffset))
            }
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                    if tokenStart >= 0 {
                        finish(at: index)
                        tokenStart = -1
                    }
                } else if tokenStart < 0 {
                    tokenStart = index
                    tokenOffset = scalarOffset
                }
                if byte & 0xC0 != 0x80 { scalarOffset += 1 }
            }
            if tokenStart >= 0 { finish(at: bytes.count) }
            return tokens
        }
    }

    /// The texts of ``tokens(of:)`` for a scalar, split over its bytes: one `String` per token and one
    /// array, made at its final size.
    static func tokenTexts(of scalar: YAMLScalar) -> [String] {
        scalar.withUTF8 { bytes in
            var texts: [String] = []
            texts.reserveCapacity(tokenCount(of: bytes))
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count && bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") { index += 1 }
                texts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
            return texts
        }
    }

    /// The number of tokens in `bytes`, separated by spaces and tabs: arrays of tokens are made at their
    /// final size rather than grown.
    static func tokenCount(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var previous = UInt8(ascii: " ")
        for byte in bytes {
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && (previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")) {
                count += 1
            }
            previous = byte
        }
        return count
    }

    /// The tokens of a scalar (as ``tokens(of:)`` splits them) with where each was written (as
    /// ``tokenPosition(of:scalar:line:offset:token:)`` places them), found over the UTF-8 bytes of the
    /// scalar and of its source line in one pass: no `String` of the whole scalar, no array of the line's
    /// scalars, one `String` per token. Columns count Unicode scalars, as libyaml's do, by skipping the
    /// line's continuation bytes; in valid UTF-8 (screening rejects any other) a token's bytes equal the
    /// line's from a scalar boundary exactly when its scalars do. Test presses went through the scalar
    /// arrays: about 270 k instructions per pass over the standard layouts.
    func positionedTokens(of node: YAMLNode, scalar: YAMLScalar) -> [(String, SourcePosition)] {
        let quote = scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 1 : 0
        let exact = scalar.style == .plain || quote == 1
        let nodePosition = node.position
        var lineStart = 0
        var lineEnd = 0
        if nodePosition.line >= 1, nodePosition.line <= source.lineCount {
            lineStart = source.lineStarts[nodePosition.line - 1]
            lineEnd = nodePosition.line < source.lineCount ? source.lineStarts[nodePosition.line] : source.bytes.count
            while lineEnd > lineStart, source.bytes[lineEnd - 1] == 0x0A || source.bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        }
        return source.bytes.withUnsafeBufferPointer { line in
            scalar.withUTF8 { text in
                var tokens: [(String, SourcePosition)] = []
                tokens.reserveCapacity(Self.tokenCount(of: text))
                // The line's cursor: the scalar column `lineColumn` (0-based) starts at byte `lineByte`.
                // Tokens come in column order, so it only moves forward.
                var lineColumn = 0
                var lineByte = lineStart
                var scalarOffset = 0
                var index = 0
                while index < text.count {
                    if text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") {
                        index += 1
                        scalarOffset += 1
                        continue
                    }
                    let start = index
                    let tokenOffset = scalarOffset
                    while index < text.count && text[index] != UInt8(ascii: " ") && text[index] != UInt8(ascii: "\t") {
                        if text[index] & 0xC0 != 0x80 { scalarOffset += 1 }
                        index += 1
                    }
                    let token = String(decoding: UnsafeBufferPointer(rebasing: text[start..<index]), as: UTF8.self)
                    var position = nodePosition
                    let column = nodePosition.column - 1 + quote + tokenOffset
                    if exact, column >= 0 {
                        while lineColumn < column, lineByte < lineEnd {
                            lineByte += 1
                            while lineByte < lineEnd, line[lineByte] & 0xC0 == 0x80 { lineByte += 1 }
                            lineColumn += 1
                        }
                        let length = index - start
                        if lineColumn == column, lineEnd - lineByte >= length,
                           UnsafeBufferPointer(rebasing: line[lineByte..<(lineByte + length)]).elementsEqual(UnsafeBufferPointer(rebasing: text[start..<index])) {
                            position = SourcePosition(line: nodePosition.line, column: column + 1)
                        }
                    }
                    tokens.append((token, position))
                }
                return tokens
            }
        }
    }

    /// Where a key inside a row string was written: exact for plain and simply quoted one-line strings,
    /// the string's start otherwise (escapes and folding move characters).
    static func tokenPosition(of node: YAMLNode, scalar: YAMLScalar, line: [Unicode.Scalar], offset: Int, token: String) -> SourcePosition {
        let quote = scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 1 : 0
        guard scalar.style == .plain || quote == 1 else { return node.position }
        let start = node.position.column - 1 + quote + offset
        guard start >= 0, start < line.count else { return node.position }
        var column = start
        for tokenScalar in token.unicodeScalars {
            guard column < line.count, line[column] == tokenScalar else { return node.position }
            column += 1
        }
        return SourcePosition(line: node.position.line, column: start + 1)
    }
}

struct RowBuilder {
    var row = KeyRow(keys: [])
    /// Whether a key appended through ``append(_:)`` has no label. Keys appended to `row` directly
    /// (a row string's) always have one.
    var hasUnlabeledKey = false

    mutating func append(_ key: consuming Key) {
        if key.label.isEmpty { hasUnlabeledKey = true }
        row.keys.append(key)
    }

    mutating func appendSpacer(width: Double) {
        row.spacers.append(RowSpacer(before: row.keys.count, width: width))
    }
}

