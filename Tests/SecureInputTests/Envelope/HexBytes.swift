/// The bytes of a hexadecimal string (whitespace ignored), for test vectors.
func bytes(hex text: String) -> [UInt8] {
    let digits = text.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
    precondition(digits.count % 2 == 0, "odd number of hex digits")
    func value(_ digit: UInt8) -> UInt8 {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: preconditionFailure("not a hex digit")
        }
    }
    return stride(from: 0, to: digits.count, by: 2).map { value(digits[$0]) << 4 | value(digits[$0 + 1]) }
}

/// A key source that writes `bytes` (for fixed ephemeral keys in test vectors).
func fixedSource(_ fixed: [UInt8]) -> (UnsafeMutableRawBufferPointer) -> Void {
    { destination in
        precondition(destination.count == fixed.count)
        fixed.withUnsafeBytes { destination.copyMemory(from: $0) }
    }
}
