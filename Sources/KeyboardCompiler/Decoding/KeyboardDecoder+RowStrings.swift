import KeyboardRuntime
import YAMLLoader

// Space-separated strings: a row's keys, a test's presses, a key's alternates. One scanner splits them all
// (``RowStringScanner``); the general path of a row string, which looks for mistakes, splits its text with
// scalar offsets (``tokens(of:)``).
extension KeyboardDecoder {
    /// A row string of the common case, decoded straight from UTF-8: plain or simply quoted, the plain one
    /// on one line, without a comma or a space other than ASCII's (which the general path reports), in any
    /// script. Each key's position is worked out from the line's bytes as
    /// ``tokenPosition(of:scalar:line:offset:token:)`` works it out from its scalars, with the same result.
    /// Returns `false`, having done nothing, for any other row string, which takes the general path.
    mutating func decodeOneLineRowString(
        _ node: YAMLNode, scalar: YAMLScalar, group: String?, into builder: inout RowBuilder, positions: inout RowPositions
    ) -> Bool {
        switch scalar.style {
        case .plain:
            if let end = scalar.end, end.line > node.position.line { return false }
        case .singleQuoted, .doubleQuoted: break
        default: return false
        }
        guard let scanner = RowStringScanner(node: node, scalar: scalar, source: source),
              scalar.withUTF8(Self.hasNoSeparatorMistake) else { return false }
        // Only a '#' on the line can start a comment that hides keys.
        if scanner.lineHasComment, scalar.style == .plain, let end = scalar.end {
            record(mistakes.trailingComment(after: end, ofRow: node, text: scalar.text))
        }
        // Counted exactly: a bound such as half the bytes would let a row of spaces, repeated through
        // aliases, reserve memory for keys that are not there.
        let tokenCount = scalar.withUTF8(RowStringScanner.tokenCount)
        builder.row.keys.reserveCapacity(builder.row.keys.count + tokenCount)
        positions.keys.reserveCapacity(positions.keys.count + tokenCount)
        let ascii = Self.asciiKeyTexts
        scanner.forEachToken { token, position in
            let text: String
            let shifted: String?
            if token.count == 1, token[0] < 0x80 {
                (text, shifted) = (ascii.text(token[0]), ascii.shiftedText(token[0]))
            } else {
                text = String(decoding: token, as: UTF8.self)
                shifted = Self.defaultShiftedText(for: text)
            }
            builder.row.keys.append(Key(action: .insert(text), label: text, shiftedText: shifted, group: group))
            positions.keys.append(KeyPositions(key: position))
        }
        return true
    }

    /// Whether a row string's bytes have none of the separator mistakes the general path reports: no
    /// comma, no space other than ASCII's (whose UTF-8 starts with C2, E1, E2 or E3).
    private static func hasNoSeparatorMistake(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ",") { return false }
            if byte == 0xC2 || (byte >= 0xE1 && byte <= 0xE3) {
                let rest = UnsafeBufferPointer(rebasing: text[index...])
                var value: UInt32 = 0
                _ = rest.allScalarValues { value = $0; return false }
                if AuthoringMistakes.isNonASCIISpace(value) { return false }
            }
            index += 1
        }
        return true
    }

    /// The tokens of a scalar (as ``tokens(of:)`` splits them) with where each was written (as
    /// ``tokenPosition(of:scalar:line:offset:token:)`` places them), found over the UTF-8 bytes of the
    /// scalar and of its source line in one pass: no `String` of the whole scalar, no array of the line's
    /// scalars, one `String` per token.
    func positionedTokens(of node: YAMLNode, scalar: YAMLScalar) -> [(String, SourcePosition)] {
        var tokens: [(String, SourcePosition)] = []
        tokens.reserveCapacity(scalar.withUTF8(RowStringScanner.tokenCount))
        let scanner = RowStringScanner(node: node, scalar: scalar, source: source)
        if let scanner {
            scanner.forEachToken { token, position in tokens.append((Self.text(of: token), position)) }
        } else {
            scalar.withUTF8 { text in
                RowStringScanner.forEachToken(in: text) { token, _ in tokens.append((Self.text(of: token), node.position)) }
            }
        }
        return tokens
    }

    /// The texts of ``tokens(of:)`` for a key's alternates written as one string, with what each types
    /// under shift (`nil` when no alternate has an upper case, as most have none), in one pass over the
    /// string's bytes: one `String` per token, each array made at its final size, and each one-scalar
    /// token's upper case found from its bytes.
    static func alternateTexts(of scalar: YAMLScalar) -> (alternates: [String], shifted: [String]?) {
        scalar.withUTF8 { bytes in
            let count = RowStringScanner.tokenCount(of: bytes)
            var alternates: [String] = []
            alternates.reserveCapacity(count)
            var shifted: [String]?
            let end = bytes.baseAddress.map { $0 + bytes.count }
            RowStringScanner.forEachToken(in: bytes) { token, _ in
                let text = end.map { String(validUTF8: token, readableUpTo: $0) } ?? text(of: token)
                if let upper = defaultShiftedText(for: text, utf8: token) {
                    if shifted == nil {
                        shifted = []
                        shifted!.reserveCapacity(count)
                        shifted!.append(contentsOf: alternates)
                    }
                    shifted!.append(upper)
                } else {
                    shifted?.append(text)
                }
                alternates.append(text)
            }
            return (alternates, shifted)
        }
    }

    /// Splits a row string into keys at spaces and tabs, with each key's offset in Unicode scalars.
    static func tokens(of text: String) -> [(String, Int)] {
        var text = text
        return text.withUTF8 { bytes in
            var tokens: [(String, Int)] = []
            tokens.reserveCapacity(RowStringScanner.tokenCount(of: bytes))
            RowStringScanner.forEachToken(in: bytes) { token, offset in tokens.append((self.text(of: token), offset)) }
            return tokens
        }
    }

    /// The text of a token's bytes, a scalar's, which are valid UTF-8.
    @inline(__always)
    static func text(of token: UnsafeBufferPointer<UInt8>) -> String {
        String(validUTF8: token)
    }
}

/// Splits a space-separated string's UTF-8 bytes at ASCII spaces and tabs and, for a scalar written on one
/// line of the source, tells where each token was written. Columns count Unicode scalars, as libyaml's do:
/// on an ASCII line a column is a byte offset, on another the scanner walks the line's scalars forward once
/// for all tokens. In valid UTF-8 (screening rejects any other) a token's bytes equal the line's from a
/// scalar boundary exactly when its scalars do. A token whose bytes are not the line's at its column
/// (escapes and folding move characters) is placed at the scalar's start.
struct RowStringScanner {
    private let node: YAMLNode
    private let scalar: YAMLScalar
    private let source: SourceText
    private let lineStart: Int
    private let lineEnd: Int
    /// Whether the line is ASCII: its columns are its bytes.
    private let lineIsASCII: Bool
    /// Whether the line has a '#', which may start a comment.
    let lineHasComment: Bool

    /// A scanner of `scalar`'s tokens, placed on its line; `nil` for a scalar that is not plain or simply
    /// quoted, or whose line is not in `source`.
    init?(node: YAMLNode, scalar: YAMLScalar, source: SourceText) {
        guard scalar.style == .plain || scalar.style == .singleQuoted || scalar.style == .doubleQuoted else { return nil }
        let number = node.position.line
        guard number >= 1, number <= source.lineCount else { return nil }
        let bytes = source.bytes
        let start = source.lineStarts[number - 1]
        var end = number < source.lineCount ? source.lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        var isASCII = true
        var hasComment = false
        bytes.withUnsafeBufferPointer { line in
            for index in start..<end {
                if line[index] >= 0x80 { isASCII = false }
                if line[index] == UInt8(ascii: "#") { hasComment = true }
            }
        }
        (self.node, self.scalar, self.source) = (node, scalar, source)
        (lineStart, lineEnd, lineIsASCII, lineHasComment) = (start, end, isASCII, hasComment)
    }

    @inline(__always)
    static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// The number of tokens in `bytes`: arrays of tokens are made at their final size rather than grown.
    /// Counted eight bytes at a time (a token starts at each byte that is no separator after one that is),
    /// as alternates strings are long and every row string and alternates string is counted.
    static func tokenCount(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var count = 0
        // The high bit of byte 0 when the byte before the word is a separator (the text's start counts as one).
        var separatorBefore: UInt64 = 0x80
        var index = 0
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let separators = zeroBytes(word ^ 0x2020_2020_2020_2020) | zeroBytes(word ^ 0x0909_0909_0909_0909)
            count &+= (~separators & highBits & (separators &<< 8 | separatorBefore)).nonzeroBitCount
            separatorBefore = separators &>> 56
            index &+= 8
        }
        var previousIsSeparator = separatorBefore != 0
        while index < bytes.count {
            let isSeparator = isSeparator(bytes[index])
            if !isSeparator && previousIsSeparator { count &+= 1 }
            previousIsSeparator = isSeparator
            index &+= 1
        }
        return count
    }

    /// The high bit of each byte of `word` that is zero, and no other bit: exact, without the borrow
    /// between bytes that a subtraction has.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~((word & low7 &+ low7) | word | low7)
    }

    /// Calls `body` with the bytes of each token of `bytes` and its offset in scalars.
    @inline(__always)
    static func forEachToken(in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ token: UnsafeBufferPointer<UInt8>, _ scalarOffset: Int) -> Void) {
        var index = 0
        var scalarOffset = 0
        while index < bytes.count {
            if isSeparator(bytes[index]) {
                index += 1
                scalarOffset += 1
                continue
            }
            let start = index
            let tokenOffset = scalarOffset
            while index < bytes.count && !isSeparator(bytes[index]) {
                if bytes[index] & 0xC0 != 0x80 { scalarOffset += 1 }
                index += 1
            }
            body(UnsafeBufferPointer(rebasing: bytes[start..<index]), tokenOffset)
        }
    }

    /// Calls `body` with the bytes of each token of the scalar and where it was written.
    @inline(__always)
    func forEachToken(_ body: (_ token: UnsafeBufferPointer<UInt8>, _ position: SourcePosition) -> Void) {
        let quote = scalar.style == .plain ? 0 : 1
        let nodePosition = node.position
        let (lineStart, lineEnd, lineIsASCII) = (lineStart, lineEnd, lineIsASCII)
        source.bytes.withUnsafeBufferPointer { line in
            scalar.withUTF8 { text in
                // The line's cursor: the scalar column `lineColumn` (0-based) starts at byte `lineByte`.
                // Tokens come in column order, so it only moves forward.
                var lineColumn = 0
                var lineByte = lineStart
                Self.forEachToken(in: text) { token, offset in
                    var position = nodePosition
                    let column = nodePosition.column - 1 + quote + offset
                    if column >= 0 {
                        if lineIsASCII {
                            lineColumn = column
                            lineByte = min(lineStart + column, lineEnd)
                        } else {
                            while lineColumn < column, lineByte < lineEnd {
                                lineByte += 1
                                while lineByte < lineEnd, line[lineByte] & 0xC0 == 0x80 { lineByte += 1 }
                                lineColumn += 1
                            }
                        }
                        if lineColumn == column, lineEnd - lineByte >= token.count, Self.equal(line, from: lineByte, token) {
                            position = SourcePosition(line: nodePosition.line, column: column + 1)
                        }
                    }
                    body(token, position)
                }
            }
        }
    }

    /// Whether `line` holds the bytes of `token` from `start` on (the caller checked that it is long enough).
    @inline(__always)
    private static func equal(_ line: UnsafeBufferPointer<UInt8>, from start: Int, _ token: UnsafeBufferPointer<UInt8>) -> Bool {
        for offset in 0..<token.count where line[start &+ offset] != token[offset] { return false }
        return true
    }
}

