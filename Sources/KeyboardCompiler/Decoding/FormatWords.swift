import YAMLLoader

/// Words of the format (field names, key kinds) kept as the bytes of up to 16 characters packed into two
/// integers, so that a scalar is matched against all of them with a few integer comparisons: no `String`
/// of the scalar, and no byte-by-byte comparison with each word: matched as `String`s, then word by word,
/// field names were a large part of decoding a CJK keyboard's key mappings.
///
/// The match is byte equality, which is `String` equality for these words (see
/// ``KeyboardDecoder/spells(_:_:)``).
struct FormatWords: Sendable {
    private struct Packed: Equatable, Sendable {
        var low: UInt64
        var high: UInt64
        var count: Int
    }

    private let words: [Packed]

    /// Packs `words`, each at most 16 bytes of UTF-8.
    init(_ words: [String]) {
        self.words = words.map { word in
            var word = word
            guard let packed = word.withUTF8(Self.pack) else { preconditionFailure("'\(word)' is longer than 16 bytes") }
            return packed
        }
    }

    /// The index of the word the scalar `node` spells, or `nil` (for any other text, and for a collection).
    func index(of node: YAMLNode) -> Int? {
        guard let scalar = node.scalar else { return nil }
        return index(of: scalar)
    }

    /// The index of the word `scalar` spells, or `nil` for any other text.
    func index(of scalar: YAMLScalar) -> Int? {
        scalar.withUTF8 { bytes in
            guard let packed = Self.pack(bytes) else { return nil }
            return words.firstIndex(of: packed)
        }
    }

    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> Packed? {
        guard bytes.count <= 16 else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<min(bytes.count, 8) { low |= UInt64(bytes[index]) << (8 * index) }
        if bytes.count > 8 {
            for index in 8..<bytes.count { high |= UInt64(bytes[index]) << (8 * (index - 8)) }
        }
        return Packed(low: low, high: high, count: bytes.count)
    }
}
