/// The bytes of a source file with an index of where each line starts.
///
/// Turns byte offsets into line and column positions and gives back a line's text for a diagnostic's
/// source excerpt. Line breaks are LF, CR LF or a lone CR, as in YAML.
public struct SourceText: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The byte offset at which each line starts; line 1 starts at offset 0.
    public let lineStarts: [Int]

    /// Indexes the lines of `bytes`. A UTF-8 byte order mark is dropped: it is not part of the text, and
    /// positions count from the first character after it.
    public init(bytes: [UInt8]) {
        let hasMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        let bytes = hasMark ? Array(bytes.dropFirst(3)) : bytes
        self.bytes = bytes
        var starts = [0]
        // Room for lines of 16 bytes on average, fewer than layouts have: the index is not grown.
        starts.reserveCapacity(bytes.count / 16 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                // Eight bytes at a time while none is a line break (or anything below CR).
                if index + 8 <= count, !WordScan.hasByte(below: 0x0E, in: WordScan.word(buffer, at: index)) {
                    index += 8
                    continue
                }
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        self.lineStarts = starts
    }

    /// The number of lines (a final line break does not start a new, empty line of its own).
    public var lineCount: Int { lineStarts.count }

    /// The text of a 1-based line without its line break, or `nil` past the end.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The position of a byte offset: its line, and its column counted in Unicode scalars.
    public func position(ofByteOffset offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // A continuation byte at the offset itself belongs to the character before it.
        if offset < bytes.count, offset > lineStarts[low], bytes[offset] & 0xC0 == 0x80 { column -= 1 }
        return SourcePosition(line: low + 1, column: column)
    }

    /// The Unicode scalar at a position, if the position is inside a line.
    public func scalar(at position: SourcePosition) -> Unicode.Scalar? {
        guard let text = line(position.line) else { return nil }
        var column = 1
        for scalar in text.unicodeScalars {
            if column == position.column { return scalar }
            column += 1
        }
        return nil
    }
}
