import KeyboardRuntime
import SecureInput
import Testing

/// A composing keyboard feeds a secure buffer and a secure field committed text only: the syllable being
/// composed, or the dead key waiting, never reaches them.
@Suite("Composition into the secure buffer")
struct CompositionOutputTests {
    static let korean: KeyboardLayout = {
        var layout = KeyboardLayout(id: "korean", rows: [KeyRow(keys: ["ㅎ", "ㅏ", "ㄴ", "ㄱ", "ㅡ", "ㄹ"].map { Key(action: .insert($0), label: $0) } + [
            Key(action: .delete, label: "⌫"), Key(action: .returnKey, label: "return"),
        ])])
        layout.composition = TextComposition(script: .hangul)
        return layout
    }()

    @Test("The buffer holds committed syllables; marked text is not applicable")
    func bufferReceivesCommittedTextOnly() throws {
        var session = try KeyboardSession(layouts: [Self.korean], initialPage: "korean")
        let buffer = SecureTextBuffer()
        func tap(_ index: Int) -> [InputResult] { buffer.apply(session.handle(.tap(KeyPosition(row: 0, index: index)))) }
        #expect(tap(0) == [.notApplicable])     // ㅎ: marked
        _ = tap(1)                               // 하
        _ = tap(2)                               // 한
        #expect(buffer.count == 0)
        _ = tap(3)                               // 한 committed, ㄱ marked
        #expect(buffer.withUnwipedPlaintextString { $0 } == "한")
        _ = tap(4)
        _ = tap(5)                               // 글 marked
        #expect(tap(6) == [.notApplicable])      // delete takes ㄹ back from the syllable, not from the buffer
        #expect(buffer.withUnwipedPlaintextString { $0 } == "한")
        _ = tap(7)                               // return commits 그 first
        #expect(buffer.withUnwipedPlaintextString { $0 } == "한그")
    }

    @Test("A secure field ignores marked text and receives the composed text")
    func fieldReceivesCommittedTextOnly() throws {
        var session = try KeyboardSession(layouts: [Self.korean], initialPage: "korean")
        let field = SecureFieldModel()
        for index in [0, 1, 2] {
            for output in session.handle(.tap(KeyPosition(row: 0, index: index))) { field.apply(output) }
        }
        #expect(field.count == 0)
        for output in session.finishComposition() { field.apply(output) }
        #expect(field.count == 1)
    }
}
