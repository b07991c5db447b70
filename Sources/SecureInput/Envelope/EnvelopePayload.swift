/// What an envelope's plaintext is: byte 2 of its header.
///
/// Values this version does not write are reserved; a server must reject them.
public enum EnvelopePayload: UInt8, Sendable, CaseIterable {
    /// The buffer's text as UTF-8, in a frame: a 4-byte big-endian length, the bytes, then zeros up
    /// to a multiple of 64 bytes (at least 64).
    case utf8Text = 0x01
    /// An ISO 9564-1 format 4 PIN block: 16 bytes, the AES encipherment of the typed PIN under the
    /// caller's PIN encryption key, bound to the account number (see
    /// ``SecureTextBuffer/sealPINBlock(for:label:freshness:pinEncryptionKey:primaryAccountNumber:)``).
    /// The plaintext is the block itself, unframed.
    case iso9564Format4PINBlock = 0x02
}
