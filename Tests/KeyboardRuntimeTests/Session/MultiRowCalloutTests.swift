import KeyboardRuntime
import Testing

/// Long alternate lists wrap into rows, as AOSP keyboards show them: property-tested over random keys,
/// counts, widths and directions — every alternate reachable, no point on two cells, every cell on screen.
@Suite("Multi-row callouts")
struct MultiRowCalloutTests {
    @Test("Cells stay in the view, never overlap, and every one is reached by a finger over it")
    func properties() {
        var generator = SeededRandomNumberGenerator(seed: 23)
        for _ in 0..<2_000 {
            let width = Double.random(in: 200...1200, using: &generator)
            let left = Double.random(in: 0...40, using: &generator)
            let right = width - Double.random(in: 0...40, using: &generator)
            let bottom = Double.random(in: 150...400, using: &generator)
            let cell = Double.random(in: 20...90, using: &generator)
            let height = Double.random(in: 30...60, using: &generator)
            let keyX = Double.random(in: left...(max(left, right - cell)), using: &generator)
            let keyY = Double.random(in: 0...(bottom - height), using: &generator)
            let key = KeyRect(x: keyX, y: keyY, width: cell, height: height)
            let bounds = CalloutLayout.Bounds(left: left, right: right, bottom: bottom)
            let columns = CalloutLayout.columnsThatFit(cellWidth: cell, within: bounds)
            let capacity = columns * Int(bottom / height)
            let count = Int.random(in: 1...(capacity + 5), using: &generator)
            let mirrored = Bool.random(using: &generator)
            let cells = CalloutLayout.rects(for: count, above: key, within: bounds, mirrored: mirrored)

            #expect(cells.count == min(count, capacity))
            for (index, rect) in cells.enumerated() {
                #expect(rect.x >= left - 1e-6 && rect.maxX <= right + 1e-6 && rect.y >= -1e-6 && rect.maxY <= bottom + 1e-6, "cell \(index) leaves the view")
                #expect(CalloutLayout.cell(atX: rect.midX, y: rect.midY, in: cells) == index, "cell \(index) unreachable")
                // Neighbours touch; arithmetic may put an edge an ulp over, which hit testing settles by order.
                let inner = KeyRect(x: rect.x + 1e-9, y: rect.y + 1e-9, width: rect.width - 2e-9, height: rect.height - 2e-9)
                for other in cells[(index + 1)...] { #expect(!inner.overlaps(other)) }
            }
            // Any point is on one cell at most: the cell it selects contains it, or it is above or below them.
            for _ in 0..<5 {
                let x = Double.random(in: 0...width, using: &generator), y = Double.random(in: -50...bottom, using: &generator)
                if let index = CalloutLayout.cell(atX: x, y: y, in: cells) {
                    #expect(x >= cells[index].x && x < cells[index].maxX)
                    #expect(cells.filter { $0.contains(x: x, y: y) }.count <= 1)
                }
            }
            // The first alternate is next to the key, on its reading side when it fits there.
            if cells.count > 1, cells[0].y == cells[1].y {
                #expect(mirrored ? cells[1].x <= cells[0].x || cells[0].x <= key.x + 1e-6 : cells[1].x >= cells[0].x || cells[0].maxX >= key.maxX - 1e-6)
            }
        }
    }

    @Test("17 alternates on a 10-key-wide keyboard are two balanced rows, the first just above the key")
    func balancedRows() {
        let key = KeyRect(x: 40, y: 200, width: 32, height: 42)
        let cells = CalloutLayout.rects(for: 17, above: key, within: .init(left: 0, right: 375, bottom: 300))
        let rows = Dictionary(grouping: cells, by: \.y)
        #expect(rows.count == 2)
        #expect(rows[158]?.count == 9 && rows[116]?.count == 8)
        #expect(cells[0].x == key.x && cells[9].x == key.x)
    }

    @Test("On an rtl page the callout opens leftwards from the key's right edge")
    func opensLeftwards() {
        let key = KeyRect(x: 200, y: 100, width: 30, height: 40)
        let cells = CalloutLayout.rects(for: 3, above: key, within: .init(left: 0, right: 375, bottom: 300), mirrored: true)
        #expect(cells.map(\.x) == [200, 170, 140])
        let nearTheLeftEdge = CalloutLayout.rects(for: 3, above: KeyRect(x: 10, y: 100, width: 30, height: 40), within: .init(left: 0, right: 375, bottom: 300), mirrored: true)
        #expect(nearTheLeftEdge.map(\.x) == [10, 40, 70], "runs rightwards when leftwards would leave the keyboard")
    }

    @Test("Sliding up from the key reaches the second row and releasing types its alternate")
    func slideAcrossRows() throws {
        let alternates = (1...17).map { "a\($0)" }
        let layout = KeyboardLayout(id: "p", rows: [
            KeyRow(keys: (0..<10).map { $0 == 3 ? Key(action: .insert("k"), label: "k", alternates: alternates) : Key(action: .insert("\($0)"), label: "\($0)") }),
            KeyRow(keys: (0..<10).map { Key(action: .insert("r\($0)"), label: "r\($0)") }),
            KeyRow(keys: (0..<10).map { Key(action: .insert("s\($0)"), label: "s\($0)") }),
        ])
        let metrics = KeyboardMetrics(device: .phone, orientation: .portrait)
        // The key with alternates in the bottom row, with room above it for two rows of cells.
        var bottomLayout = layout
        bottomLayout.rows = [layout.rows[1], layout.rows[2], layout.rows[0]]
        var session = try KeyboardSession(layouts: [bottomLayout], initialPage: "p")
        var interaction = KeyboardInteraction(session: session, viewport: .init(width: 375, metrics: metrics))
        let held = interaction.hitTester.keyRects[2][3]
        _ = interaction.handle(TouchEvent(id: 1, phase: .began, x: held.midX, y: held.midY, time: 0), session: &session)
        _ = interaction.advance(to: 0.6, session: &session)
        let cells = interaction.calloutRects
        #expect(cells.count == 17)
        #expect(Set(cells.map(\.y)).count == 2)
        #expect(cells.allSatisfy { $0.maxY <= held.y + 1e-9 })
        let target = cells[12]   // second row
        _ = interaction.handle(TouchEvent(id: 1, phase: .moved, x: target.midX, y: target.midY, time: 0.7), session: &session)
        #expect(session.callout?.selection == 12)
        // Above the callout: still the top row, the same column.
        _ = interaction.handle(TouchEvent(id: 1, phase: .moved, x: target.midX, y: -30, time: 0.8), session: &session)
        #expect(session.callout?.selection == 12)
        #expect(interaction.handle(TouchEvent(id: 1, phase: .ended, x: target.midX, y: -30, time: 0.9), session: &session) == [.insert("a13")])
    }
}
