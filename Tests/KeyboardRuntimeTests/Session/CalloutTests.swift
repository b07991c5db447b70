import KeyboardRuntime
import Testing

/// Long-press alternates: a callout opens above the key, follows the finger, types on release and
/// nothing on cancel; alternates travel with their key when it is shuffled.
@Suite("Long-press callouts")
struct CalloutTests {
    private let letters = KeyboardLayout(id: "fr", rows: [
        KeyRow(keys: ["a", "z", "e", "r", "t", "y", "u", "i", "o", "p"].map { text in
            switch text {
            case "e": return Key(action: .insert("e"), label: "e", shiftedText: "E", alternates: ["è", "é", "ê"], shiftedAlternates: ["È", "É", "Ê"])
            case "p": return Key(action: .insert("p"), label: "p", alternates: ["1", "2", "3"])
            default: return Key(action: .insert(text), label: text)
            }
        }),
        KeyRow(keys: [Key(action: .shift, label: "⇧", width: .units(1.5)), Key(action: .insert("q"), label: "q")]),
    ])
    private let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)
    private let e = KeyPosition(row: 0, index: 2)

    @Test("The article's example")
    func article() throws {
        let french = letters
        // LongPress.md
        var session = try KeyboardSession(layouts: [french], initialPage: "fr")
        _ = session.handle(.longPressBegan(e))           // callout: è é ê
        _ = session.handle(.calloutSelected(2))
        let typed = session.handle(.longPressEnded(e))   // [.insert("ê")]
        #expect(typed == [.insert("ê")])
    }

    @Test("Press, slide, release types the selected alternate; cancel types nothing")
    func pressSlideRelease() throws {
        var session = try KeyboardSession(layouts: [letters], initialPage: "fr")
        #expect(session.handle(.longPressBegan(e)).isEmpty)
        #expect(session.callout == Callout(key: e, alternates: ["è", "é", "ê"], selection: 0))
        _ = session.handle(.calloutSelected(2))
        _ = session.handle(.calloutSelected(9))          // outside the callout: the selection stays
        #expect(session.callout?.selection == 2)
        #expect(session.handle(.longPressEnded(e)) == [.insert("ê")])
        #expect(session.callout == nil)

        _ = session.handle(.longPressBegan(e))
        #expect(session.handle(.longPressCancelled).isEmpty)
        #expect(session.callout == nil)
        #expect(session.handle(.longPressEnded(e)) == [.insert("e")])    // a plain long press afterwards
    }

    @Test("Shift applies to the alternates, once")
    func shiftApplies() throws {
        var session = try KeyboardSession(layouts: [letters], initialPage: "fr")
        _ = session.handle(.tap(KeyPosition(row: 1, index: 0)))
        _ = session.handle(.longPressBegan(e))
        #expect(session.callout?.alternates == ["È", "É", "Ê"])
        _ = session.handle(.calloutSelected(1))
        #expect(session.handle(.longPressEnded(e)) == [.insert("É")])
        #expect(session.shiftState == .off)
    }

    @Test("The callout sits above the key, inside the keyboard, running left at the right edge")
    func geometry() throws {
        var session = try KeyboardSession(layouts: [letters], initialPage: "fr")
        let keys = session.keyRects(forWidth: 375, metrics: metrics)
        _ = session.handle(.longPressBegan(e))
        let left = session.calloutRects(forWidth: 375, metrics: metrics)
        #expect(left.count == 3)
        #expect(left[0].x == keys[0][2].x)
        // The top row has less than a key's height above it: the callout starts at the view's top.
        #expect(keys[0][2].y < keys[0][2].height)
        #expect(left.allSatisfy { $0.y == 0 && $0.height == keys[0][2].height && $0.width == keys[0][2].width })
        #expect(left[1].x > left[0].x)

        _ = session.handle(.longPressCancelled)
        let p = KeyPosition(row: 0, index: 9)
        _ = session.handle(.longPressBegan(p))
        let right = session.calloutRects(forWidth: 375, metrics: metrics)
        #expect(right[0].x + right[0].width == keys[0][9].x + keys[0][9].width)
        #expect(right[1].x < right[0].x)
        #expect(right.allSatisfy { $0.x >= 0 && $0.x + $0.width <= 375 })
    }

    @Test("A shuffled key takes its alternates, hint and spoken name with it")
    func alternatesMoveWithTheirKey() {
        var shuffled = letters
        shuffled.shufflePolicy = .onShow
        var generator = SeededRandomNumberGenerator(seed: 11)
        let arranged = shuffled.shuffled(using: &generator)
        let moved = arranged.rows.flatMap(\.keys).first { $0.action == .insert("e") }
        #expect(moved?.alternates == ["è", "é", "ê"])
        #expect(moved?.shiftedAlternates == ["È", "É", "Ê"])
    }
}
