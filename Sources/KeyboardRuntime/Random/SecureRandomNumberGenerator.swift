/// A cryptographically secure random number generator that reads the operating system's random source
/// 256 bytes at a time.
///
/// `SystemRandomNumberGenerator` makes one system call per 64-bit value on Linux (about 0.4 µs each),
/// so a 26-key Fisher–Yates shuffle spends most of its time in the kernel. This generator keeps a
/// fixed-size inline buffer of 32 words (no heap allocation), fills it with one call
/// (`getentropy`/`getrandom` on Linux, `arc4random_buf` on Apple platforms) and serves ``next()`` from it,
/// refilling when it is exhausted. A shuffle draws two 32-bit values per word, so one refill covers
/// several keyboard shuffles.
///
/// Each word is wiped from the buffer as it is handed out, so memory never holds values that were
/// already used. Words not yet used stay in the buffer until they are needed.
///
/// - Important: The generator is a value. A copy holds the same buffered values as the original, and
///   both would produce the same numbers until their next refill. Keep one generator per consumer and
///   pass it `inout`; never copy one that has been used. A fresh `SecureRandomNumberGenerator()` starts
///   empty and fills itself on first use.
///
/// ```swift
/// var generator = SecureRandomNumberGenerator()
/// let arranged = layout.shuffled(using: &generator)
/// ```
public struct SecureRandomNumberGenerator: RandomNumberGenerator, Sendable {
    /// The number of 64-bit words one refill provides.
    public static let wordsPerRefill = 32

    @usableFromInline
    internal typealias Words = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    )

    /// Buffered random words; only the words at `nextWord...` are unused.
    @usableFromInline
    internal var words: Words = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )

    /// The index of the next unused word; `wordsPerRefill` when the buffer is empty.
    @usableFromInline
    internal var nextWord: Int = SecureRandomNumberGenerator.wordsPerRefill

    /// Creates a generator with an empty buffer; the first call to ``next()`` fills it.
    @inlinable
    public init() {}

    /// Returns 64 uniformly distributed random bits from the operating system's secure source.
    @inlinable
    public mutating func next() -> UInt64 {
        if nextWord == Self.wordsPerRefill { refill() }
        let index = nextWord
        nextWord = index &+ 1
        return withUnsafeMutableBytes(of: &words) { bytes in
            let offset = index &* 8
            let value = bytes.load(fromByteOffset: offset, as: UInt64.self)
            bytes.storeBytes(of: 0, toByteOffset: offset, as: UInt64.self)
            return value
        }
    }

    /// Refills the whole buffer with one system call.
    @usableFromInline
    internal mutating func refill() {
        withUnsafeMutableBytes(of: &words) { SystemEntropy.fill($0) }
        nextWord = 0
    }
}
