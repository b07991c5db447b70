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
    fileprivate static let decimalPad = StandardLayouts.decimalPad
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

        // GettingStarted.md: handle touches
        var session = try KeyboardSession(layouts: [.pinPad], initialPage: "pin-pad", returnKind: .done)
        for output in session.handle(.tap(KeyPosition(row: 0, index: 1))) {
            if case .insert(let digit) = output { print("typed", digit) }
        }
        #expect(session.currentPage == "pin-pad")
    }
}
