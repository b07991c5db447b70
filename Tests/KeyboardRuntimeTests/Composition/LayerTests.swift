import KeyboardRuntime
import Testing

/// Caps lock as a layer of its own, shifted spoken names, and flick keys in the session.
@Suite("Layers and flick keys")
struct LayerTests {
    static let page = KeyboardLayout(id: "layers", rows: [
        KeyRow(keys: [
            Key(action: .insert("ß"), label: "ß", shiftedText: "SS", capsText: "ẞ"),
            Key(action: .insert("ㅂ"), label: "ㅂ", shiftedText: "ㅃ", spokenName: "비읍", shiftedSpokenName: "쌍비읍"),
            Key(action: .insert("あ"), label: "あ", flick: FlickTexts(left: "い", up: "う", right: "え")),
        ]),
        KeyRow(keys: [Key(action: .shift, label: "⇧")]),
    ])
    let ss = KeyPosition(row: 0, index: 0), b = KeyPosition(row: 0, index: 1), a = KeyPosition(row: 0, index: 2)
    let shift = KeyPosition(row: 1, index: 0)

    @Test("Caps lock types and shows the caps text; shift the shifted text")
    func capsLayer() throws {
        var session = try KeyboardSession(layouts: [Self.page], initialPage: "layers")
        _ = session.handle(.tap(shift))
        #expect(session.displayedLabel(at: ss) == "SS")
        #expect(session.handle(.tap(ss)) == [.insert("SS")])
        _ = session.handle(.doubleTap(shift))
        #expect(session.displayedLabel(at: ss) == "ẞ")
        #expect(session.handle(.tap(ss)) == [.insert("ẞ")])
        // A key without a caps text types its shifted text under caps lock.
        #expect(session.handle(.tap(b)) == [.insert("ㅃ")])
    }

    @Test("Screen readers say the shifted spoken name under shift and caps lock")
    func shiftedSpokenName() throws {
        var session = try KeyboardSession(layouts: [Self.page], initialPage: "layers")
        #expect(session.spokenName(at: b) == "비읍")
        _ = session.handle(.tap(shift))
        #expect(session.spokenName(at: b) == "쌍비읍")
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)
        #expect(session.accessibilityElements(forWidth: 375, metrics: metrics).contains { $0.label == "쌍비읍" })
        _ = session.handle(.doubleTap(shift))
        #expect(session.spokenName(at: b) == "쌍비읍")
        _ = session.handle(.tap(shift))
        #expect(session.spokenName(at: b) == "비읍")
    }

    @Test("A flick types its direction's text; a direction without one types the key")
    func flickEvents() throws {
        var session = try KeyboardSession(layouts: [Self.page], initialPage: "layers")
        #expect(session.handle(.flick(a, .left)) == [.insert("い")])
        #expect(session.handle(.flick(a, .up)) == [.insert("う")])
        #expect(session.handle(.flick(a, .down)) == [.insert("あ")])
        #expect(session.handle(.tap(a)) == [.insert("あ")])
    }
}
