/// A deterministic random number generator (SplitMix64) for reproducible previews and tests: the same
/// seed always produces the same sequence, so `kbc render --shuffle --seed 7` draws the same arrangement
/// every time, and a `KeyboardSession.seededForTesting(…, seed: 7)` the same arrangements.
///
/// - Important: This generator is **not secure**. Its output is predictable from the seed and from
///   any output it has produced, and a copy replays it. Use it only to preview arrangements and in
///   tests; keyboards shown to users must be shuffled with ``SecureRandomNumberGenerator`` (the default
///   of ``KeyboardLayout/shuffled()`` and of ``KeyboardSession``).
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 7)
/// let preview = layout.shuffled(using: &generator)
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable, Hashable {
    /// The generator's state, advanced by a fixed odd constant on every draw.
    public private(set) var state: UInt64

    /// Creates a generator whose sequence is determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 bits of the sequence (SplitMix64: Steele, Lea and Flood, 2014).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
