/// HKDF-SHA256 (RFC 5869), written once over the platform's HMAC-SHA256.
///
/// Every output and every intermediate block is written to caller-owned memory or to ``SecretBytes``,
/// which are wiped: the keys HPKE derives never pass through an `Array`.
enum HKDF {
    /// The hash's output size.
    static let hashSize = 32

    /// `HKDF-Extract(salt, ikm)` into the 32 bytes of `prk`. An empty salt is 32 zero bytes (RFC 5869
    /// §2.2), passed as such so no HMAC implementation has to accept an empty key.
    static func extract(
        salt: UnsafeRawBufferPointer, ikm: UnsafeRawBufferPointer, into prk: UnsafeMutableRawBufferPointer
    ) throws(EnvelopeError) {
        if salt.isEmpty {
            let zeros = [UInt8](repeating: 0, count: hashSize)
            try withBytes(of: zeros) { (zeroSalt) throws(EnvelopeError) in
                try EnvelopePrimitives.hmacSHA256(key: zeroSalt, message: ikm, into: prk)
            }
        } else {
            try EnvelopePrimitives.hmacSHA256(key: salt, message: ikm, into: prk)
        }
    }

    /// `HKDF-Expand(prk, info, L)` into `output` (L = `output.count`, at most 255 × 32 bytes).
    static func expand(
        prk: UnsafeRawBufferPointer, info: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
    ) throws(EnvelopeError) {
        precondition(output.count <= 255 * hashSize, "HKDF: output too long")
        // T(i) = HMAC(PRK, T(i-1) | info | i); the message holds the previous block, a secret.
        let message = SecretBytes(count: hashSize + info.count + 1)
        let block = SecretBytes(count: hashSize)
        var previousCount = 0
        var written = 0
        var counter: UInt8 = 1
        while written < output.count {
            if info.count > 0 {
                UnsafeMutableRawBufferPointer(rebasing: message.bytes[previousCount..<previousCount + info.count])
                    .copyMemory(from: info)
            }
            message.bytes[previousCount + info.count] = counter
            try EnvelopePrimitives.hmacSHA256(
                key: prk,
                message: UnsafeRawBufferPointer(rebasing: message.bytes[0..<previousCount + info.count + 1]),
                into: block.bytes)
            let take = min(hashSize, output.count - written)
            UnsafeMutableRawBufferPointer(rebasing: output[written..<written + take])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: block.bytes[0..<take]))
            written += take
            UnsafeMutableRawBufferPointer(rebasing: message.bytes[0..<hashSize]).copyMemory(from: UnsafeRawBufferPointer(block.bytes))
            previousCount = hashSize
            counter &+= 1
        }
    }
}
