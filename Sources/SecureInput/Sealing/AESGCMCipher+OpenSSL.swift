// Only where CryptoKit is missing (Linux, Android): see AESGCMCipher+CryptoKit.swift.
#if !canImport(CryptoKit) && canImport(COpenSSL)
import COpenSSL

/// AES-256-GCM under one key, with one OpenSSL EVP cipher context that lives as long as the key.
///
/// Why this backend on Linux: the context is created once, the raw key is handed to it once and
/// wiped right after (only OpenSSL's expanded key schedule remains, inside the context), and
/// `EVP_CIPHER_CTX_free` cleanses the provider's context (`OPENSSL_clear_free`) before freeing
/// it. swift-crypto built a BoringSSL context for every seal and open and freed its key schedule
/// without wiping it, which left copies of the key in freed heap memory.
///
/// Encryption and decryption re-initialise the same context with a new nonce only (key `NULL`),
/// which keeps the schedule and makes no new copy of it. This is the EVP API, not a hand-written
/// primitive.
final class AESGCMCipher {
    /// Bytes of the AES-256 key.
    static let keySize = 32

    /// The EVP context holding the expanded key; freed (and cleansed) in `deinit`.
    private let context: OpaquePointer

    /// Creates the context with a key that `keySource` writes into wiped scratch memory.
    init(keySource: KeySource) {
        guard let context = EVP_CIPHER_CTX_new() else {
            preconditionFailure("SecureTextBuffer: OpenSSL could not allocate a cipher context")
        }
        let key = SecretBytes(count: Self.keySize)
        keySource(key.bytes)
        let initialised = EVP_EncryptInit_ex(
            context, EVP_aes_256_gcm(), nil, key.bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), nil)
        guard initialised == 1 else {
            EVP_CIPHER_CTX_free(context)
            preconditionFailure("SecureTextBuffer: OpenSSL rejected the AES-256-GCM key")
        }
        self.context = context
        // `key` is wiped here, when it goes out of scope.
    }

    deinit {
        EVP_CIPHER_CTX_free(context)
    }

    /// Encrypts `plaintext` under `nonce` (12 bytes) into `ciphertext` (same length) and `tag` (16 bytes).
    func seal(
        _ plaintext: UnsafeRawBufferPointer,
        nonce: UnsafeRawBufferPointer,
        ciphertext: UnsafeMutableRawBufferPointer,
        tag: UnsafeMutableRawBufferPointer
    ) {
        precondition(ciphertext.count == plaintext.count && tag.count == SealedLayout.tagSize)
        var written: Int32 = 0
        var finalWritten: Int32 = 0
        let succeeded = EVP_EncryptInit_ex(context, nil, nil, nil, bytes(nonce)) == 1
            && EVP_EncryptUpdate(context, bytes(ciphertext), &written, bytes(plaintext), Int32(plaintext.count)) == 1
            && EVP_EncryptFinal_ex(context, bytes(ciphertext) + Int(written), &finalWritten) == 1
            && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, Int32(tag.count), tag.baseAddress) == 1
        precondition(succeeded && Int(written + finalWritten) == plaintext.count, "SecureTextBuffer: sealing failed")
    }

    /// Decrypts `ciphertext` into `plaintext` (same length) and checks `tag`; `false` if the check fails.
    func open(
        _ ciphertext: UnsafeRawBufferPointer,
        nonce: UnsafeRawBufferPointer,
        tag: UnsafeRawBufferPointer,
        into plaintext: UnsafeMutableRawBufferPointer
    ) -> Bool {
        precondition(plaintext.count == ciphertext.count && tag.count == SealedLayout.tagSize)
        var written: Int32 = 0
        var finalWritten: Int32 = 0
        return EVP_DecryptInit_ex(context, nil, nil, nil, bytes(nonce)) == 1
            && EVP_DecryptUpdate(context, bytes(plaintext), &written, bytes(ciphertext), Int32(ciphertext.count)) == 1
            // OpenSSL only reads the expected tag, through a mutable pointer.
            && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, Int32(tag.count), UnsafeMutableRawPointer(mutating: tag.baseAddress)) == 1
            && EVP_DecryptFinal_ex(context, bytes(plaintext) + Int(written), &finalWritten) == 1
            && Int(written + finalWritten) == ciphertext.count
    }

    private func bytes(_ buffer: UnsafeRawBufferPointer) -> UnsafePointer<UInt8>? {
        buffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
    }

    private func bytes(_ buffer: UnsafeMutableRawBufferPointer) -> UnsafeMutablePointer<UInt8> {
        // Frames are never empty (at least one 64-byte block), so there is always a base address.
        buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
    }
}
#endif
