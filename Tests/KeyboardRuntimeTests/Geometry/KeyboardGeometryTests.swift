import KeyboardRuntime
import Testing

@Suite("Key rectangles")
struct KeyboardGeometryTests {
    let phone = KeyboardMetrics(device: .phone, orientation: .portrait, scale: 0)

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test("Letters on a 375-point phone: pitch 37.5, keys 33.5 wide, 44 high, rows 52 apart")
    func lettersRows() {
        let rects = FixtureLayouts.letters.keyRects(forWidth: 375, metrics: phone)
        #expect(rects.map(\.count) == [10, 9, 9, 3])
        #expect(rects[0][0] == KeyRect(x: 2, y: 8, width: 33.5, height: 44))
        #expect(close(rects[0][9].maxX, 373))
        #expect(rects[1][0].y == 60 && rects[3][0].y == 164)
        #expect(close(rects[3][0].maxY + 8, 216))
        // Row 2 (9 keys) is centred: half a key pitch on each side.
        #expect(close(rects[1][0].x, 2 + 18.75))
        #expect(close(375 - rects[1][8].maxX, rects[1][0].x))
        // Shift and delete are 1.5 units; the row spans the full width.
        #expect(close(rects[2][0].width, 1.5 * 37.5 - 4))
        #expect(close(rects[2][8].maxX, 373))
        // Switch 2, space fills 6 units, return 2.
        #expect(close(rects[3][0].width, 71))
        #expect(close(rects[3][1].width, 6 * 37.5 - 4))
        #expect(close(rects[3][2].maxX, 373))
    }

    @Test("Fill keys share the leftover of their row")
    func fillShares() {
        let rects = FixtureLayouts.symbols123.keyRects(forWidth: 375, metrics: phone)
        // Row 3: 1.5 + 5 fill + 1.5 over 10 units → each fill key 7/5 units.
        #expect(close(rects[2][1].width, 1.4 * 37.5 - 4))
        #expect(close(rects[2][6].maxX, 373))
    }

    @Test("Pads: three equal columns with a gap 1.6 times the key gap", arguments: [FixtureLayouts.decimalPad, FixtureLayouts.idCardPad])
    func pad(layout: KeyboardLayout) {
        #expect(LayoutStyle(layout: layout) == .pad)
        let rects = layout.keyRects(forWidth: 375, metrics: phone)
        let gap = 4 * 1.6
        for row in rects {
            #expect(row.count == 3)
            #expect(row.allSatisfy { close($0.width, 125 - gap) })
            #expect(close(row[1].x - row[0].maxX, gap))
            #expect(close(row[0].x, gap / 2) && close(row[2].maxX, 375 - gap / 2))
        }
        #expect(LayoutStyle(layout: FixtureLayouts.letters) == .rows)
    }

    @Test("Spacers leave gaps and belong to positions")
    func spacers() {
        let rects = FixtureLayouts.titledWithSpacers.keyRects(forWidth: 400, metrics: phone)
        // The widest fixed row: 0.5 + 7 + 0.5 = 8 units; row 3: 1.5 + 3 + 2 + 1.5 = 8 units.
        let pitch = 400.0 / 8
        #expect(close(rects[1][0].x, 0.5 * pitch + 2))
        #expect(close(rects[2][4].x - rects[2][3].maxX, 2 * pitch + 4))
        // A titled layout starts below the 40-point toolbar.
        #expect(rects[0][0].y == 40 + 8)
    }

    @Test("Landscape insets keep keys inside the safe area")
    func landscapeInsets() {
        let metrics = KeyboardMetrics(device: .phone, orientation: .landscape)
        let insets = SafeAreaInsets(left: 47, right: 47, bottom: 21)
        let rects = FixtureLayouts.letters.keyRects(forWidth: 844, metrics: metrics, safeArea: insets)
        #expect(close(rects[0][0].x, 47 + 4))
        #expect(close(rects[0][9].maxX, 844 - 47 - 4))
        #expect(rects[0][0].height == metrics.keyHeight(forWidth: 750))
    }

    @Test("The reused-buffer API writes the same rectangles, row by row, and resizes the buffer only when needed")
    func reusedBuffer() {
        let geometry = KeyboardGeometry(layout: FixtureLayouts.letters)
        var buffer: [KeyRect] = []
        geometry.keyRects(into: &buffer, forWidth: 390, metrics: phone)
        #expect(buffer.count == geometry.keyCount && geometry.keyCount == 31)
        #expect(buffer == geometry.keyRects(forWidth: 390, metrics: phone).flatMap { $0 })
        #expect(geometry.keysPerRow == [10, 9, 9, 3])
        let landscape = KeyboardMetrics(device: .phone, orientation: .landscape)
        geometry.keyRects(into: &buffer, forWidth: 844, metrics: landscape)
        #expect(buffer == geometry.keyRects(forWidth: 844, metrics: landscape).flatMap { $0 })
    }

    @Test("Rotation recomputes rectangles for the same arrangement; rotating back restores them")
    func rotation() {
        var generator = SeededRandomNumberGenerator(seed: 77)
        let arranged = FixtureLayouts.decimalPad.shuffled(using: &generator)
        let portrait = arranged.keyRects(forWidth: 390, metrics: phone)
        let landscape = arranged.keyRects(
            forWidth: 844, metrics: KeyboardMetrics(device: .phone, orientation: .landscape),
            safeArea: SafeAreaInsets(left: 47, right: 47, bottom: 21)
        )
        #expect(portrait != landscape)
        #expect(arranged.keyRects(forWidth: 390, metrics: phone) == portrait)
        // Geometry ignores the arrangement: the declared pad has the same rectangles.
        #expect(FixtureLayouts.decimalPad.keyRects(forWidth: 390, metrics: phone) == portrait)
    }

    static let cases: [(KeyboardMetrics, Double, SafeAreaInsets)] = {
        var cases: [(KeyboardMetrics, Double, SafeAreaInsets)] = []
        for width in [320.0, 375, 390, 393, 414, 430] {
            cases.append((KeyboardMetrics(device: .phone, orientation: .portrait), width, SafeAreaInsets(bottom: 34)))
        }
        for (width, side) in [(568.0, 0.0), (667, 0), (812, 44), (844, 47), (932, 59)] {
            cases.append((KeyboardMetrics(device: .phone, orientation: .landscape), width, SafeAreaInsets(left: side, right: side, bottom: 21)))
        }
        for width in [744.0, 768, 820, 834, 1024] {
            cases.append((KeyboardMetrics(device: .pad, orientation: .portrait), width, SafeAreaInsets(bottom: 20)))
        }
        for width in [1024.0, 1133, 1180, 1194, 1366] {
            cases.append((KeyboardMetrics(device: .pad, orientation: .landscape), width, SafeAreaInsets(bottom: 20)))
        }
        return cases
    }()

    @Test("Property: inside the bounds, no overlaps, every rectangle non-empty, for all layouts, devices and orientations",
          arguments: FixtureLayouts.all)
    func insideAndDisjoint(layout: KeyboardLayout) {
        let geometry = KeyboardGeometry(layout: layout)
        for (metrics, width, insets) in Self.cases {
            let bounds = geometry.bounds(forWidth: width, metrics: metrics, safeArea: insets)
            let rects = geometry.keyRects(forWidth: width, metrics: metrics, safeArea: insets).flatMap { $0 }
            #expect(rects.count == layout.rows.reduce(0) { $0 + $1.keys.count })
            let keysTop = layout.title == nil ? 0 : metrics.toolbarHeight
            for rect in rects {
                #expect(rect.width > 0 && rect.height > 0)
                #expect(rect.x >= insets.left - 1e-9 && rect.maxX <= width - insets.right + 1e-9,
                        "\(layout.id) \(metrics.device) \(metrics.orientation) \(width): \(rect)")
                #expect(rect.y >= keysTop && rect.maxY <= bounds.height - insets.bottom + 1e-9)
            }
            for i in rects.indices {
                for j in rects.indices where j > i {
                    #expect(!rects[i].overlaps(rects[j]), "\(layout.id) \(width): \(rects[i]) overlaps \(rects[j])")
                }
            }
        }
    }

    @Test("KeyRect helpers")
    func keyRect() {
        let rect = KeyRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.maxX == 4 && rect.maxY == 6 && rect.midX == 2.5 && rect.midY == 4)
        #expect(rect.contains(x: 1, y: 2) && !rect.contains(x: 4, y: 2))
        #expect(!rect.overlaps(KeyRect(x: 4, y: 2, width: 1, height: 1)))
        #expect(rect.overlaps(KeyRect(x: 3.5, y: 5.5, width: 1, height: 1)))
    }
}
