/// A small, fast, deterministic generator (SplitMix64) for reproducible tests. Not secure.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Replays a fixed list of words, then repeats the last one; counts how many were drawn.
struct ScriptedGenerator: RandomNumberGenerator {
    var words: [UInt64]
    var drawn = 0

    mutating func next() -> UInt64 {
        defer { drawn += 1 }
        return words[min(drawn, words.count - 1)]
    }
}
