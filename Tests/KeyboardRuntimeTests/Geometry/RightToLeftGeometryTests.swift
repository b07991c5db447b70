import KeyboardRuntime
import Testing

/// A right-to-left page is its left-to-right twin seen in a mirror: keys, gaps and toolbar items.
@Suite("Right-to-left geometry")
struct RightToLeftGeometryTests {
    private func page(_ direction: LayoutDirection, toolbar: KeyboardToolbar? = nil) -> KeyboardLayout {
        var layout = KeyboardLayout(id: "p", toolbar: toolbar, rows: [
            KeyRow(keys: "ضصثقفغعهخحج".map { Key(action: .insert(String($0)), label: String($0)) }),
            KeyRow(keys: [Key(action: .insert("ش"), label: "ش", width: .units(1.5)), Key(action: .insert("س"), label: "س"),
                          Key(action: .delete, label: "⌫", width: .fill)],
                   spacers: [RowSpacer(before: 1, width: 0.5)]),
            KeyRow(keys: [], spacers: [RowSpacer(before: 0, width: 2)]),
            KeyRow(keys: [Key(action: .space, label: "space", width: .fill), Key(action: .returnKey, label: "return", width: .units(2))]),
        ])
        layout.direction = direction
        return layout
    }

    private let metricsList = [
        KeyboardMetrics(device: .phone, orientation: .portrait, scale: 3),
        KeyboardMetrics(device: .phone, orientation: .landscape, scale: 0),
        KeyboardMetrics(device: .pad, orientation: .portrait, scale: 2),
    ]

    @Test("Every key of an rtl page is the mirror image of its ltr twin, the first key at the right")
    func keysMirror() {
        for metrics in metricsList {
            for width in [320.0, 375, 414, 812] {
                let ltr = page(.leftToRight).keyRects(forWidth: width, metrics: metrics)
                let rtl = page(.rightToLeft).keyRects(forWidth: width, metrics: metrics)
                // One pixel at most: the grid rounds halves toward the centre on either side.
                let pixel = metrics.scale > 0 ? 1 / metrics.scale : 1e-9
                for (row, keys) in ltr.enumerated() {
                    for (index, key) in keys.enumerated() {
                        let mirrored = rtl[row][index]
                        #expect(abs(mirrored.x - (width - key.maxX)) <= pixel + 1e-9, "row \(row) key \(index) at \(width)")
                        #expect(abs(mirrored.width - key.width) <= 1e-9 && mirrored.y == key.y, "\(mirrored) \(key) at \(width) \(metrics.scale)")
                    }
                }
                #expect(rtl[0][0].x > rtl[0][1].x, "the first key is the rightmost")
                // The gap stays between the same two keys.
                #expect(rtl[1][0].x - rtl[1][1].maxX > ltr[1][1].x - ltr[1][0].maxX - pixel - 1e-9 - 0.5 * width)
            }
        }
    }

    @Test("Safe-area insets stay where the device has them, and keys stay clear of them")
    func insetsAreNotMirrored() {
        let metrics = KeyboardMetrics(device: .phone, orientation: .landscape, scale: 3)
        let safe = SafeAreaInsets(left: 44, right: 20, bottom: 21)
        let rtl = page(.rightToLeft).keyRects(forWidth: 812, metrics: metrics, safeArea: safe)
        for key in rtl.joined() {
            #expect(key.x >= 44 - 1e-9 && key.maxX <= 812 - 20 + 1e-9)
        }
    }

    @Test("Toolbar items mirror: a leading item sits at the right, Done at the left")
    func toolbarMirrors() throws {
        let toolbar = KeyboardToolbar(title: "العربية", items: [
            KeyboardToolbarItem(action: .switchKeyboard(to: "p"), label: "123", placement: .leading),
            KeyboardToolbarItem(action: .dismiss, label: "تم", placement: .trailing),
        ])
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait, scale: 3)
        let safe = SafeAreaInsets(left: 10, right: 30, bottom: 0)
        let ltr = try #require(KeyboardGeometry(layout: page(.leftToRight, toolbar: toolbar)).toolbarRects(forWidth: 375, metrics: metrics, safeArea: safe))
        let rtl = try #require(KeyboardGeometry(layout: page(.rightToLeft, toolbar: toolbar)).toolbarRects(forWidth: 375, metrics: metrics, safeArea: safe))
        #expect(rtl.items[0].x > rtl.items[1].x)
        #expect(rtl.items[0].maxX <= 375 - 30 && rtl.items[1].x >= 10, "each item stays inside the device's insets on its new side")
        #expect(ltr.items[0].x < ltr.items[1].x)
        #expect(rtl.bar == ltr.bar)
        #expect(rtl.item(atX: rtl.items[0].midX, y: rtl.items[0].midY) == 0)
    }

    @Test("A tap at the right edge of an rtl page types its first key; shuffling keeps the direction")
    func tapsFollowTheMirror() throws {
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)
        var session = try KeyboardSession(layouts: [page(.rightToLeft)], initialPage: "p")
        var interaction = KeyboardInteraction(session: session, viewport: .init(width: 375, metrics: metrics))
        let first = interaction.hitTester.keyRects[0].max { $0.x < $1.x }!
        _ = interaction.handle(TouchEvent(id: 1, phase: .began, x: first.midX, y: first.midY, time: 0), session: &session)
        #expect(interaction.handle(TouchEvent(id: 1, phase: .ended, x: first.midX, y: first.midY, time: 0.05), session: &session) == [.insert("ض")])
        var generator = SeededRandomNumberGenerator(seed: 3)
        var shuffled = page(.rightToLeft)
        shuffled.shufflePolicy = .onShow
        #expect(shuffled.shuffled(using: &generator).direction == .rightToLeft)
    }

    @Test("A row of gaps only is a band of space with no keys")
    func rowOfGaps() throws {
        let rects = page(.leftToRight).keyRects(forWidth: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait))
        #expect(rects[2].isEmpty)
        #expect(rects[3][0].y > rects[1][0].maxY + rects[1][0].height)
        _ = try KeyboardSession(layouts: [page(.rightToLeft)], initialPage: "p")
    }

    @Test("The locale decides the direction", arguments: [("ar", LayoutDirection.rightToLeft), ("AR-eg", .rightToLeft), ("he", .rightToLeft),
        ("ur-PK", .rightToLeft), ("pa-Arab-PK", .rightToLeft), ("uz-Latn", .leftToRight), ("en_US", .leftToRight), ("", .leftToRight)])
    func localeDirection(_ locale: String, _ direction: LayoutDirection) {
        #expect(LayoutDirection(locale: locale) == direction)
        #expect(LayoutDirection(locale: nil) == .leftToRight)
    }

    @Test("An input length knows when it is complete")
    func inputLength() {
        let otp = InputLength.exactly(6)
        #expect(otp.completion == .atMaximum)
        #expect(otp.allowsInsertion(afterCount: 5) && !otp.allowsInsertion(afterCount: 6))
        #expect(otp.completes(atCount: 6) && !otp.completes(atCount: 5))
        let pin = InputLength(minimum: 4, maximum: 8)
        #expect(pin.completion == .onReturn && !pin.completes(atCount: 8))
        #expect(!pin.accepts(count: 3) && pin.accepts(count: 4) && pin.accepts(count: 8) && !pin.accepts(count: 9))
        #expect(InputLength(minimum: 2).allowsInsertion(afterCount: 1_000))
    }
}
