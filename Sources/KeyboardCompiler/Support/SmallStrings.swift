extension String {
    /// The string of `utf8`, bytes already known to be valid UTF-8 (a token of a YAML scalar, which input
    /// screening checked). Up to 15 bytes, the usual key, alternate or upper case, it is made in place as
    /// the standard library's own small string, without validating the bytes again: `String(decoding:as:)`
    /// validates and copies them through a buffer, which costs more than the rest of an alternate's
    /// decoding. Longer texts, and platforms whose small strings are laid out otherwise, take
    /// `String(decoding:as:)`. `SmallStringTests` checks that both give the same string, bit for bit.
    @inline(__always)
    init(validUTF8 utf8: UnsafeBufferPointer<UInt8>) {
        #if _pointerBitWidth(_64) && _endian(little) && compiler(<6.4)
        if utf8.count <= 15 {
            var low: UInt64 = 0
            var high: UInt64 = 0
            var any: UInt8 = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                any |= byte
                if index < 8 {
                    low |= UInt64(byte) &<< UInt64(index &* 8)
                } else {
                    high |= UInt64(byte) &<< UInt64((index &- 8) &* 8)
                }
            }
            self.init(smallLow: low, high: high, count: utf8.count, isASCII: any < 0x80)
            return
        }
        #endif
        self.init(decoding: utf8, as: UTF8.self)
    }

    /// ``init(validUTF8:)`` of bytes followed by at least as many readable bytes as make eight (the rest
    /// of the text they are a token of, which ends at `end`): up to 8 bytes are read as one word rather
    /// than byte by byte.
    @inline(__always)
    init(validUTF8 utf8: UnsafeBufferPointer<UInt8>, readableUpTo end: UnsafePointer<UInt8>) {
        #if _pointerBitWidth(_64) && _endian(little) && compiler(<6.4)
        if let start = utf8.baseAddress, utf8.count > 0, utf8.count <= 8, end - start >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
                & UInt64.max &>> UInt64(64 &- utf8.count &* 8)
            self.init(smallLow: word, high: 0, count: utf8.count, isASCII: word & 0x8080_8080_8080_8080 == 0)
            return
        }
        #endif
        self.init(validUTF8: utf8)
    }

    /// The string of the one scalar `value`, a valid scalar value (not a surrogate), made in place as
    /// ``init(validUTF8:)`` makes it: `String(Unicode.Scalar)` encodes it through a buffer.
    @inline(__always)
    init(scalarValue value: UInt32) {
        #if _pointerBitWidth(_64) && _endian(little) && compiler(<6.4)
        let bytes: UInt64
        let count: Int
        if value < 0x80 {
            (bytes, count) = (UInt64(value), 1)
        } else if value < 0x800 {
            (bytes, count) = (UInt64(0xC0 | value >> 6) | UInt64(0x80 | value & 0x3F) << 8, 2)
        } else if value < 0x10000 {
            (bytes, count) = (UInt64(0xE0 | value >> 12) | UInt64(0x80 | value >> 6 & 0x3F) << 8 | UInt64(0x80 | value & 0x3F) << 16, 3)
        } else {
            (bytes, count) = (UInt64(0xF0 | value >> 18) | UInt64(0x80 | value >> 12 & 0x3F) << 8
                | UInt64(0x80 | value >> 6 & 0x3F) << 16 | UInt64(0x80 | value & 0x3F) << 24, 4)
        }
        self.init(smallLow: bytes, high: 0, count: count, isASCII: value < 0x80)
        #else
        self.init(Unicode.Scalar(value)!)
        #endif
    }

    /// The two words of a small string (laid out as `init(smallLow:high:count:isASCII:)` says), `nil` for a string
    /// held in storage of its own, and always on platforms whose small strings are laid out otherwise. Two
    /// small strings are the same bytes exactly when their words are equal: the words hold the bytes, zeros
    /// after them, and the count. Comparing them skips the copy to the stack that reading a small string's
    /// bytes in place makes; a string of 15 bytes or fewer may still have storage of its own (one that
    /// reserved capacity), so only two small strings compare this way.
    @inline(__always)
    var smallStringWords: (UInt64, UInt64)? {
        #if _pointerBitWidth(_64) && _endian(little) && compiler(<6.4)
        let words = unsafeBitCast(self, to: (UInt64, UInt64).self)
        // The discriminator's bit 61 says small.
        return words.1 & (1 &<< 61) != 0 ? words : nil
        #else
        return nil
        #endif
    }

    /// Whether the text is a small string with a byte beyond ASCII, told from its flags without reading its
    /// bytes (the standard library sets a small string's ASCII flag from them); `false` for an ASCII text and
    /// for one held in storage of its own, whatever its bytes.
    @inline(__always)
    var isSmallBeyondASCII: Bool {
        guard let (_, high) = smallStringWords else { return false }
        return high & (1 &<< 62) == 0
    }

    #if _pointerBitWidth(_64) && _endian(little) && compiler(<6.4)
    /// A small string: on 64-bit platforms, a `String` of up to 15 UTF-8 bytes is those bytes in its two
    /// words, the last byte holding its count and flags (immortal, small and, for ASCII, ASCII). This is the
    /// layout Swift's ABI fixes on Apple platforms, and the one it has on Linux up to Swift 6.3, which
    /// `SmallStringTests` checks; a newer compiler takes `String(decoding:as:)` until the tests have been
    /// run with it and the `compiler(<6.4)` bound raised, so that a standard library laid out otherwise cannot make
    /// wrong strings.
    @inline(__always)
    private init(smallLow low: UInt64, high: UInt64, count: Int, isASCII: Bool) {
        let flags: UInt64 = isASCII ? 0xE0 : 0xA0
        var words = (low, high | (flags | UInt64(truncatingIfNeeded: count)) &<< 56)
        // Taken from the words rather than cast from them: a cast's result is borrowed, and making it the
        // string's own was a retain call (which does nothing to a small string) for every string made.
        self = withUnsafeMutablePointer(to: &words) { $0.withMemoryRebound(to: String.self, capacity: 1) { $0.move() } }
    }
    #endif
}
