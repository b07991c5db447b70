/// Decoding of a PEM `PUBLIC KEY` block (RFC 7468 §13) to its DER bytes.
enum PEM {
    static let begin = "-----BEGIN PUBLIC KEY-----"
    static let end = "-----END PUBLIC KEY-----"

    /// The DER bytes of the first `PUBLIC KEY` block in `text`.
    static func publicKeyDER(_ text: String) throws(EnvelopeError) -> [UInt8] {
        let utf8 = Array(text.utf8)
        guard let start = find(Array(begin.utf8), in: utf8, from: 0),
              let stop = find(Array(end.utf8), in: utf8, from: start + begin.utf8.count) else {
            throw .malformedPEM
        }
        guard let der = base64Decode(utf8[(start + begin.utf8.count)..<stop]), !der.isEmpty else { throw .malformedPEM }
        return der
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
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
        // Whole groups of four characters only.
        guard padding <= 2, (bits == 0 && padding == 0) || (bits == 4 && padding == 2) || (bits == 2 && padding == 1) else {
            return nil
        }
        return output
    }
}
