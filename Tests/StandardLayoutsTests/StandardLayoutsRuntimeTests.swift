import KeyboardRuntime
import StandardLayouts
import Testing

/// The runtime's properties hold for the real standard layouts, as generated from `Layouts/`.
@Suite struct StandardLayoutsRuntimeTests {
    static let devices: [(KeyboardMetrics, width: Double, safeArea: SafeAreaInsets)] = [
        (KeyboardMetrics(device: .phone, orientation: .portrait), 375, SafeAreaInsets(bottom: 34)),
        (KeyboardMetrics(device: .phone, orientation: .portrait), 390, .zero),
        (KeyboardMetrics(device: .phone, orientation: .landscape), 844, SafeAreaInsets(left: 47, right: 47, bottom: 21)),
        (KeyboardMetrics(device: .pad, orientation: .portrait), 820, SafeAreaInsets(bottom: 20)),
        (KeyboardMetrics(device: .pad, orientation: .landscape), 1180, SafeAreaInsets(bottom: 20)),
    ]

    /// A toolbar speaks one language: a standard page titled in English ("ID card number") says "Done",
    /// not the 完成 that the ID card pad's `locale: zh-Hans` gave it.
    @Test(arguments: StandardLayouts.all.map(\.id))
    func aToolbarTitledInEnglishSaysDone(_ id: String) throws {
        let layout = try #require(StandardLayouts.all.first { $0.id == id })
        guard let toolbar = layout.toolbar, let title = toolbar.title, title.unicodeScalars.allSatisfy(\.isASCII) else { return }
        for item in toolbar.items where item.isDone {
            #expect(item.label == "Done", "\(id): '\(title)' beside '\(item.label)'")
        }
    }

    @Test(arguments: StandardLayouts.all.map(\.id))
    func keyRectanglesStayInBoundsAndNeverOverlap(_ id: String) throws {
        let layout = try #require(StandardLayouts.all.first { $0.id == id })
        let geometry = KeyboardGeometry(layout: layout)
        for (metrics, width, safeArea) in Self.devices {
            let bounds = geometry.bounds(forWidth: width, metrics: metrics, safeArea: safeArea)
            let rows = layout.keyRects(forWidth: width, metrics: metrics, safeArea: safeArea)
            #expect(rows.map(\.count) == layout.rows.map(\.keys.count))
            let rects = rows.flatMap { $0 }
            for (index, rect) in rects.enumerated() {
                #expect(rect.width > 0 && rect.height > 0)
                #expect(rect.x >= bounds.x + safeArea.left - 1e-9 && rect.maxX <= bounds.maxX - safeArea.right + 1e-9, "\(id) key \(index) at \(width)")
                #expect(rect.y >= bounds.y - 1e-9 && rect.maxY <= bounds.maxY - safeArea.bottom + 1e-9, "\(id) key \(index) at \(width)")
                for other in rects[(index + 1)...] {
                    #expect(!rect.overlaps(other), "\(id): keys overlap at width \(width)")
                }
            }
        }
    }

    @Test(arguments: StandardLayouts.all.map(\.id))
    func shufflingKeepsPinsFunctionKeysAndKeySets(_ id: String) throws {
        let layout = try #require(StandardLayouts.all.first { $0.id == id })
        var generator = SecureRandomNumberGenerator()
        for _ in 0..<50 {
            let shuffled = layout.shuffled(using: &generator)
            #expect(shuffled.rows.map(\.keys.count) == layout.rows.map(\.keys.count))
            for (row, original) in zip(shuffled.rows, layout.rows) {
                for (key, before) in zip(row.keys, original.keys) where !before.isMovable {
                    #expect(key == before, "\(id): a pinned or function key moved")
                }
            }
            let keys = { (layout: KeyboardLayout) in layout.rows.flatMap(\.keys).map(\.label).sorted() }
            #expect(keys(shuffled) == keys(layout))
        }
    }

    @Test func padsShuffleByDefaultAndLettersDoNot() {
        #expect(KeyboardLayout.decimalPad.shufflePolicy == .onShow)
        #expect(KeyboardLayout.idCardPad.shufflePolicy == .onShow)
        #expect(KeyboardLayout.letters.shufflePolicy == .never)
        #expect(KeyboardLayout.symbols.shufflePolicy == .never)
    }

    @Test func phoneHeightsMatchTheReference() {
        let portrait = KeyboardMetrics(device: .phone, orientation: .portrait)
        #expect(portrait.keyboardHeight(forWidth: 375) == 216)
        #expect(portrait.keyboardHeight(forWidth: 390) == 224)
    }
}
