// Only where CryptoKit is missing (Linux, Android): see EnvelopePrimitives+CryptoKit.swift.
#if !canImport(CryptoKit) && canImport(COpenSSL)
import COpenSSL

/// The cryptographic primitives envelopes are composed of, from the system's OpenSSL 3 libcrypto.
///
/// Each is one standard operation (the `kbc_*` helpers in `Sources/COpenSSL/shim.h` are thin wrappers
/// over EVP calls); the constructions built from them (HKDF, HPKE, the envelope) are written once in
/// Swift and shared with the CryptoKit build. Secret inputs and outputs are caller-owned wiped memory;
/// OpenSSL's own copies (EVP_PKEY, cipher and MAC contexts) are cleared by OpenSSL when freed.
enum EnvelopePrimitives {
    /// SHA-256 of `message`.
    static func sha256(_ message: UnsafeRawBufferPointer) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        let ok = digest.withUnsafeMutableBytes { out in
            kbc_sha256(bytes(message), message.count, out.baseAddress!.assumingMemoryBound(to: UInt8.self))
        }
        precondition(ok == 1, "SecureInput: SHA-256 failed")
        return digest
    }

    /// HMAC-SHA256 of `message` under `key`, into the 32 bytes of `out`.
    static func hmacSHA256(
        key: UnsafeRawBufferPointer, message: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer
    ) throws(EnvelopeError) {
        precondition(out.count == 32)
        guard kbc_hmac_sha256(bytes(key), key.count, bytes(message), message.count,
                              out.baseAddress!.assumingMemoryBound(to: UInt8.self)) == 1 else {
            throw .cryptographyFailed(operation: "HMAC-SHA256")
        }
    }

    /// Throws ``EnvelopeError/pointNotOnCurve`` unless `x963` is a valid P-256 public point.
    static func validateP256(x963: [UInt8]) throws(EnvelopeError) {
        let key = x963.withUnsafeBytes { kbc_p256_public_key(bytes($0), $0.count) }
        guard let key else { throw .pointNotOnCurve }
        EVP_PKEY_free(key)
    }

    /// Throws unless OpenSSL accepts `spki` as an RSA public key and its public-key check passes.
    static func validateRSA(spki: [UInt8]) throws(EnvelopeError) {
        let key = spki.withUnsafeBytes { kbc_public_key_from_spki(bytes($0), $0.count) }
        guard let key else { throw .malformedKey(reason: "OpenSSL rejected the RSA key") }
        defer { EVP_PKEY_free(key) }
        guard kbc_is_rsa(key) == 1 else { throw .malformedKey(reason: "not an RSA key") }
        guard kbc_public_check(key) == 1 else { throw .unsafeRSAKey(.refusedByPublicKeyCheck) }
    }

    /// P-256 ECDH between the ephemeral private scalar `scalar` (32 bytes, a valid scalar) and the
    /// recipient's point: writes the ephemeral public point (65 bytes) to `ephemeralPublicKey` and the
    /// shared x-coordinate (32 bytes) to `sharedSecret`.
    static func p256KeyAgreement(
        scalar: UnsafeRawBufferPointer,
        recipient x963: [UInt8],
        ephemeralPublicKey: UnsafeMutableRawBufferPointer,
        sharedSecret: UnsafeMutableRawBufferPointer
    ) throws(EnvelopeError) {
        guard let privateKey = kbc_p256_private_key(bytes(scalar), scalar.count) else {
            throw .cryptographyFailed(operation: "P-256 key from scalar")
        }
        defer { EVP_PKEY_free(privateKey) }
        guard let peer = x963.withUnsafeBytes({ kbc_p256_public_key(bytes($0), $0.count) }) else {
            throw .pointNotOnCurve
        }
        defer { EVP_PKEY_free(peer) }
        guard kbc_p256_public_bytes(privateKey, mutableBytes(ephemeralPublicKey), ephemeralPublicKey.count) == 1,
              kbc_ecdh(privateKey, peer, mutableBytes(sharedSecret), sharedSecret.count) == 1 else {
            throw .cryptographyFailed(operation: "P-256 ECDH")
        }
    }

    /// AES-256-GCM: the ciphertext of `plaintext` followed by the 16-byte tag.
    static func aes256GCMSeal(
        key: UnsafeRawBufferPointer, nonce: UnsafeRawBufferPointer,
        aad: UnsafeRawBufferPointer, plaintext: UnsafeRawBufferPointer
    ) throws(EnvelopeError) -> [UInt8] {
        precondition(key.count == 32 && nonce.count == EnvelopeFormat.nonceSize)
        var sealed = [UInt8](repeating: 0, count: plaintext.count + EnvelopeFormat.tagSize)
        let ok = sealed.withUnsafeMutableBytes { out in
            let base = out.baseAddress!.assumingMemoryBound(to: UInt8.self)
            return kbc_aes256gcm_seal(bytes(key), bytes(nonce), bytes(aad), aad.count, bytes(plaintext), plaintext.count,
                                      base, base + plaintext.count)
        }
        guard ok == 1 else { throw .cryptographyFailed(operation: "AES-256-GCM") }
        return sealed
    }

    /// RSA-OAEP-SHA256 (MGF1-SHA256, empty label) of `plaintext` for the RSA key in `spki`.
    static func rsaOAEPSHA256Encrypt(spki: [UInt8], plaintext: UnsafeRawBufferPointer) throws(EnvelopeError) -> [UInt8] {
        guard let key = spki.withUnsafeBytes({ kbc_public_key_from_spki(bytes($0), $0.count) }) else {
            throw .malformedKey(reason: "OpenSSL rejected the RSA key")
        }
        defer { EVP_PKEY_free(key) }
        var ciphertext = [UInt8](repeating: 0, count: Int(EVP_PKEY_get_size(key)))
        var written = ciphertext.count
        let ok = ciphertext.withUnsafeMutableBytes { out in
            kbc_rsa_oaep_sha256_encrypt(key, bytes(plaintext), plaintext.count,
                                        out.baseAddress!.assumingMemoryBound(to: UInt8.self), &written)
        }
        guard ok == 1 else { throw .cryptographyFailed(operation: "RSA-OAEP-SHA256") }
        return Array(ciphertext[0..<written])
    }

    /// One AES block: the 16 bytes of `block` enciphered under `key` (16, 24 or 32 bytes) into `out`.
    static func aesEncryptBlock(
        key: UnsafeRawBufferPointer, block: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer
    ) throws(EnvelopeError) {
        precondition(block.count == 16 && out.count == 16)
        guard kbc_aes_encrypt_block(bytes(key), key.count, bytes(block), mutableBytes(out)) == 1 else {
            throw .cryptographyFailed(operation: "AES block encryption")
        }
    }

    private static func bytes(_ buffer: UnsafeRawBufferPointer) -> UnsafePointer<UInt8>? {
        buffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
    }

    private static func mutableBytes(_ buffer: UnsafeMutableRawBufferPointer) -> UnsafeMutablePointer<UInt8>? {
        buffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
    }
}
#endif
