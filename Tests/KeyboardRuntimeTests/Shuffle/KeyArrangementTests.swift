@testable import KeyboardRuntime
import Testing

@Suite("KeyArrangement")
struct KeyArrangementTests {
    @Test("Starts in declared order; counts slots and groups")
    func declared() {
        let arrangement = KeyArrangement(layout: FixtureLayouts.symbols123)
        #expect(arrangement.isDeclaredOrder)
        #expect(arrangement.slotCount == 30)
        #expect(arrangement.groupCount == 2)
        #expect(arrangement.apply(to: FixtureLayouts.symbols123) == FixtureLayouts.symbols123)
        #expect(KeyArrangement(layout: FixtureLayouts.decimalPad).groupCount == 1)
    }

    @Test("Reshuffle, source positions and reset")
    func reshuffleAndReset() {
        var arrangement = KeyArrangement(layout: FixtureLayouts.decimalPad)
        var generator = SeededRandomNumberGenerator(seed: 1)
        arrangement.reshuffle(using: &generator)
        #expect(!arrangement.isDeclaredOrder)
        let arranged = arrangement.apply(to: FixtureLayouts.decimalPad)
        for (position, key) in arranged.positionedKeys {
            let source = arrangement.sourcePosition(of: position)!
            #expect(FixtureLayouts.decimalPad.rows[source.row].keys[source.index].label == key.label)
        }
        #expect(arrangement.sourcePosition(of: KeyPosition(row: 3, index: 0)) == KeyPosition(row: 3, index: 0))
        #expect(arrangement.sourcePosition(of: KeyPosition(row: 4, index: 0)) == nil)
        #expect(arrangement.sourcePosition(of: KeyPosition(row: 0, index: 3)) == nil)
        arrangement.reset()
        #expect(arrangement.isDeclaredOrder)
    }

    @Test("A page without movable keys, or with a single movable key per group, never changes")
    func nothingToShuffle() {
        let layout = KeyboardLayout(id: "f", rows: [KeyRow(keys: [
            Key(action: .insert("a"), label: "a", group: "one"),
            Key(action: .insert("b"), label: "b", group: "two"),
            Key(action: .insert("c"), label: "c", isPinned: true),
            Key(action: .delete, label: "⌫"),
        ])])
        var arrangement = KeyArrangement(layout: layout)
        var generator = SeededRandomNumberGenerator(seed: 9)
        arrangement.reshuffle(using: &generator)
        #expect(arrangement.groupCount == 0)
        #expect(arrangement.isDeclaredOrder)
        #expect(layout.shuffled(using: &generator) == layout)
    }

    @Test("A seeded reshuffle gives the same arrangement whatever was drawn before", arguments: [1, 5, 77] as [UInt64])
    func reshuffleIndependentOfHistory(seed: UInt64) {
        for layout in [FixtureLayouts.letters, FixtureLayouts.symbols123, FixtureLayouts.decimalPad] {
            var fresh = KeyArrangement(layout: layout)
            var generator = SeededRandomNumberGenerator(seed: seed)
            fresh.reshuffle(using: &generator)

            var used = KeyArrangement(layout: layout)
            var other = SeededRandomNumberGenerator(seed: seed &+ 1000)
            for _ in 0..<3 { used.reshuffle(using: &other) }
            generator = SeededRandomNumberGenerator(seed: seed)
            used.reshuffle(using: &generator)
            #expect(used == fresh)
            #expect(used.apply(to: layout) == fresh.apply(to: layout))
        }
    }

    @Test("20,000 distinct groups are built and shuffle only within themselves")
    func manyGroups() {
        let groups = 20_000
        let rows = (0..<groups / 10).map { row in
            KeyRow(keys: (0..<20).map { index in
                let text = "\(row)-\(index)"
                return Key(action: .insert(text), label: text, group: "g\(row * 10 + index / 2)")
            })
        }
        let layout = KeyboardLayout(id: "many", shufflePolicy: .onShow, rows: rows)
        // Grouping by a linear search of the groups took about 40 s here in a debug build; it is indexed now.
        var built = KeyArrangement(layout: layout)
        #expect(built.groupCount == groups)
        #expect(built.slotCount == groups * 2)
        var generator = SeededRandomNumberGenerator(seed: 3)
        built.reshuffle(using: &generator)
        let arranged = built.apply(to: layout)
        #expect(!built.isDeclaredOrder)
        #expect(arranged.rows.map { $0.keys.map(\.group) } == layout.rows.map { $0.keys.map(\.group) })
    }

    @Test("A 26-key shuffle draws 13 words: two 32-bit draws per word")
    func drawsPerShuffle() {
        var arrangement = KeyArrangement(layout: FixtureLayouts.letters)
        var counting = ScriptedGenerator(words: [0x1234_5678_9ABC_DEF0])
        arrangement.reshuffle(using: &counting)
        #expect(counting.drawn == 13)
    }
}
