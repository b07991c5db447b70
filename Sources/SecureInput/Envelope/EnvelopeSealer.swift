/// Seals a plaintext (in wiped memory) into an envelope for a recipient: header, then body, as
/// ``EnvelopeFormat`` lays them out.
enum EnvelopeSealer {
    /// Seals `plaintext` for `recipient` with `header` bound to it.
    ///
    /// - Parameter randomSource: fills the secret random values: the HPKE ephemeral scalar, or the
    ///   RSA content key. ``systemKey(_:)`` outside tests; tests record or fix them.
    static func seal(
        _ plaintext: UnsafeRawBufferPointer,
        header: [UInt8],
        for recipient: RecipientPublicKey,
        randomSource: KeySource
    ) throws(EnvelopeError) -> [UInt8] {
        switch recipient.key {
        case .p256(let x963):
            // HPKE single-shot base mode: info = header, aad empty, sequence number 0.
            let encapsulation = try HPKE.encapsulate(recipient: x963, scalarSource: randomSource)
            let context = try withBytes(of: header) { (info) throws(EnvelopeError) in
                try HPKE.keySchedule(sharedSecret: UnsafeRawBufferPointer(encapsulation.sharedSecret.bytes), info: info)
            }
            let ciphertext = try context.seal(aad: UnsafeRawBufferPointer(start: nil, count: 0), plaintext: plaintext)
            return header + encapsulation.enc + ciphertext
        case .rsa:
            // RSA-OAEP-SHA256 wraps a fresh AES-256-GCM key; the payload can exceed OAEP's limit
            // (190 bytes for RSA-2048), so it is encrypted with that key, the header as associated data.
            let contentKey = SecretBytes(count: 32)
            randomSource(contentKey.bytes)
            var nonce = [UInt8](repeating: 0, count: EnvelopeFormat.nonceSize)
            nonce.withUnsafeMutableBytes { systemKey($0) }
            let wrappedKey = try EnvelopePrimitives.rsaOAEPSHA256Encrypt(
                spki: recipient.derRepresentation, plaintext: UnsafeRawBufferPointer(contentKey.bytes))
            let ciphertext = try withBytes(of: header) { (aad) throws(EnvelopeError) in
                try withBytes(of: nonce) { (nonceBytes) throws(EnvelopeError) in
                    try EnvelopePrimitives.aes256GCMSeal(
                        key: UnsafeRawBufferPointer(contentKey.bytes), nonce: nonceBytes, aad: aad, plaintext: plaintext)
                }
            }
            return header + wrappedKey + nonce + ciphertext
        }
    }
}
