import KeyboardRuntime
import Testing

/// The interaction layer over the standard layouts: every point hits one target, every key its own
/// centre, and no key event is lost or doubled however two fingers interleave.
@Suite("Keyboard interaction")
struct KeyboardInteractionTests {
    private static let layouts = [FixtureLayouts.letters, FixtureLayouts.decimalPad, FixtureLayouts.idCardPad, FixtureLayouts.symbols123, FixtureLayouts.titledWithSpacers]
    private static let devices: [(KeyboardMetrics, Double, SafeAreaInsets)] = [
        (KeyboardMetrics(device: .phone, orientation: .portrait), 375, SafeAreaInsets(bottom: 34)),
        (KeyboardMetrics(device: .phone, orientation: .landscape), 812, SafeAreaInsets(left: 44, right: 44, bottom: 21)),
        (KeyboardMetrics(device: .pad, orientation: .portrait), 820, SafeAreaInsets(bottom: 20)),
        (KeyboardMetrics(device: .pad, orientation: .landscape), 1180, SafeAreaInsets(bottom: 20)),
    ]

    private static func tester(for session: KeyboardSession, metrics: KeyboardMetrics, width: Double, safeArea: SafeAreaInsets) -> HitTester {
        let height = session.currentGeometry.viewHeight(forWidth: width, metrics: metrics, safeArea: safeArea)
        return HitTester(
            keyRects: session.keyRects(forWidth: width, metrics: metrics, safeArea: safeArea),
            toolbar: session.toolbarRects(forWidth: width, metrics: metrics, safeArea: safeArea),
            bounds: KeyRect(x: 0, y: 0, width: width, height: height))
    }

    @Test("Every point inside the keyboard hits a target; every key is hit at its centre", arguments: layouts)
    func everyPointHitsOneTarget(_ layout: KeyboardLayout) throws {
        let session = try KeyboardSession.seededForTesting(layouts: FixtureLayouts.withTheirTargets(layout), initialPage: layout.id, seed: 5)
        for (metrics, width, safeArea) in Self.devices {
            let tester = Self.tester(for: session, metrics: metrics, width: width, safeArea: safeArea)
            for (row, rects) in tester.keyRects.enumerated() {
                for (index, rect) in rects.enumerated() {
                    #expect(tester.target(atX: rect.midX, y: rect.y + rect.height / 2) == .key(KeyPosition(row: row, index: index)))
                }
            }
            var y = 0.5
            while y < tester.bounds.height {
                var x = 0.5
                while x < width {
                    #expect(tester.target(atX: x, y: y) != nil, "\(layout.id) \(metrics.device) at \(x),\(y)")
                    x += 7
                }
                y += 5
            }
            #expect(tester.target(atX: -1, y: 10) == nil)
            #expect(tester.target(atX: 10, y: tester.bounds.height + 1) == nil)
        }
    }

    private func letters() throws -> (KeyboardSession, KeyboardInteraction, HitTester) {
        let layout = KeyboardLayout(id: "abc", rows: [
            KeyRow(keys: [
                Key(action: .insert("a"), label: "a"), Key(action: .insert("b"), label: "b"),
                Key(action: .insert("e"), label: "e", alternates: ["é", "è"]),
            ]),
            KeyRow(keys: [Key(action: .shift, label: "⇧"), Key(action: .delete, label: "⌫"), Key(action: .insert("c"), label: "c")]),
        ])
        let session = try KeyboardSession(layouts: [layout], initialPage: "abc")
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)
        let interaction = KeyboardInteraction(session: session, viewport: .init(width: 375, metrics: metrics))
        return (session, interaction, interaction.hitTester)
    }

    private func centre(_ tester: HitTester, _ row: Int, _ index: Int) -> (Double, Double) {
        let rect = tester.keyRects[row][index]
        return (rect.midX, rect.y + rect.height / 2)
    }

    @Test("Two fingers: every interleaving types each key exactly once")
    func twoFingersNeverLoseOrDoubleAKey() throws {
        // The orders of began/ended for fingers 1 (on a) and 2 (on b) where each begins before it ends.
        let orders: [[(Int, TouchEvent.Phase)]] = [
            [(1, .began), (1, .ended), (2, .began), (2, .ended)],
            [(1, .began), (2, .began), (1, .ended), (2, .ended)],
            [(1, .began), (2, .began), (2, .ended), (1, .ended)],
            [(2, .began), (1, .began), (1, .ended), (2, .ended)],
            [(2, .began), (1, .began), (2, .ended), (1, .ended)],
            [(2, .began), (2, .ended), (1, .began), (1, .ended)],
        ]
        for order in orders {
            var (session, interaction, tester) = try letters()
            var typed: [KeyboardOutput] = []
            for (step, (finger, phase)) in order.enumerated() {
                let (x, y) = centre(tester, 0, finger == 1 ? 0 : 1)
                typed += interaction.handle(TouchEvent(id: finger, phase: phase, x: x, y: y, time: Double(step) * 0.05), session: &session)
            }
            #expect(typed.filter { $0 == .insert("a") }.count == 1, "\(order)")
            #expect(typed.filter { $0 == .insert("b") }.count == 1, "\(order)")
            #expect(typed.count == 2, "\(order)")
        }
    }

    @Test("Sliding onto another key moves the press; sliding off the keyboard cancels it")
    func slidingMovesOrCancels() throws {
        var (session, interaction, tester) = try letters()
        let (ax, ay) = centre(tester, 0, 0)
        let (bx, by) = centre(tester, 0, 1)
        _ = interaction.handle(TouchEvent(id: 1, phase: .began, x: ax, y: ay, time: 0), session: &session)
        #expect(interaction.highlightedKey(in: session) == KeyPosition(row: 0, index: 0))
        _ = interaction.handle(TouchEvent(id: 1, phase: .moved, x: bx, y: by, time: 0.1), session: &session)
        #expect(interaction.highlightedKey(in: session) == KeyPosition(row: 0, index: 1))
        #expect(interaction.handle(TouchEvent(id: 1, phase: .ended, x: bx, y: by, time: 0.2), session: &session) == [.insert("b")])

        _ = interaction.handle(TouchEvent(id: 2, phase: .began, x: ax, y: ay, time: 1), session: &session)
        _ = interaction.handle(TouchEvent(id: 2, phase: .moved, x: ax, y: -40, time: 1.1), session: &session)
        #expect(interaction.handle(TouchEvent(id: 2, phase: .ended, x: ax, y: -40, time: 1.2), session: &session).isEmpty)
    }

    @Test("Long press: delete repeats; alternates are chosen by sliding; shift twice is caps lock")
    func longPressesAndShift() throws {
        var (session, interaction, tester) = try letters()
        let (dx, dy) = centre(tester, 1, 1)
        _ = interaction.handle(TouchEvent(id: 1, phase: .began, x: dx, y: dy, time: 0), session: &session)
        let held = interaction.advance(to: 0.5 + 0.05 * 4, session: &session)
        #expect(held == Array(repeating: .deleteBackward, count: 5))
        #expect(interaction.handle(TouchEvent(id: 1, phase: .ended, x: dx, y: dy, time: 0.7), session: &session).isEmpty)

        let (ex, ey) = centre(tester, 0, 2)
        _ = interaction.handle(TouchEvent(id: 2, phase: .began, x: ex, y: ey, time: 2), session: &session)
        _ = interaction.advance(to: 2.6, session: &session)
        #expect(session.callout?.alternates == ["é", "è"])
        #expect(interaction.calloutRects == session.calloutRects(forWidth: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait)))
        let second = interaction.calloutRects[1]
        _ = interaction.handle(TouchEvent(id: 2, phase: .moved, x: second.midX, y: second.y, time: 2.7), session: &session)
        #expect(interaction.handle(TouchEvent(id: 2, phase: .ended, x: second.midX, y: second.y, time: 2.8), session: &session) == [.insert("è")])

        let (sx, sy) = centre(tester, 1, 0)
        _ = interaction.handle(TouchEvent(id: 3, phase: .began, x: sx, y: sy, time: 4), session: &session)
        _ = interaction.handle(TouchEvent(id: 3, phase: .ended, x: sx, y: sy, time: 4.05), session: &session)
        _ = interaction.handle(TouchEvent(id: 4, phase: .began, x: sx, y: sy, time: 4.2), session: &session)
        _ = interaction.handle(TouchEvent(id: 4, phase: .ended, x: sx, y: sy, time: 4.25), session: &session)
        #expect(session.shiftState == .capsLock)
    }

    @Test("Shift, a letter, shift again quickly is shift once, not caps lock")
    func shiftAfterALetterIsNotADoubleTap() throws {
        var (session, interaction, tester) = try letters()
        let (sx, sy) = centre(tester, 1, 0)
        let (cx, cy) = centre(tester, 1, 2)
        for (id, x, y, time) in [(1, sx, sy, 0.0), (2, cx, cy, 0.1), (3, sx, sy, 0.2)] {
            _ = interaction.handle(TouchEvent(id: id, phase: .began, x: x, y: y, time: time), session: &session)
            _ = interaction.handle(TouchEvent(id: id, phase: .ended, x: x, y: y, time: time + 0.03), session: &session)
        }
        #expect(session.shiftState == .once)
    }

    @Test("The pressed key is not highlighted while the screen is captured")
    func noHighlightWhileCaptured() throws {
        var (session, interaction, tester) = try letters()
        let (ax, ay) = centre(tester, 0, 0)
        session.isScreenCaptured = true
        _ = interaction.handle(TouchEvent(id: 1, phase: .began, x: ax, y: ay, time: 0), session: &session)
        #expect(interaction.highlightedKey(in: session) == nil)
    }
}
