extension SecureTextBuffer {
    /// Seals the text for a server: an envelope only the holder of `recipient`'s private key can open.
    ///
    /// The text is decrypted into wiped memory, framed, and sealed there; it never becomes a `String`
    /// or an `Array`, and nothing of it (nor the ephemeral key) is left in memory when the call
    /// returns. A P-256 key seals with HPKE (RFC 9180), an RSA key with RSA-OAEP-SHA256 and
    /// AES-256-GCM; the byte layout, for the server, is in <doc:SendingAPINToYourServer>.
    ///
    /// ```swift
    /// let envelope = try pin.seal(for: serverKey, label: "login-pin", freshness: .challenge(challengeFromServer))
    /// ```
    ///
    /// - Parameters:
    ///   - recipient: The server's public key.
    ///   - label: What the secret is for (1 to 255 UTF-8 bytes), bound to the envelope: a server that
    ///     expects `"transfer-pin"` rejects an envelope sealed as `"login-pin"`.
    ///   - freshness: A server challenge or a timestamp that lets the server refuse a replayed
    ///     envelope; ``EnvelopeFreshness/replayable`` only if the transport already does.
    /// - Returns: The envelope's bytes, to send as they are.
    /// - Throws: ``EnvelopeError``: an invalid label or challenge, a text over
    ///   ``EnvelopeFormat/maximumSecretLength`` bytes, or a failure of the cryptographic library.
    public func seal(
        for recipient: RecipientPublicKey,
        label: String,
        freshness: EnvelopeFreshness
    ) throws(EnvelopeError) -> [UInt8] {
        try seal(for: recipient, label: label, freshness: freshness, randomSource: systemKey)
    }

    /// ``seal(for:label:freshness:)`` with the secret random values (ephemeral scalar, content key)
    /// from `randomSource`: tests record them to look for them in memory, or fix them.
    func seal(
        for recipient: RecipientPublicKey,
        label: String,
        freshness: EnvelopeFreshness,
        randomSource: KeySource
    ) throws(EnvelopeError) -> [UInt8] {
        let header = try EnvelopeFormat.header(
            algorithm: recipient.algorithm, payload: .utf8Text, fingerprint: recipient.sha256Fingerprint,
            freshness: freshness, label: label)
        return try withPlaintextUTF8 { (text) throws(EnvelopeError) -> [UInt8] in
            guard text.count <= EnvelopeFormat.maximumSecretLength else { throw .secretTooLong }
            let frame = SecretBytes(count: PlaintextFrame.size(forTextCount: text.count))
            PlaintextFrame.writeHeader(textCount: text.count, into: frame.bytes)
            if text.count > 0 {
                UnsafeMutableRawBufferPointer(rebasing: frame.bytes[PlaintextFrame.headerSize..<PlaintextFrame.headerSize + text.count])
                    .copyMemory(from: UnsafeRawBufferPointer(text))
            }
            return try EnvelopeSealer.seal(
                UnsafeRawBufferPointer(frame.bytes), header: header, for: recipient, randomSource: randomSource)
        }
    }

    /// Seals the typed PIN for a server as an ISO 9564-1 format 4 PIN block (AES), for payment back
    /// ends whose HSM takes PIN blocks.
    ///
    /// The PIN block is built from the buffer's digits in wiped memory, enciphered under
    /// `pinEncryptionKey` and bound to `primaryAccountNumber` as ISO 9564-1 format 4 specifies, then
    /// sealed like ``seal(for:label:freshness:)`` with payload ``EnvelopePayload/iso9564Format4PINBlock``:
    /// the server opens the envelope and hands the 16-byte block to its HSM. The PIN never exists
    /// outside wiped memory; the key is the caller's (typically a session key the HSM shares with this
    /// app), and this call keeps no copy of it.
    ///
    /// - Parameters:
    ///   - recipient: The server's public key.
    ///   - label: What the PIN is for (1 to 255 UTF-8 bytes), bound to the envelope.
    ///   - freshness: A server challenge or a timestamp against replay.
    ///   - pinEncryptionKey: The AES PIN encryption key: 16, 24 or 32 bytes.
    ///   - primaryAccountNumber: The card's PAN, 1 to 19 ASCII digits.
    /// - Throws: ``EnvelopeError/invalidPIN`` unless the buffer holds 4 to 12 ASCII digits;
    ///   ``EnvelopeError/invalidPAN``, ``EnvelopeError/invalidPINEncryptionKey``, and everything
    ///   ``seal(for:label:freshness:)`` throws.
    public func sealPINBlock(
        for recipient: RecipientPublicKey,
        label: String,
        freshness: EnvelopeFreshness,
        pinEncryptionKey: [UInt8],
        primaryAccountNumber: String
    ) throws(EnvelopeError) -> [UInt8] {
        try sealPINBlock(for: recipient, label: label, freshness: freshness, pinEncryptionKey: pinEncryptionKey,
                         primaryAccountNumber: primaryAccountNumber, randomSource: systemKey)
    }

    /// ``sealPINBlock(for:label:freshness:pinEncryptionKey:primaryAccountNumber:)`` with the PIN block's
    /// random fill and the envelope's secret random values from `randomSource` (tests fix or record them).
    func sealPINBlock(
        for recipient: RecipientPublicKey,
        label: String,
        freshness: EnvelopeFreshness,
        pinEncryptionKey: [UInt8],
        primaryAccountNumber: String,
        randomSource: KeySource
    ) throws(EnvelopeError) -> [UInt8] {
        let header = try EnvelopeFormat.header(
            algorithm: recipient.algorithm, payload: .iso9564Format4PINBlock, fingerprint: recipient.sha256Fingerprint,
            freshness: freshness, label: label)
        return try withPlaintextUTF8 { (pin) throws(EnvelopeError) -> [UInt8] in
            let block = SecretBytes(count: 16)
            try PINBlockFormat4.encipher(
                pin: pin, primaryAccountNumber: Array(primaryAccountNumber.utf8), key: pinEncryptionKey,
                randomSource: randomSource, into: block.bytes)
            return try EnvelopeSealer.seal(
                UnsafeRawBufferPointer(block.bytes), header: header, for: recipient, randomSource: randomSource)
        }
    }
}
