import KeyboardCompiler
import YAMLLoader

/// The keys of a FUTO layout: template keys (`$shift`), key specs (`label|output`), lists (a key and its
/// moreKeys), and `base` and `case` mappings.
extension FUTOPageBuilder {
    /// The item for one key of a row, or `nil` when the key has no place on a kbc page (reported).
    mutating func item(_ source: FUTOKeySource, page: Int?) -> ImportedItem? {
        switch source {
        case .word(let text, let location):
            if text.hasPrefix("$") { return template(text, location: location, page: page) }
            return baseKey(spec: text, moreKeys: [], location: location)
        case .node(let node):
            switch node.content {
            case .scalar(let scalar):
                return item(.word(scalar.text, at(node)), page: page)
            case .sequence(let items):
                guard let first = items.first, let spec = first.scalarText else {
                    report(.importInvalidSource, "a key written as a list starts with its key spec", node)
                    return nil
                }
                let moreKeys = items.dropFirst().map { ($0.scalarText ?? "", at($0)) }
                if spec.hasPrefix("$") { return template(spec, location: at(node), page: page) }
                return baseKey(spec: spec, moreKeys: moreKeys, location: at(first))
            case .mapping(let entries):
                var fields: [String: YAMLNode] = [:]
                for entry in entries { fields[entry.key.scalarText ?? ""] = entry.value }
                return mappedKey(fields, node: node, page: page)
            }
        }
    }

    /// A `type:` mapping.
    private mutating func mappedKey(_ fields: [String: YAMLNode], node: YAMLNode, page: Int?) -> ImportedItem? {
        let type = fields["type"]?.scalarText ?? "base"
        let known: [String: Set<String>] = [
            "base": ["type", "spec", "moreKeys", "hint", "attributes", "code"],
            "case": ["type", "normal", "shifted", "shiftedManually", "shiftLocked", "symbols", "symbolsShifted"],
        ]
        if let fieldsOfType = known[type] {
            for (field, value) in fields.sorted(by: { $0.value.position < $1.value.position }) where !fieldsOfType.contains(field) {
                report(.importNotCarriedOver, "'\(field)' of a \(type) key is not carried over", value)
            }
        }
        switch type {
        case "base":
            guard let spec = fields["spec"]?.scalarText else {
                report(.importInvalidSource, "a base key needs a 'spec'", node)
                return nil
            }
            var moreKeys: [(String, SourceLocation)] = []
            if let more = fields["moreKeys"] {
                switch more.content {
                case .sequence(let items): moreKeys = items.map { ($0.scalarText ?? "", at($0)) }
                case .scalar(let scalar): moreKeys = Self.splitMoreKeys(scalar.text).map { ($0, at(more)) }
                case .mapping: report(.importInvalidSource, "'moreKeys' is a list or a comma-separated string", more)
                }
            }
            if let hint = fields["hint"] {
                report(.importNotCarriedOver, "the hint '\(hint.scalarText ?? "")' is not carried over", hint)
            }
            if let code = fields["code"] {
                // A code replaces the spec's output: a character's code point, or (negative) one of FUTO's actions.
                let text = code.scalarText ?? ""
                let value = text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16) : Int(text)
                guard let value, value > 0, let scalar = Unicode.Scalar(UInt32(value)) else {
                    report(.importNotCarriedOver, "the key '\(spec)' sends FUTO's code \(text), which kbc has no action for; not carried over", code)
                    return nil
                }
                let label = Self.split(spec, at: "|").first.flatMap { $0.hasPrefix("!") ? nil : $0 }
                var key = ImportedKey(text: String(scalar), location: at(node))
                if let label, label != key.text { key.label = label }
                return .character(key)
            }
            var item = baseKey(spec: spec, moreKeys: moreKeys, location: at(node))
            if let attributes = fields["attributes"], case .mapping(let entries) = attributes.content,
               entries.contains(where: { $0.key.scalarText == "shiftable" && $0.value.scalarText == "false" }),
               case .character(var key) = item {
                key.shift = key.shift ?? key.text
                item = .character(key)
            }
            return item
        case "case":
            guard let normal = fields["normal"] else {
                report(.importInvalidSource, "a case key needs 'normal'", node)
                return nil
            }
            // A `normal` that has no place on a page has been reported.
            guard let normalItem = item(.node(normal), page: page) else { return nil }
            guard case .character(var key) = normalItem else {
                for field in ["shifted", "shiftedManually", "shiftLocked", "symbols", "symbolsShifted"] where fields[field] != nil {
                    report(.importNotCarriedOver, "'\(field)' of a function key is not carried over", fields[field]!)
                }
                return normalItem
            }
            if let shiftedNode = fields["shiftedManually"] ?? fields["shifted"], let shifted = character(shiftedNode, page: page) {
                key.shift = shifted.text
                let derived = key.alternates.map { ImportedPage.defaultShift(of: $0, locale: locale) }
                if !shifted.alternates.isEmpty, shifted.alternates != derived {
                    report(.importNotCarriedOver,
                           "the moreKeys under shift (\(shifted.alternates.joined(separator: " "))) are not carried over: kbc shifts the key's own alternates", shiftedNode)
                }
            }
            if let lockedNode = fields["shiftLocked"], let locked = character(lockedNode, page: page), locked.text != (key.shift ?? key.text) {
                key.caps = locked.text
                key.capsLocation = at(lockedNode)
            }
            for field in ["symbols", "symbolsShifted"] where fields[field] != nil {
                report(.importNotCarriedOver, "the key's '\(field)' case is not carried over: kbc pages have no symbols mode", fields[field]!)
            }
            return .character(key)
        case "gap":
            return .gap(1, at(node))
        case "flick":
            return flickKey(fields, node: node)
        case "alt":
            let index = fields["idx"]?.scalarText ?? "0"
            return template("$alt" + index, location: at(node), page: page)
        case "shift", "delete", "space", "enter", "action", "symbols", "alphabet", "number", "contextual", "optionalzwnj":
            if let fallback = fields["fallbackKey"], type == "action" || type == "contextual" || type == "optionalzwnj" {
                return item(.node(fallback), page: page)
            }
            return template("$" + type, location: at(node), page: page)
        default:
            report(.importNotCarriedOver, "a key of type '\(type)' is not carried over", node)
            return nil
        }
    }

    /// A `flick` key: `primary` typed by a tap, `left`, `up`, `right` and `down` by flicks.
    private mutating func flickKey(_ fields: [String: YAMLNode], node: YAMLNode) -> ImportedItem? {
        guard let primary = fields["primary"]?.scalarText else {
            report(.importInvalidSource, "a flick key needs 'primary'", node)
            return nil
        }
        guard let (label, output) = parse(primary, location: at(node)) else { return nil }
        var key = ImportedKey(text: output, location: at(node))
        if let label, label != output { key.label = label }
        key.flickLocation = at(node)
        for direction in ["left", "up", "right", "down"] {
            guard let spec = fields[direction] else { continue }
            guard let text = spec.scalarText, let (_, flicked) = parse(text, location: at(spec)) else { continue }
            key.flick.append((direction, flicked))
        }
        for (field, value) in fields.sorted(by: { $0.value.position < $1.value.position })
        where !["type", "primary", "left", "up", "right", "down", "attributes"].contains(field) {
            report(.importNotCarriedOver, "'\(field)' of a flick key is not carried over", value)
        }
        return .character(key)
    }

    /// The character key a node of a `case` gives, without reporting twice what its `normal` reported.
    private mutating func character(_ node: YAMLNode, page: Int?) -> ImportedKey? {
        let before = diagnostics.count
        let result = item(.node(node), page: page)
        diagnostics.removeSubrange(before...)
        if case .character(let key) = result { return key }
        return nil
    }

    /// A template key (`$shift`, `$alt0`).
    private mutating func template(_ name: String, location: SourceLocation, page: Int?) -> ImportedItem? {
        switch name {
        case "$shift": return .function(ImportedFunctionKey(.shift, width: 1.5, location: location))
        case "$delete": return .function(ImportedFunctionKey(.delete, width: 1.5, location: location))
        case "$space": return .function(ImportedFunctionKey(.space, width: .infinity, location: location))
        case "$enter": return .function(ImportedFunctionKey(.returnKey, width: 1.5, location: location))
        case "$gap": return .gap(1, location)
        case "$period": return .character(ImportedKey(text: ".", location: location))
        case "$optionalzwnj": return nil  // FUTO shows it only with useZWNJKey, reported there.
        case "$alphabet":
            if page != nil { return .function(ImportedFunctionKey(.switchTo(id), label: "ABC", width: 1.5, location: location)) }
        case "$alt0", "$alt1", "$alt2":
            let index = Int(String(name.last!))!
            guard index < altPageIDs.count else {
                diagnostics.append(Diagnostic(.importInvalidSource, "'\(name)' shows alternative page \(index + 1), which 'altPages' does not have", at: location))
                return nil
            }
            if page == index { return .function(ImportedFunctionKey(.switchTo(id), label: "ABC", width: 1.5, location: location)) }
            return .function(ImportedFunctionKey(.switchTo(altPageIDs[index]), label: "Alt \(index + 1)", width: 1.5, location: location))
        default: break
        }
        let reason: String
        switch name {
        case "$symbols", "$alphabet": reason = "FUTO's symbols page is not in the file"
        case "$action", "$contextual": reason = "FUTO Keyboard chooses it from the text field and the user's settings"
        case "$number": reason = "FUTO's number pad is not in the file"
        case "$zwnj": reason = "an invisible character needs a label and a spoken name written by hand"
        default: reason = "kbc does not know this template key"
        }
        diagnostics.append(Diagnostic(.importNotCarriedOver, "the key '\(name)' is not carried over: \(reason)", at: location))
        return nil
    }

    // MARK: Key specs

    /// A key from its spec (`q`, `label|output`, `!icon/delete_key|!code/key_delete`) and moreKeys.
    private mutating func baseKey(spec: String, moreKeys: [(String, SourceLocation)], location: SourceLocation) -> ImportedItem? {
        guard let (label, output) = parse(spec, location: location) else { return nil }
        if let action = Self.functionCodes[output] {
            return .function(ImportedFunctionKey(action, width: action == .space ? .infinity : 1.5, location: location))
        }
        var key = ImportedKey(text: output, location: location)
        if let label, label != output { key.label = label }
        if !shiftable { key.shift = output }
        var flags: [String] = []
        for (spec, place) in moreKeys {
            if spec == "%" || Self.isFlag(spec) {
                flags.append(spec)
                continue
            }
            guard let (alternateLabel, alternate) = parse(spec, location: place) else { continue }
            if Self.functionCodes[alternate] != nil {
                diagnostics.append(Diagnostic(.importNotCarriedOver, "the moreKey '\(spec)' is an action, not text; not carried over", at: place))
                continue
            }
            if let alternateLabel, alternateLabel != alternate {
                diagnostics.append(Diagnostic(
                    .importNotCarriedOver, "the moreKey's label '\(alternateLabel.visibleEscaped)' is not carried over: alternates show their text ('\(alternate.visibleEscaped)')", at: place))
            }
            key.alternates.append(alternate)
        }
        if !flags.isEmpty {
            diagnostics.append(Diagnostic(
                .importNotCarriedOver, "the moreKeys flags \(flags.joined(separator: " ")) are not carried over: kbc lays alternates out itself", at: location))
        }
        return .character(key)
    }

    /// The label (when given) and output of a key spec, or `nil` after reporting a spec kbc cannot type.
    private mutating func parse(_ spec: String, location: SourceLocation) -> (label: String?, output: String)? {
        let parts = Self.split(spec, at: "|")
        // A lone `|` (or `a|` and `|a`) is the text as written, as AOSP reads it.
        if parts.count > 1, parts.contains(where: \.isEmpty) { return (nil, spec) }
        var label = parts.count > 1 ? parts[0] : nil
        var output = parts.count > 1 ? parts.dropFirst().joined(separator: "|") : parts[0]
        // With a 12-key or stroke IME, the output is a code the IME maps; the label is what is typed.
        if typesLabels, let shown = label, !shown.hasPrefix("!") {
            output = shown
            label = nil
        }
        if output.hasPrefix("!code/") {
            let code = String(output.dropFirst(6))
            if Self.functionCodes[output] != nil { return (nil, output) }
            if code.hasPrefix("0x"), let value = UInt32(code.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
                return (label.flatMap { $0.hasPrefix("!icon/") ? nil : $0 }, String(scalar))
            }
            diagnostics.append(Diagnostic(.importNotCarriedOver, "the key '\(spec)' sends the code '\(code)', which kbc has no action for; not carried over", at: location))
            return nil
        }
        if Self.isReference(output) {
            diagnostics.append(Diagnostic(.importNotCarriedOver, "the key '\(spec)' types one of FUTO's own texts; not carried over", at: location))
            return nil
        }
        if let shown = label, Self.isReference(shown) {
            diagnostics.append(Diagnostic(.importNotCarriedOver, "the label '\(shown)' of '\(spec)' is one of FUTO's icons or texts; not carried over, the key shows its text", at: location))
            return (nil, output)
        }
        guard !output.isEmpty else {
            diagnostics.append(Diagnostic(.importInvalidSource, "the key spec '\(spec)' types nothing", at: location))
            return nil
        }
        return (label, output)
    }

    /// Whether `text` names one of FUTO's resources (`!text/…`, `!string/…`, `!icon/…`) rather than being text.
    static func isReference(_ text: String) -> Bool {
        guard text.hasPrefix("!"), let slash = text.firstIndex(of: "/") else { return false }
        return text[text.index(after: text.startIndex)..<slash].allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// FUTO's codes for keys that act.
    static let functionCodes: [String: ImportedFunctionKey.Action] = [
        "!code/key_delete": .delete, "!code/key_shift": .shift, "!code/key_space": .space, "!code/key_enter": .returnKey,
    ]

    /// Whether a moreKeys entry is a layout flag (`!fixedColumnOrder!3`, `!hasLabels!`).
    static func isFlag(_ text: String) -> Bool {
        text.hasPrefix("!") && (text.hasSuffix("!") || text.dropFirst().contains("!")) && !text.hasPrefix("!code/") && !text.hasPrefix("!icon/") && !text.hasPrefix("!text/")
    }

    /// `text` split at unescaped `separator`s, with `\` escapes removed (or kept, with `keepingEscapes`).
    /// Scalars, not characters: a combining mark after `|` (`" ุ|ุ"`) joins it in one character.
    static func split(_ text: String, at separator: Unicode.Scalar, keepingEscapes: Bool = false) -> [String] {
        var parts = [""]
        var escaped = false
        for character in text.unicodeScalars {
            if escaped {
                parts[parts.count - 1].unicodeScalars.append(character)
                escaped = false
            } else if character == "\\" {
                if keepingEscapes { parts[parts.count - 1].unicodeScalars.append(character) }
                escaped = true
            } else if character == separator {
                parts.append("")
            } else {
                parts[parts.count - 1].unicodeScalars.append(character)
            }
        }
        if escaped && !keepingEscapes { parts[parts.count - 1].append("\\") }
        return parts
    }

    /// A moreKeys string split at unescaped commas (`a,b,\,`), keeping escapes for ``parse(_:location:)``.
    static func splitMoreKeys(_ text: String) -> [String] {
        split(text, at: ",", keepingEscapes: true).filter { !$0.isEmpty }
    }
}
