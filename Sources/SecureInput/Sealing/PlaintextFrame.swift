/// The layout of the bytes a ``SecureTextBuffer`` seals.
///
/// A frame is a 4-byte big-endian length, the text's UTF-8 bytes and zero padding up to a multiple
/// of ``blockSize`` bytes (never less than one block), so the ciphertext reveals only a length
/// bucket, not the text's length.
enum PlaintextFrame {
    /// Bytes of the length header.
    static let headerSize = 4
    /// Frames are padded to a multiple of this many bytes.
    static let blockSize = 64

    /// The frame size for a text of `textCount` UTF-8 bytes.
    static func size(forTextCount textCount: Int) -> Int {
        let needed = headerSize + textCount
        return max(blockSize, (needed + blockSize - 1) / blockSize * blockSize)
    }

    /// Writes the length header for `textCount` at the start of `frame`.
    static func writeHeader(textCount: Int, into frame: UnsafeMutableRawBufferPointer) {
        precondition(textCount <= Int(UInt32.max), "SecureTextBuffer: text too large")
        frame.storeBytes(of: UInt32(textCount).bigEndian, toByteOffset: 0, as: UInt32.self)
    }

    /// The text region described by `frame`'s header, or `nil` if the header is inconsistent.
    static func text(in frame: UnsafeRawBufferPointer) -> UnsafeBufferPointer<UInt8>? {
        guard frame.count >= headerSize, let base = frame.baseAddress else { return nil }
        let textCount = Int(UInt32(bigEndian: frame.loadUnaligned(fromByteOffset: 0, as: UInt32.self)))
        guard textCount <= frame.count - headerSize else { return nil }
        return UnsafeBufferPointer(
            start: (base + headerSize).assumingMemoryBound(to: UInt8.self),
            count: textCount
        )
    }
}
