import KeyboardRuntime
import TextClassification
import YAMLLoader

// Keys written one by one: character keys, function keys, spacers and their fields.
extension KeyboardDecoder {
    mutating func decodeKey(_ node: YAMLNode, group: String?, into builder: inout RowBuilder, positions: inout RowPositions) {
        switch node.content {
        case .scalar(let scalar):
            guard !scalar.isEmpty else {
                report(.emptyValue, "empty key", at: node.position, notes: mistakes.commentHint(at: node))
                return
            }
            if scalar.utf8Count == 1, case let byte = scalar.withUTF8({ $0[0] }), byte > 0x20 && byte < 0x7F {
                // One visible ASCII character, the usual key: its text and capital are made once, up front.
                let ascii = Self.asciiKeyTexts
                builder.append(Key(action: .insert(ascii.text(byte)), label: ascii.text(byte), shiftedText: ascii.shiftedText(byte), group: group))
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
                   notes: [mistakes.dashKeyHint(at: node)])
        case .mapping(let entries):
            decodeKeyMapping(node, entries: entries, group: group, into: &builder, positions: &positions)
        }
    }

    mutating func decodeKeyMapping(
        _ node: YAMLNode, entries: YAMLNode.Entries, group: String?,
        into builder: inout RowBuilder, positions: inout RowPositions
    ) {
        // Which kinds the mapping names, and whether a comma can have split a decimal number in it: one
        // look at each field name, ahead of the mistakes that need the second.
        var kind: KeyKind?
        var kindCount = 0
        var hasDecimalField = false
        for entry in entries {
            guard let index = Self.keyKindAndWidthWords.index(of: entry.key) else { continue }
            guard index < KeyKind.all.count else {
                hasDecimalField = true   // `width`
                continue
            }
            if KeyKind.all[index] == .spacer { hasDecimalField = true }
            kind = kind ?? KeyKind.all[index]
            kindCount += 1
        }
        if hasDecimalField, let decimalComma = mistakes.decimalComma(in: entries) {
            record(decimalComma)
            return
        }
        if let indicator = mistakes.explicitKey(at: node) {
            // `- - ?`: a '?' key that YAML read as a mapping.
            record(indicator)
            return
        }
        if kindCount == 0, let misspelt = entries.first(where: { entry in
            entry.key.scalarText.map { Suggestions.closest(to: $0, among: KeyKind.fieldNames) != nil } ?? false
        }), let name = misspelt.key.scalarText, let suggestion = Suggestions.closest(to: name, among: KeyKind.fieldNames) {
            // `{acton: delete}`, `{keys: "."}`: a misspelt kind, not a key written with a stray ': '.
            report(.unknownField, "unknown field '\(name.visibleEscaped)' in a key", at: misspelt.key.position,
                   notes: [DiagnosticNote("did you mean '\(suggestion)'?")])
            return
        }
        guard kindCount == 1, let kind else {
            let kinds = entries.compactMap(\.key.scalarText).filter(KeyKind.fieldNames.contains)
            let (key, action, gap) = (KeyKind.character.field, KeyKind.function.field, KeyKind.spacer.field)
            let message = kinds.isEmpty
                ? "a key mapping needs '\(key)' (a character key), '\(action)' (a function key) or '\(gap)' (a spacer)"
                : "a key mapping has exactly one of '\(key)', '\(action)' and '\(gap)'; this one has \(kinds.map { "'\($0)'" }.joined(separator: " and "))"
            report(.invalidKey, message, at: node.position, notes: mistakes.colonHint(for: entries))
            return
        }
        switch kind {
        case .spacer:
            for entry in entries where knownField(entry, allowed: LayoutFormat.spacerFields, in: "a spacer") != nil {
                if let width = units(entry.value, field: KeyKind.spacer.field) { builder.appendSpacer(width: width) }
            }
        case .function:
            var keyPositions = KeyPositions(key: node.position)
            if let key = functionKey(entries, positions: &keyPositions) {
                // Moved into the row: bound by `if let`, a key would be copied, then destroyed.
                builder.append(consume key)
                positions.keys.append(keyPositions)
            }
        case .character:
            var keyPositions = KeyPositions(key: node.position)
            if let key = characterKeyMapping(entries, group: group, positions: &keyPositions) {
                // Moved into the row: bound by `if let`, a key would be copied, then destroyed.
                builder.append(consume key)
                positions.keys.append(keyPositions)
            }
        }
    }

    /// The fields of ``KeyKind``, then `width`: a mapping with neither `gap` nor `width` has no decimal
    /// comma to look for.
    static let keyKindAndWidthWords = FormatWords(KeyKind.fieldNames + [KeyField.width.rawValue])

    mutating func characterKeyMapping(_ entries: YAMLNode.Entries, group rowGroup: String?, positions: inout KeyPositions) -> Key? {
        var text: String?
        var label: String?
        var shift: String?
        var width = KeyWidth.units(1)
        var pinned = false
        var group = rowGroup
        var spoken: String?
        var alternates: [String] = []
        var shiftedAlternates: [String]?
        var hint: String?
        var flick: FlickTexts?
        var caps: String?
        var shiftSpoken: String?
        var valid = true
        let table = KeyFieldTable.characterKey
        positions.reserveFields(entries.count)
        for entry in entries {
            guard let field = knownFieldIndex(entry, allowed: table.fields, names: table.names, in: "a character key") else { continue }
            positions.setPosition(entry.value.position, ofFieldAt: table.positionFields[field])
            let kind = table.kinds[field]
            switch kind {
            case .key: text = self.text(entry.value, field: kind.rawValue, emptyMessage: "empty key")
            case .label: label = self.text(entry.value, field: kind.rawValue)
            case .shift: shift = self.text(entry.value, field: kind.rawValue)
            case .width: if let value = self.width(entry.value) { width = value } else { valid = false }
            case .pin: if let value = boolean(entry.value, field: kind.rawValue) { pinned = value } else { valid = false }
            case .group: group = self.text(entry.value, field: kind.rawValue)
            case .spoken: spoken = self.text(entry.value, field: kind.rawValue)
            case .alternates:
                if let decoded = decodeAlternates(entry.value) { (alternates, shiftedAlternates) = decoded } else { valid = false }
            case .hint: hint = self.text(entry.value, field: kind.rawValue)
            case .flick: if let decoded = decodeFlick(entry.value) { flick = decoded } else { valid = false }
            case .caps: caps = self.text(entry.value, field: kind.rawValue)
            case .shiftSpoken: shiftSpoken = self.text(entry.value, field: kind.rawValue)
            case .action, .to: break   // not a character key's (the table has no such field)
            }
        }
        guard let text, valid else { return nil }
        // Made whole: each of `Key`'s extras set on its own would box all of them again.
        let shiftedText: String? = if let shift { shift == text ? nil : shift } else { Self.defaultShiftedText(for: text) }
        return Key(
            action: .insert(text), label: label ?? text, shiftedText: shiftedText,
            width: width, isPinned: pinned, group: group, spokenName: spoken, alternates: alternates,
            shiftedAlternates: shiftedAlternates, hint: hint, flick: flick, capsText: caps,
            shiftedSpokenName: shiftSpoken)
    }

    /// The alternates typed under shift, or `nil` when no alternate has an upper case: most have none,
    /// and no array is made for them.
    static func shiftedAlternates(_ alternates: [String]) -> [String]? {
        var shifted: [String]?
        for index in alternates.indices {
            guard let upper = defaultShiftedText(for: alternates[index]) else { continue }
            if shifted == nil { shifted = alternates }
            shifted![index] = upper
        }
        return shifted
    }

    mutating func functionKey(
        _ entries: YAMLNode.Entries, positions: inout KeyPositions, table: KeyFieldTable = .functionKey, in object: String = "a function key"
    ) -> Key? {
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
        positions.reserveFields(entries.count)
        for entry in entries {
            guard let field = knownFieldIndex(entry, allowed: table.fields, names: table.names, in: object) else { continue }
            positions.setPosition(entry.value.position, ofFieldAt: table.positionFields[field])
            let kind = table.kinds[field]
            switch kind {
            case .action:
                if let scalar = entry.value.scalar, let spelled = Self.action(spelledBy: scalar) {
                    action = spelled
                } else {
                    action = choice(entry.value, field: actionField).flatMap(FunctionKeyAction.init)
                }
            case .label: label = text(entry.value, field: kind.rawValue)
            case .width: if let value = self.width(entry.value) { width = value } else { valid = false }
            case .to: target = keyboardID(entry.value, field: kind.rawValue)
            case .spoken: spoken = text(entry.value, field: kind.rawValue)
            case .key, .shift, .pin, .group, .alternates, .hint, .flick, .caps, .shiftSpoken: break   // a character key's
            }
        }
        guard let action, valid else { return nil }
        if action.needsTarget, target == nil {
            if positions.position(of: .to) == nil && !suggestedFields.contains(KeyField.to.rawValue) {
                report(.missingField, "a '\(action.rawValue)' key needs 'to', the id of the keyboard it shows", at: positions.key)
            }
            return nil
        }
        if !action.needsTarget, target != nil, let position = positions.position(of: .to) {
            report(.misplacedTarget, "'to' applies only to 'switch' and 'toggle-width' keys, not '\(action.rawValue)'", at: position)
            return nil
        }
        // Without a label the key is labelled in the keyboard's locale once the whole file is read.
        return Key(action: action.keyAction(target: target ?? ""), label: label ?? "", width: width, spokenName: spoken)
    }

    /// The actions the format lets a function key name, each with its name.
    static let actionSpellings: [(name: String, action: FunctionKeyAction)] = {
        guard case .choice(let choices) = LayoutFormat.functionKeyFields[0].type else { return [] }
        return choices.compactMap { name in FunctionKeyAction(rawValue: name).map { (name, $0) } }
    }()

    /// The action whose name `scalar`'s bytes spell, or `nil` for any other text, which then takes the
    /// `String` path of ``choice(_:field:)`` and its diagnostics. Byte equality with an ASCII name is
    /// `String` equality (see ``spells(_:_:)``), so a match is the action that path finds, with nothing
    /// to report; it skips the value's `String`, the search of the choices and a `String` switch.
    static func action(spelledBy scalar: YAMLScalar) -> FunctionKeyAction? {
        // Matched against the names packed (``FormatWords``): compared one by one as `String`s' bytes, the
        // search cost more than the rest of a function key.
        actionWords.index(of: scalar).map { actionSpellings[$0].action }
    }

    /// The names of ``actionSpellings``, packed for ``action(spelledBy:)``.
    static let actionWords = FormatWords(actionSpellings.map(\.name))

    /// A key's `alternates`, a space-separated string or a list of texts, at least one; with what they type
    /// under shift (see ``shiftedAlternates(_:)``).
    mutating func decodeAlternates(_ node: YAMLNode) -> (alternates: [String], shifted: [String]?)? {
        var alternates: [String] = []
        var shifted: [String]?
        switch node.content {
        case .scalar(let scalar):
            // The mistakes looked for need a comma or a quote: one pass over the bytes spares the
            // alternates that have neither (nearly all) the `String`s and token arrays of those checks.
            // A bit for each byte below 64 that the text has: commas and quotes are among them.
            let seen = scalar.withUTF8 { bytes in
                var seen: UInt64 = 0
                for byte in bytes where byte < 64 { seen |= 1 &<< UInt64(byte) }
                return seen
            }
            let hasComma = seen & 1 &<< UInt64(UInt8(ascii: ",")) != 0
            let hasQuote = seen & (1 &<< UInt64(UInt8(ascii: "\"")) | 1 &<< UInt64(UInt8(ascii: "'"))) != 0
            if hasComma, let commas = mistakes.commasInAlternates(node, scalar: scalar, text: scalar.text) {
                record(commas)
                return nil
            }
            (alternates, shifted) = Self.alternateTexts(of: scalar)
            if hasQuote { reportQuotedAlternate(among: Self.tokens(of: scalar.text), in: node, scalar: scalar) }
        case .sequence(let items):
            for item in items {
                guard let text = item.scalarText, !text.isEmpty else {
                    report(.wrongType, "an alternate must be a non-empty string, found \(item.kindDescription)", at: item.position)
                    return nil
                }
                alternates.append(text)
            }
            shifted = Self.shiftedAlternates(alternates)
        case .mapping:
            report(.wrongType, "'alternates' must be a space-separated string or a list, found a mapping", at: node.position)
            return nil
        }
        if alternates.isEmpty {
            report(.emptyValue, "'alternates' is empty", at: node.position,
                   notes: [DiagnosticNote("list the characters a long press offers, such as 'è é ê', or remove 'alternates'")])
            return nil
        }
        return (alternates, shifted)
    }

    static func characterKey(text: String, group: String?) -> Key {
        Key(action: .insert(text), label: text, shiftedText: defaultShiftedText(for: text), group: group)
    }

    /// The texts of ASCII keys, made once rather than for every key.
    static let asciiKeyTexts = ASCIIKeyTexts()

    /// The upper case of a cased single character, when that is a single character too.
    package static func defaultShiftedText(for text: String) -> String? {
        // Most keys and alternates are one scalar, whose upper case the tables know without case mapping
        // a `String`.
        if let value = text.onlyScalarValue { return defaultShiftedText(for: text, scalar: value) }
        if text.allScalarValues({ ScalarTables.facts(of: $0).isUncased }) {
            // Scalars that are each their own upper case (a conjunct, a letter and its marks): so is the text.
            return nil
        }
        return uppercasedSingleCharacter(text)
    }

    /// ``defaultShiftedText(for:)`` of a token's text, its only scalar, when it has one, read from the
    /// token's bytes `utf8` rather than from the `String` made of them.
    @inline(__always)
    static func defaultShiftedText(for text: String, utf8: UnsafeBufferPointer<UInt8>) -> String? {
        if let value = utf8.onlyScalarValue { return defaultShiftedText(for: text, scalar: value) }
        return defaultShiftedText(for: text)
    }

    /// ``defaultShiftedText(for:)`` of a text whose only scalar is `value`.
    @inline(__always)
    private static func defaultShiftedText(for text: String, scalar value: UInt32) -> String? {
        if value < 0x80 { return asciiKeyTexts.shiftedText(UInt8(value)) }
        switch ScalarTables.uppercase(of: value) {
        case .none: return nil
        case .scalar(let upper): return String(scalarValue: upper)
        case .unknown: return uppercasedSingleCharacter(text)
        }
    }

    /// ``defaultShiftedText(for:)`` by `String.uppercased()`, for any text.
    static func uppercasedSingleCharacter(_ text: String) -> String? {
        guard text.count == 1 else { return nil }
        let upper = text.uppercased()
        return upper != text && upper.count == 1 ? upper : nil
    }
}

/// Every ASCII character as a string, and the capitals of a to z: the texts and shift texts of ASCII keys.
struct ASCIIKeyTexts: Sendable {
    private let characters: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }
    private let capitals: [String] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(Unicode.Scalar($0)) }

    /// The text of the ASCII character `byte`.
    @inline(__always)
    func text(_ byte: UInt8) -> String { characters[Int(byte)] }

    /// ``KeyboardDecoder/defaultShiftedText(for:)`` of the ASCII character `byte`: only a–z have an upper case.
    @inline(__always)
    func shiftedText(_ byte: UInt8) -> String? {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? capitals[Int(byte - UInt8(ascii: "a"))] : nil
    }
}
