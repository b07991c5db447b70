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
                guard let field: RowField = knownField(entry, allowed: LayoutFormat.rowFields, in: "a row") else { continue }
                switch field {
                case .keys: keysNode = entry.value
                case .group:
                    group = text(entry.value, field: field.rawValue)
                    groupPosition = entry.value.position
                }
            }
            if let keysNode {
                let first = positions.keys.count
                decodeKeys(keysNode, group: group, into: &builder, positions: &positions)
                Self.relocate(&positions, from: first, toAliasAt: keysNode)
                // A key's group, when the row gives it, was written at the row's 'group'.
                if let group, let groupPosition {
                    var taken = false
                    for index in first..<positions.keys.count where positions.keys[index].position(of: .group) == nil {
                        positions.keys[index].setPosition(groupPosition, of: .group)
                        // Only character keys shuffle in groups; a function key never takes the row's.
                        if index < builder.row.keys.count, case .insert = builder.row.keys[index].action { taken = true }
                    }
                    if !taken && errorCount == errorsBefore {
                        report(.unusedRowGroup, "the row's group '\(group.visibleEscaped)' applies to no key: every character key of the row gives its own", at: groupPosition)
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
            if decodeOneLineRowString(node, scalar: scalar, group: group, into: &builder, positions: &positions) { return }
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
            positions.isList = true
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

    // MARK: Positions and hints

    /// When `node` is an alias (`*row`), puts the keys decoded from it, from index `first` on, and their
    /// fields at the alias: the repeated nodes keep the positions of the anchored text, so a duplicate key
    /// would be reported at the anchor, where the first copy is, instead of at the alias that repeats it.
    static func relocate(_ positions: inout RowPositions, from first: Int, toAliasAt node: YAMLNode) {
        guard first < positions.keys.count, node.anchorPosition != nil else { return }
        for index in first..<positions.keys.count { positions.keys[index].move(to: node.position) }
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

