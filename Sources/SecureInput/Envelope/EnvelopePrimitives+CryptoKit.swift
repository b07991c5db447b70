// Keyed on CryptoKit itself, as AESGCMCipher+CryptoKit.swift is: see the note there.
#if canImport(CryptoKit)
import CommonCrypto
import CryptoKit
import Foundation
import Security

/// The cryptographic primitives envelopes are composed of, from CryptoKit and the Security framework
/// (Apple platforms).
///
/// Not compiled or tested by this project's CI (Linux); type-checked for iOS 16 by
/// `Tests/iOS/typecheck.sh`. CryptoKit's `HPKE` needs iOS 17, so HPKE is composed from its
/// `P256.KeyAgreement`, `HMAC<SHA256>` and `AES.GCM` by the shared Swift code (``HPKE``, ``HKDF``),
/// which RFC 9180's vectors check on Linux. Secret inputs are passed as raw buffers that CryptoKit
/// reads in place (no `Data` copy); CryptoKit keeps keys and shared secrets in storage it zeroes
/// when released. Temporaries inside corecrypto and the Security framework are the system's.
enum EnvelopePrimitives {
    /// SHA-256 of `message`.
    static func sha256(_ message: UnsafeRawBufferPointer) -> [UInt8] {
        Array(SHA256.hash(data: message))
    }

    /// HMAC-SHA256 of `message` under `key`, into the 32 bytes of `out`.
    static func hmacSHA256(
        key: UnsafeRawBufferPointer, message: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer
    ) throws(EnvelopeError) {
        precondition(out.count == 32)
        let code = HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key))
        code.withUnsafeBytes { out.copyMemory(from: $0) }
    }

    /// Throws ``EnvelopeError/pointNotOnCurve`` unless `x963` is a valid P-256 public point.
    static func validateP256(x963: [UInt8]) throws(EnvelopeError) {
        guard (try? P256.KeyAgreement.PublicKey(x963Representation: x963)) != nil else { throw .pointNotOnCurve }
    }

    /// Throws unless the Security framework accepts the RSA key in `spki` (the Security framework has no
    /// public-key check: ``RSAKeyDefect``'s checks, made before, are the ones on Apple platforms).
    static func validateRSA(spki: [UInt8]) throws(EnvelopeError) {
        _ = try rsaKey(spki: spki)
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
        guard let privateKey = try? P256.KeyAgreement.PrivateKey(rawRepresentation: scalar) else {
            throw .cryptographyFailed(operation: "P-256 key from scalar")
        }
        guard let peer = try? P256.KeyAgreement.PublicKey(x963Representation: x963) else { throw .pointNotOnCurve }
        guard let shared = try? privateKey.sharedSecretFromKeyAgreement(with: peer) else {
            throw .cryptographyFailed(operation: "P-256 ECDH")
        }
        let publicKey = privateKey.publicKey.x963Representation
        guard publicKey.count == ephemeralPublicKey.count else { throw .cryptographyFailed(operation: "P-256 ECDH") }
        publicKey.copyBytes(to: ephemeralPublicKey)
        shared.withUnsafeBytes { sharedSecret.copyMemory(from: $0) }
    }

    /// AES-256-GCM: the ciphertext of `plaintext` followed by the 16-byte tag.
    static func aes256GCMSeal(
        key: UnsafeRawBufferPointer, nonce: UnsafeRawBufferPointer,
        aad: UnsafeRawBufferPointer, plaintext: UnsafeRawBufferPointer
    ) throws(EnvelopeError) -> [UInt8] {
        do {
            let box = try AES.GCM.seal(
                plaintext, using: SymmetricKey(data: key), nonce: AES.GCM.Nonce(data: nonce), authenticating: aad)
            return Array(box.ciphertext) + Array(box.tag)
        } catch {
            throw .cryptographyFailed(operation: "AES-256-GCM")
        }
    }

    /// RSA-OAEP-SHA256 (MGF1-SHA256, empty label) of `plaintext` for the RSA key in `spki`, with
    /// `SecKeyCreateEncryptedData` and `.rsaEncryptionOAEPSHA256`.
    static func rsaOAEPSHA256Encrypt(spki: [UInt8], plaintext: UnsafeRawBufferPointer) throws(EnvelopeError) -> [UInt8] {
        let key = try rsaKey(spki: spki)
        guard let base = plaintext.baseAddress?.assumingMemoryBound(to: UInt8.self),
              // No copy of the content key: CFData over the caller's wiped memory, never freed by CF.
              let data = CFDataCreateWithBytesNoCopy(nil, base, plaintext.count, kCFAllocatorNull) else {
            throw .cryptographyFailed(operation: "RSA-OAEP-SHA256")
        }
        var error: Unmanaged<CFError>?
        guard let encrypted = SecKeyCreateEncryptedData(key, .rsaEncryptionOAEPSHA256, data, &error) else {
            error?.release()
            throw .cryptographyFailed(operation: "RSA-OAEP-SHA256")
        }
        return Array(encrypted as Data)
    }

    /// One AES block: the 16 bytes of `block` enciphered under `key` (16, 24 or 32 bytes) into `out`,
    /// with CommonCrypto's ECB mode (CryptoKit has no single-block AES).
    static func aesEncryptBlock(
        key: UnsafeRawBufferPointer, block: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer
    ) throws(EnvelopeError) {
        precondition(block.count == 16 && out.count == 16)
        var moved = 0
        let status = CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionECBMode),
                             key.baseAddress, key.count, nil, block.baseAddress, 16, out.baseAddress, 16, &moved)
        guard status == CCCryptorStatus(kCCSuccess), moved == 16 else {
            throw .cryptographyFailed(operation: "AES block encryption")
        }
    }

    /// A Security framework RSA public key from the PKCS #1 key inside `spki`.
    private static func rsaKey(spki: [UInt8]) throws(EnvelopeError) -> SecKey {
        guard case .rsa(let pkcs1, _) = try SubjectPublicKeyInfo.parse(spki) else {
            throw .malformedKey(reason: "not an RSA key")
        }
        let attributes: [CFString: Any] = [kSecAttrKeyType: kSecAttrKeyTypeRSA, kSecAttrKeyClass: kSecAttrKeyClassPublic]
        var error: Unmanaged<CFError>?
        guard let key = SecKeyCreateWithData(Data(pkcs1) as CFData, attributes as CFDictionary, &error) else {
            error?.release()
            throw .malformedKey(reason: "the Security framework rejected the RSA key")
        }
        return key
    }
}
#endif
