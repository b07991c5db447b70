@testable import KeyboardCompiler
import KeyboardRuntime
import Testing
import YAMLLoader

/// U+FDD0, which a Swift string literal cannot spell.
private let noncharacter = String(Unicode.Scalar(0xFDD0)!)

/// The validator skips rules that find nothing in printable ASCII (``ValidationRule/ignoresPrintableASCII``)
/// on keyboards whose texts all are: that must change no finding.
@Suite struct PrintableASCIISkipTests {
    /// Texts for keys, mostly printable ASCII, with one of each kind of character the skipped rules report.
    private static let texts = [
        "a", "Q", "1", "~", "ab", " ", "Done", "a", "b", "7", "é", "\u{200B}", noncharacter, "\u{E000}", "Ａ", "\u{7}", "\u{7F}",
        "\u{0378}", "👍",
    ]
    private static let asciiCount = 10

    @Test func skippingChangesNoFinding() {
        var generator = Generator(seed: 0x6B_6263)
        var skipped = 0
        var findingsOnUnskipped = 0
        for _ in 0..<400 {
            let keyboard = Self.randomKeyboard(using: &generator)
            let context = ValidationContext(keyboards: [keyboard])
            var everyRule: [Diagnostic] = []
            for rule in ValidationRules.all { rule.check(keyboard, in: context, into: &everyRule) }
            var validated: [Diagnostic] = []
            KeyboardValidator(context: context).validate(keyboard, into: &validated)
            #expect(validated == everyRule)
            if keyboard.layout.hasOnlyPrintableASCIIText {
                skipped += 1
            } else {
                findingsOnUnskipped += ValidationRules.all.filter(\.ignoresPrintableASCII).reduce(0) { count, rule in
                    var findings: [Diagnostic] = []
                    rule.check(keyboard, in: context, into: &findings)
                    return count + findings.count
                }
            }
        }
        // Both sides were exercised: keyboards the rules were skipped on, and findings of those rules.
        #expect(skipped > 20)
        #expect(findingsOnUnskipped > 20)
    }

    @Test(arguments: ["text", "label", "shift", "group", "alternate", "shifted alternate", "hint", "spoken", "title"])
    func everyTextCounts(_ field: String) {
        var key = Key(action: .insert("a"), label: "a", shiftedText: "A", group: "g", spokenName: "a", alternates: ["b"], shiftedAlternates: ["B"], hint: "1")
        var layout = KeyboardLayout(id: "k", title: "Title", rows: [KeyRow(keys: [key])])
        #expect(layout.hasOnlyPrintableASCIIText)
        switch field {
        case "text": key.action = .insert("é")
        case "label": key.label = "\u{200B}"
        case "shift": key.shiftedText = "É"
        case "group": key.group = noncharacter
        case "alternate": key.alternates = ["b", "\u{7}"]
        case "shifted alternate": key.shiftedAlternates = ["B", "Ａ"]
        case "hint": key.hint = "\u{E000}"
        case "spoken": key.spokenName = "\u{7F}"
        default: layout.title = "Tïtle"
        }
        layout.rows = [KeyRow(keys: [key])]
        #expect(!layout.hasOnlyPrintableASCIIText)
    }

    private static func randomKeyboard(using generator: inout Generator) -> DecodedKeyboard {
        // Nine keyboards in ten keep to printable ASCII, so that both kinds come up often.
        let ascii = generator.next(below: 10) < 9
        func text() -> String { texts[generator.next(below: ascii ? asciiCount : texts.count)] }
        func maybe(_ make: () -> String) -> String? { generator.next(below: 3) == 0 ? make() : nil }
        var rows: [KeyRow] = []
        var rowPositions: [RowPositions] = []
        for row in 0..<(1 + generator.next(below: 3)) {
            var keys: [Key] = []
            var keyPositions: [KeyPositions] = []
            for index in 0..<(1 + generator.next(below: 6)) {
                let typed = text()
                keys.append(Key(
                    action: .insert(typed), label: generator.next(below: 2) == 0 ? typed : text(), shiftedText: maybe(text),
                    group: maybe(text), spokenName: maybe(text), alternates: generator.next(below: 4) == 0 ? [text(), text()] : [],
                    hint: maybe(text)))
                keyPositions.append(KeyPositions(key: SourcePosition(line: row + 2, column: 2 * index + 1)))
            }
            rows.append(KeyRow(keys: keys))
            rowPositions.append(RowPositions(row: SourcePosition(line: row + 2, column: 1), keys: keyPositions))
        }
        let layout = KeyboardLayout(id: "random", title: maybe(text), characterWidth: .half, rows: rows)
        return DecodedKeyboard(
            layout: layout, file: "random.yaml",
            positions: LayoutPositions(document: SourcePosition(line: 1, column: 1), rows: rowPositions), isComplete: true)
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
