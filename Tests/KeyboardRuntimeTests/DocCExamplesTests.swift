import KeyboardRuntime
import Testing

extension KeyboardLayout {
    /// The PIN pad of the catalog's getting-started article, as its generated code declares it.
    fileprivate static let pinPad = KeyboardLayout(
        id: "pin-pad", title: "Enter PIN", shufflePolicy: .onShow,
        rows: [
            KeyRow(keys: ["1", "2", "3"].map { Key(action: .insert($0), label: $0) }),
            KeyRow(keys: ["4", "5", "6"].map { Key(action: .insert($0), label: $0) }),
            KeyRow(keys: ["7", "8", "9"].map { Key(action: .insert($0), label: $0) }),
            KeyRow(keys: [Key(action: .dismiss, label: "⌄"), Key(action: .insert("0"), label: "0"), Key(action: .delete, label: "⌫")]),
        ])

    /// The standard decimal pad, for the catalog's overview.
    fileprivate static let decimalPad = FixtureLayouts.decimalPad
    /// The standard letters page, for the pixel-grid article.
    fileprivate static let letters = FixtureLayouts.letters
    /// The "123" page the letters page leads to, and the "#+=" page it leads to.
    fileprivate static let symbols123 = FixtureLayouts.symbols123
    fileprivate static let symbolsHash = FixtureLayouts.symbolsHash
}

/// A stand-in for a renderer that performs outputs.
private final class Host {
    var performed: [KeyboardOutput] = []
    func perform(_ output: KeyboardOutput) { performed.append(output) }
}

/// The Swift examples of the KeyboardRuntime catalog's articles, verbatim (`Tests/Lint/check_doc_examples.py`
/// checks that they stay so), doing what the text says.
@Suite struct RuntimeDocCExamplesTests {
    @Test func overview() {
        // KeyboardRuntime.md
        let shown = KeyboardLayout.decimalPad.shuffled()   // generated from decimal-pad.yaml
        let rects = shown.keyRects(forWidth: 375,
                                   metrics: KeyboardMetrics(device: .phone, orientation: .portrait),
                                   safeArea: SafeAreaInsets(bottom: 34))
        #expect(rects.map(\.count) == [3, 3, 3, 3])
    }

    @Test func pixelGrid() {
        // PixelGrid.md
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait, scale: 3)
        let rects = KeyboardLayout.letters.keyRects(forWidth: 375, metrics: metrics)
        for rect in rects.joined() {
            for pixels in [rect.x * 3, rect.width * 3] { #expect(abs(pixels - pixels.rounded()) < 1e-6) }
        }
    }

    @Test func toolbarTapsReachTheSession() throws {
        let titled = KeyboardLayout(id: "pin", title: "PIN", rows: [KeyRow(keys: [Key(action: .insert("1"), label: "1")])])
        var session = try KeyboardSession(layouts: [titled], initialPage: "pin")
        let width = 375.0
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)
        let insets = SafeAreaInsets(bottom: 34)
        let done = try #require(session.toolbarRects(forWidth: width, metrics: metrics, safeArea: insets)?.items.last)
        let touch = (x: done.x + done.width / 2, y: done.y + done.height / 2)
        let host = Host()
        // Toolbar.md
        if let toolbar = session.toolbarRects(forWidth: width, metrics: metrics, safeArea: insets),
           let index = toolbar.item(atX: touch.x, y: touch.y) {
            for output in session.handle(.toolbarTap(index)) { host.perform(output) }
        }
        #expect(host.performed == [.dismiss])
    }

    @Test func gettingStarted() throws {
        // GettingStarted.md: shuffle it
        let arranged = KeyboardLayout.pinPad.shuffled()
        #expect(arranged.rows[3].keys[0].action == .dismiss)

        var generator = SecureRandomNumberGenerator()
        var arrangement = KeyArrangement(layout: .pinPad)
        arrangement.reshuffle(using: &generator)
        let toDraw = arrangement.apply(to: .pinPad)

        // GettingStarted.md: lay it out
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)
        let height = metrics.keyboardHeight(forWidth: 375)          // 216
        let rows: [[KeyRect]] = toDraw.keyRects(forWidth: 375, metrics: metrics,
                                                safeArea: SafeAreaInsets(bottom: 34))
        #expect(height == 216)
        #expect(rows.count == 4)
        // GettingStarted.md's session is Tests/IntegrationApp's (LayoutListTests): it needs a generated list.
    }

    @Test func drawingKeysAndGivingFeedback() throws {
        // UsingTheRuntime.md
        var session = try KeyboardSession(layouts: [.letters, .symbols123, .symbolsHash], initialPage: "letters")
        session.returnKeyRole = .done                                  // the focused field's return key type
        _ = session.handle(.doubleTap(KeyPosition(row: 2, index: 0)))  // caps lock
        let shift = session.appearance(at: KeyPosition(row: 2, index: 0))
        let done = session.appearance(at: KeyPosition(row: 3, index: 2))
        let font = KeyLabelFont(style: .word, isBoldTextEnabled: true, textSizeMultiplier: 1.4)
        let feedback = KeyFeedback.withHaptics(for: KeyPressKind(.delete))
        #expect(shift?.glyph == .capsLock && shift?.fill == .standard)
        #expect(done?.label == "done" && done?.fill == .accent)
        #expect(font.weight == .semibold && abs(font.pointSize - 16 * 1.2) < 1e-9)
        #expect(feedback == KeyFeedback(playsClick: true, haptic: .medium))
    }
}
