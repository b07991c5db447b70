/// The texts of short tokens (a key of a row string, an alternate) with what each types under shift, made
/// once for a compilation rather than for every page: the same letters, accented letters and kana come back
/// on page after page, and looking one up costs less than making its `String` and its upper case again.
struct TokenTexts {
    /// Keyed by the token's bytes packed into a word (``word(of:)``).
    private var byWord: [UInt64: (text: String, shifted: String?)] = [:]

    /// `token`'s text and ``KeyboardDecoder/defaultShiftedText(for:)`` of it.
    mutating func texts(of token: UnsafeBufferPointer<UInt8>) -> (text: String, shifted: String?) {
        guard let word = Self.word(of: token) else { return Self.make(token) }
        if let texts = byWord[word] { return texts }
        let texts = Self.make(token)
        byWord[word] = texts
        return texts
    }

    /// A token of one to seven bytes as a word: its bytes, and its length in the top byte; `nil` for a
    /// longer token.
    @inline(__always)
    private static func word(of token: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard token.count <= 7 else { return nil }
        var word = UInt64(token.count) << 56
        for index in 0..<token.count { word |= UInt64(token[index]) << (8 * UInt64(index)) }
        return word
    }

    private static func make(_ token: UnsafeBufferPointer<UInt8>) -> (text: String, shifted: String?) {
        let text = KeyboardDecoder.text(of: token)
        return (text, KeyboardDecoder.defaultShiftedText(for: text, utf8: token))
    }
}
