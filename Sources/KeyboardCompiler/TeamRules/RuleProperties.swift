import KeyboardRuntime

/// The registry of what team rules can read: adding a field to the layout format is adding its line here
/// (``TeamRuleVocabularyTests`` fails until it is). Page properties come first, then key properties.
enum RuleProperties {
    /// Every property, by scope: the page's, then each key's.
    static let all: [RuleProperty] = page + key

    /// The properties of a page.
    static let page: [RuleProperty] = [
        RuleProperty("keyboard", .pattern, field: "keyboard", "The keyboard's id; a pattern such as `pin-*` selects several.", .page { page, _ in .text(page.layout.id) }),
        RuleProperty("file", .pattern, field: nil, "The keyboard's file, relative to the folder of `kbc-config.yaml`; `**` crosses folders: `Banking/**`.", .page { page, _ in .text(page.file) }),
        RuleProperty(field: "extends", of: fields, .page { page, _ in page.baseID.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "replaces", of: fields, .page { page, _ in page.declaration.replaces.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "title", of: fields, .page { page, _ in page.layout.title.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "locale", of: fields, .page { page, _ in page.layout.locale.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "characterWidth", of: fields, .page { page, _ in .text(page.layout.characterWidth.rawValue) }),
        RuleProperty(field: "profile", of: fields, .page { page, _ in page.declaration.profile.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "shuffle", of: fields, .page { page, _ in .text(page.layout.shufflePolicy.rawValue) }),
        RuleProperty(field: "screenReader", of: fields, .page { page, _ in .text(page.layout.screenReaderPolicy.rawValue) }),
        RuleProperty(field: "direction", of: fields, .page { page, _ in .text(page.layout.direction.rawValue) }),
        RuleProperty(field: "repeatedKeys", of: fields, .page { page, _ in .text(page.declaration.allowsRepeatedKeys ? "allowed" : "refused") }),
        RuleProperty(field: "compose", of: fields, .page { page, _ in page.layout.composition?.script.map { .text($0.rawValue) } ?? .absent }),
        RuleProperty(field: "transforms", of: fields, .page { page, _ in
            guard let transforms = page.layout.composition?.transforms, !transforms.isEmpty else { return .absent }
            return .items(transforms.map(\.sequence))
        }),
        RuleProperty(field: "theme", of: fields, .page { page, _ in .text(page.layout.theme?.id ?? "default") }),
        RuleProperty(field: "keyPreview", of: fields, .page { page, _ in .flag(page.layout.resolvedTheme.keyPreview) }),
        RuleProperty(field: "pressedHighlight", of: fields, .page { page, _ in .text(page.layout.resolvedTheme.pressedHighlight.rawValue) }),
        RuleProperty(field: "repertoire", of: fields, .page { page, _ in page.declaration.repertoire.map(RuleValue.text) ?? .absent }),
        RuleProperty("length", .number, field: "length", "The `length` of a page whose `min` equals its `max` (`length: 6`); `[length]` requires any length.", .page { page, _ in
            guard let length = page.layout.inputLength else { return .absent }
            return length.maximum == length.minimum ? .number(Double(length.minimum)) : .text("\(length.minimum)...\(length.maximum.map(String.init) ?? "")")
        }),
        RuleProperty(field: "min", of: LayoutFormat.lengthFields, as: "length.min", kind: .number, .page { page, _ in page.layout.inputLength.map { .number(Double($0.minimum)) } ?? .absent }),
        RuleProperty(field: "max", of: LayoutFormat.lengthFields, as: "length.max", kind: .number, .page { page, _ in page.layout.inputLength?.maximum.map { .number(Double($0)) } ?? .absent }),
        RuleProperty(field: "complete", of: LayoutFormat.lengthFields, as: "length.complete", .page { page, _ in page.layout.inputLength.map { .text($0.completion.rawValue) } ?? .absent }),
        RuleProperty("toolbar", .boolean, field: "toolbar", "Whether the page has a toolbar.", .page { page, _ in .flag(page.layout.toolbar != nil) }),
        RuleProperty(field: "done", of: LayoutFormat.toolbarFields, as: "toolbar.done", .page { page, _ in .flag(page.layout.toolbar?.hasDone ?? false) }),
        RuleProperty(field: "device", of: LayoutFormat.variantFields, .page { page, _ in page.variantIndex == nil ? .absent : .text(page.setting.device.rawValue) }),
        RuleProperty(field: "minWidth", of: LayoutFormat.variantFields, kind: .number, .page { page, _ in page.variantIndex == nil || page.setting.width == 0 ? .absent : .number(page.setting.width) }),
        RuleProperty("variant", .boolean, field: nil, "Whether the page is one of a keyboard's `variants` (`false`: its own rows).", .page { page, _ in .flag(page.variantIndex != nil) }),
        RuleProperty("rowCount", .number, field: "rows", "The number of rows.", .page { page, _ in .number(Double(page.layout.rows.count)) }),
        RuleProperty("keyCount", .number, field: "rows", "The number of keys, function keys included.", .page { page, _ in .number(Double(page.layout.rows.reduce(0) { $0 + $1.keys.count })) }),
        RuleProperty("rowShape", .text, field: "rows", "The number of keys of each row, top to bottom, separated by spaces: `3 3 3 3` for a phone pad.", .page { page, _ in
            // Written straight into one text: a list of texts joined cost twice as much, on every page.
            var shape = ""
            for row in page.layout.rows {
                if !shape.isEmpty { shape += " " }
                shape += String(row.keys.count)
            }
            return .text(shape)
        }),
        RuleProperty("largestShuffleGroup", .number, field: "rows", "The number of keys in the largest shuffle group (the keys neither pinned nor function keys with the same `group`, or none): how many places a shuffle moves a key among; `1` or `0` when nothing can move.", .page { page, _ in
            // A short list: a page has the default group and a few named ones.
            var groups: [(name: String?, count: Int)] = []
            page.layout.forEachKey { _, _, key in
                guard key.isMovable else { return }
                if let index = groups.firstIndex(where: { $0.name == key.group }) { groups[index].count += 1 } else { groups.append((key.group, 1)) }
            }
            return .number(Double(groups.map(\.count).max() ?? 0))
        }),
        RuleProperty("keys", .items(splitsIntoCharacters: false), field: "rows", "The texts of the character keys: `[\"0\", \"00\"]`, or as a row string `0 1 2`.", .page { page, facts in .items(facts.keyTexts(of: page)) }),
        RuleProperty("characters", .items(splitsIntoCharacters: true), field: "rows", "Every character the page types (shifted, caps, alternates, flicks and what `transforms` and `compose` give included), as a text: `0123456789`.", .page { page, facts in .textSet(facts.characters(of: page)) }),
        RuleProperty("actions", .items(splitsIntoCharacters: false), field: "rows", "The actions of the function keys and of the toolbar's items (`switch`, `toggle-width`; Done is `toolbar.done`): `[delete, return]`.", .page { page, facts in .items(facts.actions(of: page)) }),
        RuleProperty(field: "tests", of: fields, .page { page, _ in .number(Double(page.declaration.tests.count)) }),
    ]

    /// The properties of a key.
    static let key: [RuleProperty] = [
        RuleProperty("kind", .choice(["character", "function"]), field: nil, "`character` for a key that types text, `function` for the others.", .key { key, _, _ in .text(key.insertedText == nil ? "function" : "character") }),
        RuleProperty(field: "key", of: LayoutFormat.characterKeyFields, .key { key, _, _ in key.insertedText.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "action", of: LayoutFormat.functionKeyFields, .key { key, _, _ in actionName(key.action).map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "to", of: LayoutFormat.functionKeyFields, .key { key, _, _ in key.targetKeyboardID.map(RuleValue.text) ?? .absent }),
        RuleProperty("row", .number, field: nil, "The key's row, from 1 at the top.", .key { _, row, _ in .number(Double(row + 1)) }),
        RuleProperty("column", .number, field: nil, "The key's place in its row, from 1 at the start of the row (in reading order).", .key { _, _, index in .number(Double(index + 1)) }),
        RuleProperty(field: "label", of: LayoutFormat.characterKeyFields, .key { key, _, _ in .text(key.label) }),
        RuleProperty(field: "shift", of: LayoutFormat.characterKeyFields, .key { key, _, _ in key.shiftedText.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "caps", of: LayoutFormat.characterKeyFields, .key { key, _, _ in key.capsText.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "width", of: LayoutFormat.characterKeyFields, kind: .number, .key { key, _, _ in
            if case .units(let units) = key.width { return .number(units) }
            return .text("fill")
        }),
        RuleProperty(field: "pin", of: LayoutFormat.characterKeyFields, .key { key, _, _ in .flag(key.isPinned) }),
        RuleProperty(field: "group", of: LayoutFormat.characterKeyFields, .key { key, _, _ in key.group.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "spoken", of: LayoutFormat.characterKeyFields, .key { key, _, _ in key.spokenName.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "shiftSpoken", of: LayoutFormat.characterKeyFields, .key { key, _, _ in key.shiftedSpokenName.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "alternates", of: LayoutFormat.characterKeyFields, .key { key, _, _ in key.alternates.isEmpty ? .absent : .items(key.alternates) }),
        RuleProperty(field: "hint", of: LayoutFormat.characterKeyFields, .key { key, _, _ in key.hint.map(RuleValue.text) ?? .absent }),
        RuleProperty(field: "flick", of: LayoutFormat.characterKeyFields, .key { key, _, _ in
            guard let flick = key.flick else { return .absent }
            return .items(flick.directions.compactMap { flick[$0] })
        }),
    ]

    /// The format's fields that are not properties: what rules read of them is another property
    /// (`rows` as `keys`, `rowShape`…; `variants` as `device`), or they say nothing a rule could ask.
    static let notProperties: Set<String> = ["rows", "variants", "keys", "toolbar.items", "gap"]

    private static var fields: [FormatField] { LayoutFormat.keyboardFields }

    /// The property named `name`.
    static func named(_ name: String) -> RuleProperty? {
        all.first { $0.name == name }
    }

    /// The word the format writes for a function key's action; `nil` for a character key.
    static func actionName(_ action: KeyAction) -> String? {
        FunctionKeyAction(action)?.rawValue
    }
}
