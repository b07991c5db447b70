import KeyboardRuntime
import Testing

/// The Swift examples of `Docs-drafts/runtime.md`, verbatim inside test functions, so they keep compiling
/// and doing what the text says.
@Suite("README examples")
struct ReadmeExamplesTests {
    static func makePad() -> KeyboardLayout {
        // README begin: layout
        func digit(_ d: String) -> Key { Key(action: .insert(d), label: d) }
        let pad = KeyboardLayout(
            id: "decimal-pad",
            shufflePolicy: .onShow,
            rows: [
                KeyRow(keys: ["1", "2", "3"].map(digit)),
                KeyRow(keys: ["4", "5", "6"].map(digit)),
                KeyRow(keys: ["7", "8", "9"].map(digit)),
                KeyRow(keys: [
                    Key(action: .insert("."), label: ".", isPinned: true),
                    digit("0"),
                    Key(action: .delete, label: "⌫"),
                ]),
            ]
        )
        // README end
        return pad
    }

    @Test("Shuffling")
    func shuffling() {
        let pad = Self.makePad()
        // README begin: shuffle
        let arranged = pad.shuffled()                   // secure default generator

        var generator = SecureRandomNumberGenerator()   // or any RandomNumberGenerator
        let another = pad.shuffled(using: &generator)

        // Reshuffle in place, without allocating, e.g. each time the keyboard is shown:
        var arrangement = KeyArrangement(layout: pad)
        arrangement.reshuffle(using: &generator)
        let toDraw = arrangement.apply(to: pad)
        // README end
        for layout in [arranged, another, toDraw] {
            #expect(layout.rows[3].keys[0].label == ".")
            #expect(layout.rows[3].keys[2].action == .delete)
        }
    }

    /// The letters page with a row of digits on top: five rows.
    static let fiveRowPage = KeyboardLayout(
        id: "letters-digits",
        rows: [KeyRow(keys: FixtureLayouts.chars("1 2 3 4 5 6 7 8 9 0"))] + FixtureLayouts.letters.rows
    )

    /// The README's geometry example, verbatim, for the page it calls `letters`.
    static func geometryExample(letters: KeyboardLayout) -> (height: Double, viewHeight: Double, rows: [[KeyRect]], rects: [KeyRect]) {
        // README begin: geometry
        let portrait = KeyboardMetrics(device: .phone, orientation: .portrait)
        let height = portrait.keyboardHeight(forWidth: 375)        // 216: the reference 4-row keyboard
        let geometry = KeyboardGeometry(layout: letters)           // counts the page's rows and toolbar
        let viewHeight = geometry.viewHeight(forWidth: 375, metrics: portrait,
                                             safeArea: SafeAreaInsets(bottom: 34))  // 250

        // One rectangle per key, row by row:
        let rows: [[KeyRect]] = letters.keyRects(forWidth: 375, metrics: portrait,
                                                 safeArea: SafeAreaInsets(bottom: 34))

        // On rotation, lay out the same arrangement again into a reused buffer (no allocation):
        var rects: [KeyRect] = []
        geometry.keyRects(into: &rects, forWidth: 844,
                          metrics: KeyboardMetrics(device: .phone, orientation: .landscape),
                          safeArea: SafeAreaInsets(left: 47, right: 47, bottom: 21))
        // README end
        return (height, viewHeight, rows, rects)
    }

    @Test("Metrics and key rectangles")
    func geometry() {
        let (height, viewHeight, rows, rects) = Self.geometryExample(letters: FixtureLayouts.letters)
        #expect(height == 216)
        #expect(viewHeight == 250)
        #expect(rows.map(\.count) == [10, 9, 9, 3])
        #expect(rects.count == 31)
    }

    @Test("The geometry example gives a view tall enough for a page of five rows")
    func geometryFiveRows() {
        let (_, viewHeight, rows, _) = Self.geometryExample(letters: Self.fiveRowPage)
        #expect(rows.count == 5)
        let lowest = rows.joined().map(\.maxY).max() ?? 0
        #expect(lowest + 8 + 34 <= viewHeight, "the last row and its gap fit above the bottom inset")
        #expect(viewHeight == 250 + 44 + 8)
    }

    @Test("Session wiring")
    func session() throws {
        let pad = Self.makePad()
        let letters = FixtureLayouts.letters
        let symbols = FixtureLayouts.symbols123
        let moreSymbols = FixtureLayouts.symbolsHash
        // README begin: session
        var typed = ""
        var composing = ""
        var shownPage = ""
        var session = try KeyboardSession(
            layouts: [letters, symbols, moreSymbols, pad],   // every page a switch key leads to
            initialPage: "decimal-pad",
            returnKind: .next,
            policyOverrides: ["letters": .onShow]      // the app may override any page's policy
        )
        session.isScreenCaptured = false               // update from the screen-capture notification

        // The renderer draws session.currentLayout and reports touches by position:
        let position = KeyPosition(row: 0, index: 0)
        if session.shouldHighlight(key: position) { /* highlight the key */ }
        for output in session.handle(.tap(position)) {
            switch output {
            case .insert(let text): typed += text
            case .deleteBackward: typed = String(typed.dropLast())
            case .returnKey(let kind): print("return:", kind)   // .next: move to the next field
            case .dismiss: print("dismiss")
            case .pageChanged(let id): shownPage = id           // redraw session.currentLayout
            case .marked(let pending): composing = pending      // show it underlined after the cursor; never log it
            }
        }

        // Each time the keyboard appears again (an on-show page gets a new arrangement):
        session.willShow()
        // README end
        #expect(typed.count == 1 && composing.isEmpty)
        #expect(shownPage == "")
        #expect(session.currentPage == "decimal-pad")
    }
}
