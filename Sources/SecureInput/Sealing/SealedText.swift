import Crypto

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A text kept only as AES-256-GCM ciphertext under a key of its own.
///
/// Key handling: the key is a swift-crypto `SymmetricKey(size: .bits256)`, drawn from the system's
/// secure random generator. swift-crypto keeps its bytes in `SecureBytes`, which zeroes its whole
/// allocation when the last reference goes away (`memset_s` on Darwin, `OPENSSL_cleanse`
/// elsewhere), and this type never reads the key bytes out, so no copy exists outside that
/// storage. Holding raw key bytes in a buffer of our own would not be safer: every seal and open
/// would have to build a `SymmetricKey` from them anyway, adding copies.
///
/// Limits, outside this type's control: BoringSSL expands the key into an AES key schedule inside
/// a per-call context that it does not zero on cleanup, and CryptoKit (on Apple platforms)
/// manages its own temporaries.
struct SealedText {
    /// The per-text key; replaced by ``reset()``.
    private var key = SymmetricKey(size: .bits256)
    /// Nonce, ciphertext and tag of the current frame; `nil` while the text is empty.
    private var box: AES.GCM.SealedBox?

    /// The bytes stored for the text: nonce, ciphertext and tag (empty for an empty text).
    var sealedRepresentation: [UInt8] {
        guard let box else { return [] }
        return Array(box.nonce) + Array(box.ciphertext) + Array(box.tag)
    }

    /// Calls `body` with the decrypted text, then wipes the decrypted bytes.
    ///
    /// The frame is decrypted into a `Data` that swift-crypto allocates and hands over without
    /// copying; frames are at least 64 bytes, so `Data` keeps that allocation (it copies only
    /// payloads of 14 bytes or fewer into its inline form), and it is the only reference, so
    /// `withUnsafeMutableBytes` zeroes it in place before it is freed.
    func withOpened<R, E: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R
    ) throws(E) -> R {
        guard box != nil else {
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        }
        var frame = openFrame()
        defer { frame.withUnsafeMutableBytes { secureZero($0) } }
        let result: Result<R, E> = frame.withUnsafeBytes { raw in
            guard let text = PlaintextFrame.text(in: raw) else {
                preconditionFailure("SecureTextBuffer: decrypted frame has an invalid header")
            }
            return Result { () throws(E) -> R in try body(text) }
        }
        return try result.get()
    }

    /// Decrypts the current frame. The caller owns the result and must wipe it.
    func openFrame() -> Data {
        guard let box else { return Data() }
        do {
            return try AES.GCM.open(box, using: key)
        } catch {
            // Only memory corruption or tampering can make our own ciphertext fail to open.
            preconditionFailure("SecureTextBuffer: sealed text failed authentication")
        }
    }

    /// Seals a frame (see ``PlaintextFrame``) under a fresh random nonce and returns the box.
    func seal(frame: UnsafeRawBufferPointer) -> AES.GCM.SealedBox {
        do {
            return try AES.GCM.seal(frame, using: key, nonce: AES.GCM.Nonce())
        } catch {
            preconditionFailure("SecureTextBuffer: sealing failed: \(error)")
        }
    }

    /// Replaces the stored ciphertext (`nil` for an empty text).
    mutating func store(_ newBox: AES.GCM.SealedBox?) {
        box = newBox
    }

    /// Drops the ciphertext and replaces the key with a new one; the old key's storage is zeroed
    /// by swift-crypto when it is released.
    mutating func reset() {
        box = nil
        key = SymmetricKey(size: .bits256)
    }
}
