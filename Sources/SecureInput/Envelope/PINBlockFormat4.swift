/// ISO 9564-1 format 4 PIN blocks (AES): the enciphered PIN block payment back ends and HSMs take.
///
/// The plain-text PIN field is `4`, the PIN length, the digits, `A` fill up to 14 digits, then 8
/// random bytes; the PAN field is the PAN length minus 12, the PAN (left-padded with zeros to 12
/// digits), then zeros. The block is `AES(K, AES(K, PIN field) XOR PAN field)`. Every intermediate
/// block lives in wiped memory.
enum PINBlockFormat4 {
    /// Enciphers the ASCII digits `pin` (4 to 12) for `primaryAccountNumber` (1 to 19 ASCII digits)
    /// under `key` (16, 24 or 32 bytes) into the 16 bytes of `out`; the 8 random fill bytes come from
    /// `randomSource`.
    static func encipher(
        pin: UnsafeBufferPointer<UInt8>,
        primaryAccountNumber: [UInt8],
        key: [UInt8],
        randomSource: KeySource,
        into out: UnsafeMutableRawBufferPointer
    ) throws(EnvelopeError) {
        guard (4...12).contains(pin.count), pin.allSatisfy(isDigit) else { throw .invalidPIN }
        guard (1...19).contains(primaryAccountNumber.count), primaryAccountNumber.allSatisfy(isDigit) else {
            throw .invalidPAN
        }
        guard [16, 24, 32].contains(key.count) else { throw .invalidPINEncryptionKey }

        let pinField = SecretBytes(count: 16)
        var nibbles = [UInt8](repeating: 0xA, count: 16)  // public: control, length and fill only
        nibbles[0] = 0x4
        nibbles[1] = UInt8(pin.count)
        for index in 0..<16 {
            // The digits go straight from the wiped plaintext into the wiped field.
            let nibble = index >= 2 && index < 2 + pin.count ? pin[index - 2] - UInt8(ascii: "0") : nibbles[index]
            if index % 2 == 0 { pinField.bytes[index / 2] = nibble << 4 } else { pinField.bytes[index / 2] |= nibble }
        }
        randomSource(UnsafeMutableRawBufferPointer(rebasing: pinField.bytes[8..<16]))

        let panDigits = [UInt8](repeating: UInt8(ascii: "0"), count: max(0, 12 - primaryAccountNumber.count)) + primaryAccountNumber
        let panNibbles = [UInt8(panDigits.count - 12)] + panDigits.map { $0 - UInt8(ascii: "0") }
            + [UInt8](repeating: 0, count: 32 - 1 - panDigits.count)
        let intermediate = SecretBytes(count: 16)
        try withBytes(of: key) { (keyBytes) throws(EnvelopeError) in
            try EnvelopePrimitives.aesEncryptBlock(key: keyBytes, block: UnsafeRawBufferPointer(pinField.bytes), into: intermediate.bytes)
            for index in 0..<16 {
                intermediate.bytes[index] ^= panNibbles[2 * index] << 4 | panNibbles[2 * index + 1]
            }
            try EnvelopePrimitives.aesEncryptBlock(key: keyBytes, block: UnsafeRawBufferPointer(intermediate.bytes), into: out)
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
