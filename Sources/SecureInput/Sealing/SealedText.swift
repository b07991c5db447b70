/// A text kept only as AES-256-GCM ciphertext under a key of its own.
///
/// The key exists only inside an ``AESGCMCipher``, created at the first seal and dropped by
/// ``reset()`` or when this object is freed; on Linux dropping it frees OpenSSL's cipher context,
/// which cleanses the key schedule. A text that was never sealed has no key at all.
///
/// A reference type with one owner (the ``SecureTextBuffer``): the cipher context must not be
/// shared or duplicated.
final class SealedText {
    /// Where new keys come from.
    private let keySource: KeySource
    /// The cipher of the current key; `nil` until the first seal and after ``reset()``.
    private var cipher: AESGCMCipher?
    /// Nonce, ciphertext and tag of the current frame (see ``SealedLayout``); empty while the text is empty.
    private(set) var sealedRepresentation: [UInt8] = []

    /// Creates an empty text; `keySource` fills each new key (``systemKey(_:)`` outside tests).
    init(keySource: @escaping KeySource = systemKey) {
        self.keySource = keySource
    }

    /// Calls `body` with the decrypted text, which lives in scratch memory that is wiped afterwards.
    func withOpened<R, E: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R
    ) throws(E) -> R {
        guard let cipher, !sealedRepresentation.isEmpty else {
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        }
        let frame = SecretBytes(count: sealedRepresentation.count - SealedLayout.overhead)
        let opened = sealedRepresentation.withUnsafeBytes { stored in
            let tagStart = stored.count - SealedLayout.tagSize
            return cipher.open(
                UnsafeRawBufferPointer(rebasing: stored[SealedLayout.nonceSize..<tagStart]),
                nonce: UnsafeRawBufferPointer(rebasing: stored[0..<SealedLayout.nonceSize]),
                tag: UnsafeRawBufferPointer(rebasing: stored[tagStart...]),
                into: frame.bytes
            )
        }
        // Only memory corruption or tampering can make our own ciphertext fail to open.
        precondition(opened, "SecureTextBuffer: sealed text failed authentication")
        guard let text = PlaintextFrame.text(in: UnsafeRawBufferPointer(frame.bytes)) else {
            preconditionFailure("SecureTextBuffer: decrypted frame has an invalid header")
        }
        return try body(text)
        // `frame` is wiped and freed here.
    }

    /// Seals a frame (see ``PlaintextFrame``) under a fresh random nonce; creates the key on first use.
    func seal(frame: UnsafeRawBufferPointer) -> [UInt8] {
        let cipher = self.cipher ?? AESGCMCipher(keySource: keySource)
        self.cipher = cipher
        return [UInt8](unsafeUninitializedCapacity: frame.count + SealedLayout.overhead) { output, count in
            let raw = UnsafeMutableRawBufferPointer(output)
            // A random 96-bit nonce per seal; the nonce is public, so the standard generator will do.
            var random = SystemRandomNumberGenerator()
            raw.storeBytes(of: random.next(), toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: UInt32(truncatingIfNeeded: random.next()), toByteOffset: 8, as: UInt32.self)
            let tagStart = SealedLayout.nonceSize + frame.count
            cipher.seal(
                frame,
                nonce: UnsafeRawBufferPointer(rebasing: raw[0..<SealedLayout.nonceSize]),
                ciphertext: UnsafeMutableRawBufferPointer(rebasing: raw[SealedLayout.nonceSize..<tagStart]),
                tag: UnsafeMutableRawBufferPointer(rebasing: raw[tagStart...])
            )
            count = raw.count
        }
    }

    /// Replaces the stored bytes (empty for an empty text).
    func store(_ sealed: [UInt8]) {
        sealedRepresentation = sealed
    }

    /// Drops the ciphertext and the key; the next seal creates a new key.
    func reset() {
        sealedRepresentation = []
        cipher = nil
    }
}
