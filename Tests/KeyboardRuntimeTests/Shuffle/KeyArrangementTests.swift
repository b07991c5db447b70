@testable import KeyboardRuntime
import Testing

@Suite("KeyArrangement")
struct KeyArrangementTests {
    @Test("Starts in declared order; counts slots and groups")
    func declared() {
        let arrangement = KeyArrangement(layout: StandardLayouts.symbols123)
        #expect(arrangement.isDeclaredOrder)
        #expect(arrangement.slotCount == 30)
        #expect(arrangement.groupCount == 2)
        #expect(arrangement.apply(to: StandardLayouts.symbols123) == StandardLayouts.symbols123)
        #expect(KeyArrangement(layout: StandardLayouts.decimalPad).groupCount == 1)
    }

    @Test("Reshuffle, source positions and reset")
    func reshuffleAndReset() {
        var arrangement = KeyArrangement(layout: StandardLayouts.decimalPad)
        var generator = SplitMix64(seed: 1)
        arrangement.reshuffle(using: &generator)
        #expect(!arrangement.isDeclaredOrder)
        let arranged = arrangement.apply(to: StandardLayouts.decimalPad)
        for (position, key) in arranged.positionedKeys {
            let source = arrangement.sourcePosition(of: position)!
            #expect(StandardLayouts.decimalPad.rows[source.row].keys[source.index].label == key.label)
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
        var generator = SplitMix64(seed: 9)
        arrangement.reshuffle(using: &generator)
        #expect(arrangement.groupCount == 0)
        #expect(arrangement.isDeclaredOrder)
        #expect(layout.shuffled(using: &generator) == layout)
    }

    @Test("A 26-key shuffle draws 13 words: two 32-bit draws per word")
    func drawsPerShuffle() {
        var arrangement = KeyArrangement(layout: StandardLayouts.letters)
        var counting = ScriptedGenerator(words: [0x1234_5678_9ABC_DEF0])
        arrangement.reshuffle(using: &counting)
        #expect(counting.drawn == 13)
    }
}
