/// Replays a fixed list of words, then repeats the last one; counts how many were drawn.
struct ScriptedGenerator: RandomNumberGenerator {
    var words: [UInt64]
    var drawn = 0

    mutating func next() -> UInt64 {
        defer { drawn += 1 }
        return words[min(drawn, words.count - 1)]
    }
}
