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
        var generator = SeededRandomNumberGenerator(seed: 42)
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
        var generator = SeededRandomNumberGenerator(seed: 2024)
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

    @Test("A generator stuck at 0 gives up after the bound instead of hanging")
    func stuckGeneratorGivesUp() {
        // 0 is rejected for every bound that is not a power of two: before the bound, these loops never ended.
        var stuck = ScriptedGenerator(words: [0])
        #expect(stuck.boundedDraw(below: 3) == nil)
        #expect(stuck.drawn == UniformDraw.maximumAttempts)
        var halves = HalfWordDraws()
        var stuckHalves = ScriptedGenerator(words: [0])
        #expect(halves.draw(below: 26, using: &stuckHalves) == nil)
        #expect(stuckHalves.drawn == UniformDraw.maximumAttempts / 2, "two halves per word")
        // A constant the method accepts is not caught (no test can tell it from chance), but it cannot hang.
        var constant = ScriptedGenerator(words: [UInt64.max])
        #expect(constant.boundedDraw(below: 3) == 2)
    }

    @Test("An honest generator is far from the bound: at most a few rejections in a row in 10^6 draws near the worst bound")
    func honestGeneratorNeverNearTheBound() {
        // Bound 2^31 + 1 on 32-bit halves rejects almost half the candidates, the worst case; the longest run
        // of rejections in a million draws is about log2(10^6) = 20, far below the bound of 128.
        var generator = SeededRandomNumberGenerator(seed: 99)
        var halves = HalfWordDraws()
        let bound = UInt32(1 << 31) + 1
        var longestRun = 0
        var run = 0
        for _ in 0..<1_000_000 {
            if UniformDraw.candidate(halves.next32(using: &generator), below: bound) == nil {
                run += 1
                longestRun = max(longestRun, run)
            } else {
                run = 0
            }
        }
        #expect(longestRun > 5 && longestRun < 40)
        #expect(longestRun < UniformDraw.maximumAttempts)
    }

    // Exit tests are Swift 6.2's; the package promises 6.1.
    #if compiler(>=6.2)
    #if os(Linux) || os(macOS)
    @Test("nextIndex with a stuck generator stops the process with a message, not a hang")
    func stuckNextIndexFailsLoudly() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var stuck = ScriptedGenerator(words: [0])
            _ = stuck.nextIndex(below: 10)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("random number generator is broken"), "stderr: \(message)")
    }

    @Test("A shuffle with a stuck generator stops the process with a message, not a hang")
    func stuckShuffleFailsLoudly() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var stuck = ScriptedGenerator(words: [0])
            var arrangement = KeyArrangement(layout: FixtureLayouts.decimalPad)
            arrangement.reshuffle(using: &stuck)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("random number generator is broken"), "stderr: \(message)")
    }
    #endif
    #endif
}
