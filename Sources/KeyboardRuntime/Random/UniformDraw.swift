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
///
/// A draw gives up after ``maximumAttempts`` rejected candidates in a row, so a broken generator (one
/// stuck at 0, or at any constant the method rejects) stops the process with a clear message instead of
/// hanging it. An honest generator essentially never gets there: a candidate is rejected with probability
/// `(2^w mod n) / 2^w`, which is below 1/2 for every bound (for `n ≤ 2^(w-1)` it is below `n / 2^w`, and
/// above that it is `(2^w - n) / 2^w`), so 128 rejections in a row have a probability below `2^-128` for
/// any bound. For a keyboard's bounds (a shuffle group of at most 256 keys, on 32-bit halves) each
/// rejection has a probability below `2^-24`, and 128 in a row below `2^-3072`.
@usableFromInline
internal enum UniformDraw {
    /// How many candidates in a row one bounded draw may reject before the generator is declared broken.
    @inlinable
    internal static var maximumAttempts: Int { 128 }

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

    /// Stops the process: the generator produced ``maximumAttempts`` rejected candidates in a row, which a
    /// working random source does with a probability below `2^-128`. Shuffling on would hang or show a
    /// predictable arrangement; failing loudly is the only safe answer to a broken system random source.
    @usableFromInline
    @inline(never)
    internal static func generatorIsBroken(bound: UInt64) -> Never {
        fatalError("random number generator is broken: \(maximumAttempts) draws below \(bound) in a row were all rejected (a working generator does this with probability below 2^-128)")
    }
}

extension RandomNumberGenerator {
    /// Returns a uniformly distributed integer in `0..<bound`, without modulo bias.
    ///
    /// Uses Lemire's multiply-and-reject method on 64-bit words; a word is rejected with probability
    /// `(2^64 mod bound) / 2^64`, and a new one is drawn.
    ///
    /// - Precondition: `bound > 0`.
    /// - Precondition: the generator is not broken. A generator whose words are rejected 128 times in a
    ///   row (one stuck at 0, say) stops the process with a message instead of hanging it; a working
    ///   generator does that with a probability below `2^-128`.
    @inlinable
    public mutating func nextIndex(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let limit = UInt64(bound)
        guard let value = boundedDraw(below: limit) else { UniformDraw.generatorIsBroken(bound: limit) }
        return Int(value)
    }

    /// A uniform value in `0..<bound` (bound > 0), or `nil` after ``UniformDraw/maximumAttempts``
    /// rejected words in a row.
    @inlinable
    internal mutating func boundedDraw(below bound: UInt64) -> UInt64? {
        var attempts = 0
        repeat {
            if let value = UniformDraw.candidate(next(), below: bound) { return value }
            attempts &+= 1
        } while attempts < UniformDraw.maximumAttempts
        return nil
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

    /// A uniform value in `0..<bound` (bound > 0), rejecting biased candidates; stops the process when the
    /// generator is broken (``UniformDraw/maximumAttempts`` rejected halves in a row).
    @inlinable
    @inline(__always)
    internal mutating func next<G: RandomNumberGenerator>(below bound: UInt32, using generator: inout G) -> UInt32 {
        guard let value = draw(below: bound, using: &generator) else { UniformDraw.generatorIsBroken(bound: UInt64(bound)) }
        return value
    }

    /// A uniform value in `0..<bound` (bound > 0), or `nil` after ``UniformDraw/maximumAttempts`` rejected
    /// halves in a row.
    @inlinable
    @inline(__always)
    internal mutating func draw<G: RandomNumberGenerator>(below bound: UInt32, using generator: inout G) -> UInt32? {
        var attempts = 0
        repeat {
            if let value = UniformDraw.candidate(next32(using: &generator), below: bound) { return value }
            attempts &+= 1
        } while attempts < UniformDraw.maximumAttempts
        return nil
    }
}
