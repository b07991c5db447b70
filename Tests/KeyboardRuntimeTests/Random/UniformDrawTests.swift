@testable import KeyboardRuntime
import Testing

@Suite("Unbiased bounded draws")
struct UniformDrawTests {
    @Test("Exhaustive on 8-bit words: every result in 0..<n comes from exactly floor(256 / n) words")
    func exhaustiveEightBit() {
        for bound in 1...255 {
            var counts = [Int](repeating: 0, count: bound)
            for word in 0...255 {
                if let value = UniformDraw.candidate(UInt8(word), below: UInt8(bound)) {
                    counts[Int(value)] += 1
                }
            }
            #expect(counts.allSatisfy { $0 == 256 / bound }, "bound \(bound)")
        }
    }

    @Test("Exhaustive on 16-bit words for a few bounds")
    func exhaustiveSixteenBit() {
        for bound in [3, 10, 26, 1000, 40_000, 65_535] {
            var counts = [Int](repeating: 0, count: bound)
            for word in 0...65_535 {
                if let value = UniformDraw.candidate(UInt16(word), below: UInt16(bound)) {
                    counts[Int(value)] += 1
                }
            }
            #expect(counts.allSatisfy { $0 == 65_536 / bound }, "bound \(bound)")
        }
    }

    @Test("A biased word is rejected and a new one drawn")
    func rejection() {
        // For bound 3, 2^64 mod 3 = 1: the word 0 (low half of 0 · 3 is 0 < 1) must be rejected.
        var generator = ScriptedGenerator(words: [0, UInt64.max])
        #expect(generator.nextIndex(below: 3) == 2)
        #expect(generator.drawn == 2)
        // For 32-bit halves and bound 3, 2^32 mod 3 = 1: the half 0 is rejected, the other half is used.
        var halves = HalfWordDraws()
        var scripted = ScriptedGenerator(words: [0xFFFF_FFFF_0000_0000])
        #expect(halves.next(below: 3, using: &scripted) == 2)
        #expect(scripted.drawn == 1)
    }

    @Test("nextIndex stays in range")
    func range() {
        var generator = SplitMix64(seed: 42)
        for bound in 1...50 {
            for _ in 0..<50 {
                let value = generator.nextIndex(below: bound)
                #expect(value >= 0 && value < bound)
            }
        }
    }

    @Test("Chi-square: bounded draws with a bound near the word range are uniform; modulo is not")
    func moduloBiasFails() {
        // Bound 3 · 2^30 on 32-bit words: `word % bound` maps the lowest third of results twice.
        let bound: UInt32 = 3 << 30
        let trials = 100_000
        var generator = SplitMix64(seed: 2024)
        var lemire = [0, 0, 0]
        var modulo = [0, 0, 0]
        var halves = HalfWordDraws()
        for _ in 0..<trials {
            lemire[Int(halves.next(below: bound, using: &generator) >> 30)] += 1
            modulo[Int((UInt32(truncatingIfNeeded: generator.next()) % bound) >> 30)] += 1
        }
        let critical = ChiSquare.critical999(degreesOfFreedom: 2)
        let expected = Double(trials) / 3
        #expect(ChiSquare.statistic(lemire, expected: expected) < critical)
        #expect(ChiSquare.statistic(modulo, expected: expected) > critical, "the test must be able to fail")
    }
}
