import KeyboardRuntime
import YAMLLoader

/// Turns a theme file's YAML tree (its first field `theme: ID`) into a ``DecodedTheme``, reporting every
/// problem with its place: unknown fields (with the field meant), wrong types, malformed colours (with
/// the fix), numbers out of range.
struct ThemeDecoder {
    let file: String
    let source: SourceText
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, source: SourceText) {
        self.file = file
        self.source = source
    }

    /// Whether `root` is a theme file's: a mapping whose first field is `theme`, or one with a `theme`
    /// field whose fields are all a theme's (KBC0711 then asks for `theme` first, where kbc looks for it).
    @inline(__always)
    static func isTheme(_ root: YAMLNode) -> Bool {
        guard case .mapping(let entries) = root.content, let first = entries.first else { return false }
        // Keyboards start with `keyboard` as a rule: one comparison for them, inlined where every file is read.
        if first.key.isScalar("keyboard") { return false }
        return first.key.isScalar("theme") || holdsOnlyThemeFields(entries)
    }

    /// Whether `entries`, whose first is not `theme`, are a theme's fields with `theme` among them.
    @inline(never)
    private static func holdsOnlyThemeFields(_ entries: YAMLNode.Entries) -> Bool {
        entries.contains { $0.key.isScalar("theme") } && entries.allSatisfy { entry in ThemeFormat.themeFields.contains { entry.key.isScalar($0.name) } }
    }

    mutating func decode(_ root: YAMLNode) -> DecodedTheme? {
        guard case .mapping(let entries) = root.content else { return nil }
        var theme = DecodedTheme(id: "", file: file, location: location(root.position))
        var id: String?
        if let first = entries.first, !first.key.isScalar("theme"), let declared = entries.first(where: { $0.key.isScalar("theme") }) {
            report(.themeNotFirst, "'theme' must be the first field of a theme file", at: declared.key.position,
                   notes: [DiagnosticNote("kbc tells a theme file from a keyboard by its first field: move 'theme: \(declared.value.scalarText ?? "ID")' to the top of the file")])
        }
        for entry in entries {
            guard let field = knownField(entry, among: ThemeFormat.themeFields, in: "a theme") else { continue }
            switch field.name {
            case "theme":
                id = validID(entry.value, field: "theme", of: "theme")
                theme.location = location(entry.value.position)
            case "extends":
                if let base = validID(entry.value, field: "extends", of: "theme") { theme.base = (base, location(entry.value.position)) }
            case "palette": theme.palette = decodePalette(entry.value)
            case "overrides": theme.overrides = decodeOverrides(entry.value, field: field)
            case "light", "dark", "highContrast":
                guard let appearance = ThemeFormat.appearanceNames.first(where: { $0.name == field.name })?.appearance else { continue }
                theme.appearances[appearance.index] = decodeAppearance(entry.value, as: field)
            default:
                decodeValue(entry.value, as: field, path: "", into: &theme.settings)
            }
        }
        guard let id else { return nil }
        theme.id = id
        theme.isComplete = !diagnostics.contains { $0.severity == .error }
        return theme
    }

    // MARK: Values

    /// The values of an appearance field (`light`, or an override's `dark`) by their paths within it:
    /// `keys.character.fill`, or `pressed.fill` in an override.
    private mutating func decodeAppearance(_ node: YAMLNode, as field: ThemeField) -> [String: ThemeValue] {
        var values: [String: ThemeValue] = [:]
        decodeValue(node, as: field, path: "", into: &values)
        return Dictionary(uniqueKeysWithValues: values.map { (String($0.key.dropFirst(field.name.count + 1)), $0.value) })
    }

    /// Decodes `node` as `field`'s value into `values` under `path` (`keys.character.fill`).
    private mutating func decodeValue(_ node: YAMLNode, as field: ThemeField, path: String, into values: inout [String: ThemeValue]) {
        let path = path.isEmpty ? field.name : path + "." + field.name
        let at = location(node.position)
        switch field.kind {
        case .mapping(let fields):
            guard case .mapping(let entries) = node.content else {
                report(.wrongType, "'\(field.name)' must be a mapping, found \(node.kindDescription)", at: node.position,
                       notes: [DiagnosticNote("'\(field.name)' has the fields \(fields.map { "'\($0.name)'" }.joined(separator: ", "))")])
                return
            }
            for entry in entries {
                guard let inner = knownField(entry, among: fields, in: "'\(field.name)'") else { continue }
                decodeValue(entry.value, as: inner, path: path, into: &values)
            }
        case .color:
            if let color = colorValue(node, field: field.name) { values[path] = ThemeValue(content: color, location: at) }
        case .number(let range):
            guard let text = scalar(node, field: field.name) else { return }
            guard let number = Self.number(text), range.contains(number) else {
                report(.invalidValue, "'\(field.name)' must be a number from \(range.lowerBound.formattedNumber) to \(range.upperBound.formattedNumber), found '\(text)'",
                       at: node.position)
                return
            }
            values[path] = ThemeValue(content: .number(number), location: at)
        case .boolean:
            guard let text = scalar(node, field: field.name) else { return }
            guard text == "true" || text == "false" else {
                report(.invalidBoolean, "'\(field.name)' must be true or false, found '\(text)'", at: node.position)
                return
            }
            values[path] = ThemeValue(content: .boolean(text == "true"), location: at)
        case .choice(let words):
            guard let text = scalar(node, field: field.name) else { return }
            guard words.contains(text) else {
                var notes = [DiagnosticNote("'\(field.name)' is one of \(words.map { "'\($0)'" }.joined(separator: ", "))")]
                if let suggestion = Suggestions.note(for: text, among: words, at: node, in: file) { notes.insert(suggestion, at: 0) }
                report(.invalidValue, "'\(text)' is not a valid '\(field.name)'", at: node.position, notes: notes)
                return
            }
            values[path] = ThemeValue(content: .word(text), location: at)
        case .text, .themeID:
            if let text = scalar(node, field: field.name) { values[path] = ThemeValue(content: .word(text), location: at) }
        case .keyboardID:
            if let text = validID(node, field: field.name, of: "keyboard") { values[path] = ThemeValue(content: .word(text), location: at) }
        case .palette, .list:
            break  // decoded by their own functions
        }
    }

    /// A colour: `#RRGGBB`, `#RRGGBBAA`, or a palette name (checked once the palette is known).
    private mutating func colorValue(_ node: YAMLNode, field: String) -> ThemeValue.Content? {
        guard let text = node.scalarText else {
            report(.wrongType, "'\(field)' must be a colour such as \"#0B2A5B\", found \(node.kindDescription)", at: node.position)
            return nil
        }
        if text.isEmpty {
            report(.invalidColor, "'\(field)' has no colour", at: node.position, notes: commentedColorNotes(at: node.position))
            return nil
        }
        if let color = Self.color(text) { return .color(color) }
        if !text.hasPrefix("#"), ThemeNames.isPaletteName(text) { return .paletteName(text) }
        var notes = [DiagnosticNote("a colour is '#' and six or eight hexadecimal digits (red, green, blue, then optional alpha), or a palette name")]
        if let fixed = Self.likelyColor(text) {
            notes.insert(Suggestions.note(suggesting: fixed, for: node, in: file), at: 0)
        }
        report(.invalidColor, "'\(text)' is not a colour", at: node.position, notes: notes)
        return nil
    }

    /// When the line at `position` holds a `#` and hexadecimal digits after it, YAML read the colour as a
    /// comment: the note and fix quote it, with six or eight digits (`#FFF` is no colour of kbc's, and
    /// quoting it alone would trade one error for another).
    private func commentedColorNotes(at position: SourcePosition) -> [DiagnosticNote] {
        guard let line = source.line(position.line) else { return [] }
        let scalars = Array(line.unicodeScalars)
        guard let hash = scalars.indices.first(where: { $0 >= position.column - 1 && scalars[$0] == "#" }) else { return [] }
        let digits = scalars[(hash + 1)...].prefix { $0.properties.isASCIIHexDigit }
        let written = "#" + String(String.UnicodeScalarView(digits))
        guard let color = Self.likelyColor(written), Self.color(color) != nil else { return [] }
        let start = SourcePosition(line: position.line, column: hash + 1)
        let end = SourcePosition(line: position.line, column: hash + 2 + digits.count)
        let fix = FixIt(file: file, from: start, to: end, replacement: "\"\(color)\"")
        let advice = "YAML reads '#' after a space as a comment; quote the colour"
            + (color == written ? "" : ", with each digit doubled (a colour has six or eight)")
        return [DiagnosticNote(advice: advice, fixIt: fix, at: location(start))]
    }

    /// The colour `#RRGGBB` or `#RRGGBBAA` spells, or `nil`.
    static func color(_ text: String) -> ThemeColor? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9 else { return nil }
        var value: UInt32 = 0
        for byte in bytes.dropFirst() {
            guard let digit = hexDigit(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return ThemeColor(rgba: bytes.count == 7 ? value << 8 | 0xFF : value)
    }

    /// What a malformed colour most likely meant: `#` added, `#RGB` doubled out, `0x` replaced.
    static func likelyColor(_ text: String) -> String? {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
        guard digits.utf8.allSatisfy({ hexDigit($0) != nil }) else { return nil }
        switch digits.count {
        case 6, 8: return "#" + digits.uppercased()
        case 3, 4: return "#" + digits.uppercased().map { "\($0)\($0)" }.joined()
        default: return nil
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A plain decimal number (`1`, `0.5`, `-2`), or `nil`.
    static func number(_ text: String) -> Double? {
        let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard !body.isEmpty, body.count <= 12, parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        return Double(text)
    }

    // MARK: Palette and overrides

    private mutating func decodePalette(_ node: YAMLNode) -> [String: ThemeValue] {
        guard case .mapping(let entries) = node.content else {
            report(.wrongType, "'palette' must be a mapping of names to colours, such as {navy: \"#0B2A5B\"}", at: node.position)
            return [:]
        }
        var palette: [String: ThemeValue] = [:]
        for entry in entries {
            guard let name = entry.key.scalarText, ThemeNames.isPaletteName(name) else {
                report(.invalidIdentifier, "'\(entry.key.scalarText ?? entry.key.kindDescription)' is not a palette name", at: entry.key.position,
                       notes: [DiagnosticNote("palette names use ASCII letters, digits and '-', and start with a letter")])
                continue
            }
            guard let text = entry.value.scalarText, let color = Self.color(text) else {
                // Palette colours are written out: one palette name for another would hide a cycle.
                _ = colorValue(entry.value, field: name).map { _ in
                    report(.invalidColor, "palette colour '\(name)' must be written as #RRGGBB or #RRGGBBAA", at: entry.value.position)
                }
                continue
            }
            palette[name] = ThemeValue(content: .color(color), location: location(entry.value.position))
        }
        return palette
    }

    private mutating func decodeOverrides(_ node: YAMLNode, field: ThemeField) -> [DecodedThemeOverride] {
        guard case .sequence(let items) = node.content else {
            report(.wrongType, "'overrides' must be a list, found \(node.kindDescription)", at: node.position)
            return []
        }
        var overrides: [DecodedThemeOverride] = []
        for item in items {
            guard case .mapping(let entries) = item.content else {
                report(.wrongType, "an override must be a mapping such as {text: \"00\", light: {fill: \"#F2B705\"}}, found \(item.kindDescription)", at: item.position)
                continue
            }
            var override = DecodedThemeOverride(selector: KeySelector(), location: location(item.position))
            var selectors: [String: ThemeValue] = [:]
            for entry in entries {
                guard let inner = knownField(entry, among: ThemeFormat.overrideFields, in: "an override") else { continue }
                if let appearance = ThemeFormat.appearanceNames.first(where: { $0.name == inner.name })?.appearance {
                    override.appearances[appearance.index] = decodeAppearance(entry.value, as: inner)
                } else {
                    decodeValue(entry.value, as: inner, path: "", into: &selectors)
                }
            }
            if case .word(let text)? = selectors["text"]?.content { override.selector.text = text }
            if case .word(let action)? = selectors["action"]?.content { override.selector.action = KeySelectorAction(rawValue: action) }
            if case .word(let page)? = selectors["page"]?.content { override.selector.page = page }
            guard override.selector != KeySelector() else {
                if !entries.contains(where: { entry in ThemeFormat.selectorFieldNames.contains { entry.key.isScalar($0) } }) {
                    report(.missingField, "an override must select keys with 'text', 'action' or 'page'", at: item.position)
                }
                continue
            }
            overrides.append(override)
        }
        return overrides
    }

    // MARK: Fields and scalars

    /// The field of `fields` that `entry` sets, or `nil` after reporting an unknown one with the field meant.
    private mutating func knownField(_ entry: YAMLMappingEntry, among fields: [ThemeField], in object: String) -> ThemeField? {
        guard let name = entry.key.scalarText else {
            report(.wrongType, "a field name must be a string, found \(entry.key.kindDescription)", at: entry.key.position)
            return nil
        }
        if let field = fields.first(where: { $0.name == name }) { return field }
        var notes: [DiagnosticNote] = []
        let synonym = ThemeNames.synonyms[name.lowercased()].flatMap { candidate in fields.contains { $0.name == candidate } ? candidate : nil }
        if let suggestion = Suggestions.closest(to: name, among: fields.map(\.name)) ?? synonym {
            notes.append(Suggestions.note(suggesting: suggestion, for: entry.key, in: file))
        }
        notes.append(DiagnosticNote("\(object) has the fields \(fields.map { "'\($0.name)'" }.joined(separator: ", "))"))
        report(.unknownField, "unknown field '\(name)' in \(object)", at: entry.key.position, notes: notes)
        return nil
    }

    private mutating func scalar(_ node: YAMLNode, field: String) -> String? {
        guard let text = node.scalarText else {
            report(.wrongType, "'\(field)' must be a string, found \(node.kindDescription)", at: node.position)
            return nil
        }
        guard !text.isEmpty else {
            report(.emptyValue, "'\(field)' is empty", at: node.position)
            return nil
        }
        return text
    }

    /// The id of a `kind` (`keyboard`, `theme`) that `field` gives, or `nil` (reported) when it is not one.
    private mutating func validID(_ node: YAMLNode, field: String, of kind: String) -> String? {
        guard let text = scalar(node, field: field) else { return nil }
        guard ScalarSyntax.isKeyboardID(text) else {
            diagnostics.append(.invalidID(text, of: kind, at: location(node.position)))
            return nil
        }
        return text
    }

    private func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, at position: SourcePosition, notes: [DiagnosticNote] = []) {
        diagnostics.append(Diagnostic(code, message, at: location(position), notes: notes))
    }
}

/// Names in theme files.
enum ThemeNames {
    /// Whether `text` may name a palette colour: ASCII letters, digits and `-`, starting with a letter.
    static func isPaletteName(_ text: String) -> Bool {
        guard let first = text.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20), text.utf8.count <= 64 else { return false }
        return text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        }
    }

    /// What other products call some of the theme's fields.
    static let synonyms: [String: String] = [
        "colors": "palette", "colours": "palette", "background-color": "background", "backgroundcolor": "fill", "color": "label",
        "textcolor": "label", "foreground": "label", "radius": "cornerRadius", "borderradius": "cornerRadius", "base": "extends",
        "night": "dark", "day": "light", "highcontrast": "highContrast", "high-contrast": "highContrast", "enter": "return", "action": "finishingReturn",
        "accent": "finishingReturn", "done": "button", "popup": "callout", "preview": "keyPreview", "highlight": "pressedHighlight",
    ]
}

extension Double {
    /// `1` rather than `1.0`, for messages.
    var formattedNumber: String { self == rounded() && abs(self) < 1e15 ? "\(Int(self))" : "\(self)" }
}
