@testable import KeyboardCompiler
import KeyboardRuntime
import Testing
import YAMLLoader

/// What a key types is declared once, by `Key.forEachText(typedOnly:shiftable:_:)`; the repertoire, the
/// team rules' `characters`, the rules about characters (``TextFields``) and the page summary all take it
/// from there. A text property added to `Key` fails these tests until the walk passes it to them all.
@Suite struct KeyTextsTests {
    /// The runtime's text properties of a key that it shows or says rather than types.
    static let untypedProperties: Set<String> = [
        "Key.label", "Key.group", "Key.extras.values.spokenName", "Key.extras.values.hint", "Key.extras.values.shiftedSpokenName",
    ]

    /// A character key with every field set, each text a distinct letter followed by `mark` (nothing, or a
    /// combining mark that makes each text one the summary records).
    static func keyWithEveryText(mark: String = "") -> Key {
        func text(_ letter: String) -> String { letter + mark }
        return Key(
            action: .insert(text("a")), label: text("b"), shiftedText: text("A"), width: .units(2), isPinned: true, group: text("g"),
            spokenName: text("s"), alternates: [text("c"), text("d")], shiftedAlternates: [text("C"), text("D")], hint: text("h"),
            flick: FlickTexts(left: text("l"), up: text("u"), right: text("r"), down: text("w")), capsText: text("K"),
            shiftedSpokenName: text("S"))
    }

    /// The texts of `key`'s text properties, found by reflection, with each property's path.
    static func textProperties(of key: Key) -> [(path: String, text: String)] {
        var found: [(path: String, text: String)] = []
        collect(key, path: "Key", into: &found)
        return found
    }

    @Test func theKeyHoldsEveryField() {
        // Every optional of the key and its extras is set, so that reflection sees a field added later.
        var unset: [String] = []
        Self.unsetOptionals(of: Self.keyWithEveryText(), path: "Key", into: &unset)
        #expect(unset.isEmpty, "keyWithEveryText leaves \(unset) unset")
        // And passes every kind of text the walk knows.
        var kinds: [Key.TextKind] = []
        Self.keyWithEveryText().forEachText { kind, _ in kinds.append(kind) }
        #expect(Set(kinds) == Set(Key.TextKind.allCases))
    }

    @Test func everyTypedTextReachesEveryList() {
        let key = Self.keyWithEveryText()
        let properties = Self.textProperties(of: key)
        let typed = properties.filter { !Self.untypedProperties.contains($0.path) }.map(\.text)
        #expect(Set(properties.map(\.text)).count == properties.count, "the texts are distinct")

        // The declaration: every text, the typed ones alone, the typed ones of a page that cannot shift.
        var all: [(Key.TextKind, String)] = []
        key.forEachText { kind, text in all.append((kind, text)) }
        #expect(all.map(\.1).sorted() == properties.map(\.text).sorted())
        #expect(all.map { $0.0 } == all.map { $0.0 }.sorted { Key.TextKind.allCases.firstIndex(of: $0)! < Key.TextKind.allCases.firstIndex(of: $1)! })
        let walked = all.filter { $0.0.isTyped }.map(\.1)
        #expect(walked.sorted() == typed.sorted())
        var typedOnly: [String] = []
        key.forEachText(typedOnly: true) { _, text in typedOnly.append(text) }
        #expect(typedOnly == walked)
        var unshifted: [String] = []
        key.forEachText(typedOnly: true, shiftable: false) { _, text in unshifted.append(text) }
        #expect(unshifted == all.filter { $0.0.isTyped && !$0.0.isShifted }.map(\.1))

        // The repertoire: the same texts in the same order; and the characters of a page with a shift key.
        #expect(KeyboardRepertoire.typedTexts(of: key, shiftable: true) == walked)
        #expect(KeyboardRepertoire.typedTexts(of: key, shiftable: false) == unshifted)
        let layout = KeyboardLayout(id: "k", rows: [KeyRow(keys: [key, Key(action: .shift, label: "⇧")])])
        #expect(KeyboardRepertoire.characters(typableFrom: "k", among: [layout]) == Set(typed.map { Character($0) }))

        // The team rules' `characters`.
        var teamRuleTexts: [String] = []
        layout.forEachKey { _, _, key in PageFacts.forEachText(typedBy: key) { teamRuleTexts.append($0) } }
        #expect(teamRuleTexts == walked)
        let page = ResolvedPage(ResolvedKeyboard(
            layout: layout, file: "k.yaml", positions: LayoutPositions(document: SourcePosition(line: 1, column: 1)), isComplete: true,
            declaration: KeyboardDeclaration(repertoire: nil)))
        var facts = PageFacts()
        #expect(Set(facts.characters(of: page).texts) == Set(typed))

        // The rules about characters: the typed walk, and the typed fields of the whole walk.
        var fieldTexts: [String] = []
        TextFields.forEachTyped(in: layout) { _, text, _ in fieldTexts.append(text) }
        #expect(fieldTexts == walked)
        var everyField: [String] = []
        TextFields.forEach(in: layout, repertoire: nil) { _, text, place in
            if place == .key(row: 0, index: 0) { everyField.append(text) }
        }
        #expect(everyField == all.map(\.1))
    }

    @Test func aFunctionKeyTypesNone() {
        var key = Self.keyWithEveryText()
        key.action = .delete
        let layout = KeyboardLayout(id: "k", rows: [KeyRow(keys: [key])])
        #expect(KeyboardRepertoire.typedTexts(of: key, shiftable: true).isEmpty)
        var teamRuleTexts: [String] = []
        layout.forEachKey { _, _, key in PageFacts.forEachText(typedBy: key) { teamRuleTexts.append($0) } }
        #expect(teamRuleTexts.isEmpty)
        // The rules about characters still check the texts it holds.
        var fieldTexts: [String] = []
        TextFields.forEachTyped(in: layout) { _, text, _ in fieldTexts.append(text) }
        var walked: [String] = []
        key.forEachText(typedOnly: true) { _, text in walked.append(text) }
        #expect(fieldTexts == walked && !walked.isEmpty)
        #expect(KeyboardRepertoire.typedTexts(of: Key(action: .space, label: "space"), shiftable: true) == [" "])
    }

    private static func collect(_ value: Any, path: String, into found: inout [(path: String, text: String)]) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum {
            if let payload = mirror.children.first { collectValue(payload.value, path: path + "." + (payload.label ?? "?"), into: &found) }
            return
        }
        for child in mirror.children {
            guard let label = child.label else { continue }
            collectValue(child.value, path: path + "." + label, into: &found)
        }
    }

    private static func collectValue(_ value: Any, path: String, into found: inout [(path: String, text: String)]) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            if let some = mirror.children.first { collectValue(some.value, path: path, into: &found) }
            return
        }
        switch value {
        case let text as String: found.append((path, text))
        case let texts as [String]: found += texts.map { (path, $0) }
        default:
            let style = mirror.displayStyle
            if style == .class || style == .struct || style == .enum { collect(value, path: path, into: &found) }
        }
    }

    private static func unsetOptionals(of value: Any, path: String, into unset: inout [String]) {
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            var inner = child.value
            let mirror = Mirror(reflecting: inner)
            if mirror.displayStyle == .optional {
                guard let some = mirror.children.first else {
                    unset.append(path + "." + label)
                    continue
                }
                inner = some.value
            }
            let style = Mirror(reflecting: inner).displayStyle
            if style == .class || style == .struct { unsetOptionals(of: inner, path: path + "." + label, into: &unset) }
        }
    }
}
