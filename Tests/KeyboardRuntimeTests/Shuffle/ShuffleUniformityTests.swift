@testable import KeyboardRuntime
import Testing

/// The chi-square statistic used for the shuffle's uniformity rejects known-biased shuffles of ten digits.
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

    // KeyArrangement.reshuffle itself is tested for uniformity on the shipped pads with the same statistic:
    // `StandardShuffleTests` in Tests/StandardLayoutsTests. These tests show that the statistic rejects
    // the biased shuffles it is there to catch.

    @Test("The chi-square test fails for the reference's random-comparator sort")
    func randomComparatorFails() {
        var generator = SeededRandomNumberGenerator(seed: 20_240_601)
        let counts = Self.table { digits in
            digits = Self.mergeSort(Array(0..<10)) { _, _ in generator.next() & 1 == 0 }
        }
        let statistic = ChiSquare.tableStatistic(counts, trials: Self.trials)
        #expect(statistic > ChiSquare.critical999(degreesOfFreedom: 81), "chi-square \(statistic)")
    }

    @Test("The chi-square test fails for Fisher–Yates with modulo reduction of a narrow (6-bit) random source")
    func moduloFails() {
        var generator = SeededRandomNumberGenerator(seed: 20_240_601)
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
