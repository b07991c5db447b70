/// The layout of the bytes a ``SealedText`` stores: a 12-byte nonce, the ciphertext of a
/// ``PlaintextFrame`` (same length as the frame) and the 16-byte GCM tag.
enum SealedLayout {
    /// Bytes of the random nonce.
    static let nonceSize = 12
    /// Bytes of the authentication tag.
    static let tagSize = 16
    /// Bytes added to a frame by sealing.
    static let overhead = nonceSize + tagSize
}
