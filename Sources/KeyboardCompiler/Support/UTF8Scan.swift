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
}
