/// Decoding of a PEM `PUBLIC KEY` block (RFC 7468 §13) to its DER bytes.
enum PEM {
    static let begin = "-----BEGIN PUBLIC KEY-----"
    static let end = "-----END PUBLIC KEY-----"

    /// The DER bytes of `text`, which must be exactly one `PUBLIC KEY` block: whitespace may surround it,
    /// nothing else. Text before or after the block, or a second block, is refused rather than skipped, so a
    /// block prepended to a configuration file cannot silently replace the key.
    static func publicKeyDER(_ text: String) throws(EnvelopeError) -> [UInt8] {
        var utf8 = Array(text.utf8)[...]
        while let first = utf8.first, isWhitespace(first) { utf8 = utf8.dropFirst() }
        while let last = utf8.last, isWhitespace(last) { utf8 = utf8.dropLast() }
        let beginBytes = Array(begin.utf8), endBytes = Array(end.utf8)
        guard utf8.starts(with: beginBytes) else {
            throw .malformedPEM(reason: utf8.isEmpty ? "no PUBLIC KEY block" : "text before the -----BEGIN PUBLIC KEY----- line")
        }
        guard utf8.count >= beginBytes.count + endBytes.count, utf8.suffix(endBytes.count).elementsEqual(endBytes) else {
            throw .malformedPEM(reason: "text after the PUBLIC KEY block, or no -----END PUBLIC KEY----- line")
        }
        let body = utf8.dropFirst(beginBytes.count).dropLast(endBytes.count)
        guard !body.contains(UInt8(ascii: "-")) else {
            throw .malformedPEM(reason: "more than one PEM block: a file must hold exactly one key")
        }
        guard let der = base64Decode(body), !der.isEmpty else { throw .malformedPEM(reason: "the base64 is malformed") }
        return der
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    /// Standard base64 with `=` padding; whitespace is skipped, anything else fails.
    static func base64Decode(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        var output: [UInt8] = []
        var accumulator: UInt32 = 0
        var bits = 0
        var padding = 0
        for character in text {
            let value: UInt8
            switch character {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = character - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = character - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="): padding += 1; continue
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            default: return nil
            }
            guard padding == 0 else { return nil }  // data after padding
            accumulator = accumulator << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        // Whole groups of four characters only, and no stray bits in the last one.
        let strayBits = bits == 0 ? 0 : accumulator & (1 << UInt32(bits) - 1)
        guard padding <= 2, strayBits == 0,
              (bits == 0 && padding == 0) || (bits == 4 && padding == 2) || (bits == 2 && padding == 1) else {
            return nil
        }
        return output
    }
}
