/// Unbiased bounded draws: Lemire's nearly divisionless method with rejection.
///
/// A random word `x` of `W.bitWidth` bits is multiplied by the bound `n` to a double-width product;
/// its high half is the candidate in `0..<n`. Of the `2^w` possible words, `2^w mod n` would make some
/// results more likely than others; they are exactly the words whose low half is below
/// `2^w mod n`, and they are rejected. Every result in `0..<n` is then produced by exactly
/// `floor(2^w / n)` words, so the draw is uniform. The division computing `2^w mod n` only runs when
/// the low half is below `n`, which is rare for small bounds.
///
/// This replaces the `random() % n` of older keyboards, which favours small results.
@usableFromInline
internal enum UniformDraw {
    /// Maps a uniformly random word to a uniform value in `0..<bound`, or returns `nil` when the word
    /// must be rejected and a new one drawn. `bound` must not be zero.
    @inlinable
    @inline(__always)
    internal static func candidate<W: FixedWidthInteger & UnsignedInteger>(_ word: W, below bound: W) -> W?
    where W.Magnitude == W {
        let product = word.multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            if product.low < threshold { return nil }
        }
        return product.high
    }
}

extension RandomNumberGenerator {
    /// Returns a uniformly distributed integer in `0..<bound`, without modulo bias.
    ///
    /// Uses Lemire's multiply-and-reject method on 64-bit words; a word is rejected with probability
    /// `(2^64 mod bound) / 2^64`, and a new one is drawn.
    ///
    /// - Precondition: `bound > 0`.
    @inlinable
    public mutating func nextIndex(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let limit = UInt64(bound)
        while true {
            if let value = UniformDraw.candidate(next(), below: limit) { return Int(value) }
        }
    }
}

/// Splits 64-bit words from a generator into two 32-bit halves and draws bounded values from them,
/// halving the number of words a shuffle needs. Both halves of a uniform word are uniform and independent.
// Frozen: its inlinable, always-inlined draws are the shuffle's inner loop; a library-evolution build
// would otherwise reject its inlinable initializer and reach its two fields through accessors.
@frozen @usableFromInline
internal struct HalfWordDraws {
    @usableFromInline internal var spare: UInt32 = 0
    @usableFromInline internal var hasSpare = false

    @inlinable
    internal init() {}

    /// The next 32 random bits: the spare half of the previous word, or the low half of a new word.
    @inlinable
    @inline(__always)
    internal mutating func next32<G: RandomNumberGenerator>(using generator: inout G) -> UInt32 {
        if hasSpare {
            hasSpare = false
            return spare
        }
        let word = generator.next()
        spare = UInt32(truncatingIfNeeded: word &>> 32)
        hasSpare = true
        return UInt32(truncatingIfNeeded: word)
    }

    /// A uniform value in `0..<bound` (bound > 0), rejecting biased candidates.
    @inlinable
    @inline(__always)
    internal mutating func next<G: RandomNumberGenerator>(below bound: UInt32, using generator: inout G) -> UInt32 {
        while true {
            if let value = UniformDraw.candidate(next32(using: &generator), below: bound) { return value }
        }
    }
}
