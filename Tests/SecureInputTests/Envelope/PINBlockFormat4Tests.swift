import Testing
@testable import SecureInput

/// ISO 9564-1 format 4 PIN blocks against published examples.
///
/// Sources:
/// - psec (github.com/knovichikhin/psec), tests/test_pinblock.py: `test_encipher_pinblock_iso_4_det` (key
///   00112233…EEFF, PIN 1234, PAN 1234567890123456789, random fill FF × 8 → 28B41FDD…921E), the same
///   example in the paysec-pinblock crate's documentation, and `test_decipher_pinblock_iso_4`'s PAN shorter
///   than 12 digits (PIN 123456, PAN 1 → 39B69B1B…CBD6, whose fill deciphers to FF × 8).
/// - ep2 (eft/pos 2000) Security Specification 8.0.0, §8.4 PIN Encryption, as quoted by the same psec test:
///   key C1D0F8FB…EF0D, PIN 1234, PAN 432198765432109870 → CC17F655…B3CA. The example's random fill,
///   146C6601F4A8035C, is what deciphering that block gives (with the `cryptography` package).
@Suite("ISO 9564-1 format 4 PIN blocks")
struct PINBlockFormat4Tests {
    static let examples: [(key: String, pin: String, pan: String, fill: String, block: String)] = [
        ("00112233445566778899AABBCCDDEEFF", "1234", "1234567890123456789", "FFFFFFFFFFFFFFFF", "28B41FDDD29B743E93124BD8E32D921E"),
        ("C1D0F8FB4958670DBA40AB1F3752EF0D", "1234", "432198765432109870", "146C6601F4A8035C", "CC17F65586BFD0953010226C4FC5B3CA"),
        ("00112233445566778899AABBCCDDEEFF", "123456", "1", "FFFFFFFFFFFFFFFF", "39B69B1B91FE05D48F7EF0D68EB2CBD6"),
    ]

    static func encipher(pin: String, pan: String, key: [UInt8], fill: [UInt8]) throws(EnvelopeError) -> [UInt8] {
        var block = [UInt8](repeating: 0, count: 16)
        let digits = Array(pin.utf8)
        try withMutableBytes(of: &block) { (out) throws(EnvelopeError) in
            try withBytes(of: digits) { (raw) throws(EnvelopeError) in
                try PINBlockFormat4.encipher(
                    pin: raw.bindMemory(to: UInt8.self), primaryAccountNumber: Array(pan.utf8), key: key,
                    randomSource: fixedSource(fill), into: out)
            }
        }
        return block
    }

    @Test("the published examples are reproduced", arguments: 0..<examples.count)
    func published(index: Int) throws {
        let example = Self.examples[index]
        let block = try Self.encipher(pin: example.pin, pan: example.pan, key: bytes(hex: example.key), fill: bytes(hex: example.fill))
        #expect(block == bytes(hex: example.block))
    }

    @Test("PINs outside 4 to 12 digits, bad PANs and bad key sizes are refused")
    func refused() throws {
        let key = bytes(hex: "00112233445566778899AABBCCDDEEFF")
        let fill = [UInt8](repeating: 0xFF, count: 8)
        for pin in ["123", "1234567890123", "12a4", ""] {
            #expect(throws: EnvelopeError.invalidPIN) { try Self.encipher(pin: pin, pan: "1234567890123456789", key: key, fill: fill) }
        }
        for pan in ["", "12345678901234567890", "12345678901234567x"] {
            #expect(throws: EnvelopeError.invalidPAN) { try Self.encipher(pin: "1234", pan: pan, key: key, fill: fill) }
        }
        #expect(throws: EnvelopeError.invalidPINEncryptionKey) { try Self.encipher(pin: "1234", pan: "1", key: Array(key.prefix(15)), fill: fill) }
        // AES-192 and AES-256 keys work.
        _ = try Self.encipher(pin: "1234", pan: "1", key: key + key.prefix(8), fill: fill)
        _ = try Self.encipher(pin: "1234", pan: "1", key: key + key, fill: fill)
    }

    @Test("a PIN block is sealed into an envelope with payload 02, and the buffer must hold digits only")
    func sealed() throws {
        let recipient = try RecipientPublicKey(x963Representation: RFC9180Vector.pkRm)
        let buffer = SecureTextBuffer(maximumLength: 12, allowedCharacters: .digits)
        try buffer.insert("1234")
        let envelope = try buffer.sealPINBlock(
            for: recipient, label: "card-pin", freshness: .replayable, pinEncryptionKey: bytes(hex: "00112233445566778899AABBCCDDEEFF"),
            primaryAccountNumber: "1234567890123456789")
        #expect(envelope[2] == 0x02)
        // Header (3 + 32 + 2 + 1 + 8), enc (65), the 16-byte block and the tag: no frame.
        #expect(envelope.count == 46 + 65 + 16 + 16)
        let text = SecureTextBuffer()
        try text.insert("12 34")
        #expect(throws: EnvelopeError.invalidPIN) {
            try text.sealPINBlock(for: recipient, label: "card-pin", freshness: .now(), pinEncryptionKey: [UInt8](repeating: 1, count: 16),
                                  primaryAccountNumber: "1")
        }
    }
}
