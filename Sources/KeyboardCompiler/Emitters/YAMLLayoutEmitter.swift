import KeyboardRuntime

/// Writes a compiled keyboard back as one standalone layout file: no `extends`, and every value that
/// inheritance, `locale` or a default decided written out, so that compiling the file gives the same
/// keyboard.
///
/// What `kbc flatten` writes. Every text is a double-quoted YAML string in which quotes, backslashes and
/// everything a reader could not see or libyaml would not keep (controls, line and paragraph separators,
/// format characters, private-use and unassigned code points such as U+FFFE) are escapes, so any text
/// comes back byte for byte. The output depends only on the keyboard: the same keyboard always gives the
/// same bytes.
///
/// ```swift
/// let layout = KeyboardLayout(id: "pin", rows: [KeyRow(keys: [Key(action: .insert("1"), label: "1")])])
/// let text = try YAMLLayoutEmitter().source(for: layout, sourceFile: "pin.yaml").get()
/// // keyboard: "pin" … rows:\n  - ["1"]
/// ```
public struct YAMLLayoutEmitter: Sendable {
    /// Creates an emitter.
    public init() {}

    /// The parts of a keyboard that the layout format cannot say, each described for a person.
    public struct Unexpressible: Error, Sendable, Hashable, CustomStringConvertible {
        /// What cannot be written, one description each, such as "row 2, key 3: a function key with an
        /// empty label".
        public var problems: [String]

        /// The problems, separated by semicolons.
        public var description: String { problems.joined(separator: "; ") }
    }

    /// The layout file for `layout` with its `profile`, `repertoire` and `tests`, naming `sourceFile` in a
    /// comment at its top; or what the format cannot express, when the keyboard holds values no layout
    /// file can give it. `repeatedKeys` says whether the keyboard lets two keys type the same character;
    /// `replaces`, the standard page it stands in for; `keyPreview` and `pressedHighlight`, the switches the
    /// page sets itself, over its theme's. The keyboard's theme, `layout.theme`, is written as `theme:` by
    /// its id, whoever chose it (the file, its base, or a configuration's default), so the file is drawn the
    /// same wherever it is compiled.
    public func source(
        for layout: KeyboardLayout, profile: String? = nil, repertoire: String? = nil, tests: [LayoutTest] = [],
        repeatedKeys: Bool = false, replaces: String? = nil, keyPreview: Bool? = nil, pressedHighlight: PressedHighlight? = nil,
        sourceFile: String
    ) -> Result<String, Unexpressible> {
        var declaration = KeyboardDeclaration(
            profile: profile, repertoire: repertoire, tests: tests, allowsRepeatedKeys: repeatedKeys, replaces: replaces)
        declaration.themeChoice.keyPreview = keyPreview
        declaration.themeChoice.pressedHighlight = pressedHighlight
        return document(for: layout, declaration: declaration, sourceFile: sourceFile).map(\.text)
    }

    /// ``source(for:profile:repertoire:tests:repeatedKeys:replaces:keyPreview:pressedHighlight:sourceFile:)``
    /// for a keyboard and what its file declares about it as a whole (its direction is the layout's), with
    /// `comments` written on lines of their own just before the line of each place, and the places written
    /// (a comment for a place that is not written is not written either), with the place and index of the
    /// comment written on each line (1-based) and, when there are comments, the top-level field written on
    /// each line.
    func document(
        for layout: KeyboardLayout, declaration: KeyboardDeclaration,
        comments: [FlattenedPlace: (comments: [String], sources: [Int])] = [:], sourceFile: String
    ) -> Result<(text: String, placed: Set<FlattenedPlace>, commentLines: [Int: (place: FlattenedPlace, index: Int)], fieldLines: [Int: String]), Unexpressible> {
        var writer = Writer()
        writer.comments = comments
        writer.dottedCapitalI = KeyboardResolver.usesDottedCapitalI(layout.locale)
        writer.line("\(OutputKind.flattenedLayout.mark)\(sourceFile.commentSafe): nothing inherited, every default written out.")
        writer.line("keyboard: \(Self.quoted(layout.id))", at: .field("keyboard"))
        if let replaces = declaration.replaces { writer.line("replaces: \(Self.quoted(replaces))", at: .field("replaces")) }
        if let title = layout.title {
            let value = writer.text(title, "the title")
            writer.line("title: \(value)", at: .field("title"))
        }
        if let locale = layout.locale {
            let value = writer.text(locale, "the locale")
            writer.line("locale: \(value)", at: .field("locale"))
        }
        writer.line("characterWidth: \(layout.characterWidth.rawValue)", at: .field("characterWidth"))
        if let profile = declaration.profile { writer.line("profile: \(profile)", at: .field("profile")) }
        writer.line("shuffle: \(layout.shufflePolicy.rawValue)", at: .field("shuffle"))
        writer.line("screenReader: \(layout.screenReaderPolicy.rawValue)", at: .field("screenReader"))
        // Written when the locale alone would not give it, or would give the other: left-to-right pages
        // of left-to-right locales flatten as they always did.
        if layout.direction == .rightToLeft || LayoutDirection(locale: layout.locale) == .rightToLeft {
            writer.line("direction: \(layout.direction.rawValue)", at: .field("direction"))
        }
        if declaration.allowsRepeatedKeys { writer.line("repeatedKeys: allowed", at: .field("repeatedKeys")) }
        if let length = layout.inputLength {
            var parts = ["min: \(length.minimum)"]
            if let maximum = length.maximum { parts.append("max: \(maximum)") }
            parts.append("complete: \(length.completion.rawValue)")
            writer.line("length: {\(parts.joined(separator: ", "))}", at: .field("length"))
        }
        if let theme = layout.theme { writer.line("theme: \(writer.identifier(theme.id, "the theme"))", at: .field("theme")) }
        if let keyPreview = declaration.themeChoice.keyPreview { writer.line("keyPreview: \(keyPreview)", at: .field("keyPreview")) }
        if let highlight = declaration.themeChoice.pressedHighlight { writer.line("pressedHighlight: \(highlight.rawValue)", at: .field("pressedHighlight")) }
        if layout.theme == nil && !declaration.themeChoice.isEmpty { writer.problem("the page sets its theme's switches but has no theme") }
        writer.toolbar(layout.toolbar, title: layout.title, locale: layout.locale)
        if let script = layout.composition?.script { writer.line("compose: \(script.rawValue)", at: .field("compose")) }
        if let transforms = layout.composition?.transforms, !transforms.isEmpty {
            writer.line("transforms:", at: .field("transforms"))
            for (index, transform) in transforms.enumerated() {
                writer.line("  \(writer.text(transform.sequence, "a transform's sequence")): \(writer.text(transform.result, "a transform's result"))", at: .transform(index))
            }
        }
        writer.line("rows:")
        writer.rows(layout.rows, indent: "  ", context: "", variant: nil)
        if !layout.variants.isEmpty {
            writer.line("variants:")
            for (number, variant) in zip(1..., layout.variants) {
                let context = "variant \(number), "
                var conditions: [String] = []
                if let device = variant.device { conditions.append("device: \(device.rawValue)") }
                if let width = variant.minimumWidth {
                    if let text = Self.minimumWidth(width) {
                        conditions.append("minWidth: \(text)")
                    } else {
                        writer.problem("\(context)minimum width \(width): not a number of points from 100 to 4096 in at most 8 characters")
                    }
                }
                if variant.device == nil && variant.minimumWidth == nil {
                    writer.problem("variant \(number): neither a device nor a minimum width, so it would always apply")
                }
                for (index, condition) in conditions.enumerated() { writer.line((index == 0 ? "  - " : "    ") + condition, at: index == 0 ? .variant(number - 1) : nil) }
                writer.line(conditions.isEmpty ? "  - rows:" : "    rows:", at: conditions.isEmpty ? .variant(number - 1) : nil)
                writer.rows(variant.rows, indent: "      ", context: context, variant: number - 1)
            }
        }
        if let repertoire = declaration.repertoire {
            let value = writer.text(repertoire, "the repertoire")
            writer.line("repertoire: \(value)", at: .field("repertoire"))
        }
        if !declaration.tests.isEmpty {
            writer.line("tests:", at: .field("tests"))
            for (number, test) in zip(1..., declaration.tests) {
                var fields: [String] = []
                if let name = test.name { fields.append("name: \(writer.text(name, "test \(number)'s name"))") }
                for press in test.presses where KeyPress.parse(press.description) != press || press.description.isEmpty {
                    writer.problem("test \(number): the press \(press.description.visibleEscaped) reads back as another press")
                }
                // One space-separated string, as tests are usually written: a list costs a YAML node a press,
                // and a file's 100,000 presses (KBC0503) would pass the loader's node limit (KBC0011).
                let presses = test.presses.map(\.description)
                if presses.allSatisfy({ !$0.isEmpty && !$0.unicodeScalars.contains { " \t\"'".unicodeScalars.contains($0) } }) {
                    fields.append("press: \(Self.quoted(presses.joined(separator: " ")))")
                } else {
                    fields.append("press: [\(presses.map(Self.quoted).joined(separator: ", "))]")
                }
                fields.append("expect: \(Self.quoted(test.expectedText))")
                if let page = test.expectedPage { fields.append("page: \(writer.identifier(page, "test \(number)'s page"))") }
                if let complete = test.expectsCompletion { fields.append("complete: \(complete)") }
                for (index, field) in fields.enumerated() { writer.line((index == 0 ? "  - " : "    ") + field, at: index == 0 ? .test(number - 1) : nil) }
            }
        }
        if !writer.problems.isEmpty { return .failure(Unexpressible(problems: writer.problems)) }
        return .success((writer.output, writer.placed, writer.commentLines, writer.fieldLines))
    }

    // MARK: Scalars

    /// `text` as a double-quoted YAML scalar that libyaml reads back exactly: printable characters as
    /// they are, `"` and `\` escaped, and everything else as `\xXX`, `\uXXXX` or `\UXXXXXXXX`.
    public static func quoted(_ text: String) -> String {
        var scalar = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": scalar += "\\\""
            case "\\": scalar += "\\\\"
            case "\n": scalar += "\\n"
            case "\t": scalar += "\\t"
            case "\r": scalar += "\\r"
            default:
                if SwiftLiteral.isWrittenAsIs(character) {
                    scalar.unicodeScalars.append(character)
                } else {
                    let (prefix, digits) = character.value <= 0xFF ? ("\\x", 2) : character.value <= 0xFFFF ? ("\\u", 4) : ("\\U", 8)
                    let hex = String(character.value, radix: 16, uppercase: true)
                    scalar += prefix + String(repeating: "0", count: digits - hex.count) + hex
                }
            }
        }
        return scalar + "\""
    }

    /// A number of key units as the format reads it (digits with an optional fraction, no exponent), or
    /// `nil` when no such text reads back as exactly `value` (0 < value ≤ 100).
    public static func units(_ value: Double) -> String? {
        guard value.isFinite, value > 0, let text = plainDecimal(value), ScalarSyntax.units(text) == value else { return nil }
        return text
    }

    /// A variant's minimum width as the decoder reads it (at most 8 characters, 100 to 4096 points): its
    /// shortest decimal, or, for a width written as a hexadecimal float whose decimal is longer
    /// (`0xfffp-5`, 127.96875), that hexadecimal form.
    public static func minimumWidth(_ value: Double) -> String? {
        guard value.isFinite, value >= 100, value <= 4096 else { return nil }
        var candidates: [String] = plainDecimal(value).map { [$0] } ?? []
        // value = odd × 2^exponent, as a hexadecimal float: what `Double` reads besides decimals.
        let zeros = value.significandBitPattern == 0 ? 52 : value.significandBitPattern.trailingZeroBitCount
        let odd = (UInt64(1) << 52 | value.significandBitPattern) >> UInt64(zeros)
        candidates.append("0x" + String(odd, radix: 16) + "p" + String(Int(value.exponent) - 52 + zeros))
        return candidates.first { $0.utf8.count <= 8 && Double($0) == value }
    }

    /// The shortest decimal that reads back as `value`, without an exponent: `1.5`, `2`, `0.00001`.
    package static func plainDecimal(_ value: Double) -> String? {
        guard value.isFinite, value >= 0 else { return nil }
        let shortest = "\(value)"
        let mantissa: Substring
        var exponent = 0
        if let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = shortest[..<e]
            guard let parsed = Int(shortest[shortest.index(after: e)...]) else { return nil }
            exponent = parsed
        } else {
            mantissa = shortest[...]
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var integer = String(parts[0])
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        while exponent > 0 {
            integer += fraction.isEmpty ? "0" : String(fraction.removeFirst())
            exponent -= 1
        }
        while exponent < 0 {
            fraction = (integer.isEmpty ? "0" : String(integer.removeLast())) + fraction
            exponent += 1
        }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        while integer.count > 1, integer.hasPrefix("0") { integer.removeFirst() }
        if integer.isEmpty { integer = "0" }
        return fraction.isEmpty ? integer : integer + "." + fraction
    }

    // MARK: Writing

    /// The lines written so far and the problems met.
    private struct Writer {
        var output = ""
        var problems: [String] = []
        /// Comments to write before the line of each place, and the places written.
        var comments: [FlattenedPlace: (comments: [String], sources: [Int])] = [:]
        var placed: Set<FlattenedPlace> = []
        /// The place and index of the comment written on each line (1-based).
        var commentLines: [Int: (place: FlattenedPlace, index: Int)] = [:]
        /// The top-level field written on each line (1-based), when there are comments.
        var fieldLines: [Int: String] = [:]
        /// Whether the keyboard's locale makes `İ` the default shift of `i`, as compiling the file will.
        var dottedCapitalI = false

        mutating func line(_ text: String, at place: FlattenedPlace? = nil) {
            if let place {
                placed.insert(place)
                let indent = text.prefix { $0 == " " }
                for (index, comment) in (comments[place]?.comments ?? []).enumerated() {
                    commentLines[output.utf8.count { $0 == UInt8(ascii: "\n") } + 1] = (place, index)
                    output += indent + comment + "\n"
                }
                if case .field(let name) = place, !comments.isEmpty { fieldLines[output.utf8.count { $0 == UInt8(ascii: "\n") } + 1] = name }
            }
            output += text
            output += "\n"
        }

        mutating func problem(_ text: String) {
            problems.append(text)
        }

        /// A non-empty text field, quoted; an empty one is a problem (the format has no empty texts).
        mutating func text(_ value: String, _ what: String) -> String {
            if value.isEmpty { problem("\(what) is empty") }
            return YAMLLayoutEmitter.quoted(value)
        }

        /// A keyboard id, quoted; one the format would not accept is a problem.
        mutating func identifier(_ value: String, _ what: String) -> String {
            if !ScalarSyntax.isKeyboardID(value) { problem("\(what) '\(value.visibleEscaped)' is not a keyboard id") }
            return YAMLLayoutEmitter.quoted(value)
        }

        /// `toolbar: none`, or the toolbar's `done` and `items`, which the decoder turns into exactly
        /// `toolbar` given the keyboard's `title` and `locale`.
        mutating func toolbar(_ toolbar: KeyboardToolbar?, title: String?, locale: String?) {
            guard let toolbar else {
                line("toolbar: none", at: .field("toolbar"))
                return
            }
            if !same(toolbar.title, title) {
                problem("the toolbar's title \(toolbar.title.map { "'\($0.visibleEscaped)'" } ?? "(none)") is not the keyboard's title \(title.map { "'\($0.visibleEscaped)'" } ?? "(none)")")
            }
            var items = toolbar.items
            var done = false
            if let last = items.last, last.isDone {
                items.removeLast()
                done = true
                if last.placement != .trailing || !same(last.label, DefaultLabels.doneLabel(locale: locale)) {
                    problem("the toolbar's Done item says '\(last.label.visibleEscaped)' (\(last.placement.rawValue)); the format's Done says '\(DefaultLabels.doneLabel(locale: locale))' in the keyboard's locale, at the right")
                }
            }
            var written: [String] = []
            for (number, item) in zip(1..., items) {
                let context = "toolbar item \(number)"
                guard item.placement == .leading, let fields = functionKeyFields(action: item.action, label: item.label, context: context),
                      item.action.isPageChange else {
                    problem("\(context): only 'switch' and 'toggle-width' items at the left end, and Done last, can be written")
                    continue
                }
                let spoken = item.spokenName.map { ["spoken: " + YAMLLayoutEmitter.quoted($0)] } ?? []
                written.append("{" + (fields + spoken).joined(separator: ", ") + "}")
            }
            if !done && written.isEmpty && title == nil {
                problem("the toolbar has no title, no items and no Done: the format reads that as a mistake")
            }
            // The value starts at `done`: where a diagnostic about the toolbar points.
            line("toolbar:")
            line("  done: \(done)", at: .field("toolbar"))
            line(written.isEmpty ? "  items: []" : "  items:")
            for (index, item) in written.enumerated() { line("    - \(item)", at: .toolbarItem(index)) }
        }

        /// Rows as block-list items at `indent`, each a flow list of keys, or a mapping with the shared
        /// `group` of its character keys.
        mutating func rows(_ rows: [KeyRow], indent: String, context: String, variant: Int?) {
            if rows.isEmpty {
                problem("\(context.isEmpty ? "the keyboard" : context.dropLast(2)) has no rows")
                line(indent + "[]")
                return
            }
            for (number, row) in zip(1..., rows) {
                // A row is one line, unless comments are to go before some of its keys: it then breaks
                // before each of those keys, whose lines carry them.
                let breaks = comments.isEmpty ? [] : (1..<max(row.keys.count, 1)).filter { comments[.key(variant: variant, row: number - 1, index: $0)] != nil }
                let segments = self.row(row, context: "\(context)row \(number)", breaks: breaks)
                line(indent + "- " + segments[0], at: .row(variant: variant, index: number - 1))
                for (key, segment) in zip(breaks, segments.dropFirst()) {
                    line(indent + "    " + segment, at: .key(variant: variant, row: number - 1, index: key))
                }
            }
        }

        /// The row as a flow list of keys, or a mapping with the shared `group` of its character keys; in
        /// segments that end before each key of `breaks` (key indices in order), all but the last ending in
        /// a comma.
        mutating func row(_ row: KeyRow, context: String, breaks: [Int] = []) -> [String] {
            // A row of gaps only is a band of space; a row of nothing at all cannot be written.
            if row.keys.isEmpty && row.spacers.isEmpty { problem("\(context) has no keys") }
            // One group for every character key: written once, for the row.
            let characterGroups = row.keys.filter(\.isCharacter).map(\.group)
            var rowGroup: String?
            if let first = characterGroups.first, let group = first, characterGroups.allSatisfy({ same($0, group) }) { rowGroup = group }
            var items: [String] = []
            var segmentStarts: [Int] = []
            var spacers = row.spacers[...]
            if !zip(row.spacers, row.spacers.dropFirst()).allSatisfy({ $0.position <= $1.position }) {
                problem("\(context): the spacers are not in the order of their positions")
            }
            for position in 0...row.keys.count {
                if breaks.contains(position) { segmentStarts.append(items.count) }
                while let spacer = spacers.first, spacer.position <= position {
                    spacers.removeFirst()
                    if spacer.position < 0 { problem("\(context): a spacer before position \(spacer.position)") }
                    if let width = YAMLLayoutEmitter.units(spacer.width) {
                        items.append("{gap: \(width)}")
                    } else {
                        problem("\(context): a spacer \(spacer.width) units wide (the format's are more than 0 and at most 100)")
                    }
                }
                guard position < row.keys.count else { break }
                items.append(key(row.keys[position], rowGroup: rowGroup, context: "\(context), key \(position + 1)"))
            }
            if let spacer = spacers.first { problem("\(context): a spacer after the end of the row (position \(spacer.position))") }
            let bounds = [0] + segmentStarts + [items.count]
            var segments = zip(bounds, bounds.dropFirst()).map { items[$0..<$1].joined(separator: ", ") }
            for index in segments.indices.dropLast() { segments[index] += "," }
            segments[0] = (rowGroup.map { "{group: \(text($0, "\(context)'s group")), keys: [" } ?? "[") + segments[0]
            segments[segments.count - 1] += rowGroup == nil ? "]" : "]}"
            return segments
        }

        mutating func key(_ key: Key, rowGroup: String?, context: String) -> String {
            guard case .insert(let keyText) = key.action else {
                if key.isPinned { problem("\(context): a pinned function key") }
                if key.group != nil { problem("\(context): a function key with a shuffle group") }
                if key.shiftedText != nil { problem("\(context): a function key with shifted text") }
                if !key.alternates.isEmpty || key.shiftedAlternates != nil { problem("\(context): a function key with alternates") }
                if key.hint != nil { problem("\(context): a function key with a hint") }
                if key.flick != nil || key.capsText != nil || key.shiftedSpokenName != nil {
                    problem("\(context): a function key with flick texts, a caps text or a shifted spoken name")
                }
                var fields = functionKeyFields(action: key.action, label: key.label, context: context) ?? []
                if let width = width(key.width, context: context) { fields.append("width: \(width)") }
                if let spoken = key.spokenName { fields.append("spoken: \(text(spoken, "\(context)'s spoken name"))") }
                return "{" + fields.joined(separator: ", ") + "}"
            }
            let quotedText = text(keyText, "\(context)'s text")
            var fields = ["key: " + quotedText]
            if !same(key.label, keyText) { fields.append("label: \(text(key.label, "\(context)'s label"))") }
            let defaultShift = KeyboardResolver.defaultShiftedText(for: keyText, dottedCapitalI: dottedCapitalI)
            if !same(key.shiftedText, defaultShift) {
                if let shifted = key.shiftedText {
                    if shifted == keyText { problem("\(context): shifted text '\(shifted.visibleEscaped)' canonically equivalent to its text, which the format reads as no shifted text") }
                    fields.append("shift: \(text(shifted, "\(context)'s shifted text"))")
                } else {
                    // The key's own text under shift is how the format says "no shifted text".
                    fields.append("shift: \(YAMLLayoutEmitter.quoted(keyText))")
                }
            }
            if let width = width(key.width, context: context) { fields.append("width: \(width)") }
            if key.isPinned { fields.append("pin: true") }
            if !same(key.group, rowGroup) {
                if let group = key.group {
                    fields.append("group: \(text(group, "\(context)'s group"))")
                } else {
                    problem("\(context): no shuffle group in a row whose other character keys share one")
                }
            }
            if let spoken = key.spokenName { fields.append("spoken: \(text(spoken, "\(context)'s spoken name"))") }
            if !key.alternates.isEmpty {
                let alternates = key.alternates.map { text($0, "\(context)'s alternate") }
                fields.append("alternates: [\(alternates.joined(separator: ", "))]")
            }
            let shifted = key.alternates.map { KeyboardResolver.defaultShiftedText(for: $0, dottedCapitalI: dottedCapitalI) ?? $0 }
            // As the decoder derives them, comparing as Swift does.
            if !same(key.shiftedAlternates, shifted == key.alternates ? nil : shifted) {
                problem("\(context): shifted alternates \(key.shiftedAlternates ?? []) that are not the alternates' upper case (the format derives them)")
            }
            if let hint = key.hint { fields.append("hint: \(text(hint, "\(context)'s hint"))") }
            if let flick = key.flick {
                let directions = flick.directions.map { "\($0.rawValue): " + text(flick[$0]!, "\(context)'s flick text") }
                fields.append("flick: {\(directions.joined(separator: ", "))}")
            }
            if let caps = key.capsText { fields.append("caps: \(text(caps, "\(context)'s caps text"))") }
            if let spoken = key.shiftedSpokenName { fields.append("shiftSpoken: \(text(spoken, "\(context)'s shifted spoken name"))") }
            // A key that is its text alone is written as that text.
            return fields.count == 1 ? quotedText : "{" + fields.joined(separator: ", ") + "}"
        }

        /// `action`, `to` and `label` of a function key or toolbar item. An empty label is left out (and
        /// reported): the format has no empty labels.
        mutating func functionKeyFields(action: KeyAction, label: String, context: String) -> [String]? {
            var fields: [String]
            switch action {
            case .insert: return nil
            case .shift: fields = ["action: shift"]
            case .delete: fields = ["action: delete"]
            case .space: fields = ["action: space"]
            case .returnKey: fields = ["action: return"]
            case .dismiss: fields = ["action: dismiss"]
            case .switchKeyboard(let target): fields = ["action: switch", "to: \(identifier(target, "\(context)'s target"))"]
            case .toggleCharacterWidth(let target): fields = ["action: toggle-width", "to: \(identifier(target, "\(context)'s target"))"]
            }
            if label.isEmpty {
                problem("\(context): a function key with an empty label")
            } else {
                fields.append("label: \(YAMLLayoutEmitter.quoted(label))")
            }
            return fields
        }

        /// The `width` field's value, or `nil` for the default of one unit.
        mutating func width(_ width: KeyWidth, context: String) -> String? {
            switch width {
            case .fill: return "fill"
            case .units(1): return nil
            case .units(let units):
                guard let text = YAMLLayoutEmitter.units(units) else {
                    problem("\(context): a width of \(units) units (the format's are more than 0 and at most 100)")
                    return nil
                }
                return text
            }
        }
    }
}

/// Whether two texts are the same, scalar for scalar: Swift's `==` calls canonically equivalent texts
/// equal (`é` and `e` with a combining accent), which the compiled keyboard and its Swift keep apart.
private func same(_ left: String?, _ right: String?) -> Bool {
    switch (left, right) {
    case let (left?, right?): return left.utf8.elementsEqual(right.utf8)
    case (nil, nil): return true
    default: return false
    }
}

private func same(_ left: [String]?, _ right: [String]?) -> Bool {
    switch (left, right) {
    case let (left?, right?): return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
    case (nil, nil): return true
    default: return false
    }
}

extension KeyAction {
    /// Whether the action shows another page (`switch` and `toggle-width`): what toolbar items do.
    fileprivate var isPageChange: Bool {
        switch self {
        case .switchKeyboard, .toggleCharacterWidth: return true
        default: return false
        }
    }
}
