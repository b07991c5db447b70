import KeyboardPlayground
import KeyboardRuntime
import Testing

/// Flick texts, caps texts, shifted spoken names and compositions cross the wire unchanged, and a
/// playground over them flicks and composes.
@Suite struct LayoutWireCompositionTests {
    static let layouts: [KeyboardLayout] = {
        var kana = KeyboardLayout(id: "kana", rows: [KeyRow(keys: [
            Key(action: .insert("あ"), label: "あ", flick: FlickTexts(left: "い", up: "う", down: "お")),
            Key(action: .insert("ß"), label: "ß", shiftedText: "SS", spokenName: "eszett", capsText: "ẞ", shiftedSpokenName: "capital eszett"),
            Key(action: .insert("゛"), label: "゛", flick: FlickTexts(up: "゜")),
        ])])
        kana.composition = TextComposition(transforms: [TextTransform("か゛", "が"), TextTransform("´ ", "´")])
        var korean = KeyboardLayout(id: "korean", rows: [KeyRow(keys: [Key(action: .insert("ㅎ"), label: "ㅎ"), Key(action: .insert("ㅏ"), label: "ㅏ")])])
        korean.composition = TextComposition(script: .hangul)
        return [kana, korean]
    }()

    @Test func newFieldsRoundTrip() throws {
        let decoded = try LayoutWire.decode(LayoutWire.encode(Self.layouts))
        #expect(decoded == Self.layouts)
        #expect(decoded[0].rows[0].keys[0].flick == FlickTexts(left: "い", up: "う", down: "お"))
        #expect(decoded[1].composition?.script == .hangul)
    }

    @Test func truncatedNewFieldsAreRejected() {
        let bytes = LayoutWire.encode(Self.layouts)
        for end in stride(from: bytes.count - 1, to: bytes.count - 12, by: -1) {
            #expect(throws: LayoutWire.DecodingError.self) { try LayoutWire.decode(Array(bytes[..<end])) }
        }
    }
}
