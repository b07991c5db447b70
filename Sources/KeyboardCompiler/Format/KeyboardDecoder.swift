import KeyboardRuntime
import YAMLLoader

/// Turns a loaded YAML tree into a ``DecodedKeyboard``, reporting every format problem it meets.
///
/// The decoder keeps going after an error so that one run reports all of a file's problems; a keyboard
/// decoded with errors is marked incomplete and skips the validation rules.
struct KeyboardDecoder {
    let file: String
    let source: SourceText
    private(set) var diagnostics: [Diagnostic] = []
    private var errorCount = 0
    private var cachedLine: (number: Int, scalars: [Unicode.Scalar])?
    /// Where each toolbar item's target is written, in order.
    private var toolbarItemPositions: [SourcePosition] = []
    /// Fields that an unknown field was taken for ("did you mean 'rows'?"): not reported missing as well.
    private var suggestedFields: Set<String> = []
    /// Whether a row of the file has a key without a label, which gets its default label: usually none
    /// has, and the rows are not searched for one.
    private var hasUnlabeledKey = false
    /// What other formats call some of kbc's fields.
    private static let fieldSynonyms: [String: String] = [
        "id": "keyboard", "name": "keyboard", "target": "to", "text": "key", "output": "key", "value": "key",
        "caption": "label", "display": "label", "shifted": "shift", "keys": "key", "layout": "rows",
    ]

    init(file: String, source: SourceText) {
        self.file = file
        self.source = source
    }

    mutating func decode(_ root: YAMLNode) -> DecodedKeyboard? {
        guard case .mapping(let entries) = root.content else {
            report(.wrongType, "a layout file must be a mapping with 'keyboard' and 'rows', found \(root.kindDescription)", at: root.position)
            return nil
        }
        var positions = LayoutPositions(document: root.position)
        positions.fields.reserveCapacity(entries.count)
        suggestedFields = []
        var id: String?
        var title: String?
        var locale: String?
        var characterWidth = CharacterWidth.half
        var profile: String?
        var policy = ShufflePolicy.never
        var rows: [KeyRow]?
        var repertoire: String?
        var tests: [LayoutTest] = []
        var screenReaderPolicy = ScreenReaderPolicy.keepShuffling
        var variants: [(LayoutVariant, [RowPositions], overrides: [KeyboardBase.RowOverride]?)] = []
        var base: KeyboardBase?
        let extends = entries.contains { $0.key.isScalar("extends") }
        var toolbar: ToolbarDeclaration?

        for entry in entries {
            guard let fieldName = knownField(entry, allowed: LayoutFormat.keyboardFields, in: "a keyboard") else { continue }
            positions.fields[fieldName] = entry.value.position
            switch fieldName {
            case "keyboard": id = keyboardID(entry.value, field: "keyboard")
            case "title": title = text(entry.value, field: "title")
            case "locale": locale = localeTag(entry.value)
            case "characterWidth": characterWidth = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields).flatMap(CharacterWidth.init) ?? characterWidth
            case "profile": profile = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields).flatMap { $0 == "none" ? nil : $0 }
            case "shuffle": policy = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields).flatMap(ShufflePolicy.init) ?? policy
            case "screenReader": screenReaderPolicy = choice(entry.value, field: fieldName, of: LayoutFormat.keyboardFields).flatMap(ScreenReaderPolicy.init) ?? screenReaderPolicy
            case "rows":
                if extends, case .mapping(let overrides) = entry.value.content {
                    base = KeyboardBase(
                        id: base?.id ?? "", position: base?.position ?? entry.value.position,
                        rowOverrides: decodeRowOverrides(overrides), needsDefaultLabels: false)
                } else {
                    rows = decodeRows(entry.value, positions: &positions.rows)
                }
            case "extends":
                if let target = keyboardID(entry.value, field: "extends") {
                    base = KeyboardBase(id: target, position: entry.value.position, rowOverrides: base?.rowOverrides, needsDefaultLabels: false)
                }
            case "repertoire": repertoire = text(entry.value, field: "repertoire")
            case "tests": tests = decodeTests(entry.value)
            case "variants": variants = decodeVariants(entry.value)
            case "toolbar": toolbar = decodeToolbar(entry.value)
            default: break
            }
        }
        for field in LayoutFormat.keyboardFields where field.isRequired && positions.fields[field.name] == nil && !suggestedFields.contains(field.name)
            && !(extends && field.name == "rows") {
            report(.missingField, "missing required field '\(field.name)'", at: root.position,
                   notes: [DiagnosticNote(field.summary)])
        }
        if case .declared(done: false, items: let items) = toolbar, items.isEmpty, title == nil, let position = positions.fields["toolbar"] {
            report(.emptyValue, "the toolbar would be empty: the keyboard has no 'title' and 'done' is false", at: position,
                   notes: [DiagnosticNote("add a 'title', or write 'toolbar: none' for no toolbar")])
        }
        guard let id else { return nil }
        let declaresRows = rows != nil
        // Taken, not copied: labels are filled in below, and a shared array would be copied to change.
        var resolvedRows = rows.take() ?? []
        // A keyboard that extends another may inherit its locale: labels wait until it is merged.
        let labelsWait = extends && positions.fields["locale"] == nil
        if labelsWait {
            base?.needsDefaultLabels = true
        } else if hasUnlabeledKey {
            Self.applyDefaultLabels(to: &resolvedRows, locale: locale)
            if var overrides = base?.rowOverrides {
                for index in overrides.indices { Self.applyDefaultLabels(to: &overrides[index].row, locale: locale) }
                base?.rowOverrides = overrides
            }
        }
        var layout = KeyboardLayout(
            id: id, title: title, locale: locale, characterWidth: characterWidth, shufflePolicy: policy,
            toolbar: (toolbar ?? .standard).toolbar(title: title, locale: locale), rows: resolvedRows)
        layout.screenReaderPolicy = screenReaderPolicy
        var variantRows: [[RowPositions]] = []
        for (variant, rowPositions, overrides) in variants {
            var variant = variant
            var rowPositions = rowPositions
            if let overrides, extends, !declaresRows {
                // Rows inherited with `extends` are known only once merged: replace them then.
                base?.pendingVariants.append(KeyboardBase.PendingVariant(variant: variant, overrides: overrides))
                continue
            }
            if let overrides {
                // Single rows replaced: the page's own rows, with the numbered ones from the variant.
                variant.rows = layout.rows
                rowPositions = positions.rows
                for override in overrides {
                    guard override.number <= variant.rows.count else {
                        report(.invalidValue, "the keyboard has \(variant.rows.count) row\(variant.rows.count == 1 ? "" : "s"); row \(override.number) replaces nothing",
                               at: override.numberPosition)
                        continue
                    }
                    variant.rows[override.number - 1] = override.row
                    rowPositions[override.number - 1] = override.positions
                }
            }
            if !labelsWait && hasUnlabeledKey { Self.applyDefaultLabels(to: &variant.rows, locale: locale) }
            layout.variants.append(variant)
            variantRows.append(rowPositions)
        }
        positions.toolbarItems = toolbarItemPositions
        return DecodedKeyboard(
            layout: layout, profile: profile, file: file, positions: positions, isComplete: errorCount == 0,
            repertoire: repertoire, tests: tests, base: base?.id.isEmpty == false ? base : nil, variantRows: variantRows)
    }

    /// `variants:`: rows for another device class or width, each a full list or numbered replacements.
    private mutating func decodeVariants(_ node: YAMLNode) -> [(LayoutVariant, [RowPositions], overrides: [KeyboardBase.RowOverride]?)] {
        guard case .sequence(let items) = node.content else {
            report(.wrongType, "'variants' must be a list such as [{device: pad, rows: [...]}], found \(node.kindDescription)", at: node.position)
            return []
        }
        var variants: [(LayoutVariant, [RowPositions], overrides: [KeyboardBase.RowOverride]?)] = []
        for item in items {
            guard case .mapping(let entries) = item.content else {
                report(.wrongType, "a variant must be a mapping with 'rows' and 'device' or 'minWidth', found \(item.kindDescription)", at: item.position)
                continue
            }
            var variant = LayoutVariant(rows: [])
            var rowPositions: [RowPositions] = []
            var overrides: [KeyboardBase.RowOverride]?
            var hasRows = false
            for entry in entries {
                guard let fieldName = knownField(entry, allowed: LayoutFormat.variantFields, in: "a variant") else { continue }
                switch fieldName {
                case "device": variant.device = choice(entry.value, field: fieldName, of: LayoutFormat.variantFields).flatMap(KeyboardMetrics.Device.init)
                case "minWidth":
                    guard let text = text(entry.value, field: "minWidth") else { continue }
                    guard let width = Double(text), width.isFinite, width >= 100, width <= 4096, text.utf8.count <= 8 else {
                        report(.invalidWidth, "'minWidth' must be a number of points from 100 to 4096; found '\(text.visibleEscaped)'", at: entry.value.position)
                        continue
                    }
                    variant.minimumWidth = width
                case "rows":
                    hasRows = true
                    if case .mapping(let numbered) = entry.value.content {
                        overrides = decodeRowOverrides(numbered)
                    } else {
                        variant.rows = decodeRows(entry.value, positions: &rowPositions) ?? []
                    }
                default: break
                }
            }
            if !hasRows {
                report(.missingField, "a variant needs 'rows'", at: item.position)
                continue
            }
            if !entries.contains(where: { $0.key.isScalar("device") || $0.key.isScalar("minWidth") }) {
                report(.missingField, "a variant needs 'device' or 'minWidth': without one it would always apply", at: item.position)
                continue
            }
            variants.append((variant, rowPositions, overrides))
        }
        return variants
    }

    /// A key's `alternates`: a space-separated string or a list of texts, at least one.
    private mutating func decodeAlternates(_ node: YAMLNode) -> [String]? {
        var alternates: [String] = []
        switch node.content {
        case .scalar(let scalar):
            alternates = Self.tokens(of: scalar.text).map(\.0)
        case .sequence(let items):
            for item in items {
                guard let text = item.scalarText, !text.isEmpty else {
                    report(.wrongType, "an alternate must be a non-empty string, found \(item.kindDescription)", at: item.position)
                    return nil
                }
                alternates.append(text)
            }
        case .mapping:
            report(.wrongType, "'alternates' must be a space-separated string or a list, found a mapping", at: node.position)
            return nil
        }
        if alternates.isEmpty {
            report(.emptyValue, "'alternates' is empty", at: node.position,
                   notes: [DiagnosticNote("list the characters a long press offers, such as 'è é ê', or remove 'alternates'")])
            return nil
        }
        return alternates
    }

    /// `rows: {4: [...]}` in a keyboard that extends another: rows replaced by their 1-based number.
    private mutating func decodeRowOverrides(_ entries: YAMLNode.Entries) -> [KeyboardBase.RowOverride] {
        var overrides: [KeyboardBase.RowOverride] = []
        for entry in entries {
            guard let text = entry.key.scalarText, !text.isEmpty, text.utf8.count <= 6, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  let number = Int(text), number >= 1 else {
                report(.wrongType, "'\(entry.key.scalarText?.visibleEscaped ?? "")' is not a row number: with 'extends', 'rows' maps row numbers (from 1) to rows",
                       at: entry.key.position, notes: [DiagnosticNote("for example: rows: {4: [\".\", \"0\", {action: delete}]}")])
                continue
            }
            var rowPositions = RowPositions(row: entry.value.position)
            let row = decodeRow(entry.value, positions: &rowPositions)
            overrides.append(KeyboardBase.RowOverride(number: number, row: row, positions: rowPositions, numberPosition: entry.key.position))
        }
        return overrides
    }

    // MARK: Tests

    private mutating func decodeTests(_ node: YAMLNode) -> [LayoutTest] {
        guard case .sequence(let items) = node.content else {
            report(.wrongType, "'tests' must be a list of tests, found \(node.kindDescription)", at: node.position)
            return []
        }
        var tests: [LayoutTest] = []
        for item in items {
            guard case .mapping(let entries) = item.content else {
                report(.wrongType, "a test must be a mapping with 'press' and 'expect', found \(item.kindDescription)", at: item.position)
                continue
            }
            var name: String?
            var presses: [(KeyPress, SourcePosition)]?
            var expected: (String, SourcePosition)?
            var page: (String, SourcePosition)?
            for entry in entries {
                guard let fieldName = knownField(entry, allowed: LayoutFormat.testFields, in: "a test") else { continue }
                switch fieldName {
                case "name": name = text(entry.value, field: "name")
                case "press": presses = decodePresses(entry.value)
                case "expect":
                    // An empty expectation is meaningful: deleting everything that was typed.
                    if let text = entry.value.scalarText {
                        expected = (text, entry.value.position)
                    } else {
                        report(.wrongType, "'expect' must be a string, found \(entry.value.kindDescription)", at: entry.value.position)
                    }
                case "page": if let id = keyboardID(entry.value, field: "page") { page = (id, entry.value.position) }
                default: break
                }
            }
            for required in LayoutFormat.testFields where required.isRequired && !entries.contains(where: { $0.key.isScalar(required.name) }) {
                report(.missingField, "a test needs '\(required.name)'", at: item.position, notes: [DiagnosticNote(required.summary)])
            }
            guard let presses, let expected else { continue }
            tests.append(LayoutTest(
                name: name, presses: presses.map(\.0), pressPositions: presses.map(\.1), expectedText: expected.0,
                expectedPage: page?.0, position: item.position, expectPosition: expected.1, pagePosition: page?.1))
        }
        return tests
    }

    /// A test's presses: a space-separated string (as a row's keys) or a list.
    private mutating func decodePresses(_ node: YAMLNode) -> [(KeyPress, SourcePosition)]? {
        var written: [(String, SourcePosition)] = []
        switch node.content {
        case .scalar(let scalar):
            let line = lineScalars(node.position.line)
            for (token, offset) in Self.tokens(of: scalar.text) {
                written.append((token, tokenPosition(of: node, scalar: scalar, line: line, offset: offset, token: token)))
            }
        case .sequence(let items):
            for item in items {
                guard let text = item.scalarText, !text.isEmpty else {
                    report(.wrongType, "a press must be a key's text or a function key such as <delete>, found \(item.kindDescription)", at: item.position)
                    return nil
                }
                written.append((text, item.position))
            }
        case .mapping:
            report(.wrongType, "'press' must be a space-separated string or a list of presses, found a mapping", at: node.position)
            return nil
        }
        if written.isEmpty {
            report(.emptyValue, "'press' is empty", at: node.position)
            return nil
        }
        var presses: [(KeyPress, SourcePosition)] = []
        for (token, position) in written {
            guard let press = KeyPress.parse(token) else {
                report(.invalidValue, "'\(token.visibleEscaped)' is not a key press", at: position, notes: [DiagnosticNote(
                    "function keys are <shift>, <caps> (caps lock), <delete>, <space>, <return>, <dismiss>, <toggle-width> and <switch:ID>")])
                return nil
            }
            presses.append((press, position))
        }
        return presses
    }

    // MARK: Rows

    private mutating func decodeRows(_ node: YAMLNode, positions: inout [RowPositions]) -> [KeyRow]? {
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
        var rows: [KeyRow] = []
        rows.reserveCapacity(items.count)
        positions.reserveCapacity(positions.count + items.count)
        for item in items {
            var rowPositions = RowPositions(row: item.position)
            let row = decodeRow(item, positions: &rowPositions)
            rows.append(row)
            positions.append(rowPositions)
        }
        return rows
    }

    private mutating func decodeRow(_ node: YAMLNode, positions: inout RowPositions) -> KeyRow {
        var builder = RowBuilder()
        let errorsBefore = errorCount
        switch node.content {
        case .scalar, .sequence:
            decodeKeys(node, group: nil, into: &builder, positions: &positions)
        case .mapping(let entries):
            // `- a : b` or `- 4 5 {action: delete}`: a row string that ': ' turned into a mapping, one mistake.
            if !entries.contains(where: { entry in LayoutFormat.rowFields.contains { entry.key.isScalar($0.name) } }) {
                reportColonInRow(node, entries: entries)
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
        // A row whose keys were all wrong has been reported already; one with no keys at all (nothing, or
        // only spacers) is empty.
        if builder.row.keys.isEmpty && errorCount == errorsBefore {
            report(.emptyRow, "the row has no keys", at: node.position, notes: commentHint(at: node))
        }
        if builder.hasUnlabeledKey { hasUnlabeledKey = true }
        return builder.row
    }

    private mutating func decodeKeys(_ node: YAMLNode, group: String?, into builder: inout RowBuilder, positions: inout RowPositions) {
        switch node.content {
        case .scalar(let scalar):
            if decodeASCIIRowString(node, scalar: scalar, group: group, into: &builder, positions: &positions) { return }
            let line = lineScalars(node.position.line)
            var text = scalar.text
            if scalar.style == .plain, let end = scalar.end {
                if end.line > node.position.line {
                    // Only the first line is what the author wrote as this row; the rest is reported.
                    reportContinuation(of: node, endingAt: end)
                    text = String(String.UnicodeScalarView(line.dropFirst(node.position.column - 1)))
                } else {
                    checkTrailingComment(after: end, ofRow: node, text: text)
                }
            }
            let tokens = Self.tokens(of: text)
            if scalar.style == .plain || scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
                checkSeparators(of: tokens, in: node, scalar: scalar, line: line)
            }
            builder.row.keys.reserveCapacity(builder.row.keys.count + tokens.count)
            positions.keys.reserveCapacity(positions.keys.count + tokens.count)
            for (token, offset) in tokens {
                let position = tokenPosition(of: node, scalar: scalar, line: line, offset: offset, token: token)
                builder.append(Self.characterKey(text: token, group: group))
                positions.keys.append(KeyPositions(key: position))
            }
        case .sequence(let items):
            builder.row.keys.reserveCapacity(builder.row.keys.count + items.count)
            positions.keys.reserveCapacity(positions.keys.count + items.count)
            for item in items {
                decodeKey(item, group: group, into: &builder, positions: &positions)
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
    private mutating func decodeASCIIRowString(
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
            checkTrailingComment(after: end, ofRow: node, text: scalar.text)
        }
        let lineLength = lineEnd - lineStart
        let base = node.position.column - 1 + quote
        // Counted exactly: a bound such as half the bytes would let a row of spaces, repeated through
        // aliases, reserve memory for keys that are not there.
        var tokenCount = 0
        scalar.withUTF8 { text in
            var previous = UInt8(ascii: " ")
            for byte in text {
                let isSeparator = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                if !isSeparator && (previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")) { tokenCount += 1 }
                previous = byte
            }
        }
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

    private mutating func decodeKey(_ node: YAMLNode, group: String?, into builder: inout RowBuilder, positions: inout RowPositions) {
        switch node.content {
        case .scalar(let scalar):
            guard !scalar.isEmpty else {
                report(.emptyValue, "empty key", at: node.position, notes: commentHint(at: node))
                return
            }
            if scalar.utf8Count == 1, case let byte = scalar.withUTF8({ $0[0] }), byte > 0x20 && byte < 0x7F {
                // One visible ASCII character, the usual key: its text and capital are made once, up front.
                let text = Self.asciiCharacters[Int(byte)]
                let shifted = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? Self.asciiCapitals[Int(byte - UInt8(ascii: "a"))] : nil
                builder.append(Key(action: .insert(text), label: text, shiftedText: shifted, group: group))
                positions.keys.append(KeyPositions(key: node.position))
                return
            }
            let text = scalar.text
            if scalar.style == .plain, text.utf8Contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                report(.spacesInKey, "'\(text.visibleEscaped)' is one key: in a list each item is a key", at: node.position, notes: [
                    DiagnosticNote("if this is a row, remove the extra '-' before it: a row string splits at spaces"),
                    DiagnosticNote("for several keys, write them as a list: [a, b, c]; for one key that types a space, quote it"),
                ])
                return
            }
            builder.append(Self.characterKey(text: text, group: group))
            positions.keys.append(KeyPositions(key: node.position))
        case .sequence:
            report(.wrongType, "a key must be a string or a mapping, found a list", at: node.position,
                   notes: [DiagnosticNote("'-' at the start of a value begins a list item; to use '-' as a key, quote it: \"-\"")])
        case .mapping(let entries):
            decodeKeyMapping(node, entries: entries, group: group, into: &builder, positions: &positions)
        }
    }

    private mutating func decodeKeyMapping(
        _ node: YAMLNode, entries: YAMLNode.Entries, group: String?,
        into builder: inout RowBuilder, positions: inout RowPositions
    ) {
        if reportDecimalComma(in: entries) { return }
        var kind: String?
        var kindCount = 0
        for entry in entries {
            guard let name = entry.key.scalarText, name == "key" || name == "action" || name == "gap" else { continue }
            kind = kind ?? name
            kindCount += 1
        }
        if kindCount == 0, let misspelt = entries.first(where: { entry in
            entry.key.scalarText.map { Suggestions.closest(to: $0, among: ["key", "action", "gap"]) != nil } ?? false
        }), let name = misspelt.key.scalarText, let suggestion = Suggestions.closest(to: name, among: ["key", "action", "gap"]) {
            // `{acton: delete}`, `{keys: "."}`: a misspelt kind, not a key written with a stray ': '.
            report(.unknownField, "unknown field '\(name.visibleEscaped)' in a key", at: misspelt.key.position,
                   notes: [DiagnosticNote("did you mean '\(suggestion)'?")])
            return
        }
        guard kindCount == 1, let kind else {
            let kinds = entries.compactMap(\.key.scalarText).filter { $0 == "key" || $0 == "action" || $0 == "gap" }
            let message = kinds.isEmpty
                ? "a key mapping needs 'key' (a character key), 'action' (a function key) or 'gap' (a spacer)"
                : "a key mapping has exactly one of 'key', 'action' and 'gap'; this one has \(kinds.map { "'\($0)'" }.joined(separator: " and "))"
            report(.invalidKey, message, at: node.position, notes: colonHint(for: entries))
            return
        }
        switch kind {
        case "gap":
            for entry in entries where knownField(entry, allowed: LayoutFormat.spacerFields, in: "a spacer") != nil {
                if let width = units(entry.value, field: "gap") { builder.appendSpacer(width: width) }
            }
        case "action":
            var keyPositions = KeyPositions(key: node.position)
            if let key = functionKey(entries, positions: &keyPositions) {
                builder.append(key)
                positions.keys.append(keyPositions)
            }
        default:
            var keyPositions = KeyPositions(key: node.position)
            if let key = characterKeyMapping(entries, group: group, positions: &keyPositions) {
                builder.append(key)
                positions.keys.append(keyPositions)
            }
        }
    }

    /// Reports `width: 1,5` in a flow mapping, which YAML splits at the comma into `width: 1` and a field
    /// `5`: one mistake, reported once at the width.
    private mutating func reportDecimalComma(in entries: YAMLNode.Entries) -> Bool {
        for index in entries.indices.dropLast() {
            let entry = entries[index]
            let next = entries[index + 1]
            guard let name = entry.key.scalarText, name == "width" || name == "gap",
                  let whole = entry.value.scalarText, !whole.isEmpty, whole.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  let fraction = next.key.scalarText, !fraction.isEmpty, fraction.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  next.value.scalarText?.isEmpty ?? false, next.key.position.line == entry.value.position.line
            else { continue }
            report(.invalidWidth, "'\(name): \(whole),\(fraction)' is read as '\(name): \(whole)' and a field '\(fraction)'", at: entry.value.position,
                   notes: [DiagnosticNote("write decimals with a point: '\(name): \(whole).\(fraction)'")])
            return true
        }
        return false
    }

    private mutating func characterKeyMapping(_ entries: YAMLNode.Entries, group rowGroup: String?, positions: inout KeyPositions) -> Key? {
        var text: String?
        var label: String?
        var shift: String?
        var width = KeyWidth.units(1)
        var pinned = false
        var group = rowGroup
        var spoken: String?
        var alternates: [String] = []
        var hint: String?
        var valid = true
        for entry in entries {
            guard let fieldName = knownField(entry, allowed: LayoutFormat.characterKeyFields, in: "a character key") else { continue }
            positions.setPosition(entry.value.position, ofField: fieldName)
            switch fieldName {
            case "key": text = self.text(entry.value, field: "key", emptyMessage: "empty key")
            case "label": label = self.text(entry.value, field: "label")
            case "shift": shift = self.text(entry.value, field: "shift")
            case "width": if let value = self.width(entry.value) { width = value } else { valid = false }
            case "pin": if let value = boolean(entry.value, field: "pin") { pinned = value } else { valid = false }
            case "group": group = self.text(entry.value, field: "group")
            case "spoken": spoken = self.text(entry.value, field: "spoken")
            case "alternates": if let decoded = decodeAlternates(entry.value) { alternates = decoded } else { valid = false }
            case "hint": hint = self.text(entry.value, field: "hint")
            default: break
            }
        }
        guard let text, valid else { return nil }
        var key = Self.characterKey(text: text, group: group)
        if let label { key.label = label }
        if let shift { key.shiftedText = shift == text ? nil : shift }
        key.width = width
        key.isPinned = pinned
        key.spokenName = spoken
        key.alternates = alternates
        key.hint = hint
        let shifted = alternates.map { Self.defaultShiftedText(for: $0) ?? $0 }
        key.shiftedAlternates = shifted == alternates ? nil : shifted
        return key
    }

    private mutating func functionKey(_ entries: YAMLNode.Entries, positions: inout KeyPositions) -> Key? {
        var action: FunctionKeyAction?
        var label: String?
        var width = KeyWidth.units(1)
        var target: String?
        var spoken: String?
        var valid = true
        let actionField = LayoutFormat.functionKeyFields[0]
        // Suggestions are per mapping: this key's, then the keyboard's again.
        let enclosingSuggestions = suggestedFields
        suggestedFields = []
        defer { suggestedFields = enclosingSuggestions }
        for entry in entries {
            guard let fieldName = knownField(entry, allowed: LayoutFormat.functionKeyFields, in: "a function key") else { continue }
            positions.setPosition(entry.value.position, ofField: fieldName)
            switch fieldName {
            case "action": action = choice(entry.value, field: actionField).flatMap(FunctionKeyAction.init)
            case "label": label = text(entry.value, field: "label")
            case "width": if let value = self.width(entry.value) { width = value } else { valid = false }
            case "to": target = keyboardID(entry.value, field: "to")
            case "spoken": spoken = text(entry.value, field: "spoken")
            default: break
            }
        }
        guard let action, valid else { return nil }
        if action.needsTarget, target == nil {
            if positions.position(ofField: "to") == nil && !suggestedFields.contains("to") {
                report(.missingField, "a '\(action.rawValue)' key needs 'to', the id of the keyboard it shows", at: positions.key)
            }
            return nil
        }
        if !action.needsTarget, target != nil, let position = positions.position(ofField: "to") {
            report(.misplacedTarget, "'to' applies only to 'switch' and 'toggle-width' keys, not '\(action.rawValue)'", at: position)
            return nil
        }
        // Without a label the key is labelled in the keyboard's locale once the whole file is read.
        return Key(action: action.keyAction(target: target ?? ""), label: label ?? "", width: width, spokenName: spoken)
    }

    /// Gives every function key without a label its default in `locale` (``DefaultLabels``).
    static func applyDefaultLabels(to row: inout KeyRow, locale: String?) {
        var rows = [row]
        applyDefaultLabels(to: &rows, locale: locale)
        row = rows[0]
    }

    static func applyDefaultLabels(to rows: inout [KeyRow], locale: String?) {
        for row in rows.indices {
            // Looked for before writing: most rows have no key without a label, and each write through
            // `rows` checks that the row is not shared.
            let needsLabels = rows[row].keys.withUnsafeBufferPointer { keys in keys.indices.contains { keys[$0].label.isEmpty } }
            guard needsLabels else { continue }
            for index in rows[row].keys.indices where rows[row].keys[index].label.isEmpty {
                rows[row].keys[index].label = DefaultLabels.label(for: rows[row].keys[index].action, locale: locale)
            }
        }
    }

    // MARK: Toolbar

    /// What a file says about its toolbar.
    private enum ToolbarDeclaration {
        /// No toolbar field: the title and Done when there is a title.
        case standard
        /// `toolbar: none`.
        case none
        /// `toolbar: {...}`: leading items (written as function keys) and whether Done is at the right.
        case declared(done: Bool, items: [Key] = [])

        func toolbar(title: String?, locale: String?) -> KeyboardToolbar? {
            switch self {
            case .standard: return title.map { KeyboardToolbar.standard(title: $0, locale: locale) }
            case .none: return nil
            case .declared(let done, let keys):
                let leading = keys.map { key in
                    ToolbarItem(action: key.action, label: key.label.isEmpty ? DefaultLabels.label(for: key.action, locale: locale) : key.label,
                                placement: .leading)
                }
                return KeyboardToolbar(title: title, items: leading + (done ? [.done(locale: locale)] : []))
            }
        }
    }

    private mutating func decodeToolbar(_ node: YAMLNode) -> ToolbarDeclaration? {
        switch node.content {
        case .scalar(let scalar):
            let text = scalar.text
            guard text == "none" else {
                var notes = [DiagnosticNote("'toolbar' is 'none' or a mapping such as '{done: false}'")]
                if text == "false" || ScalarSyntax.yaml11Booleans.contains(text) {
                    notes.insert(DiagnosticNote("did you mean 'none'?"), at: 0)
                }
                report(.invalidValue, "'\(text)' is not a valid toolbar", at: node.position, notes: notes)
                return nil
            }
            return ToolbarDeclaration.none
        case .sequence:
            report(.wrongType, "'toolbar' must be 'none' or a mapping, found \(node.kindDescription)", at: node.position)
            return nil
        case .mapping(let entries):
            var done = true
            var items: [Key] = []
            for entry in entries {
                guard let fieldName = knownField(entry, allowed: LayoutFormat.toolbarFields, in: "a toolbar") else { continue }
                switch fieldName {
                case "done": if let value = boolean(entry.value, field: "done") { done = value }
                case "items": items = decodeToolbarItems(entry.value)
                default: break
                }
            }
            return .declared(done: done, items: items)
        }
    }

    /// Toolbar items, written as `switch` or `toggle-width` function keys; where each was written is kept
    /// in ``LayoutPositions/toolbarItems`` for the rules that check their targets.
    private mutating func decodeToolbarItems(_ node: YAMLNode) -> [Key] {
        guard case .sequence(let nodes) = node.content else {
            report(.wrongType, "'items' must be a list of items such as {action: switch, to: letters}, found \(node.kindDescription)", at: node.position)
            return []
        }
        var items: [Key] = []
        for item in nodes {
            guard case .mapping(let entries) = item.content, entries.contains(where: { $0.key.isScalar("action") }) else {
                report(.invalidKey, "a toolbar item is a function key such as {action: switch, to: letters, label: ABC}", at: item.position)
                continue
            }
            var itemPositions = KeyPositions(key: item.position)
            guard let key = functionKey(entries, positions: &itemPositions) else { continue }
            guard key.targetKeyboardID != nil else {
                report(.invalidValue, "a toolbar item switches pages ('switch') or the character width ('toggle-width')",
                       at: itemPositions.position(ofField: "action") ?? item.position,
                       notes: [DiagnosticNote("Done is 'done: true'; other keys belong in the rows")])
                continue
            }
            items.append(key)
            toolbarItemPositions.append(itemPositions.position(ofField: "to") ?? item.position)
        }
        return items
    }

    private static func characterKey(text: String, group: String?) -> Key {
        Key(action: .insert(text), label: text, shiftedText: defaultShiftedText(for: text), group: group)
    }

    /// "A" to "Z", made once rather than for every letter key.
    private static let asciiCapitals: [String] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(Unicode.Scalar($0)) }
    /// Every ASCII character as a string, made once rather than for every key.
    private static let asciiCharacters: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

    /// The upper case of a cased single character, when that is a single character too.
    static func defaultShiftedText(for text: String) -> String? {
        let utf8 = text.utf8
        if utf8.count == 1, let byte = utf8.first {
            // ASCII needs no Unicode case tables: only a–z have an upper case.
            guard byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") else { return nil }
            return asciiCapitals[Int(byte - UInt8(ascii: "a"))]
        }
        guard text.count == 1 else { return nil }
        let upper = text.uppercased()
        return upper != text && upper.count == 1 ? upper : nil
    }

    // MARK: Fields

    /// The name of the field of `allowed` that `entry` sets, or `nil` after reporting a key that is no such
    /// field. Only the name: a copy of the field would retain its texts.
    private mutating func knownField(_ entry: YAMLMappingEntry, allowed: [FormatField], in object: String) -> String? {
        // One `String` for the name: comparing small strings is cheaper than comparing bytes.
        guard let name = entry.key.scalarText else {
            report(.wrongType, "a field name must be a string, found \(entry.key.kindDescription)", at: entry.key.position)
            return nil
        }
        // Lengths first: comparing two different strings is what costs. Exact, as field names are ASCII
        // without the three characters (K ; `) that a text of another length can be canonically equal to.
        let length = name.utf8.count
        for index in allowed.indices where allowed[index].name.utf8.count == length && allowed[index].name == name {
            return allowed[index].name
        }
        var notes: [DiagnosticNote] = []
        let synonym = Self.fieldSynonyms[name.lowercased()].flatMap { candidate in allowed.contains { $0.name == candidate } ? candidate : nil }
        if let suggestion = Suggestions.closest(to: name, among: allowed.map(\.name)) ?? synonym {
            notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
            suggestedFields.insert(suggestion)
        } else {
            if let owner = Self.objectsOwning(field: name) {
                notes.append(DiagnosticNote("'\(name)' is a field of \(owner), not of \(object)"))
            }
            notes.append(DiagnosticNote("\(object) has the fields \(allowed.map { "'\($0.name)'" }.joined(separator: ", "))"))
        }
        report(.unknownField, "unknown field '\(name)' in \(object)", at: entry.key.position, notes: notes)
        return nil
    }

    private static func objectsOwning(field name: String) -> String? {
        let owners: [(String, [FormatField])] = [
            ("a keyboard", LayoutFormat.keyboardFields), ("a row", LayoutFormat.rowFields),
            ("a character key", LayoutFormat.characterKeyFields), ("a function key", LayoutFormat.functionKeyFields),
            ("a spacer", LayoutFormat.spacerFields), ("a test", LayoutFormat.testFields), ("a toolbar", LayoutFormat.toolbarFields),
        ]
        let names = owners.filter { $0.1.contains { $0.name == name } }.map(\.0)
        return names.isEmpty ? nil : names.joined(separator: " and ")
    }

    private mutating func text(_ node: YAMLNode, field: String, emptyMessage: String? = nil) -> String? {
        guard let text = node.scalarText else {
            report(.wrongType, "'\(field)' must be a string, found \(node.kindDescription)", at: node.position)
            return nil
        }
        guard !text.isEmpty else {
            report(.emptyValue, emptyMessage ?? "'\(field)' is empty", at: node.position, notes: commentHint(at: node))
            return nil
        }
        return text
    }

    private mutating func keyboardID(_ node: YAMLNode, field: String) -> String? {
        guard let text = text(node, field: field) else { return nil }
        guard ScalarSyntax.isKeyboardID(text) else {
            report(.invalidIdentifier, "'\(text)' is not a valid keyboard id", at: node.position,
                   notes: [DiagnosticNote("ids use ASCII letters, digits and '-', start with a letter, and have at most \(ScalarSyntax.maximumIDLength) characters")])
            return nil
        }
        return text
    }

    private mutating func localeTag(_ node: YAMLNode) -> String? {
        guard let text = text(node, field: "locale") else { return nil }
        guard ScalarSyntax.isLocale(text), ScalarSyntax.languageCodes[text.lowercased()] == nil else {
            var notes: [DiagnosticNote] = []
            if text.contains("_") {
                notes.append(DiagnosticNote("BCP 47 separates subtags with '-': write '\(text.replacingUnderscores())'"))
            }
            if let code = ScalarSyntax.languageCodes[text.lowercased()] {
                notes.append(DiagnosticNote("did you mean '\(code)'?"))
            }
            report(.invalidLocale, "'\(text)' is not a BCP 47 language tag", at: node.position, notes: notes)
            return nil
        }
        return text
    }

    /// The value of the choice field `name` of `fields`, found by index: a copy of the field would retain
    /// all its texts.
    private mutating func choice(_ node: YAMLNode, field name: String, of fields: [FormatField]) -> String? {
        guard let index = fields.firstIndex(where: { $0.name == name }), case .choice(let choices) = fields[index].type else { return nil }
        return choice(node, field: name, among: choices)
    }

    private mutating func choice(_ node: YAMLNode, field: FormatField) -> String? {
        guard case .choice(let choices) = field.type else { return nil }
        return choice(node, field: field.name, among: choices)
    }

    private mutating func choice(_ node: YAMLNode, field name: String, among choices: [String]) -> String? {
        guard let text = text(node, field: name) else { return nil }
        guard choices.contains(text) else {
            var notes = [DiagnosticNote("'\(name)' is one of \(choices.map { "'\($0)'" }.joined(separator: ", "))")]
            if name == "action", let synonym = FunctionKeyAction.synonymNote(for: text) {
                notes.insert(DiagnosticNote(synonym), at: 0)
            } else if let suggestion = Suggestions.closest(to: text, among: choices) {
                notes.insert(DiagnosticNote("did you mean '\(suggestion)'?"), at: 0)
            }
            report(.invalidValue, "'\(text)' is not a valid \(name)", at: node.position, notes: notes)
            return nil
        }
        return text
    }

    private mutating func boolean(_ node: YAMLNode, field: String) -> Bool? {
        guard let text = text(node, field: field) else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default:
            var notes = [DiagnosticNote("booleans are written 'true' or 'false'")]
            if ScalarSyntax.yaml11Booleans.contains(text) {
                notes.append(DiagnosticNote("kbc does not read YAML 1.1 words such as 'yes' and 'off' as booleans"))
            }
            report(.invalidBoolean, "'\(field)' must be true or false, found '\(text)'", at: node.position, notes: notes)
            return nil
        }
    }

    private mutating func width(_ node: YAMLNode) -> KeyWidth? {
        guard let text = text(node, field: "width") else { return nil }
        if text == "fill" { return .fill }
        guard let value = ScalarSyntax.units(text) else {
            report(.invalidWidth, "'width' must be a decimal number of key units greater than 0 and at most 100, or 'fill'; found '\(text)'", at: node.position)
            return nil
        }
        return .units(value)
    }

    private mutating func units(_ node: YAMLNode, field: String) -> Double? {
        guard let text = text(node, field: field) else { return nil }
        guard let value = ScalarSyntax.units(text) else {
            report(.invalidWidth, "'\(field)' must be a decimal number of key units greater than 0 and at most 100; found '\(text)'", at: node.position)
            return nil
        }
        return value
    }

    // MARK: Positions and hints

    /// Splits a row string into keys at spaces and tabs, with each key's offset in Unicode scalars.
    static func tokens(of text: String) -> [(String, Int)] {
        var text = text
        return text.withUTF8 { bytes in
            var tokens: [(String, Int)] = []
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

    /// Where a key inside a row string was written: exact for plain and simply quoted one-line strings,
    /// the string's start otherwise (escapes and folding move characters).
    private func tokenPosition(of node: YAMLNode, scalar: YAMLScalar, line: [Unicode.Scalar], offset: Int, token: String) -> SourcePosition {
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

    /// Reports a row string whose keys are joined by non-ASCII spaces or end in JSON-style commas: one
    /// error per row, at the first separator.
    private mutating func checkSeparators(of tokens: [(String, Int)], in node: YAMLNode, scalar: YAMLScalar, line: [Unicode.Scalar]) {
        // Non-ASCII spaces start with the UTF-8 lead bytes C2, E1, E2 or E3; CJK text (E4–E9) and most
        // other scripts never reach the scalar scan.
        for (token, offset) in tokens where token.utf8.contains(where: { $0 == 0xC2 || ($0 >= 0xE1 && $0 <= 0xE3) }) {
            // The space separators other than U+0020, by value: no property look-up per scalar.
            for (inner, character) in token.unicodeScalars.enumerated() where Self.isNonASCIISpace(character) {
                let position = Self.offset(tokenPosition(of: node, scalar: scalar, line: line, offset: offset, token: token), by: inner, in: scalar, of: node)
                report(.keySeparator, "\(character.codePointDescription) (\(character.properties.name?.lowercased() ?? "a space")) joins keys into one: rows split only at ASCII spaces",
                       at: position, notes: [DiagnosticNote("replace it with a space")])
                return
            }
        }
        let commaKeys = tokens.filter { $0.0.utf8.count >= 2 && $0.0.utf8.last == UInt8(ascii: ",") }
        guard commaKeys.count >= 2, let (token, offset) = commaKeys.first else { return }
        let position = Self.offset(
            tokenPosition(of: node, scalar: scalar, line: line, offset: offset, token: token), by: token.unicodeScalars.count - 1, in: scalar, of: node)
        let keys = tokens.map { $0.0.utf8.count >= 2 && $0.0.utf8.last == UInt8(ascii: ",") ? String($0.0.dropLast()) : $0.0 }
        report(.keySeparator, "',' is part of the key '\(token.visibleEscaped)': keys in a row string are separated by spaces",
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
    private static func offset(_ position: SourcePosition, by count: Int, in scalar: YAMLScalar, of node: YAMLNode) -> SourcePosition {
        guard scalar.style == .plain, scalar.end?.line == node.position.line else { return position }
        return SourcePosition(line: position.line, column: position.column + count)
    }

    /// Reports a row string that YAML folded from several lines, at the first continuation line.
    private mutating func reportContinuation(of node: YAMLNode, endingAt end: SourcePosition) {
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
        report(.rowContinues,
               "this line continues the row on line \(node.position.line): YAML reads '\(continuationText.visibleEscaped)' as more keys of that row",
               at: continuation, notes: notes)
    }

    /// Warns about a `#` comment right after a row string when the comment reads like more keys: keys
    /// no longer than the row's own. A comment of words is left alone.
    private mutating func checkTrailingComment(after end: SourcePosition, ofRow node: YAMLNode, text: String) {
        let line = lineScalars(end.line)
        var index = end.column - 1
        guard index < line.count, line[index] == " " || line[index] == "\t" else { return }
        while index < line.count, line[index] == " " || line[index] == "\t" { index += 1 }
        guard index < line.count, line[index] == "#" else { return }
        let comment = String(String.UnicodeScalarView(line[(index + 1)...]))
        let commentTokens = Self.tokens(of: comment)
        let longestKey = Self.tokens(of: text).reduce(0) { max($0, $1.0.count) }
        guard !commentTokens.isEmpty, commentTokens.allSatisfy({ $0.0.count <= longestKey }) else { return }
        let dropped = commentTokens.map(\.0).joined(separator: " ")
        let row = String(String.UnicodeScalarView(line[(node.position.column - 1)...]))
        var quoted = "\""
        for character in row {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        quoted.append("\"")
        report(.commentHidesKeys, "'#' starts a comment here, so '\(dropped.visibleEscaped)' is not part of the row",
               at: SourcePosition(line: end.line, column: index + 1),
               notes: [DiagnosticNote("to keep '#' and what follows as keys, quote the row: \(quoted.visibleEscaped)")])
    }

    /// A note for empty values on a line with a `#`, which YAML read as the start of a comment: quote
    /// what the comment swallowed (`- "# $ %"`, not only the `#`, which would leave `$ %` outside quotes).
    private mutating func commentHint(at node: YAMLNode) -> [DiagnosticNote] {
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
    private mutating func reportColonInRow(_ node: YAMLNode, entries: YAMLNode.Entries) {
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
            report(.wrongType, "a key written as a mapping cannot follow keys in a row string", at: node.position,
                   notes: [DiagnosticNote("write the row as a list: [4, 5, {action: delete}]")])
        } else {
            var quoted = "'"
            for character in text { quoted += character == "'" ? "''" : String(character) }
            quoted += "'"
            report(.wrongType, "': ' makes this row a mapping in YAML, not a row of keys", at: colon,
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

    /// The Unicode scalars of a source line, decoded once however many keys and diagnostics it holds:
    /// a hostile file can put thousands of rows on one long line.
    private mutating func lineScalars(_ number: Int) -> [Unicode.Scalar] {
        if let cached = cachedLine, cached.number == number { return cached.scalars }
        let scalars = Array(source.line(number)?.unicodeScalars ?? "".unicodeScalars)
        cachedLine = (number, scalars)
        return scalars
    }

    /// A note for a one-entry mapping whose key is no field: probably a key like `a: b` that YAML read
    /// as a mapping because of the unquoted ': '.
    private func colonHint(for entries: YAMLNode.Entries) -> [DiagnosticNote] {
        guard entries.count == 1, let name = entries[0].key.scalarText, Self.objectsOwning(field: name) == nil else { return [] }
        return [DiagnosticNote("': ' inside a value makes a mapping in YAML; to use ':' in a key, quote it: \"\(name): ...\"")]
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, at position: SourcePosition, notes: [DiagnosticNote] = []) {
        let diagnostic = Diagnostic(code, message, at: SourceLocation(file: file, position: position), notes: notes)
        if diagnostic.severity == .error { errorCount += 1 }
        diagnostics.append(diagnostic)
    }
}

/// Collects a row's keys and the spacers between them.
private struct RowBuilder {
    var row = KeyRow(keys: [])
    /// Whether a key appended through ``append(_:)`` has no label. Keys appended to `row` directly
    /// (a row string's) always have one.
    var hasUnlabeledKey = false

    mutating func append(_ key: consuming Key) {
        if key.label.isEmpty { hasUnlabeledKey = true }
        row.keys.append(key)
    }

    mutating func appendSpacer(width: Double) {
        row.spacers.append(Spacer(before: row.keys.count, width: width))
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(unicodeScalars.map { $0 == "_" ? "-" : Character($0) })
    }
}
