@testable import KeyboardCompiler
import KeyboardRuntime
import Testing
import YAMLLoader

/// Every field of the format that holds text, and every text property of the runtime's values, is walked
/// by ``TextFields/forEach(in:repertoire:_:)`` (and so by every rule about characters) or exempted here
/// with the reason: a field added later fails this test until it is one or the other.
@Suite struct TextFieldCoverageTests {
    /// The format's text fields, by mapping and name, that the walk covers, and the ``TextField`` that does.
    static let checkedFormatFields: [String: TextField] = [
        "keyboard.title": .title, "keyboard.repertoire": .repertoire,
        "row.group": .group,
        "characterKey.key": .key, "characterKey.label": .label, "characterKey.shift": .shift, "characterKey.group": .group,
        "characterKey.spoken": .spoken, "characterKey.alternates": .alternate, "characterKey.hint": .hint,
        "characterKey.caps": .caps, "characterKey.shiftSpoken": .shiftSpoken,
        "functionKey.label": .label, "functionKey.spoken": .spoken,
        "toolbarItem.label": .toolbarItemLabel, "toolbarItem.spoken": .toolbarItemSpoken,
    ]

    /// Text fields the walk does not cover, each with why.
    static let exemptFormatFields: [String: String] = [
        "variant.minWidth": "a number of points, read by ScalarSyntax; never generated as text",
        "test.name": "names a test in its failure message; never generated or typed",
        "test.expect": "compared with what the keys type, scalar by scalar (KBC0501); never generated",
    ]

    /// The runtime's text properties (found by reflection on fully populated values) the walk covers.
    static let checkedRuntimeProperties: Set<String> = [
        "KeyboardLayout.title", "Key.action.insert", "Key.label", "Key.shiftedText", "Key.group",
        "Key.extras.values.spokenName", "Key.extras.values.alternates", "Key.extras.values.shiftedAlternates", "Key.extras.values.hint",
        "Key.extras.values.flick.left", "Key.extras.values.flick.up", "Key.extras.values.flick.right", "Key.extras.values.flick.down",
        "Key.extras.values.capsText", "Key.extras.values.shiftedSpokenName", "KeyboardLayout.composition.transforms.result", "KeyboardLayout.composition.transforms.sequence",
        "KeyboardToolbarItem.label", "KeyboardToolbarItem.spokenName",
    ]

    /// Runtime text properties the walk does not cover, each with why.
    static let exemptRuntimeProperties: [String: String] = [
        "KeyboardLayout.id": "a keyboard id: ASCII letters, digits and '-' (KBC0103)",
        "KeyboardLayout.locale": "a BCP 47 tag: ASCII letters, digits and '-' (KBC0104)",
        "Key.action.switchKeyboard.to": "a keyboard id",
        "Key.action.toggleCharacterWidth.to": "a keyboard id",
        "KeyboardToolbarItem.action.switchKeyboard.to": "a keyboard id",
        "KeyboardToolbarItem.action.toggleCharacterWidth.to": "a keyboard id",
        "KeyboardToolbar.title": "always the layout's title, walked as such",
    ]

    @Test func everyTextFieldOfTheFormatIsCheckedOrExempt() {
        let mappings: [(String, [FormatField])] = [
            ("keyboard", LayoutFormat.keyboardFields), ("variant", LayoutFormat.variantFields), ("test", LayoutFormat.testFields),
            ("toolbar", LayoutFormat.toolbarFields), ("toolbarItem", LayoutFormat.toolbarItemFields), ("row", LayoutFormat.rowFields),
            ("characterKey", LayoutFormat.characterKeyFields), ("functionKey", LayoutFormat.functionKeyFields), ("spacer", LayoutFormat.spacerFields),
        ]
        var seen: Set<String> = []
        for (mapping, fields) in mappings {
            for field in fields {
                // `.keys` holds texts too where it is not a row's keys: a key's alternates.
                guard field.type == .text || (field.type == .keys && mapping != "row") else { continue }
                let name = "\(mapping).\(field.name)"
                seen.insert(name)
                let checked = Self.checkedFormatFields[name]
                #expect(checked != nil || Self.exemptFormatFields[name] != nil, "the text field \(name) is neither walked by TextFields nor exempted")
                if let checked { #expect(checked.formatName == field.name, "\(name) is located at '\(checked.formatName)'") }
            }
        }
        // Nothing listed here that the format no longer has.
        #expect(Set(Self.checkedFormatFields.keys).union(Self.exemptFormatFields.keys) == seen)
        // A key's flick texts are the values of its `flick` mapping, transform sequences and results the keys and values of `transforms`.
        for direction in LayoutFormat.flickFields { #expect(direction.type == .text) }
        #expect(LayoutFormat.characterKeyFields.contains { $0.name == TextField.flick.formatName })
        #expect(LayoutFormat.keyboardFields.contains { $0.name == TextField.transform.formatName && $0.type == .textMapping })
        // Every case of TextField stands for some field; shifted alternates are derived from `alternates`.
        #expect(Set(Self.checkedFormatFields.values).union([.shiftedAlternate, .flick, .transform, .transformSequence]) == Set(TextField.allCases))
    }

    @Test func everyTextPropertyOfTheRuntimeIsCheckedOrExempt() {
        let key = Key(
            action: .insert("a"), label: "b", shiftedText: "A", group: "g", spokenName: "s", alternates: ["c"], shiftedAlternates: ["C"], hint: "h",
            flick: FlickTexts(left: "l", up: "u", right: "r", down: "d"), capsText: "Ａ", shiftedSpokenName: "S")
        let item = KeyboardToolbarItem(action: .switchKeyboard(to: "k"), label: "L", placement: .leading, spokenName: "S")
        var layout = KeyboardLayout(id: "k", title: "T", locale: "en", toolbar: KeyboardToolbar(title: "T", items: [item]), rows: [KeyRow(keys: [key])])
        layout.variants = [LayoutVariant(device: .pad, minimumWidth: 600, rows: [KeyRow(keys: [key])])]
        layout.composition = TextComposition(script: .hangul, transforms: [TextTransform("'e", "é")])
        var found: Set<String> = []
        Self.collectTexts(of: layout, path: "KeyboardLayout", into: &found)
        Self.collectTexts(of: key, path: "Key", into: &found)
        Self.collectTexts(of: Key(action: .switchKeyboard(to: "k"), label: "x"), path: "Key", into: &found)
        Self.collectTexts(of: Key(action: .toggleCharacterWidth(to: "k"), label: "x"), path: "Key", into: &found)
        Self.collectTexts(of: item, path: "KeyboardToolbarItem", into: &found)
        Self.collectTexts(of: KeyboardToolbarItem(action: .toggleCharacterWidth(to: "k"), label: "x", placement: .leading), path: "KeyboardToolbarItem", into: &found)
        Self.collectTexts(of: KeyboardToolbar(title: "T"), path: "KeyboardToolbar", into: &found)
        for property in found {
            #expect(Self.checkedRuntimeProperties.contains(property) || Self.exemptRuntimeProperties[property] != nil,
                    "the runtime's text property \(property) is neither walked by TextFields nor exempted")
        }
        #expect(Self.checkedRuntimeProperties.union(Self.exemptRuntimeProperties.keys) == found)
    }

    @Test func theWalkVisitsEveryCheckedField() {
        let key = Key(
            action: .insert("a"), label: "b", shiftedText: "A", group: "g", spokenName: "s", alternates: ["c"], shiftedAlternates: ["C"], hint: "h",
            flick: FlickTexts(up: "u"), capsText: "Ａ", shiftedSpokenName: "S")
        let item = KeyboardToolbarItem(action: .switchKeyboard(to: "k"), label: "L", placement: .leading, spokenName: "S")
        var layout = KeyboardLayout(id: "k", title: "T", toolbar: KeyboardToolbar(title: "T", items: [item]), rows: [KeyRow(keys: [key])])
        layout.composition = TextComposition(transforms: [TextTransform("'e", "é")])
        var visited: Set<TextField> = []
        TextFields.forEach(in: layout, repertoire: "a") { field, _, _ in visited.insert(field) }
        #expect(visited == Set(TextField.allCases))

        // The typed walk is the same walk without the fields that are not typed, in the same order.
        var all: [String] = []
        TextFields.forEach(in: layout, repertoire: "a") { field, text, place in
            if field.isTyped { all.append("\(field) \(text) \(place)") }
        }
        var typed: [String] = []
        TextFields.forEachTyped(in: layout) { field, text, place in typed.append("\(field) \(text) \(place)") }
        #expect(typed == all)
        #expect(Set(typed.map { String($0.prefix { $0 != " " }) }) == Set(TextField.allCases.filter(\.isTyped).map { "\($0)" }))
    }

    /// Adds the paths of the `String`, `String?` and `[String]` properties of `value`, and of the values
    /// nested in it (keys in rows, toolbar items, a key's extras, an action's payload).
    private static func collectTexts(of value: Any, path: String, into found: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum {
            guard let payload = mirror.children.first else { return }
            let name = path + "." + (payload.label ?? "?")
            if payload.value is String { found.insert(name) } else { collectTexts(of: payload.value, path: name, into: &found) }
            return
        }
        for child in mirror.children {
            guard let label = child.label else { continue }
            let name = path + "." + label
            // A nil optional holds nothing, and `nil is String?` would hold for any optional.
            var value = child.value
            let inner = Mirror(reflecting: value)
            if inner.displayStyle == .optional {
                guard let some = inner.children.first else { continue }
                value = some.value
            }
            switch value {
            case let rows as [KeyRow]: for row in rows { for key in row.keys { collectTexts(of: key, path: "Key", into: &found) } }
            case let items as [KeyboardToolbarItem]: for item in items { collectTexts(of: item, path: "KeyboardToolbarItem", into: &found) }
            case let variants as [LayoutVariant]: for variant in variants { collectTexts(of: variant, path: "LayoutVariant", into: &found) }
            case let transforms as [TextTransform]: for transform in transforms { collectTexts(of: transform, path: name, into: &found) }
            case let toolbar as KeyboardToolbar: collectTexts(of: toolbar, path: "KeyboardToolbar", into: &found)
            case is String, is [String]: found.insert(name)
            default:
                // Boxes (a key's extras), structs and enums with payloads (actions) are looked into.
                let style = Mirror(reflecting: value).displayStyle
                if style == .class || style == .struct || style == .enum || style == .tuple {
                    collectTexts(of: value, path: name, into: &found)
                }
            }
        }
    }
}
