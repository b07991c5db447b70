import KeyboardRuntime

/// Random sets of layout files that combine `extends` chains, numbered row replacements, variants,
/// locales, toolbars, long-press alternates, shuffle groups, pins, tests and hostile texts; and, for each
/// set, the files as the format documents their meaning, resolved by this generator's own model (no
/// `extends`): an oracle for the compiler's resolution stage.
struct LayoutSetGenerator {
    var random: SeededRandomNumberGenerator
    private var usedTexts: Set<[UInt8]> = []
    private var counter = 0

    init(seed: UInt64) {
        random = SeededRandomNumberGenerator(seed: seed)
    }

    // MARK: The model

    /// One row as written: its YAML (a flow list, a row string or a mapping) and its function keys.
    struct Row {
        var yaml: String
        /// Each function key's action and its explicit label, if it has one.
        var functionKeys: [(action: KeyAction, label: String?)]
        /// The keyboard whose file writes the row.
        var owner: String
    }

    /// A `rows` field: a whole list, or numbered replacements.
    enum Rows {
        case whole([Row])
        case numbered([(Int, Row)])
    }

    /// A `toolbar` field.
    enum Toolbar {
        case none
        case declared(done: Bool, items: [String])

        var yaml: String {
            switch self {
            case .none: return "none"
            case .declared(let done, let items): return "{done: \(done), items: [\(items.joined(separator: ", "))]}"
            }
        }
    }

    struct Variant {
        var conditions: [String]
        var rows: Rows
    }

    /// One keyboard file as written.
    struct Keyboard {
        var id: String
        var file: String
        var extends: String?
        var title: String?
        var locale: String?
        var characterWidth: String?
        var shuffle: String?
        var screenReader: String?
        var profile: String?
        var toolbar: Toolbar?
        var rows: Rows?
        var variants: [Variant]?
        var tests: [String] = []
        var repertoire: String?
        /// How many rows the keyboard has once merged.
        var rowCountHint = 0
    }

    /// A keyboard as the format's documentation says it resolves.
    struct Resolved {
        var title: String?
        var locale: String?
        var characterWidth = "half"
        var shuffle = "never"
        var screenReader = "keep-shuffling"
        var profile: String?
        var toolbar: Toolbar?
        var rows: [Row] = []
        var variants: [(conditions: [String], rows: [Row])] = []
    }

    // MARK: Generating

    mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() % 1_000_000) / 1_000_000 < probability
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    mutating func number(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    static let locales = ["en", "zh-Hans", "zh-Hant", "ja", "ko", "ar", "ru", "de", "fr", "en-GB"]

    /// Texts a reader would call ordinary, and texts that try to break quoting, YAML and the emitters.
    static let plainTexts = ["q", "w", "e", "a", "s", "k", "x", "m", "b", "1", "7", "0", "é", "ж", "中", "あ", "한", "ش", "Ω", "ß", "ǅ", "İ"]
    static let hostileTexts = [
        "e\u{301}", "ﬁ", "👍", "👨‍👩‍👧", "🇨🇳", "\"", "\\", "'", "#", "# x", ": ", "- ", "-", "[", "]", "{", "}", ",", "&a", "*a", "!",
        "|", ">", "%", "@", "`", "null", "~", "yes", "1.0", "0x10", "a b", " lead", "trail ", "\u{3000}", "\u{A0}x", "\u{301}",
        "\u{202E}ab", "\u{200B}", "<shift>", "<", "<long:a:b>", "...", "\\n", "'\"'", "x\"y\\z", "\u{FEFF}x", "a\u{200D}b", "٣",
    ]
    /// Texts with characters the rules refuse in keys (controls, separators, noncharacters): rare, so that
    /// most sets compile.
    static let refusedTexts = ["\t", "\u{2028}", "\u{85}", "\u{FFFE}", "\u{7F}", "\u{0}", "a\nb", "\u{E000}"]

    mutating func someText() -> String {
        if chance(0.002) { return pick(Self.refusedTexts) }
        return chance(0.55) ? pick(Self.plainTexts) : pick(Self.hostileTexts)
    }

    /// A key text no other key of the set has.
    mutating func uniqueText() -> String {
        var text = someText()
        while !usedTexts.insert(Array(text.utf8)).inserted {
            counter += 1
            text = someText() + String(counter)
        }
        return text
    }

    /// Some text a screen reader can say (not only spaces or invisible characters), as a scalar.
    mutating func spokenScalar() -> String {
        var text = someText()
        if text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.properties.generalCategory == .format || $0.properties.generalCategory == .nonspacingMark }) {
            text = "x" + text
        }
        return scalar(text)
    }

    /// Some text (``someText()``) as a scalar.
    mutating func someScalar() -> String {
        let text = someText()
        return scalar(text)
    }

    /// A unique text (``uniqueText()``) as a scalar.
    mutating func uniqueScalar() -> String {
        let text = uniqueText()
        return scalar(text)
    }

    /// `text` as a YAML scalar in one of the styles that keep it exactly: plain where nothing in it means
    /// anything to YAML, single-quoted without escapes, or double-quoted with escapes written differently
    /// from the emitter's (`\u` for every escape, sometimes for printable characters too).
    mutating func scalar(_ text: String) -> String {
        let plainSafe = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        } && text.unicodeScalars.allSatisfy { $0.value < 0xFFFE && !$0.properties.isDefaultIgnorableCodePoint }
        if plainSafe && chance(0.6) { return text }
        let singleSafe = text.unicodeScalars.allSatisfy { scalar in
            (scalar.value >= 0x20 && scalar.value < 0x7F) || (scalar.value >= 0xA0 && scalar.properties.generalCategory != .format
                && scalar.properties.generalCategory != .lineSeparator && scalar.properties.generalCategory != .paragraphSeparator
                && scalar.properties.generalCategory != .unassigned && scalar.properties.generalCategory != .privateUse
                && scalar.properties.generalCategory != .spaceSeparator)
        }
        if singleSafe && chance(0.3) { return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'" }
        let escapeAll = chance(0.3)
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                let printable = singleSafeScalar(scalar)
                if printable && !(escapeAll && !scalar.isASCII) {
                    out.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFFFF {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                }
            }
        }
        return out + "\""
    }

    private func singleSafeScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x20 && scalar.value < 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .spaceSeparator, .surrogate: return false
        default: return scalar.value != 0xFEFF
        }
    }

    static let widths = ["1.5", "2", "0.75", "fill", "1", "0.3333333333333333", "67.49450422476", "100", "1.0", "0.5"]

    /// One key of a row: a character key (its text alone or a mapping), a function key or a spacer.
    mutating func key(ids: [String], toggleTarget: String, functionKeys: inout [(action: KeyAction, label: String?)]) -> String? {
        let kind = number(0...9)
        switch kind {
        case 0...3:
            return uniqueScalar()
        case 4...6:
            let text = uniqueText()
            var fields = ["key: \(scalar(text))"]
            if chance(0.2) { fields.append("label: \(someScalar())") }
            if chance(0.2) { fields.append("shift: \(chance(0.4) ? scalar(text) : uniqueScalar())") }
            if chance(0.2) { fields.append("width: \(pick(Self.widths))") }
            if chance(0.25) { fields.append("pin: \(chance(0.7))") }
            if chance(0.25) {
                let group = pick(["g", "digits", "g 2", "é"])
                fields.append("group: \(scalar(group))")
            }
            if chance(0.15) { fields.append("spoken: \(spokenScalar())") }
            if chance(0.3) {
                let alternates = (0..<number(1...2)).map { _ in uniqueText() }
                if chance(0.5) {
                    fields.append("alternates: [\(alternates.map { scalar($0) }.joined(separator: ", "))]")
                } else if alternates.allSatisfy({ !$0.contains(" ") && !$0.contains("\t") && !$0.contains("\n") }) {
                    fields.append("alternates: \(scalar(alternates.joined(separator: " ")))")
                }
            }
            if chance(0.15) { fields.append("hint: \(someScalar())") }
            return "{" + fields.joined(separator: ", ") + "}"
        case 7...8:
            let actions: [(String, KeyAction)] = [
                ("shift", .shift), ("delete", .delete), ("space", .space), ("return", .returnKey), ("dismiss", .dismiss),
                ("switch", .switchKeyboard(to: pick(ids))), ("toggle-width", .toggleCharacterWidth(to: toggleTarget)),
            ]
            let (name, action) = pick(actions)
            var fields = ["action: \(name)"]
            switch action {
            case .switchKeyboard(let id), .toggleCharacterWidth(let id): fields.append("to: \(id)")
            default: break
            }
            var label: String?
            let labelKind = number(0...9)
            if labelKind >= 5 {
                label = labelKind <= 6 ? DefaultLabels.label(for: action, locale: nil)
                    : labelKind == 7 ? DefaultLabels.label(for: action, locale: pick(Self.locales)) : someText()
                if label?.isEmpty == false { fields.append("label: \(scalar(label!))") } else { label = nil }
            }
            if chance(0.3) { fields.append("width: \(pick(Self.widths))") }
            if chance(0.15) { fields.append("spoken: \(spokenScalar())") }
            functionKeys.append((action, label))
            return "{" + fields.joined(separator: ", ") + "}"
        default:
            return "{gap: \(pick(["0.5", "1", "0.25", "2"]))}"
        }
    }

    mutating func row(owner: String, ids: [String], toggleTarget: String) -> Row {
        var functionKeys: [(action: KeyAction, label: String?)] = []
        var items: [String] = []
        var keyCount = 0
        while keyCount == 0 || (items.count < number(2...6) && chance(0.8)) {
            guard let item = key(ids: ids, toggleTarget: toggleTarget, functionKeys: &functionKeys) else { continue }
            items.append(item)
            if !item.hasPrefix("{gap") { keyCount += 1 }
        }
        // By scalar: `'` before a combining mark is one Character, which `hasPrefix("'")` does not see.
        let simple = items.allSatisfy { item in !["{", "\"", "'"].contains(item.unicodeScalars.first ?? " ") }
        let yaml: String
        if simple && chance(0.5) {
            yaml = items.joined(separator: " ")
        } else if chance(0.2) {
            let group = pick(["g", "row", "h"])
            yaml = "{keys: [\(items.joined(separator: ", "))], group: \(scalar(group))}"
        } else {
            yaml = "[" + items.joined(separator: ", ") + "]"
        }
        return Row(yaml: yaml, functionKeys: functionKeys, owner: owner)
    }

    mutating func rows(owner: String, count: Int, ids: [String], toggleTarget: String) -> [Row] {
        (0..<count).map { _ in row(owner: owner, ids: ids, toggleTarget: toggleTarget) }
    }

    mutating func toolbar(ids: [String], toggleTarget: String, hasTitle: Bool) -> Toolbar {
        if chance(0.3) { return .none }
        var items: [String] = []
        for _ in 0..<number(0...2) {
            if chance(0.5) {
                items.append("{action: switch, to: \(pick(ids))\(chance(0.5) ? ", label: \(someScalar())" : "")}")
            } else {
                items.append("{action: toggle-width, to: \(toggleTarget)\(chance(0.5) ? ", label: \(someScalar())" : "")}")
            }
        }
        var done = chance(0.6)
        if !done && items.isEmpty && !hasTitle && chance(0.8) { done = true }
        return .declared(done: done, items: items)
    }

    mutating func variants(owner: String, rowCount: Int, ids: [String], toggleTarget: String) -> [Variant] {
        (0..<number(1...2)).map { _ in
            var conditions: [String] = []
            if chance(0.7) { conditions.append("device: \(pick(["pad", "phone"]))") }
            if conditions.isEmpty || chance(0.3) { conditions.append("minWidth: \(pick(["320", "700", "1024.5", "4096", "0xfffp-5", "1e3", "100.0001"]))") }
            if chance(0.5) {
                return Variant(conditions: conditions, rows: .whole(rows(owner: owner, count: number(1...3), ids: ids, toggleTarget: toggleTarget)))
            }
            let numbers = Array(Set((0..<number(1...2)).map { _ in number(1...rowCount) })).sorted()
            return Variant(conditions: conditions, rows: .numbered(numbers.map { ($0, row(owner: owner, ids: ids, toggleTarget: toggleTarget)) }))
        }
    }

    /// A set of keyboards: a chain of one to three that extend each other, two plain pages of each
    /// character width that keys switch to, and sometimes a number pad with a profile and a child of it.
    mutating func keyboards() -> [Keyboard] {
        usedTexts = []
        let chainLength = number(1...3)
        let chain = ["page-a", "page-b", "page-c"].prefix(chainLength)
        let width = chance(0.2) ? "full" : "half"
        let toggleTarget = width == "half" ? "full-page" : "half-page"
        let withPad = chance(0.2)
        var ids = Array(chain) + ["half-page", "full-page"]
        if withPad { ids += ["pad", "pad-child"] }
        var keyboards: [Keyboard] = []
        var rowCount = 0
        for (depth, id) in chain.enumerated() {
            var keyboard = Keyboard(id: id, file: id + ".yaml")
            let isBase = depth == 0
            if !isBase { keyboard.extends = depth == 2 && chance(0.2) ? chain[0] : chain[depth - 1] }
            if chance(isBase ? 0.5 : 0.35) { keyboard.title = someText() }
            if chance(isBase ? 0.6 : 0.45) { keyboard.locale = pick(Self.locales) }
            if isBase ? (width == "full" || chance(0.4)) : chance(0.1) { keyboard.characterWidth = width }
            if chance(0.35) { keyboard.shuffle = pick(ShufflePolicy.allCases.map(\.rawValue)) }
            if chance(0.2) { keyboard.screenReader = pick(ScreenReaderPolicy.allCases.map(\.rawValue)) }
            if !isBase && chance(0.1) { keyboard.profile = "none" }
            if chance(isBase ? 0.5 : 0.3) { keyboard.toolbar = toolbar(ids: ids, toggleTarget: toggleTarget, hasTitle: keyboard.title != nil) }
            // Row counts follow what the keyboard extended has: the chain's rows grow only with whole lists.
            let baseRowCount = keyboard.extends == chain[0] && depth == 2 ? keyboards[0].rowCountHint : rowCount
            if isBase || chance(0.25) {
                rowCount = number(1...4)
                keyboard.rows = .whole(rows(owner: id, count: rowCount, ids: ids, toggleTarget: toggleTarget))
            } else {
                rowCount = baseRowCount
                if chance(0.5) {
                    let numbers = Array(Set((0..<number(1...2)).map { _ in number(1...rowCount) })).sorted()
                    keyboard.rows = .numbered(numbers.map { ($0, row(owner: id, ids: ids, toggleTarget: toggleTarget)) })
                }
            }
            keyboard.rowCountHint = rowCount
            if chance(0.35) { keyboard.variants = variants(owner: id, rowCount: rowCount, ids: ids, toggleTarget: toggleTarget) }
            if chance(0.3) { keyboard.tests = tests(ids: ids) }
            keyboards.append(keyboard)
        }
        var half = Keyboard(id: "half-page", file: "half-page.yaml")
        half.characterWidth = chance(0.5) ? "half" : nil
        half.rows = .whole([Row(yaml: "[\(uniqueScalar()), {action: toggle-width, to: full-page}, {action: switch, to: page-a}]", functionKeys: [], owner: "half-page")])
        var full = Keyboard(id: "full-page", file: "full-page.yaml")
        full.characterWidth = "full"
        full.locale = chance(0.5) ? pick(Self.locales) : nil
        full.rows = .whole([Row(yaml: "[\(uniqueScalar()), {action: toggle-width, to: half-page}, {action: space}]", functionKeys: [(.space, nil)], owner: "full-page")])
        keyboards += [half, full]
        if withPad {
            var pad = Keyboard(id: "pad", file: "pad.yaml")
            pad.profile = "decimal-pad"
            pad.shuffle = "on-show"
            if chance(0.5) { pad.title = someText() }
            if chance(0.5) { pad.toolbar = Toolbar.none }
            pad.rows = .whole(["1 2 3", "4 5 6", "7 8 9", "[{key: \".\", pin: true}, \"0\", {action: delete}]"].map {
                Row(yaml: $0, functionKeys: $0.contains("delete") ? [(.delete, nil)] : [], owner: "pad")
            })
            var child = Keyboard(id: "pad-child", file: "pad-child.yaml")
            child.extends = "pad"
            if chance(0.6) { child.title = someText() }
            if chance(0.5) { child.locale = pick(Self.locales) }
            if chance(0.3) { child.toolbar = toolbar(ids: ids, toggleTarget: toggleTarget, hasTitle: child.title != nil) }
            if chance(0.3) { child.variants = [Variant(conditions: ["device: pad"], rows: .numbered([(4, Row(yaml: "[{key: \".\", pin: true}, \"0\", {action: delete, width: 2}]", functionKeys: [(.delete, nil)], owner: "pad-child"))]))] }
            keyboards += [pad, child]
        }
        // Files in another order than the chain, sometimes: a base need not come first.
        if chance(0.5) { keyboards.reverse() }
        return keyboards
    }

    mutating func tests(ids: [String]) -> [String] {
        (0..<number(1...2)).map { _ in
            var lines: [String] = []
            if chance(0.6) { lines.append("name: \(someScalar())") }
            var presses: [String] = []
            for _ in 0..<number(1...4) {
                let target = pick(ids)
                presses.append(pick(["<shift>", "<delete>", "<space>", "<return>", "<caps>", "<switch:\(target)>", "<long:a:b>", "q", "é", "a b"]))
            }
            if chance(0.5), presses.allSatisfy({ !$0.contains(" ") }) {
                lines.append("press: \(scalar(presses.joined(separator: " ")))")
            } else {
                lines.append("press: [\(presses.map { scalar($0) }.joined(separator: ", "))]")
            }
            lines.append("expect: \(chance(0.2) ? scalar("") : someScalar())")
            if chance(0.3) {
                let page = pick(ids)
                lines.append("page: \(page)")
            }
            return "{" + lines.joined(separator: ", ") + "}"
        }
    }

    // MARK: Writing

    /// The layout file of `keyboard`, as generated.
    func file(_ keyboard: Keyboard) -> String {
        var lines = ["keyboard: \(keyboard.id)"]
        if let extends = keyboard.extends { lines.append("extends: \(extends)") }
        if let title = keyboard.title { lines.append("title: \(quoted(title))") }
        if let locale = keyboard.locale { lines.append("locale: \(locale)") }
        if let width = keyboard.characterWidth { lines.append("characterWidth: \(width)") }
        if let shuffle = keyboard.shuffle { lines.append("shuffle: \(shuffle)") }
        if let screenReader = keyboard.screenReader { lines.append("screenReader: \(screenReader)") }
        if let profile = keyboard.profile { lines.append("profile: \(profile)") }
        if let toolbar = keyboard.toolbar { lines.append("toolbar: \(toolbar.yaml)") }
        switch keyboard.rows {
        case .whole(let rows)?:
            lines.append("rows:")
            lines += rows.map { "  - \($0.yaml)" }
        case .numbered(let rows)?:
            lines.append("rows:")
            lines += rows.map { "  \($0.0): \($0.1.yaml)" }
        case nil: break
        }
        if let variants = keyboard.variants {
            lines.append("variants:")
            for variant in variants {
                lines.append("  - " + variant.conditions.joined(separator: "\n    "))
                lines.append("    rows:")
                switch variant.rows {
                case .whole(let rows): lines += rows.map { "      - \($0.yaml)" }
                case .numbered(let rows): lines += rows.map { "      \($0.0): \($0.1.yaml)" }
                }
            }
        }
        if let repertoire = keyboard.repertoire { lines.append("repertoire: \(quoted(repertoire))") }
        if !keyboard.tests.isEmpty {
            lines.append("tests:")
            lines += keyboard.tests.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A double-quoted scalar, every non-ASCII or invisible scalar escaped (the generator's own way).
    func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value >= 0x20 && scalar.value < 0x7F {
                    out.unicodeScalars.append(scalar)
                } else {
                    let hex = String(scalar.value, radix: 16)
                    out += scalar.value <= 0xFFFF ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                        : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                }
            }
        }
        return out + "\""
    }

    // MARK: The oracle

    /// Every keyboard resolved as the format's documentation says: each field the file's or else its
    /// base's; rows whole or the base's with numbered ones replaced; variants inherited only with the rows;
    /// numbered variant rows replacing rows of the merged keyboard; the toolbar as declared (or inherited),
    /// given the merged title and locale; labels left to the merged locale where none is written.
    static func resolve(_ keyboards: [Keyboard]) -> [String: Resolved] {
        var byID: [String: Keyboard] = [:]
        for keyboard in keyboards { byID[keyboard.id] = keyboard }
        var resolved: [String: Resolved] = [:]
        func resolve(_ id: String) -> Resolved {
            if let done = resolved[id] { return done }
            let keyboard = byID[id]!
            let parent = keyboard.extends.map(resolve) ?? Resolved()
            var result = Resolved()
            result.title = keyboard.title ?? parent.title
            result.locale = keyboard.locale ?? parent.locale
            result.characterWidth = keyboard.characterWidth ?? parent.characterWidth
            result.shuffle = keyboard.shuffle ?? parent.shuffle
            result.screenReader = keyboard.screenReader ?? parent.screenReader
            result.profile = keyboard.profile.map { $0 == "none" ? nil : $0 } ?? parent.profile
            result.toolbar = keyboard.toolbar ?? parent.toolbar
            switch keyboard.rows {
            case .whole(let rows)?: result.rows = rows
            case .numbered(let replacements)?:
                result.rows = parent.rows
                for (number, row) in replacements where number <= result.rows.count { result.rows[number - 1] = row }
            case nil: result.rows = parent.rows
            }
            if keyboard.variants == nil && keyboard.rows == nil { result.variants = parent.variants }
            for variant in keyboard.variants ?? [] {
                switch variant.rows {
                case .whole(let rows): result.variants.append((variant.conditions, rows))
                case .numbered(let replacements):
                    var rows = result.rows
                    for (number, row) in replacements where number <= rows.count { rows[number - 1] = row }
                    result.variants.append((variant.conditions, rows))
                }
            }
            resolved[id] = result
            return result
        }
        for keyboard in keyboards { _ = resolve(keyboard.id) }
        return resolved
    }

    /// The standalone file of a keyboard resolved by the oracle: no `extends`, the rows as written where
    /// they were written, every field given.
    func oracleFile(_ keyboard: Keyboard, _ resolved: Resolved) -> String {
        var lines = ["keyboard: \(keyboard.id)"]
        if let title = resolved.title { lines.append("title: \(quoted(title))") }
        if let locale = resolved.locale { lines.append("locale: \(locale)") }
        lines.append("characterWidth: \(resolved.characterWidth)")
        lines.append("shuffle: \(resolved.shuffle)")
        lines.append("screenReader: \(resolved.screenReader)")
        if let profile = resolved.profile { lines.append("profile: \(profile)") }
        if let toolbar = resolved.toolbar { lines.append("toolbar: \(toolbar.yaml)") }
        lines.append("rows:")
        lines += resolved.rows.map { "  - \($0.yaml)" }
        if !resolved.variants.isEmpty {
            lines.append("variants:")
            for variant in resolved.variants {
                lines.append("  - " + variant.conditions.joined(separator: "\n    "))
                lines.append("    rows:")
                lines += variant.rows.map { "      - \($0.yaml)" }
            }
        }
        if let repertoire = keyboard.repertoire { lines.append("repertoire: \(quoted(repertoire))") }
        if !keyboard.tests.isEmpty {
            lines.append("tests:")
            lines += keyboard.tests.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
