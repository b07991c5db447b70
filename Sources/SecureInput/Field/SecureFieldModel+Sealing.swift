extension SecureFieldModel {
    /// Seals the field's text for a server: the envelope of ``SecureTextBuffer/seal(for:label:freshness:)``,
    /// made from the model's own buffer, so the secret goes from the keys to the envelope without the app
    /// ever holding it.
    ///
    /// ```swift
    /// let envelope = try pin.seal(for: serverKey, label: "login-pin", freshness: .challenge(challenge))
    /// pin.clear()
    /// ```
    ///
    /// - Parameters:
    ///   - recipient: The server's public key.
    ///   - label: What the secret is for (1 to 255 UTF-8 bytes), bound to the envelope.
    ///   - freshness: The server's challenge, or a timestamp the server checks; ``EnvelopeFreshness/replayable``
    ///     only where the transport already refuses replays.
    /// - Returns: The envelope's bytes, to send as they are.
    /// - Throws: ``EnvelopeError``, and nothing is sealed.
    public func seal(
        for recipient: RecipientPublicKey,
        label: String,
        freshness: EnvelopeFreshness
    ) throws(EnvelopeError) -> [UInt8] {
        try buffer.seal(for: recipient, label: label, freshness: freshness)
    }

    /// Seals the field's PIN as an ISO 9564-1 format 4 PIN block for a payment back end: the envelope of
    /// ``SecureTextBuffer/sealPINBlock(for:label:freshness:pinEncryptionKey:primaryAccountNumber:)``, made
    /// from the model's own buffer.
    ///
    /// - Throws: ``EnvelopeError/invalidPIN`` unless the field holds 4 to 12 ASCII digits, and everything
    ///   the buffer's `sealPINBlock` throws.
    public func sealPINBlock(
        for recipient: RecipientPublicKey,
        label: String,
        freshness: EnvelopeFreshness,
        pinEncryptionKey: [UInt8],
        primaryAccountNumber: String
    ) throws(EnvelopeError) -> [UInt8] {
        try buffer.sealPINBlock(for: recipient, label: label, freshness: freshness, pinEncryptionKey: pinEncryptionKey,
                                primaryAccountNumber: primaryAccountNumber)
    }
}
