import KeyboardRuntime
import Testing

/// Dead keys and transforms: text that begins a sequence waits, marked, and typed text is never lost.
@Suite("Transforms")
struct TransformTests {
    static let alphabet = ["´", "`", "a", "e"]

    static func page(_ transforms: [TextTransform]) -> KeyboardLayout {
        var layout = KeyboardLayout(id: "accents", rows: [
            KeyRow(keys: alphabet.map { Key(action: .insert($0), label: $0, shiftedText: $0 == "a" ? "A" : nil) }),
            KeyRow(keys: [Key(action: .delete, label: "⌫"), Key(action: .space, label: "space"), Key(action: .shift, label: "⇧")]),
        ])
        layout.composition = TextComposition(transforms: transforms)
        return layout
    }

    static func type(_ presses: [KeyPosition], on layout: KeyboardLayout) throws -> (committed: String, outputs: [KeyboardOutput]) {
        var session = try KeyboardSession(layouts: [layout], initialPage: layout.id)
        var outputs: [KeyboardOutput] = []
        for press in presses { outputs += session.handle(.tap(press)) }
        outputs += session.finishComposition()
        var committed = ""
        for case .insert(let text) in outputs { committed += text }
        return (committed, outputs)
    }

    @Test("Random transforms never lose typed text: each result stands for exactly its sequence")
    func typedTextIsNeverLost() throws {
        var generator = SeededRandomNumberGenerator(seed: 7)
        // Results in their own alphabet, so the typed text can be read back from what was committed.
        let results = Array("①②③④⑤⑥⑦⑧⑨⑩").map(String.init)
        for _ in 0..<500 {
            var transforms: [TextTransform] = []
            for result in results.prefix(Int.random(in: 1...6, using: &generator)) {
                let length = Int.random(in: 1...3, using: &generator)
                let sequence = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }.joined()
                if !transforms.contains(where: { $0.sequence == sequence }) { transforms.append(TextTransform(sequence, result)) }
            }
            let page = Self.page(transforms)
            let presses = (0..<Int.random(in: 1...12, using: &generator)).map { _ in KeyPosition(row: 0, index: Int.random(in: 0..<Self.alphabet.count, using: &generator)) }
            let typed = presses.map { Self.alphabet[$0.index] }.joined()
            let (committed, outputs) = try Self.type(presses, on: page)
            var readBack = ""
            for character in committed {
                readBack += transforms.first { $0.result == String(character) }?.sequence ?? String(character)
            }
            #expect(readBack == typed, "\(transforms) typing \(typed) committed \(committed)")
            // Nothing committed is ever marked at the same time: the last output leaves no marked text.
            if let lastMarked = outputs.last(where: { if case .marked = $0 { true } else { false } }) { #expect(lastMarked == .marked("")) }
        }
    }

    @Test("A dead key waits, marked, and gives its accented letter; shift applies to the letter")
    func deadKey() throws {
        let page = Self.page([TextTransform("´a", "á"), TextTransform("´A", "Á"), TextTransform("´ ", "´")])
        var session = try KeyboardSession(layouts: [page], initialPage: "accents")
        #expect(session.handle(.tap(KeyPosition(row: 0, index: 0))) == [.marked("´")])
        _ = session.handle(.tap(KeyPosition(row: 1, index: 2)))
        #expect(session.handle(.tap(KeyPosition(row: 0, index: 2))) == [.insert("Á"), .marked("")])
        #expect(session.handle(.tap(KeyPosition(row: 0, index: 0))) == [.marked("´")])
        #expect(session.handle(.tap(KeyPosition(row: 1, index: 1))) == [.insert("´"), .marked("")])
        // A dead key before a letter it does not take is typed as it is, then the letter.
        _ = session.handle(.tap(KeyPosition(row: 0, index: 0)))
        #expect(session.handle(.tap(KeyPosition(row: 0, index: 3))) == [.insert("´e"), .marked("")])
        // Delete takes back a waiting dead key, not a character of the field.
        _ = session.handle(.tap(KeyPosition(row: 0, index: 0)))
        #expect(session.handle(.tap(KeyPosition(row: 1, index: 0))) == [.marked("")])
        #expect(session.handle(.tap(KeyPosition(row: 1, index: 0))) == [.deleteBackward])
    }
}
