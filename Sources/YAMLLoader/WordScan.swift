/// Tests eight bytes at once, so that the byte loops over a whole file (screening, the line index) skip
/// the long runs of plain ASCII text that make up a layout in one comparison each. Shared with the compiler
/// (`package`), whose line searches run once per key.
package enum WordScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset`, which must be at most `buffer.count - 8`.
    @inline(__always)
    package static func word(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// Whether any byte of `word` is below `limit` (at most 128). Exact: a borrow only runs upwards from
    /// a byte that is below the limit itself.
    @inline(__always)
    package static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether any byte of `word` equals `value`.
    @inline(__always)
    package static func hasByte(equalTo value: UInt8, in word: UInt64) -> Bool {
        hasByte(below: 1, in: word ^ (ones &* UInt64(value)))
    }

    /// Whether any byte of `word` is not ASCII.
    @inline(__always)
    package static func hasNonASCII(_ word: UInt64) -> Bool {
        word & highBits != 0
    }
}
