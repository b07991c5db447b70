/// Checks the raw bytes before libyaml sees them: size, encoding, and characters YAML forbids.
///
/// libyaml reports reader errors with a byte offset only, and accepts UTF-16; screening first gives every
/// such problem a line and column and keeps the loader to UTF-8.
enum InputScreening {
    static func firstProblem(in source: SourceText, limits: YAMLLoaderLimits) -> YAMLProblem? {
        let bytes = source.bytes
        if bytes.count > limits.maximumBytes {
            return YAMLProblem(.fileTooLarge(bytes: bytes.count, limit: limits.maximumBytes), at: .init(line: 1, column: 1))
        }
        if let encoding = wideEncoding(of: bytes) {
            return YAMLProblem(.unsupportedEncoding(encoding), at: .init(line: 1, column: 1))
        }
        // SourceText drops the first mark; libyaml would read a second one as text and fail on the next
        // line, which is no help in finding a character no editor shows.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return YAMLProblem(
                .repeatedByteOrderMark, at: SourcePosition(line: 1, column: 1),
                fix: TextEdit(from: SourcePosition(line: 1, column: 1), to: SourcePosition(line: 1, column: 2), replacement: ""))
        }
        return bytes.withUnsafeBufferPointer { buffer -> YAMLProblem? in
            var index = 0
            let count = buffer.count
            while index < count {
                // Eight printable ASCII bytes (no control character, DEL or multibyte sequence) at a time.
                if index + 8 <= count {
                    let word = WordScan.word(buffer, at: index)
                    if !WordScan.hasNonASCII(word), !WordScan.hasByte(below: 0x20, in: word), !WordScan.hasByte(equalTo: 0x7F, in: word) {
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                if byte < 0x80 {
                    if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D || byte == 0x7F {
                        return removal(of: Unicode.Scalar(byte), at: source.position(ofByteOffset: index))
                    }
                    index += 1
                    continue
                }
                // The three-byte characters U+1000 to U+1FFF and U+3000 to U+CFFF (lead bytes E1 and E3
                // to EC: CJK, kana, Hangul and other scripts) pass without the general path's checks: no
                // overlong form or surrogate starts with these bytes, and none of the characters YAML
                // refuses does (U+2028 and U+2029 start with E2). A CJK file's loading showed these
                // checks.
                if index + 3 <= count, byte >= 0xE1, byte <= 0xEC, byte != 0xE2,
                   buffer[index + 1] & 0xC0 == 0x80, buffer[index + 2] & 0xC0 == 0x80 {
                    index += 3
                    continue
                }
                // So do the two-byte characters from U+00C0 (lead bytes C3 to DF: Latin letters with marks,
                // Greek, Cyrillic, Hebrew, Arabic): none is overlong, and YAML refuses none of them.
                if index + 2 <= count, byte >= 0xC3, byte <= 0xDF, buffer[index + 1] & 0xC0 == 0x80 {
                    index += 2
                    continue
                }
                guard let (scalar, length) = decodeMultibyte(buffer, at: index) else {
                    return YAMLProblem(.invalidUTF8, at: source.position(ofByteOffset: index))
                }
                if !isAllowedInYAML(scalar) {
                    return removal(of: scalar, at: source.position(ofByteOffset: index))
                }
                index += length
            }
            return nil
        }
    }

    /// The problem of a character YAML does not allow, with the fix that removes it: no text of a layout
    /// may hold a control character or a line separator, not even as an escape (KBC0208).
    private static func removal(of scalar: Unicode.Scalar, at position: SourcePosition) -> YAMLProblem {
        YAMLProblem(
            .controlCharacter(scalar), at: position,
            fix: TextEdit(from: position, to: SourcePosition(line: position.line, column: position.column + 1), replacement: ""))
    }

    /// Names the encoding of UTF-16 or UTF-32 text, recognised by a byte order mark or by zero bytes in
    /// the first character (YAML text starts with an ASCII character when it has no mark).
    private static func wideEncoding(of bytes: [UInt8]) -> String? {
        func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, .some): return "UTF-32BE"
        case (0xFF, 0xFE, 0x00, 0x00), (.some, 0x00, 0x00, 0x00): return "UTF-32LE"
        case (0xFE, 0xFF, _, _), (0x00, .some, _, _): return "UTF-16BE"
        case (0xFF, 0xFE, _, _), (.some, 0x00, _, _): return "UTF-16LE"
        default: return nil
        }
    }

    /// Decodes the multibyte UTF-8 sequence at `index`, rejecting overlong forms, surrogates and
    /// truncated sequences.
    private static func decodeMultibyte(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = buffer[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= buffer.count else { return nil }
        for offset in 1..<length {
            let byte = buffer[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// YAML's printable set for non-ASCII characters: everything from U+00A0 but U+FFFE and U+FFFF. NEL,
    /// U+2028 and U+2029 are printable in YAML 1.2 but libyaml (YAML 1.1) reads them as line breaks: the
    /// text would change and every line number after them would be off by one, so they are refused too.
    private static func isAllowedInYAML(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0xA0 { return false }
        return value != 0xFFFE && value != 0xFFFF && value != 0x2028 && value != 0x2029
    }
}
