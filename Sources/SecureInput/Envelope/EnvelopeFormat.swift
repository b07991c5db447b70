/// The byte layout of a sealed envelope, version 1: what a server parses (see
/// <doc:SendingAPINToYourServer> for the table and a worked example).
///
/// An envelope is a header followed by a body. The header is sent in the clear and authenticated:
/// it is HPKE's `info` for ``EnvelopeAlgorithm/hpkeP256SHA256AES256GCM`` and AES-GCM's associated
/// data for ``EnvelopeAlgorithm/rsaOAEPSHA256AES256GCM``, so changing any byte of it makes opening fail.
/// (HPKE's `info`, not its `aad`: single-shot HPKE APIs without an `aad` parameter open it unchanged.)
///
/// | Offset | Size | Field |
/// |---|---|---|
/// | 0 | 1 | version, `0x01` |
/// | 1 | 1 | algorithm (``EnvelopeAlgorithm``) |
/// | 2 | 1 | payload kind (``EnvelopePayload``) |
/// | 3 | 32 | SHA-256 of the recipient key's SubjectPublicKeyInfo DER |
/// | 35 | 1 | freshness kind: `0x00` none (replayable), `0x01` challenge, `0x02` timestamp |
/// | 36 | 1 | freshness length *n*: 0, 1–64, or 8 |
/// | 37 | *n* | freshness: the challenge, or the timestamp as a big-endian `UInt64` of milliseconds |
/// | 37+*n* | 1 | label length *l*, 1–255 |
/// | 38+*n* | *l* | label, UTF-8 |
///
/// Body, HPKE: `enc` (the 65-byte uncompressed ephemeral public key), then the AES-256-GCM ciphertext
/// and its 16-byte tag (HPKE `info` = header, `aad` empty, sequence number 0).
/// Body, RSA: the OAEP ciphertext of the 32-byte content key (as long as the modulus), a 12-byte
/// nonce, then the AES-256-GCM ciphertext (associated data = header) and its 16-byte tag.
///
/// The plaintext of a text payload is a frame: a 4-byte big-endian length, the UTF-8 bytes, then
/// zeros up to a multiple of 64 bytes (at least 64), so the envelope's size reveals only a bucket.
public enum EnvelopeFormat {
    /// The format version this library writes, byte 0 of every envelope.
    public static let version: UInt8 = 0x01
    /// The longest label, in UTF-8 bytes.
    public static let maximumLabelLength = 255
    /// The longest server challenge, in bytes.
    public static let maximumChallengeLength = 64
    /// The longest secret an envelope carries, in UTF-8 bytes.
    public static let maximumSecretLength = 4096
    /// Bytes of the fingerprint field.
    static let fingerprintSize = 32
    /// Bytes of a P-256 `enc` (uncompressed point).
    static let encapsulatedKeySize = 65
    /// Bytes of an AES-GCM nonce and tag.
    static let nonceSize = 12
    static let tagSize = 16

    /// Freshness kinds, byte 35.
    enum FreshnessKind: UInt8 {
        case replayable = 0x00, challenge = 0x01, timestamp = 0x02
    }

    /// The header for the given fields, after validating the label and the freshness.
    static func header(
        algorithm: EnvelopeAlgorithm,
        payload: EnvelopePayload,
        fingerprint: [UInt8],
        freshness: EnvelopeFreshness,
        label: String
    ) throws(EnvelopeError) -> [UInt8] {
        let labelBytes = Array(label.utf8)
        guard !labelBytes.isEmpty, labelBytes.count <= maximumLabelLength else { throw .invalidLabel }
        precondition(fingerprint.count == fingerprintSize)
        var header: [UInt8] = [version, algorithm.rawValue, payload.rawValue]
        header += fingerprint
        switch freshness {
        case .replayable:
            header += [FreshnessKind.replayable.rawValue, 0]
        case .challenge(let challenge):
            guard !challenge.isEmpty, challenge.count <= maximumChallengeLength else { throw .invalidChallenge }
            header += [FreshnessKind.challenge.rawValue, UInt8(challenge.count)] + challenge
        case .timestamp(let milliseconds):
            header += [FreshnessKind.timestamp.rawValue, 8]
            header += (0..<8).reversed().map { UInt8(truncatingIfNeeded: milliseconds >> ($0 * 8)) }
        }
        header.append(UInt8(labelBytes.count))
        header += labelBytes
        return header
    }
}
