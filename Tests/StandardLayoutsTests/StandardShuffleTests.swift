import KeyboardRuntime
import StandardLayouts
import Testing

/// The shuffle's statistical and no-replay guarantees, checked on the keyboards that ship (generated from
/// `Layouts/`), not on hand-built look-alikes: uniformity of the digits over the pads' digit slots, pinned
/// keys that never move, and copies of a generator or a session that never replay an arrangement.
@Suite("Shuffles of the standard keyboards")
struct StandardShuffleTests {
    static let trials = 100_000

    /// Critical values of the chi-square distribution at p = 0.001 (scipy.stats.chi2.ppf(0.999, df)).
    static func critical999(degreesOfFreedom: Int) -> Double {
        switch degreesOfFreedom {
        case 9: return 27.877
        case 81: return 126.083
        default: fatalError("no tabulated critical value for \(degreesOfFreedom) degrees of freedom")
        }
    }

    static func label(at position: KeyPosition, in layout: KeyboardLayout) -> String {
        layout.rows[position.row].keys[position.index].label
    }

    /// 100,000 reshuffles with a seeded generator (reproducible): each of the 10 digits is in each of the
    /// 10 digit slots equally often (chi-square, 81 degrees of freedom for the table, 9 for each slot),
    /// and the pinned key (`.` or `X`) and delete never move.
    @Test("the pads' digits are uniform over their slots (chi-square, p = 0.001) and pinned keys never move",
          arguments: ["decimal-pad", "id-card-pad"])
    func padIsUniform(_ id: String) throws {
        let layout = try #require(StandardLayouts.all.first { $0.id == id })
        let positions = layout.rows.indices.flatMap { row in
            layout.rows[row].keys.indices.map { KeyPosition(row: row, index: $0) }
        }
        let digitSlots = positions.filter { Self.label(at: $0, in: layout).allSatisfy(\.isNumber) }
        let fixed = positions.filter { !digitSlots.contains($0) }
        let digits = digitSlots.map { Self.label(at: $0, in: layout) }
        #expect(digits.sorted() == ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"])
        #expect(fixed.count == 2, "the pinned key and delete")

        var arrangement = KeyArrangement(layout: layout)
        var generator = SeededRandomNumberGenerator(seed: 20_240_601)
        var counts = [[Int]](repeating: [Int](repeating: 0, count: 10), count: 10)
        var movedFixedKey = false
        for _ in 0..<Self.trials {
            arrangement.reshuffle(using: &generator)
            for (slot, position) in digitSlots.enumerated() {
                let source = try #require(arrangement.sourcePosition(of: position))
                let digit = try #require(digits.firstIndex(of: Self.label(at: source, in: layout)))
                counts[slot][digit] += 1
            }
            movedFixedKey = movedFixedKey || fixed.contains { arrangement.sourcePosition(of: $0) != $0 }
        }
        #expect(!movedFixedKey, "a pinned key or delete moved")
        let expected = Double(Self.trials) / 10
        func statistic(_ row: [Int]) -> Double {
            row.reduce(0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
        }
        let table = counts.reduce(0) { $0 + statistic($1) }
        #expect(table < Self.critical999(degreesOfFreedom: 81), "chi-square \(table)")
        for slot in 0..<10 {
            #expect(statistic(counts[slot]) < Self.critical999(degreesOfFreedom: 9), "slot \(slot): chi-square \(statistic(counts[slot]))")
        }
    }

    @Test("shuffles of the letters page from copies of one generator differ")
    func shufflesFromCopies() {
        var first = SecureRandomNumberGenerator()
        _ = first.next()
        var second = first
        #expect(KeyboardLayout.letters.shuffled(using: &first) != KeyboardLayout.letters.shuffled(using: &second))
    }

    @Test("copies of a session on the letters page draw different arrangements")
    func sessionCopies() throws {
        let session = try KeyboardSession(layouts: StandardLayouts.all, initialPage: "letters", policyOverride: .onShow)
        var arrangements: Set<KeyArrangement> = [session.currentArrangement]
        for _ in 0..<10 {
            var copy = session
            copy.willShow()
            arrangements.insert(copy.currentArrangement)
        }
        #expect(arrangements.count == 11, "a repeated arrangement of 26 letters means replayed random words")
    }
}
