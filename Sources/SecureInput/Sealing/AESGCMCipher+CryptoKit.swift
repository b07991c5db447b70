// Keyed on CryptoKit itself, not on OpenSSL's absence: an Apple build that can see a COpenSSL module map
// (a Homebrew OpenSSL, another package's target) must still use the system's CryptoKit.
#if canImport(CryptoKit)
import CryptoKit
import Foundation

/// AES-256-GCM under one key with CryptoKit (Apple platforms).
///
/// Not compiled or tested by this project's CI (Linux). The key is a `SymmetricKey`, whose storage
/// CryptoKit zeroes when it is released; the key schedule and temporaries inside CryptoKit
/// (corecrypto) are managed by the system and outside this type's control, and the decrypted
/// `Data` is wiped in place after it is copied into the caller's scratch memory.
final class AESGCMCipher {
    /// Bytes of the AES-256 key.
    static let keySize = 32

    private let key: SymmetricKey

    /// Creates the key from bytes that `keySource` writes into wiped scratch memory.
    init(keySource: KeySource) {
        let bytes = SecretBytes(count: Self.keySize)
        keySource(bytes.bytes)
        key = SymmetricKey(data: UnsafeRawBufferPointer(bytes.bytes))
    }

    /// Encrypts `plaintext` under `nonce` (12 bytes) into `ciphertext` (same length) and `tag` (16 bytes).
    func seal(
        _ plaintext: UnsafeRawBufferPointer,
        nonce: UnsafeRawBufferPointer,
        ciphertext: UnsafeMutableRawBufferPointer,
        tag: UnsafeMutableRawBufferPointer
    ) {
        do {
            let box = try AES.GCM.seal(plaintext, using: key, nonce: AES.GCM.Nonce(data: nonce))
            box.ciphertext.copyBytes(to: ciphertext)
            box.tag.copyBytes(to: tag)
        } catch {
            preconditionFailure("SecureTextBuffer: sealing failed")
        }
    }

    /// Decrypts `ciphertext` into `plaintext` (same length) and checks `tag`; `false` if the check fails.
    func open(
        _ ciphertext: UnsafeRawBufferPointer,
        nonce: UnsafeRawBufferPointer,
        tag: UnsafeRawBufferPointer,
        into plaintext: UnsafeMutableRawBufferPointer
    ) -> Bool {
        guard let box = try? AES.GCM.SealedBox(nonce: AES.GCM.Nonce(data: nonce), ciphertext: ciphertext, tag: tag),
              var opened = try? AES.GCM.open(box, using: key) else { return false }
        defer { opened.withUnsafeMutableBytes { secureZero($0) } }
        opened.copyBytes(to: plaintext)
        return opened.count == plaintext.count
    }
}
#endif
