import Foundation
import KeyboardPlayground
import KeyboardRuntime
import Testing

/// A playground driven as the page drives it: touches at the centres of the keys drawn with a label.
private struct Driver {
    var playground: PlaygroundController
    var clock = 10.0
    var finger = 0

    init(page: String, seed: UInt64? = 42, device: KeyboardMetrics.Device = .phone, extra: [KeyboardLayout] = []) throws {
        let configuration = PlaygroundController.Configuration(
            page: page, device: device, width: device == .phone ? 375 : 820,
            safeArea: SafeAreaInsets(bottom: device == .phone ? 34 : 20), scale: device == .phone ? 3 : 2, seed: seed)
        playground = try PlaygroundController(layouts: PlaygroundFixtures.standard + extra, configuration: configuration)
    }

    func centre(of label: String) -> (x: Double, y: Double) {
        let labels = playground.displayedLabels
        for (row, keys) in labels.enumerated() {
            if let index = keys.firstIndex(of: label) {
                let rect = playground.interaction.hitTester.keyRects[row][index]
                return (rect.midX, rect.midY)
            }
        }
        Issue.record("no key labelled \(label) in \(labels)")
        return (-1, -1)
    }

    mutating func press(_ label: String, hold: Double = 0.05) {
        let (x, y) = centre(of: label)
        finger += 1
        playground.touch(TouchEvent(id: finger, phase: .began, x: x, y: y, time: clock))
        advance(by: hold)
        playground.touch(TouchEvent(id: finger, phase: .ended, x: x, y: y, time: clock))
        clock += 0.5
    }

    mutating func advance(by seconds: Double) {
        let end = clock + seconds
        while clock < end {
            clock = min(end, clock + 1.0 / 60)
            playground.advance(to: clock)
        }
    }
}

@Suite struct PlaygroundControllerTests {
    /// The arrangement the browser test (`Tests/Playground/check_playground.py`) expects for seed 42.
    static let decimalPadSeed42 = [["3", "4", "5"], ["8", "9", "1"], ["0", "6", "7"], [".", "2", "⌫"]]

    @Test func seed42ArrangesTheDecimalPadAsTheBrowserTestExpects() throws {
        let driver = try Driver(page: "decimal-pad")
        #expect(driver.playground.displayedLabels == Self.decimalPadSeed42)
        // The playground's session is the runtime's: the same seed gives the same arrangement.
        let session = try KeyboardSession.seededForTesting(layouts: PlaygroundFixtures.standard, initialPage: "decimal-pad", seed: 42)
        #expect(driver.playground.session.currentLayout == session.currentLayout)
    }

    @Test func typingOnAShuffledPadTypesTheLabelsPressed() throws {
        var driver = try Driver(page: "decimal-pad", seed: nil)
        for digit in ["1", "2", "3"] { driver.press(digit) }
        #expect(driver.playground.text == "123")
        #expect(driver.playground.maskedText == "•••")
        driver.press("⌫")
        #expect(driver.playground.text == "12")
    }

    @Test func shiftCapsLockAndPageSwitch() throws {
        var driver = try Driver(page: "letters")
        driver.press("⇧")
        #expect(driver.playground.session.shiftState == .once)
        driver.press("Q")
        driver.press("q")
        #expect(driver.playground.text == "Qq")
        // Two touch-downs on shift within the double-tap interval: caps lock.
        let (x, y) = driver.centre(of: "⇧")
        for (id, time) in [(50, 20.0), (51, 20.1)] {
            driver.playground.touch(TouchEvent(id: id, phase: .began, x: x, y: y, time: time))
            driver.playground.touch(TouchEvent(id: id, phase: .ended, x: x, y: y, time: time + 0.02))
        }
        #expect(driver.playground.session.shiftState == .capsLock)
        driver.clock = 30
        driver.press("W")
        driver.press("E")
        #expect(driver.playground.text == "QqWE")
        driver.press(".?123")
        #expect(driver.playground.session.currentPage != "letters")
        #expect(driver.playground.log.last?.hasPrefix("page ") == true)
    }

    /// A page's `length` holds in the playground as in a secure field: an at-max code completes at its
    /// last digit, and a press past the maximum types nothing.
    @Test func aPageLengthStopsTypingAtItsMaximum() throws {
        var code = KeyboardLayout(id: "code", rows: [
            KeyRow(keys: ["1", "2", "3"].map { Key(action: .insert($0), label: $0) }),
        ])
        code.inputLength = .exactly(3)
        var driver = try Driver(page: "code", seed: nil, extra: [code])
        driver.press("1")
        driver.press("2")
        #expect(driver.playground.log.isEmpty)
        driver.press("3")
        #expect(driver.playground.text == "123")
        #expect(driver.playground.log == ["complete"])
        driver.press("1")
        #expect(driver.playground.text == "123")
        #expect(driver.playground.log == ["complete", "full"])
        // Without a length, typing goes on.
        driver.playground.clearText()
        code.inputLength = nil
        var unlimited = try Driver(page: "code", seed: nil, extra: [code])
        for label in ["1", "2", "3", "1"] { unlimited.press(label) }
        #expect(unlimited.playground.text == "1231")
    }

    /// A key that types several characters is refused whole when they would pass the maximum, as
    /// SecureTextBuffer refuses them: the field never holds more than its length.
    @Test func aKeyOfSeveralCharactersPastTheMaximumTypesNothing() throws {
        var code = KeyboardLayout(id: "code", rows: [
            KeyRow(keys: [Key(action: .insert("1"), label: "1"), Key(action: .insert("00"), label: "00")]),
        ])
        code.inputLength = .exactly(2)
        var driver = try Driver(page: "code", seed: nil, extra: [code])
        driver.press("1")
        driver.press("00")
        #expect(driver.playground.text == "1")
        #expect(driver.playground.log == ["full"])
    }

    @Test func longPressTypesTheSelectedAlternate() throws {
        let accents = KeyboardLayout(id: "accents", rows: [
            KeyRow(keys: [Key(action: .insert("e"), label: "e", alternates: ["è", "é", "ê"]), Key(action: .insert("a"), label: "a")]),
        ])
        var driver = try Driver(page: "accents", extra: [accents])
        let withAlternates = accents.rows[0].keys[0]
        let (x, y) = driver.centre(of: withAlternates.label)
        driver.playground.touch(TouchEvent(id: 7, phase: .began, x: x, y: y, time: driver.clock))
        driver.advance(by: 0.6)
        let cells = driver.playground.interaction.calloutRects
        #expect(cells.count == withAlternates.alternates.count)
        driver.playground.touch(TouchEvent(id: 7, phase: .moved, x: cells[1].midX, y: cells[1].midY, time: driver.clock))
        #expect(driver.playground.frame().contains("\"sel\":1"))
        driver.playground.touch(TouchEvent(id: 7, phase: .ended, x: cells[1].midX, y: cells[1].midY, time: driver.clock))
        #expect(driver.playground.text == withAlternates.alternates[1])
        #expect(driver.playground.interaction.calloutRects.isEmpty)
    }

    @Test func holdingDeleteRepeats() throws {
        var driver = try Driver(page: "decimal-pad")
        for _ in 0..<30 { driver.press("1") }
        driver.press("⌫", hold: 1.0)
        // One deletion at 0.5 s, then one every 0.05 s: 11 in a second.
        #expect(driver.playground.text.count == 30 - 11)
    }

    @Test func doneDismissesAndShowReopens() throws {
        var driver = try Driver(page: "decimal-pad")
        let toolbar = try #require(driver.playground.interaction.hitTester.toolbar)
        let done = toolbar.items[0]
        driver.playground.touch(TouchEvent(id: 1, phase: .began, x: done.midX, y: done.midY, time: 1))
        driver.playground.touch(TouchEvent(id: 1, phase: .ended, x: done.midX, y: done.midY, time: 1.1))
        #expect(driver.playground.isDismissed)
        #expect(driver.playground.log == ["dismiss"])
        driver.playground.show()
        #expect(!driver.playground.isDismissed)
    }

    @Test func frameIsJSONWithEveryKeyAndHostileLabelsIntact() throws {
        // Without the variants: one of them replaces the rows everywhere.
        var hostile = PlaygroundFixtures.hostile
        hostile.variants = []
        // The pages its toolbar items lead to, which a session must be given (KeyboardSessionError.missingPage).
        let targets = ["</script>", "\u{0}"].map { KeyboardLayout(id: $0, rows: [KeyRow(keys: [PlaygroundFixtures.key("a")])]) }
        let layouts = [hostile] + targets
        var playground = try PlaygroundController(
            layouts: layouts, configuration: .init(page: PlaygroundFixtures.hostile.id, seed: 1))
        playground.revealsText = true
        let frame = try #require(try JSONSerialization.jsonObject(with: Data(playground.frame().utf8)) as? [String: Any])
        #expect(frame["page"] as? String == PlaygroundFixtures.hostile.id)
        let keys = try #require(frame["keys"] as? [[Any]])
        #expect(keys.count == playground.session.currentLayout.rows.reduce(0) { $0 + $1.keys.count })
        let labels = Set(keys.compactMap { $0[4] as? String })
        #expect(labels.contains("\u{FFFE}"))
        #expect(labels.contains("<![CDATA[x]]>"))
        #expect(frame["text"] as? String == "")
        let pages = try #require(try JSONSerialization.jsonObject(with: Data(PlaygroundController.pagesJSON([hostile]).utf8)) as? [[String]])
        #expect(pages == [[PlaygroundFixtures.hostile.id, PlaygroundFixtures.hostile.title!]])
    }

    @Test func rotationKeepsTheArrangement() throws {
        var driver = try Driver(page: "decimal-pad")
        var configuration = driver.playground.configuration
        configuration.orientation = .landscape
        configuration.width = 812
        try driver.playground.reconfigure(configuration)
        #expect(driver.playground.displayedLabels == Self.decimalPadSeed42)
        #expect(driver.playground.interaction.hitTester.bounds.width == 812)
    }
}
