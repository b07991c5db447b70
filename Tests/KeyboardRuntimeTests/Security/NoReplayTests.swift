import KeyboardRuntime
import Testing

/// Copying anything an app can copy never hands out the same random words twice: the generator's
/// buffered words exist once (it is a class), and a session keeps no random state between arrangements.
@Suite("No replay of random words")
struct NoReplayTests {
    /// A used generator: one word drawn, 31 buffered words left that a value copy would replay.
    func usedGenerator() -> SecureRandomNumberGenerator {
        let generator = SecureRandomNumberGenerator()
        _ = generator.next()
        return generator
    }

    /// Draws from a copy of `generator` taken by value.
    func draw<G: RandomNumberGenerator>(from generator: G, count: Int = 40) -> [UInt64] {
        var copy = generator
        return (0..<count).map { _ in copy.next() }
    }

    func expectDisjoint(_ first: [UInt64], _ second: [UInt64]) {
        #expect(Set(first).isDisjoint(with: second), "a copy replayed random words")
        #expect(Set(first + second).count == first.count + second.count)
    }

    @Test("passing a used generator by value")
    func byValue() {
        let generator = usedGenerator()
        expectDisjoint(draw(from: generator), draw(from: generator))
    }

    @Test("capturing a used generator in a closure")
    func closureCapture() {
        let generator = usedGenerator()
        let captured = { [generator] in self.draw(from: generator) }
        expectDisjoint(captured(), draw(from: generator))
    }

    @Test("storing a used generator in two structures")
    func twoStructures() {
        struct Holder { var generator: SecureRandomNumberGenerator }
        let first = Holder(generator: usedGenerator())
        let second = first
        let a = (0..<40).map { _ in first.generator.next() }
        let b = (0..<40).map { _ in second.generator.next() }
        expectDisjoint(a, b)
    }

    @Test("copying a used generator inside an existential")
    func existential() {
        var first: any RandomNumberGenerator = usedGenerator()
        var second = first
        let a = (0..<40).map { _ in first.next() }
        let b = (0..<40).map { _ in second.next() }
        expectDisjoint(a, b)
    }

    // Shuffles from copies of a generator and copies of a session are checked on the shipped letters page:
    // `StandardShuffleTests` in Tests/StandardLayoutsTests.

    @Test("a seeded session is reproducible, for tests and previews")
    func seededSession() throws {
        func arrangement(seed: UInt64) throws -> KeyArrangement {
            try KeyboardSession.seededForTesting(
                layouts: FixtureLayouts.withTheirTargets(FixtureLayouts.letters), initialPage: "letters", policyOverride: .onShow, seed: seed
            ).currentArrangement
        }
        #expect(try arrangement(seed: 7) == arrangement(seed: 7))
        #expect(try arrangement(seed: 7) != arrangement(seed: 8))
        var generator = SeededRandomNumberGenerator(seed: 7)
        var expected = KeyArrangement(layout: FixtureLayouts.letters)
        expected.reshuffle(using: &generator)
        #expect(try arrangement(seed: 7) == expected, "the same sequence as SeededRandomNumberGenerator")
    }
}
