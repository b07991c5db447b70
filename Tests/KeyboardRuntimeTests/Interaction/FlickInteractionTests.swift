import KeyboardRuntime
import Testing

/// The flick gesture: a slide past the distance threshold, close to an axis, flicks toward it; a small or
/// diagonal slide is a tap; every touch on a flick key types exactly once.
@Suite("Flick interaction")
struct FlickInteractionTests {
    static let kana = KeyboardLayout(id: "kana", rows: [
        KeyRow(keys: [
            Key(action: .insert("あ"), label: "あ", flick: FlickTexts(left: "い", up: "う", right: "え", down: "お")),
            Key(action: .insert("か"), label: "か", flick: FlickTexts(left: "き", up: "く", right: "け", down: "こ")),
            Key(action: .insert("さ"), label: "さ", flick: FlickTexts(left: "し", up: "す", right: "せ", down: "そ")),
        ]),
        KeyRow(keys: [Key(action: .delete, label: "⌫"), Key(action: .insert("、"), label: "、")]),
    ])

    @Test("FlickGesture: distance and angle thresholds over random movements")
    func gestureThresholds() {
        let gesture = FlickGesture()
        var generator = SeededRandomNumberGenerator(seed: 12)
        for _ in 0..<20_000 {
            let dx = Double.random(in: -80...80, using: &generator), dy = Double.random(in: -80...80, using: &generator)
            let direction = gesture.direction(dx: dx, dy: dy)
            let distance = (dx * dx + dy * dy).squareRoot()
            let along = max(abs(dx), abs(dy)), across = min(abs(dx), abs(dy))
            if distance < gesture.minimumDistance || across > along * gesture.maximumDeviation {
                #expect(direction == nil, "\(dx), \(dy)")
            } else if abs(dx) >= abs(dy) {
                #expect(direction == (dx < 0 ? .left : .right))
            } else {
                #expect(direction == (dy < 0 ? .up : .down))
            }
        }
    }

    @Test("Random slides on a flick key type exactly one character: the direction's, or the key's")
    func slidesTypeOnce() throws {
        var generator = SeededRandomNumberGenerator(seed: 99)
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)
        let start = try KeyboardSession(layouts: [Self.kana], initialPage: "kana")
        let interaction = KeyboardInteraction(session: start, viewport: .init(width: 375, metrics: metrics))
        let gesture = interaction.configuration.flick
        for _ in 0..<2_000 {
            var session = start
            var touches = interaction
            let index = Int.random(in: 0..<3, using: &generator)
            let rect = touches.hitTester.keyRects[0][index]
            let (x, y) = (rect.midX, rect.y + rect.height / 2)
            let dx = Double.random(in: -70...70, using: &generator), dy = Double.random(in: -70...70, using: &generator)
            var outputs = touches.handle(TouchEvent(id: 1, phase: .began, x: x, y: y, time: 0), session: &session)
            // Intermediate moves, even across other keys and held past the long-press delay, change nothing.
            for step in 1...3 {
                let t = Double(step) / 3
                outputs += touches.handle(TouchEvent(id: 1, phase: .moved, x: x + dx * t, y: y + dy * t, time: 0.3 * Double(step)), session: &session)
            }
            outputs += touches.handle(TouchEvent(id: 1, phase: .ended, x: x + dx, y: y + dy, time: 1), session: &session)
            let key = Self.kana.rows[0].keys[index]
            let expected = gesture.direction(dx: dx, dy: dy).flatMap { key.flick?[$0] } ?? key.label
            #expect(outputs == [.insert(expected)], "\(dx), \(dy)")
        }
    }

    @Test("A second finger commits a flick in progress as the slide so far")
    func secondFinger() throws {
        var session = try KeyboardSession(layouts: [Self.kana], initialPage: "kana")
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)
        var touches = KeyboardInteraction(session: session, viewport: .init(width: 375, metrics: metrics))
        let a = touches.hitTester.keyRects[0][0], ka = touches.hitTester.keyRects[0][1]
        var outputs = touches.handle(TouchEvent(id: 1, phase: .began, x: a.midX, y: a.y + 20, time: 0), session: &session)
        outputs += touches.handle(TouchEvent(id: 1, phase: .moved, x: a.midX, y: a.y - 30, time: 0.1), session: &session)
        outputs += touches.handle(TouchEvent(id: 2, phase: .began, x: ka.midX, y: ka.y + 20, time: 0.2), session: &session)
        outputs += touches.handle(TouchEvent(id: 2, phase: .ended, x: ka.midX, y: ka.y + 20, time: 0.3), session: &session)
        outputs += touches.handle(TouchEvent(id: 1, phase: .ended, x: a.midX, y: a.y - 30, time: 0.4), session: &session)
        #expect(outputs == [.insert("う"), .insert("か")])
    }
}
