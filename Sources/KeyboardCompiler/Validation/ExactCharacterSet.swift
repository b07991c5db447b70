/// A set of characters compared by their code points, as ``ExactCharacter`` is, that keeps each character
/// of one ASCII byte as a bit.
///
/// The repertoires kbc checks are mostly digits and letters: a `Set<ExactCharacter>` hashed a string per
/// character and walked grapheme boundaries for each text, most of what ``RepertoireRule`` cost.
struct ExactCharacterSet {
    /// Bit `n` of word `n / 64` for the character that is the one byte `n` (below 0x80).
    private var ascii: (UInt64, UInt64) = (0, 0)
    /// Every other character: more than one byte (`\r\n` among them), or not ASCII.
    private var others: Set<ExactCharacter> = []

    init() {}

    /// Adds every character of `text`.
    mutating func insert(charactersOf text: String) {
        // Each byte of ASCII text is a character of its own, except CR, which joins an LF after it.
        if text.utf8AllSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            for byte in text.utf8 { insertASCII(byte) }
            return
        }
        for character in text { insert(character) }
    }

    /// Adds `character`.
    mutating func insert(_ character: Character) {
        if let byte = Self.asciiByte(of: character) {
            insertASCII(byte)
        } else {
            others.insert(ExactCharacter(character))
        }
    }

    /// Whether the set has `character`, code point by code point.
    func contains(_ character: Character) -> Bool {
        if let byte = Self.asciiByte(of: character) {
            return (byte < 64 ? ascii.0 >> byte : ascii.1 >> (byte - 64)) & 1 != 0
        }
        return others.contains(ExactCharacter(character))
    }

    /// Whether every character of the set is in `other`.
    func isSubset(of other: ExactCharacterSet) -> Bool {
        ascii.0 & ~other.ascii.0 == 0 && ascii.1 & ~other.ascii.1 == 0 && others.isSubset(of: other.others)
    }

    /// The characters of the set that `other` lacks.
    func subtracting(_ other: ExactCharacterSet) -> Set<ExactCharacter> {
        var result = others.subtracting(other.others)
        for byte in UInt8(0)..<0x80 {
            let word = byte < 64 ? (ascii.0 & ~other.ascii.0) >> byte : (ascii.1 & ~other.ascii.1) >> (byte - 64)
            if word & 1 != 0 { result.insert(ExactCharacter(Character(Unicode.Scalar(byte)))) }
        }
        return result
    }

    private mutating func insertASCII(_ byte: UInt8) {
        if byte < 64 { ascii.0 |= 1 << byte } else { ascii.1 |= 1 << (byte - 64) }
    }

    /// The byte of a character that is one ASCII byte.
    private static func asciiByte(of character: Character) -> UInt8? {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
        return byte
    }
}
