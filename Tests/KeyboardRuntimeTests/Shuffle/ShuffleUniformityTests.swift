@testable import KeyboardRuntime
import Testing

/// Position uniformity of the ten digits over the ten digit slots of the decimal pad.
@Suite("Shuffle uniformity (chi-square)")
struct ShuffleUniformityTests {
    static let trials = 100_000

    /// Counts how often each digit lands in each slot; a 10 × 10 table.
    static func table(_ shuffle: (inout [Int]) -> Void) -> [[Int]] {
        var counts = [[Int]](repeating: [Int](repeating: 0, count: 10), count: 10)
        var digits = Array(0..<10)
        for _ in 0..<trials {
            shuffle(&digits)
            for slot in 0..<10 { counts[slot][digits[slot]] += 1 }
        }
        return counts
    }

    @Test("KeyArrangement.reshuffle is uniform over 100,000 shuffles (p = 0.001, 81 degrees of freedom)")
    func arrangementIsUniform() {
        var arrangement = KeyArrangement(layout: StandardLayouts.decimalPad)
        // The pad's digit slots, row by row: 1…9 in slots 0…8, 0 in slot 10.
        let digitSlots = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10]
        var generator = SplitMix64(seed: 20_240_601)
        let counts = Self.table { digits in
            arrangement.reshuffle(using: &generator)
            for (index, slot) in digitSlots.enumerated() {
                digits[index] = digitSlots.firstIndex(of: arrangement.sources[slot])!
            }
        }
        let statistic = ChiSquare.tableStatistic(counts, trials: Self.trials)
        #expect(statistic < ChiSquare.critical999(degreesOfFreedom: 81), "chi-square \(statistic)")
        // Each slot on its own (9 degrees of freedom).
        for slot in 0..<10 {
            #expect(ChiSquare.statistic(counts[slot], expected: Double(Self.trials) / 10) < ChiSquare.critical999(degreesOfFreedom: 9))
        }
    }

    @Test("The same test fails for the reference's random-comparator sort")
    func randomComparatorFails() {
        var generator = SplitMix64(seed: 20_240_601)
        let counts = Self.table { digits in
            digits = Self.mergeSort(Array(0..<10)) { _, _ in generator.next() & 1 == 0 }
        }
        let statistic = ChiSquare.tableStatistic(counts, trials: Self.trials)
        #expect(statistic > ChiSquare.critical999(degreesOfFreedom: 81), "chi-square \(statistic)")
    }

    @Test("The same test fails for Fisher–Yates with modulo reduction of a narrow (6-bit) random source")
    func moduloFails() {
        var generator = SplitMix64(seed: 20_240_601)
        let counts = Self.table { digits in
            digits = Array(0..<10)
            for last in stride(from: 9, to: 0, by: -1) {
                let other = Int(generator.next() & 63) % (last + 1)
                digits.swapAt(last, other)
            }
        }
        let statistic = ChiSquare.tableStatistic(counts, trials: Self.trials)
        #expect(statistic > ChiSquare.critical999(degreesOfFreedom: 81), "chi-square \(statistic)")
    }

    /// A top-down merge sort driven by an arbitrary comparator, like `sortedArrayUsingComparator:`.
    static func mergeSort(_ values: [Int], _ ordered: (Int, Int) -> Bool) -> [Int] {
        guard values.count > 1 else { return values }
        let middle = values.count / 2
        let left = mergeSort(Array(values[..<middle]), ordered)
        let right = mergeSort(Array(values[middle...]), ordered)
        var merged: [Int] = []
        merged.reserveCapacity(values.count)
        var i = 0, j = 0
        while i < left.count, j < right.count {
            if ordered(left[i], right[j]) { merged.append(left[i]); i += 1 } else { merged.append(right[j]); j += 1 }
        }
        merged += left[i...]
        merged += right[j...]
        return merged
    }
}
