/// A cryptographically secure random number generator that reads the operating system's random source
/// 256 bytes at a time.
///
/// `SystemRandomNumberGenerator` makes one system call per 64-bit value on Linux (about 0.4 µs each),
/// so a 26-key Fisher–Yates shuffle spends most of its time in the kernel. This generator keeps a
/// buffer of 32 words, fills it with one call (`getentropy`/`getrandom` on Linux, `arc4random_buf` on
/// Apple platforms) and serves ``next()`` from it, refilling when it is exhausted. A shuffle draws two
/// 32-bit values per word, so one refill covers several keyboard shuffles.
///
/// Each word is wiped from the buffer as it is handed out, and the unused words are wiped when the
/// generator is freed, so memory never holds values that were already used.
///
/// The generator is a class, so its buffered words exist once: passing it by value, capturing it in a
/// closure, storing it in two structures or in an existential all share the one buffer, and no word is
/// ever handed out twice (a struct copy would replay the same words, and with them the same shuffles).
/// It is not `Sendable`: use each generator from one isolation domain. It prints and reflects as
/// redacted, so a log line or `dump` never shows the words that will drive the next shuffles.
///
/// ```swift
/// var generator = SecureRandomNumberGenerator()
/// let arranged = layout.shuffled(using: &generator)
/// ```
public final class SecureRandomNumberGenerator: RandomNumberGenerator {
    /// The number of 64-bit words one refill provides.
    public static let wordsPerRefill = 32

    @usableFromInline
    internal typealias Words = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    )

    // Both properties are only ever accessed by `next()`, `refill()` and `wipe()`, never overlapping, and
    // the class is not Sendable: dynamic exclusivity checks would only add a runtime call per access
    // (a quarter of a shuffle's time).

    /// Buffered random words; only the words at `nextWord...` are unused.
    @usableFromInline @exclusivity(unchecked)
    internal var words: Words = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )

    /// The index of the next unused word; `wordsPerRefill` when the buffer is empty.
    @usableFromInline @exclusivity(unchecked)
    internal var nextWord: Int = SecureRandomNumberGenerator.wordsPerRefill

    /// Creates a generator with an empty buffer; the first call to ``next()`` fills it.
    ///
    /// Not inlinable: a class's designated initializer cannot be in a library-evolution build (an
    /// XCFramework), and the cost is one call per generator, next to its allocation and the system call
    /// of its first refill.
    public init() {}

    deinit {
        wipe()
    }

    /// Returns 64 uniformly distributed random bits from the operating system's secure source.
    @inlinable
    public func next() -> UInt64 {
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
    internal func refill() {
        withUnsafeMutableBytes(of: &words) { SystemEntropy.fill($0) }
        nextWord = 0
    }

    /// Zeroes the unused words. Not inlined, so the stores are not dropped as dead before the memory is freed.
    @inline(never)
    internal func wipe() {
        withUnsafeMutableBytes(of: &words) { bytes in
            for offset in stride(from: 0, to: bytes.count, by: 8) {
                bytes.storeBytes(of: 0, toByteOffset: offset, as: UInt64.self)
            }
        }
        nextWord = Self.wordsPerRefill
    }
}
