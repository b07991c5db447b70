@testable import KeyboardCompiler
import KeyboardRuntime
import Testing
import YAMLLoader

/// U+FDD0, which a Swift string literal cannot spell.
private let noncharacter = String(Unicode.Scalar(0xFDD0)!)

/// The validator skips the rules that say they find nothing in a keyboard so summarized
/// (``ValidationRule/findsNothing(in:)``): that must change no finding.
@Suite struct KeyboardSummaryTests {
    /// Texts for keys, mostly printable ASCII, with one of each kind of character the skipped rules report.
    private static let texts = [
        "a", "Q", "1", "~", "ab", " ", "Done", "a", "b", "7", "é", "\u{200B}", noncharacter, "\u{E000}", "Ａ", "\u{7}", "\u{7F}",
        "\u{0378}", "👍",
        "e\u{301}", "\u{E9}", "e\u{301}", "\u{E9}", "\u{FE8F}", "\u{1100}", "ㅂ", "ㅈ", "ㄷ", "ㄱ", "ㅅ", "호", "，",
        "ㅏ", "ㅣ", "´",
    ]
    private static let asciiCount = 10

    @Test func skippingChangesNoFinding() {
        var generator = Generator(seed: 0x6B_6263)
        let rules = ValidationRules.all
        // For each rule, how many keyboards it was skipped on and how many findings it had on the others.
        var skipped = [Int](repeating: 0, count: rules.count)
        var findings = [Int](repeating: 0, count: rules.count)
        for _ in 0..<600 {
            let keyboard = Self.randomKeyboard(using: &generator)
            let context = ValidationContext(keyboards: [keyboard])
            let summary = KeyboardSummary(keyboard.layout, repertoire: keyboard.declaration.repertoire)
            var everyRule: [Diagnostic] = []
            for (index, rule) in rules.enumerated() {
                let before = everyRule.count
                rule.check(keyboard, in: context, into: &everyRule)
                if rule.findsNothing(in: summary) {
                    skipped[index] += 1
                    #expect(everyRule.count == before, "\(type(of: rule)) skipped a keyboard it has findings on")
                } else {
                    findings[index] += everyRule.count - before
                }
            }
            var validated: [Diagnostic] = []
            KeyboardValidator(context: context).validate(keyboard, into: &validated)
            #expect(validated == everyRule)
        }
        // Every rule that skips was exercised both ways: skipped on some keyboards, finding on others.
        for index in rules.indices where skipped[index] > 0 {
            #expect(skipped[index] > 20, "\(type(of: rules[index])) was skipped on \(skipped[index]) keyboards")
            #expect(findings[index] > 5, "\(type(of: rules[index])) found \(findings[index]) problems")
        }
        #expect(skipped.filter { $0 > 0 }.count == 18)
    }

    /// The summary finds its facts in a loop of its own; they are those of the one walk over every text
    /// (``TextFields``), on random keyboards and on every layout, example and fixture.
    @Test func factsAreThoseOfTheWalkOverEveryText() {
        var generator = Generator(seed: 0x7465_7874)
        for _ in 0..<2000 {
            let keyboard = Self.randomKeyboard(using: &generator)
            Self.expectFactsOfTheWalk(keyboard.layout, repertoire: keyboard.declaration.repertoire)
        }
        let folders = [
            TestPaths.layouts, TestPaths.repository + "/Examples/Layouts", TestPaths.codeFixtures, TestPaths.testsFolder + "/Fixtures/FixIts",
        ]
        var pages = 0
        for folder in folders {
            for keyboard in LayoutCompiler().compile(paths: [folder]).keyboards {
                Self.expectFactsOfTheWalk(keyboard.layout, repertoire: keyboard.declaration.repertoire)
                pages += 1
            }
        }
        #expect(pages > 100)
        // What the fixtures and the random keyboards lack: a function key with a shift text, a key whose
        // shift text is its text, a group on a function key, texts equal only canonically (the walk
        // passes neither such a shift text nor such a key's group again), a blank key, and a key with
        // every text field.
        let keys = [
            Key(action: .delete, label: "⌫", shiftedText: "x", group: "g"), Key(action: .insert("a"), label: "a", shiftedText: "a"),
            Key(action: .insert("b"), label: "b", group: "g"), Key(action: .space, label: "space", isPinned: true),
            Key(action: .insert("\u{E9}"), label: "\u{E9}", shiftedText: "e\u{301}", group: "\u{E9}"),
            Key(action: .insert("c"), label: "c", shiftedText: "C", group: "e\u{301}"),
            Key(action: .insert("\u{A0}"), label: "\u{A0}"),
            // Every text a key holds, each one NFC may change, so each must be noted once (the walk takes
            // its key texts from `Key.forEachText`, the one declaration of them).
            KeyTextsTests.keyWithEveryText(mark: "\u{301}"), KeyTextsTests.keyWithEveryText(),
        ]
        for count in 0...keys.count {
            Self.expectFactsOfTheWalk(KeyboardLayout(id: "k", rows: [KeyRow(keys: Array(keys.prefix(count)))]), repertoire: nil)
            Self.expectFactsOfTheWalk(KeyboardLayout(id: "k", rows: [KeyRow(keys: Array(keys.suffix(count)))]), repertoire: "ab")
        }
    }

    /// Expects the summary of `layout` to hold the facts found through ``TextFields/forEach(in:repertoire:_:)``.
    private static func expectFactsOfTheWalk(_ layout: KeyboardLayout, repertoire: String?, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var facts = KeyboardSummary(KeyboardLayout(id: "empty", rows: []))
        var keyTextPlace: TextPlace?
        TextFields.forEach(in: layout, repertoire: repertoire) { field, text, place in
            facts.textFields.insert(field)
            switch field {
            case .repertoire:
                facts.repertoireText.note(text)
                return
            case .key:
                facts.longestKeyText = max(facts.longestKeyText, text.utf8.count)
                keyTextPlace = place
            case .label:
                // The walk gives a key's label only when it differs from the key's text, just after it.
                if place == keyTextPlace { facts.hasKeyLabelledOtherwise = true }
            default: break
            }
            facts.text.note(text)
        }
        // The facts that are not about text, read plainly.
        let keys = layout.rows.flatMap(\.keys)
        facts.hasKeyboardTargets = keys.contains { $0.action.targetKeyboardID != nil }
            || (layout.toolbar?.items.contains { $0.action.targetKeyboardID != nil } ?? false)
        facts.hasTwoMovableKeysInDefaultGroup = keys.filter { $0.group == nil && $0.isMovable }.count >= 2
        facts.hasBlankKey = keys.contains { key in
            guard case .insert = key.action else { return false }
            return key.label.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
        }
        facts.composes = layout.composition != nil
        facts.isRightToLeft = layout.direction == .rightToLeft
        #expect(KeyboardSummary(layout, repertoire: repertoire) == facts, "\(layout.id)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        "text", "label", "shift", "group", "alternate", "shifted alternate", "hint", "spoken", "title", "toolbar label", "toolbar spoken",
        "flick", "caps", "shift spoken", "transform",
    ])
    func everyTextCountsForPrintableASCII(_ field: String) {
        var key = Key(action: .insert("a"), label: "a", shiftedText: "A", group: "g", spokenName: "a", alternates: ["b"], shiftedAlternates: ["B"], hint: "1")
        var layout = KeyboardLayout(id: "k", title: "Title", rows: [KeyRow(keys: [key])])
        #expect(KeyboardSummary(layout).text.isPrintableASCII)
        switch field {
        case "text": key.action = .insert("é")
        case "label": key.label = "\u{200B}"
        case "shift": key.shiftedText = "É"
        case "group": key.group = noncharacter
        case "alternate": key.alternates = ["b", "\u{7}"]
        case "shifted alternate": key.shiftedAlternates = ["B", "Ａ"]
        case "hint": key.hint = "\u{E000}"
        case "spoken": key.spokenName = "\u{7F}"
        case "flick": key.flick = FlickTexts(up: "\u{200B}")
        case "caps": key.capsText = "ẞ"
        case "shift spoken": key.shiftedSpokenName = "쌍비읍"
        case "transform": layout.composition = TextComposition(transforms: [TextTransform("'e", "é")])
        case "toolbar label": layout.toolbar = KeyboardToolbar(items: [KeyboardToolbarItem(action: .switchKeyboard(to: "k"), label: "\u{2028}", placement: .leading)])
        case "toolbar spoken":
            layout.toolbar = KeyboardToolbar(items: [KeyboardToolbarItem(action: .switchKeyboard(to: "k"), label: "k", placement: .leading, spokenName: noncharacter)])
        default: layout.title = "Tïtle"
        }
        layout.rows = [KeyRow(keys: [key])]
        #expect(!KeyboardSummary(layout).text.isPrintableASCII)
    }

    @Test func summaryOfKeys() {
        let plain = KeyboardLayout(id: "k", rows: [KeyRow(keys: [Key(action: .insert("a"), label: "a"), Key(action: .delete, label: "⌫")])])
        let plainSummary = KeyboardSummary(plain)
        #expect(!plainSummary.text.isPrintableASCII)  // the delete key's label
        #expect(plainSummary.longestKeyText == 1)
        #expect(!plainSummary.hasKeyLabelledOtherwise)
        #expect(!plainSummary.textFields.contains(.alternate) && plainSummary.textFields.contains(.label))
        let rich = KeyboardLayout(id: "k", rows: [KeyRow(keys: [
            Key(action: .insert("ab"), label: "ab"), Key(action: .insert("é"), label: "E", alternates: ["è"]),
        ])])
        let richSummary = KeyboardSummary(rich)
        #expect(!richSummary.text.isPrintableASCII)
        #expect(richSummary.longestKeyText == 2)
        #expect(richSummary.hasKeyLabelledOtherwise)
        #expect(richSummary.textFields.contains(.alternate) && !richSummary.textFields.contains(.hint))
        #expect(KeyboardSummary(KeyboardLayout(id: "k", rows: [])).longestKeyText == 0)
        // A repertoire counts apart from the page's texts.
        let withRepertoire = KeyboardSummary(plain, repertoire: "a" + noncharacter)
        #expect(withRepertoire.text == plainSummary.text && withRepertoire.textFields.contains(.repertoire))
        #expect(!withRepertoire.repertoireText.isPlain && !withRepertoire.allText.isPlain && withRepertoire.allText.hasJamo == false)
    }

    private static func randomKeyboard(using generator: inout Generator) -> ResolvedPage {
        // Nine keyboards in ten keep to printable ASCII, so that both kinds come up often.
        let ascii = generator.next(below: 10) < 9
        // Half the keyboards label every key with its text, and half have no spoken names, alternates or hints.
        let relabels = generator.next(below: 2) == 0
        let hasExtras = generator.next(below: 2) == 0
        // And half have no groups, and half no keys that lead to other keyboards.
        let hasGroups = generator.next(below: 2) == 0
        let hasTargets = generator.next(below: 2) == 0
        func text() -> String { texts[generator.next(below: ascii ? asciiCount : texts.count)] }
        func maybe(_ make: () -> String) -> String? { generator.next(below: 3) == 0 ? make() : nil }
        func extra(_ make: () -> String) -> String? { hasExtras ? maybe(make) : nil }
        var rows: [KeyRow] = []
        var rowPositions: [RowPositions] = []
        for row in 0..<(1 + generator.next(below: 3)) {
            var keys: [Key] = []
            var keyPositions: [KeyPositions] = []
            for index in 0..<(1 + generator.next(below: 6)) {
                let typed = text()
                if hasTargets && generator.next(below: 4) == 0 {
                    // To a keyboard the run lacks, or to this half-width one: both are findings.
                    let action: KeyAction = generator.next(below: 2) == 0 ? .switchKeyboard(to: "nowhere") : .toggleCharacterWidth(to: "random")
                    keys.append(Key(action: action, label: "⇄"))
                    keyPositions.append(KeyPositions(key: SourcePosition(line: row + 2, column: 2 * index + 1)))
                    continue
                }
                keys.append(Key(
                    action: .insert(typed), label: relabels && generator.next(below: 2) == 0 ? text() : typed, shiftedText: maybe(text),
                    isPinned: generator.next(below: 4) == 0,
                    group: hasGroups ? maybe { ["left", "lefft", "right", "row1", "row2"][generator.next(below: 5)] } : nil,
                    spokenName: extra(text), alternates: hasExtras && generator.next(below: 4) == 0 ? [text(), text()] : [],
                    hint: extra(text),
                    flick: hasExtras && generator.next(below: 4) == 0 ? FlickTexts(left: text(), up: text()) : nil,
                    capsText: extra(text), shiftedSpokenName: extra(text)))
                keyPositions.append(KeyPositions(key: SourcePosition(line: row + 2, column: 2 * index + 1)))
            }
            rows.append(KeyRow(keys: keys))
            rowPositions.append(RowPositions(row: SourcePosition(line: row + 2, column: 1), keys: keyPositions))
        }
        var layout = KeyboardLayout(
            id: "random", title: maybe(text), characterWidth: .half, shufflePolicy: generator.next(below: 2) == 0 ? .never : .onShow, rows: rows)
        // Composition: Hangul, and transforms whose texts the summary must see.
        if generator.next(below: 2) == 0 {
            layout.composition = TextComposition(
                script: generator.next(below: 2) == 0 ? .hangul : nil, transforms: [TextTransform(text() + text(), text())])
        }
        // A page in four is right to left, where Latin letters are a finding (DirectionScriptRule).
        if generator.next(below: 4) == 0 { layout.direction = .rightToLeft }
        // Toolbar items have texts too, which the summary must see.
        if hasTargets && generator.next(below: 2) == 0 {
            layout.toolbar = KeyboardToolbar(title: layout.title, items: [
                KeyboardToolbarItem(action: .switchKeyboard(to: "random"), label: text(), placement: .leading, spokenName: maybe(text)),
            ])
        }
        // A repertoire in four: its text counts for plain text (KeyboardSummary.allText).
        let repertoire = generator.next(below: 4) == 0 ? text() + text() : nil
        return ResolvedPage(ResolvedKeyboard(
            layout: layout, file: "random.yaml",
            positions: LayoutPositions(document: SourcePosition(line: 1, column: 1), rows: rowPositions), isComplete: true,
            declaration: KeyboardDeclaration(repertoire: repertoire)))
    }

    /// SplitMix64: small and reproducible, for a test that must fail the same way each run.
    private struct Generator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }
}
