/// The server's public key that secrets are sealed for: P-256 (sealed with HPKE) or RSA of at least
/// 2048 bits (sealed with RSA-OAEP-SHA256 and AES-256-GCM).
///
/// Load it from the SubjectPublicKeyInfo the server publishes (PEM or DER), or from a raw X9.63
/// P-256 point. Loading validates the key: a P-256 point must be on the curve; an RSA modulus must
/// have at least 2048 bits and be odd without small factors, its exponent odd and from 65537 to 2^256
/// (``RSAKeyDefect``), and on Linux OpenSSL's public-key check must pass. A PEM text must be exactly
/// one `PUBLIC KEY` block. Pass `pinnedSHA256` to accept only the key whose SubjectPublicKeyInfo
/// DER has that SHA-256 digest, the value `openssl pkey -pubin -outform DER | openssl dgst -sha256`
/// prints (for an RSA key written without its NULL algorithm parameters too: the pin is taken of the
/// form openssl writes). Every failure is a typed ``EnvelopeError``.
///
/// ```swift
/// let server = try RecipientPublicKey(pemRepresentation: serverKeyPEM, pinnedSHA256: pinnedDigest)
/// let envelope = try pinBuffer.seal(for: server, label: "login-pin", freshness: .challenge(challenge))
/// ```
public struct RecipientPublicKey: Equatable, Sendable, CustomStringConvertible {
    /// The algorithm envelopes for this key use.
    public let algorithm: EnvelopeAlgorithm
    /// The key's SubjectPublicKeyInfo, DER, in the form `openssl pkey -pubin -outform DER` writes (an RSA
    /// key read without NULL algorithm parameters gets them).
    public let derRepresentation: [UInt8]
    /// SHA-256 of ``derRepresentation``: the key's fingerprint, carried in every envelope's header.
    public let sha256Fingerprint: [UInt8]
    /// The key, parsed.
    let key: SubjectPublicKeyInfo

    /// The smallest RSA modulus accepted, in bits.
    public static let minimumRSABits = 2048
    /// The largest RSA modulus accepted, in bits (larger keys only cost time).
    public static let maximumRSABits = 16384

    /// Loads a key from its DER SubjectPublicKeyInfo.
    ///
    /// - Parameters:
    ///   - derRepresentation: The SubjectPublicKeyInfo, DER (`openssl pkey -pubin -outform DER`).
    ///   - pinnedSHA256: If given, the SHA-256 of `derRepresentation` must equal it (32 bytes).
    /// - Throws: ``EnvelopeError``: malformed DER, an unsupported key type, a point off the curve, an
    ///   RSA key below 2048 bits or with a ``RSAKeyDefect``, or a fingerprint mismatch.
    public init(derRepresentation: [UInt8], pinnedSHA256: [UInt8]? = nil) throws(EnvelopeError) {
        let key = try SubjectPublicKeyInfo.parse(derRepresentation)
        try self.init(key: key, der: key.canonicalDER, pinnedSHA256: pinnedSHA256)
    }

    /// Loads a key from a PEM `-----BEGIN PUBLIC KEY-----` block (SubjectPublicKeyInfo).
    ///
    /// - Throws: ``EnvelopeError/malformedPEM(reason:)`` unless `pemRepresentation` is exactly one
    ///   `PUBLIC KEY` block (surrounding whitespace aside), and everything ``init(derRepresentation:pinnedSHA256:)`` throws.
    public init(pemRepresentation: String, pinnedSHA256: [UInt8]? = nil) throws(EnvelopeError) {
        try self.init(derRepresentation: try PEM.publicKeyDER(pemRepresentation), pinnedSHA256: pinnedSHA256)
    }

    /// Loads a P-256 key from its raw X9.63 form: `0x04`, then the 32-byte x and y coordinates.
    ///
    /// The fingerprint is that of the equivalent SubjectPublicKeyInfo, so a pin matches whichever
    /// form the key was loaded from.
    ///
    /// - Throws: ``EnvelopeError/malformedKey(reason:)`` unless the bytes are 65 long and start with
    ///   `0x04`; ``EnvelopeError/pointNotOnCurve``; ``EnvelopeError/fingerprintMismatch``.
    public init(x963Representation: [UInt8], pinnedSHA256: [UInt8]? = nil) throws(EnvelopeError) {
        guard x963Representation.count == 65, x963Representation.first == 0x04 else {
            throw .malformedKey(reason: "a raw P-256 key must be 65 bytes: 0x04, x, y")
        }
        try self.init(key: .p256(x963: x963Representation), der: SubjectPublicKeyInfo.der(p256: x963Representation),
                      pinnedSHA256: pinnedSHA256)
    }

    private init(key: SubjectPublicKeyInfo, der: [UInt8], pinnedSHA256: [UInt8]?) throws(EnvelopeError) {
        switch key {
        case .p256(let x963):
            try EnvelopePrimitives.validateP256(x963: x963)
            algorithm = .hpkeP256SHA256AES256GCM
        case .rsa(_, let bits):
            guard bits >= Self.minimumRSABits else { throw .rsaKeyTooSmall(bits: bits) }
            guard bits <= Self.maximumRSABits else { throw .malformedKey(reason: "RSA modulus larger than \(Self.maximumRSABits) bits") }
            if let defect = key.rsaDefect { throw .unsafeRSAKey(defect) }
            try EnvelopePrimitives.validateRSA(spki: der)
            algorithm = .rsaOAEPSHA256AES256GCM
        }
        let fingerprint = der.withUnsafeBytes { EnvelopePrimitives.sha256($0) }
        if let pinnedSHA256 {
            guard pinnedSHA256.count == 32 else { throw .invalidPin }
            // Public values: no need for a constant-time comparison.
            guard pinnedSHA256 == fingerprint else { throw .fingerprintMismatch }
        }
        self.key = key
        self.derRepresentation = der
        self.sha256Fingerprint = fingerprint
    }

    /// The key's size in bits: 256 for P-256, the modulus size for RSA.
    public var keySizeInBits: Int {
        switch key {
        case .p256: 256
        case .rsa(_, let bits): bits
        }
    }

    /// The key type and its fingerprint in hexadecimal.
    public var description: String {
        let kind = switch key {
        case .p256: "P-256"
        case .rsa(_, let bits): "RSA-\(bits)"
        }
        return "RecipientPublicKey(\(kind), SHA-256 \(hexString(sha256Fingerprint)))"
    }
}

/// Lowercase hexadecimal of `bytes`.
func hexString(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
}
