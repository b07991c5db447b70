import KeyboardRuntime
import Testing

@Suite("Shuffle properties over many seeds")
struct ShufflePropertyTests {
    static let seeds: [UInt64] = Array(1...200)

    @Test("Pinned and function keys stay; movable keys stay in their group; rows keep their length and widths",
          arguments: FixtureLayouts.all)
    func invariants(layout: KeyboardLayout) {
        for seed in Self.seeds {
            var generator = SeededRandomNumberGenerator(seed: seed)
            let shuffled = layout.shuffled(using: &generator)
            #expect(shuffled.rows.map(\.keys.count) == layout.rows.map(\.keys.count))
            #expect(shuffled.rows.map(\.spacers) == layout.rows.map(\.spacers))
            #expect(shuffled.id == layout.id && shuffled.title == layout.title)
            for (position, declared) in layout.positionedKeys {
                let shown = shuffled.rows[position.row].keys[position.index]
                #expect(shown.width == declared.width, "widths belong to slots")
                if !declared.isMovable {
                    #expect(shown == declared, "key at \(position) must not move (seed \(seed))")
                } else {
                    #expect(shown.isMovable && shown.group == declared.group, "stays within its group")
                }
            }
            let before = layout.positionedKeys.map(\.key.content).sorted()
            let after = shuffled.positionedKeys.map(\.key.content).sorted()
            #expect(before == after, "the multiset of keys is preserved")
        }
    }

    @Test("Shuffles actually move keys, and differ between seeds")
    func movesKeys() {
        var first = SeededRandomNumberGenerator(seed: 7)
        var second = SeededRandomNumberGenerator(seed: 8)
        let a = FixtureLayouts.letters.shuffled(using: &first)
        let b = FixtureLayouts.letters.shuffled(using: &second)
        #expect(a != FixtureLayouts.letters)
        #expect(a != b)
    }

    @Test("Letters shuffle together across rows of 10, 9 and 7")
    func lettersCrossRows() {
        var generator = SeededRandomNumberGenerator(seed: 3)
        var crossed = false
        for _ in 0..<20 {
            let shuffled = FixtureLayouts.letters.shuffled(using: &generator)
            let firstRow = Set(shuffled.rows[0].keys.map(\.label))
            if !firstRow.isSubset(of: Set("qwertyuiop".map(String.init))) { crossed = true }
        }
        #expect(crossed)
    }

    @Test("Named groups shuffle separately: digits stay in row 1, symbols stay in rows 2–3")
    func groupsSeparate() {
        var generator = SeededRandomNumberGenerator(seed: 11)
        for _ in 0..<50 {
            let shuffled = FixtureLayouts.symbols123.shuffled(using: &generator)
            #expect(Set(shuffled.rows[0].keys.map(\.label)) == Set("1234567890".map(String.init)))
            let symbols = shuffled.rows[1].keys.map(\.label) + shuffled.rows[2].keys.dropFirst().dropLast().map(\.label)
            #expect(Set(symbols) == Set(["-", "/", ":", ";", "(", ")", "$", "&", "@", "\"", ".", ",", "?", "!", "'"]))
        }
    }

    @Test("Pads: the corner key and delete never move", arguments: [FixtureLayouts.decimalPad, FixtureLayouts.idCardPad])
    func padCorners(pad: KeyboardLayout) {
        var generator = SeededRandomNumberGenerator(seed: 5)
        for _ in 0..<100 {
            let shuffled = pad.shuffled(using: &generator)
            #expect(shuffled.rows[3].keys[0] == pad.rows[3].keys[0])
            #expect(shuffled.rows[3].keys[2].action == .delete)
        }
    }

    @Test("The secure default shuffle keeps the invariants too")
    func secureDefault() {
        let shuffled = FixtureLayouts.letters.shuffled()
        #expect(shuffled.positionedKeys.map(\.key.content).sorted() == FixtureLayouts.letters.positionedKeys.map(\.key.content).sorted())
        #expect(shuffled.rows[2].keys.first?.action == .shift)
    }
}
