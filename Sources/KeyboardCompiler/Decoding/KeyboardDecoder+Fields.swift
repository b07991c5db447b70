import KeyboardRuntime
import YAMLLoader

// Field names and scalar values: texts, ids, locales, choices, booleans and widths.
extension KeyboardDecoder {
    // MARK: Fields

    /// The name of the field of `allowed` that `entry` sets, or `nil` after reporting a key that is no such
    /// field. Only the name: a copy of the field would retain its texts.
    mutating func knownField(_ entry: YAMLMappingEntry, allowed: [FormatField], in object: String) -> String? {
        knownFieldIndex(entry, allowed: allowed, in: object).map { allowed[$0].name }
    }

    /// The field that `entry` sets, among `allowed`, the format's list of `Field`'s cases
    /// (`LayoutFormat.rowFields`…), or `nil` after reporting a key that is no such field.
    mutating func knownField<Field: MappingField>(_ entry: YAMLMappingEntry, allowed: [FormatField], in object: String) -> Field? {
        knownFieldIndex(entry, allowed: allowed, in: object).map { Field.allCases[$0] }
    }

    /// The index in `allowed` of the field that `entry` sets, or `nil` after reporting a key that is no
    /// such field. `names`, when given, are `allowed`'s names packed, for the mappings decoded most often.
    mutating func knownFieldIndex(_ entry: YAMLMappingEntry, allowed: [FormatField], names: FormatWords? = nil, in object: String) -> Int? {
        // The key's bytes against each name's: no `String` of the key, which a key mapping's fields would
        // make by the thousand.
        if let names {
            if let index = names.index(of: entry.key) { return index }
        } else if let scalar = entry.key.scalar, let index = scalar.withUTF8({ bytes in
            allowed.indices.first { Self.spells(bytes, allowed[$0].name) }
        }) {
            return index
        }
        guard let name = entry.key.scalarText else {
            report(.wrongType, "a field name must be a string, found \(entry.key.kindDescription)", at: entry.key.position)
            return nil
        }
        var notes: [DiagnosticNote] = []
        let synonym = Self.fieldSynonyms[name.lowercased()].flatMap { candidate in allowed.contains { $0.name == candidate } ? candidate : nil }
        if let suggestion = Suggestions.closest(to: name, among: allowed.map(\.name)) ?? synonym {
            notes.append(Suggestions.note(suggesting: suggestion, for: entry.key, in: file))
            suggestedFields.insert(suggestion)
        } else {
            if let owner = Self.objectsOwning(field: name) {
                notes.append(DiagnosticNote("'\(name)' is a field of \(owner), not of \(object)"))
            }
            notes.append(DiagnosticNote("\(object) has the fields \(allowed.map { "'\($0.name)'" }.joined(separator: ", "))"))
        }
        if let reason = Self.missingFieldReason(name, in: object) { notes.append(DiagnosticNote(reason)) }
        report(.unknownField, "unknown field '\(name)' in \(object)", at: entry.key.position, notes: notes)
        return nil
    }

    /// Whether `bytes` are the UTF-8 of `name`, one of the format's ASCII words. Byte equality is `String`
    /// equality here: a text canonically equal to an ASCII word but spelt otherwise has other characters
    /// (K, ; or ` written as U+212A, U+037E or U+1FEF) and so another length in UTF-8.
    @inline(__always)
    static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
        name.utf8.count == bytes.count && (name.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) } ?? name.utf8.elementsEqual(bytes))
    }

    static func objectsOwning(field name: String) -> String? {
        let owners: [(String, [FormatField])] = [
            ("a keyboard", LayoutFormat.keyboardFields), ("a row", LayoutFormat.rowFields),
            ("a character key", LayoutFormat.characterKeyFields), ("a function key", LayoutFormat.functionKeyFields),
            ("a spacer", LayoutFormat.spacerFields), ("a test", LayoutFormat.testFields), ("a toolbar", LayoutFormat.toolbarFields),
            ("a toolbar item", LayoutFormat.toolbarItemFields),
        ]
        let names = owners.filter { $0.1.contains { $0.name == name } }.map(\.0)
        return names.isEmpty ? nil : names.joined(separator: " and ")
    }

    mutating func text(_ node: YAMLNode, field: String, emptyMessage: String? = nil) -> String? {
        guard let text = node.scalarText else {
            report(.wrongType, "'\(field)' must be a string, found \(node.kindDescription)", at: node.position)
            return nil
        }
        guard !text.isEmpty else {
            report(.emptyValue, emptyMessage ?? "'\(field)' is empty", at: node.position, notes: mistakes.commentHint(at: node))
            return nil
        }
        return text
    }

    mutating func keyboardID(_ node: YAMLNode, field: String) -> String? {
        guard let text = text(node, field: field) else { return nil }
        guard ScalarSyntax.isKeyboardID(text) else {
            record(.invalidID(text, of: "keyboard", at: location(of: node.position)))
            return nil
        }
        return text
    }

    mutating func localeTag(_ node: YAMLNode) -> String? {
        guard let text = text(node, field: "locale") else { return nil }
        guard ScalarSyntax.isLocale(text), ScalarSyntax.languageCodes[text.lowercased()] == nil else {
            var notes: [DiagnosticNote] = []
            if text.contains("_") {
                notes.append(DiagnosticNote("BCP 47 separates subtags with '-': write '\(text.replacingUnderscores())'"))
            }
            if let code = ScalarSyntax.languageCodes[text.lowercased()] {
                notes.append(Suggestions.note(suggesting: code, for: node, in: file))
            }
            report(.invalidLocale, "'\(text)' is not a BCP 47 language tag", at: node.position, notes: notes)
            return nil
        }
        return text
    }

    /// The value of the choice field `name` of `fields`, found by index: a copy of the field would retain
    /// all its texts.
    mutating func choice(_ node: YAMLNode, field name: String, of fields: [FormatField]) -> String? {
        guard let index = fields.firstIndex(where: { $0.name == name }), case .choice(let choices) = fields[index].type else { return nil }
        return choice(node, field: name, among: choices)
    }

    mutating func choice(_ node: YAMLNode, field: FormatField) -> String? {
        guard case .choice(let choices) = field.type else { return nil }
        return choice(node, field: field.name, among: choices)
    }

    mutating func choice(_ node: YAMLNode, field name: String, among choices: [String]) -> String? {
        guard let text = text(node, field: name) else { return nil }
        guard choices.contains(text) else {
            var notes = [DiagnosticNote("'\(name)' is one of \(choices.map { "'\($0)'" }.joined(separator: ", "))")]
            if name == "action", let synonym = FunctionKeyAction.synonym(of: text) {
                notes.insert(Suggestions.note(suggesting: synonym.action.rawValue, for: node, in: file, advice: synonym.advice), at: 0)
            } else if let suggestion = Suggestions.note(for: text, among: choices, at: node, in: file) {
                notes.insert(suggestion, at: 0)
            }
            report(.invalidValue, "'\(text)' is not a valid \(name)", at: node.position, notes: notes)
            return nil
        }
        return text
    }

    mutating func boolean(_ node: YAMLNode, field: String) -> Bool? {
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

    /// The narrowest key, in key units: a quarter of a standard key, about 8 points on a phone.
    static let minimumKeyWidth = 0.25

    mutating func width(_ node: YAMLNode) -> KeyWidth? {
        guard let text = text(node, field: "width") else { return nil }
        if text == "fill" { return .fill }
        guard let value = ScalarSyntax.units(text) else {
            report(.invalidWidth, "'width' must be a decimal number of key units greater than 0 and at most 100, or 'fill'; found '\(text)'", at: node.position)
            return nil
        }
        guard value >= Self.minimumKeyWidth else {
            // A key drawn a sliver wide still types: tests and the repertoire would count a key no one can touch.
            report(.invalidWidth, "a key \(text) units wide is too narrow to touch; keys are at least \(Self.minimumKeyWidth) units wide", at: node.position,
                   notes: [DiagnosticNote("for a space between keys, use a gap: {gap: \(text)}")])
            return nil
        }
        return .units(value)
    }

    mutating func units(_ node: YAMLNode, field: String) -> Double? {
        guard let text = text(node, field: field) else { return nil }
        guard let value = ScalarSyntax.units(text) else {
            report(.invalidWidth, "'\(field)' must be a decimal number of key units greater than 0 and at most 100; found '\(text)'", at: node.position)
            return nil
        }
        return value
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(unicodeScalars.map { $0 == "_" ? "-" : Character($0) })
    }
}
