import TextClassification

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

    /// Whether every character is printable ASCII (U+0020–U+007E) or one of the letters of Chinese, Japanese
    /// and Korean that ``UnicodeClassification/isCommonEastAsianLetter(_:)`` names: text that no check about
    /// unprintable or invisible characters has anything to say about. Read from the UTF-8 bytes (those
    /// letters are the 3-byte sequences from lead byte E3 to ED) rather than through `unicodeScalars`,
    /// which costs a few hundred instructions per text: the rules run this for every text of every key
    /// of a CJK page.
    var isPrintableASCIIOrCommonEastAsianLetters: Bool {
        func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead >= 0x20 && lead < 0x7F {
                    index += 1
                    continue
                }
                guard lead >= 0xE3 && lead <= 0xED, index + 2 < bytes.count else { return false }
                let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                // Valid UTF-8 (a String's storage is): the two continuation bytes belong to this scalar.
                guard let scalar = Unicode.Scalar(value), UnicodeClassification.isCommonEastAsianLetter(scalar) else { return false }
                index += 3
            }
            return true
        }
        if let result = utf8.withContiguousStorageIfAvailable(check) { return result }
        var copy = self
        return copy.withUTF8(check)
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
