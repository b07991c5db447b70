extension String {
    /// Whether every UTF-8 byte satisfies `predicate`, read straight from the string's storage when it is
    /// contiguous (native strings, small ones included) rather than through the generic `UTF8View`
    /// iterator: the rules run this for every text of every key.
    @inline(__always)
    func utf8AllSatisfy(_ predicate: (UInt8) -> Bool) -> Bool {
        if let result = utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            for byte in bytes where !predicate(byte) { return false }
            return true
        }) {
            return result
        }
        return utf8.allSatisfy(predicate)
    }

    /// Whether some UTF-8 byte satisfies `predicate` (see ``utf8AllSatisfy(_:)``).
    @inline(__always)
    func utf8Contains(where predicate: (UInt8) -> Bool) -> Bool {
        !utf8AllSatisfy { !predicate($0) }
    }

    /// Whether every scalar's value satisfies `predicate`, decoded straight from the string's UTF-8 storage
    /// when it is contiguous: `unicodeScalars` costs more to set up and walk than the rules' tests, which
    /// run for every text of every key.
    @inline(__always)
    func allScalarValues(_ predicate: (UInt32) -> Bool) -> Bool {
        if let result = utf8.withContiguousStorageIfAvailable({ $0.allScalarValues(predicate) }) {
            return result
        }
        return unicodeScalars.allSatisfy { predicate($0.value) }
    }

    /// The value of the first scalar, `nil` for the empty string (see ``allScalarValues(_:)``).
    @inline(__always)
    var firstScalarValue: UInt32? {
        var first: UInt32?
        _ = allScalarValues { value in
            first = value
            return false
        }
        return first
    }

    /// The value of the text's only scalar, `nil` when it has none or more than one.
    @inline(__always)
    var onlyScalarValue: UInt32? {
        var only: UInt32?
        var count = 0
        _ = allScalarValues { value in
            only = value
            count += 1
            return count < 2
        }
        return count == 1 ? only : nil
    }

    /// Whether the two strings are the same bytes, so the same code points (`==` compares canonical
    /// equivalence, normalizing non-ASCII text that is not known to be NFC). Compared in place when both
    /// are contiguous, without the copies `withUTF8` on a `var` makes.
    @inline(__always)
    func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        if let result = utf8.withContiguousStorageIfAvailable({ mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in mine.elementsEqual(theirs) } ?? mine.elementsEqual(other.utf8)
        }) {
            return result
        }
        return utf8.elementsEqual(other.utf8)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the value of every scalar of these bytes, which are valid UTF-8 (a `String`'s storage, or
    /// text that screening let through), satisfies `predicate`, in order, stopping at the first that does not.
    @inline(__always)
    func allScalarValues(_ predicate: (UInt32) -> Bool) -> Bool {
        // A lead byte is followed by all its continuation bytes.
        var index = 0
        while index < count {
            let lead = UInt32(self[index])
            let value: UInt32
            if lead < 0x80 {
                value = lead
                index += 1
            } else if lead < 0xE0 {
                value = (lead & 0x1F) << 6 | UInt32(self[index + 1] & 0x3F)
                index += 2
            } else if lead < 0xF0 {
                value = (lead & 0x0F) << 12 | UInt32(self[index + 1] & 0x3F) << 6 | UInt32(self[index + 2] & 0x3F)
                index += 3
            } else {
                value = (lead & 0x07) << 18 | UInt32(self[index + 1] & 0x3F) << 12 | UInt32(self[index + 2] & 0x3F) << 6
                    | UInt32(self[index + 3] & 0x3F)
                index += 4
            }
            if !predicate(value) { return false }
        }
        return true
    }

    /// The value of the only scalar of these valid UTF-8 bytes, `nil` when they hold none or several:
    /// the length the lead byte gives is the whole buffer's.
    @inline(__always)
    var onlyScalarValue: UInt32? {
        guard let lead = first else { return nil }
        guard count == (lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4) else { return nil }
        var only: UInt32 = 0
        _ = allScalarValues { value in
            only = value
            return false
        }
        return only
    }
}
