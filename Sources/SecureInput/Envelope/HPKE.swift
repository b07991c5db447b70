/// HPKE (RFC 9180) in base mode for one cipher suite: DHKEM(P-256, HKDF-SHA256), HKDF-SHA256,
/// AES-256-GCM (`kem_id 0x0010`, `kdf_id 0x0001`, `aead_id 0x0002`). Sender side, single shot.
///
/// The key schedule is written here once; only the primitives (ECDH, HMAC, AES-GCM) differ between
/// the CryptoKit and the OpenSSL build (``EnvelopePrimitives``). CryptoKit's own `HPKE` needs iOS 17,
/// and OpenSSL 3.0 has no HPKE API. Checked against RFC 9180's published test vectors
/// (`Tests/SecureInputTests/Envelope/HPKETestVectorTests.swift`).
enum HPKE {
    static let kemID: UInt16 = 0x0010
    static let kdfID: UInt16 = 0x0001
    static let aeadID: UInt16 = 0x0002
    /// `"KEM" || I2OSP(kem_id, 2)`: the KEM's labels.
    static let kemSuiteID: [UInt8] = Array("KEM".utf8) + bigEndian(kemID)
    /// `"HPKE" || I2OSP(kem_id, 2) || I2OSP(kdf_id, 2) || I2OSP(aead_id, 2)`: the key schedule's labels.
    static let suiteID: [UInt8] = Array("HPKE".utf8) + bigEndian(kemID) + bigEndian(kdfID) + bigEndian(aeadID)
    static let version: [UInt8] = Array("HPKE-v1".utf8)
    /// Nsecret, Nk, Nn, Nh.
    static let secretSize = 32, keySize = 32, nonceSize = 12, hashSize = 32
    /// How many random scalars to try before giving up: each is out of range with probability ~2⁻³².
    static let scalarAttempts = 8

    /// The order of the P-256 group, big-endian: valid private scalars are 1 ..< n.
    static let p256Order: [UInt8] = [
        0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        0xBC, 0xE6, 0xFA, 0xAD, 0xA7, 0x17, 0x9E, 0x84, 0xF3, 0xB9, 0xCA, 0xC2, 0xFC, 0x63, 0x25, 0x51,
    ]

    static func bigEndian(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    /// Whether the 32 big-endian bytes of `scalar` are in 1 ..< n.
    static func isValidScalar(_ scalar: UnsafeRawBufferPointer) -> Bool {
        guard scalar.count == 32 else { return false }
        var isZero = true
        var comparison = 0  // sign of scalar - n, decided by the first differing byte
        for index in 0..<32 {
            if scalar[index] != 0 { isZero = false }
            if comparison == 0, scalar[index] != p256Order[index] { comparison = scalar[index] < p256Order[index] ? -1 : 1 }
        }
        return !isZero && comparison < 0
    }

    /// `LabeledExtract(salt, label, ikm)` = `Extract(salt, "HPKE-v1" || suite_id || label || ikm)`.
    static func labeledExtract(
        salt: UnsafeRawBufferPointer, label: String, ikm: UnsafeRawBufferPointer, suiteID: [UInt8],
        into prk: UnsafeMutableRawBufferPointer
    ) throws(EnvelopeError) {
        let prefix = version + suiteID + Array(label.utf8)
        let message = SecretBytes(count: prefix.count + ikm.count)  // ikm may be a secret
        prefix.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: message.bytes[0..<prefix.count]).copyMemory(from: $0) }
        if ikm.count > 0 { UnsafeMutableRawBufferPointer(rebasing: message.bytes[prefix.count...]).copyMemory(from: ikm) }
        try HKDF.extract(salt: salt, ikm: UnsafeRawBufferPointer(message.bytes), into: prk)
    }

    /// `LabeledExpand(prk, label, info, L)` = `Expand(prk, I2OSP(L, 2) || "HPKE-v1" || suite_id || label || info, L)`.
    static func labeledExpand(
        prk: UnsafeRawBufferPointer, label: String, info: UnsafeRawBufferPointer, suiteID: [UInt8],
        into output: UnsafeMutableRawBufferPointer
    ) throws(EnvelopeError) {
        var labeledInfo = bigEndian(UInt16(output.count)) + version + suiteID + Array(label.utf8)
        labeledInfo += UnsafeRawBufferPointer(info)  // public: the KEM context or the key schedule context
        try withBytes(of: labeledInfo) { (labeled) throws(EnvelopeError) in
            try HKDF.expand(prk: prk, info: labeled, into: output)
        }
    }

    /// `Encap(pkR)` with the ephemeral scalar from `scalarSource`: `enc` (65 bytes) and the shared secret.
    ///
    /// The scalar, the ECDH output and the extracted key live only in wiped memory. A scalar outside
    /// 1 ..< n is drawn again (at most ``scalarAttempts`` times, then the call fails).
    static func encapsulate(
        recipient x963: [UInt8], scalarSource: KeySource
    ) throws(EnvelopeError) -> Encapsulation {
        let scalar = SecretBytes(count: 32)
        var attempts = 0
        repeat {
            guard attempts < scalarAttempts else { throw .cryptographyFailed(operation: "P-256 scalar generation") }
            scalarSource(scalar.bytes)
            attempts += 1
        } while !isValidScalar(UnsafeRawBufferPointer(scalar.bytes))

        var enc = [UInt8](repeating: 0, count: 65)
        let dh = SecretBytes(count: 32)
        try withMutableBytes(of: &enc) { (encBytes) throws(EnvelopeError) in
            try EnvelopePrimitives.p256KeyAgreement(
                scalar: UnsafeRawBufferPointer(scalar.bytes), recipient: x963,
                ephemeralPublicKey: encBytes, sharedSecret: dh.bytes)
        }
        // ExtractAndExpand(dh, kem_context), kem_context = enc || pkRm.
        let kemContext = enc + x963
        let prk = SecretBytes(count: hashSize)
        let sharedSecret = SecretBytes(count: secretSize)
        try labeledExtract(salt: UnsafeRawBufferPointer(start: nil, count: 0), label: "eae_prk",
                           ikm: UnsafeRawBufferPointer(dh.bytes), suiteID: kemSuiteID, into: prk.bytes)
        try withBytes(of: kemContext) { (context) throws(EnvelopeError) in
            try labeledExpand(prk: UnsafeRawBufferPointer(prk.bytes), label: "shared_secret", info: context,
                              suiteID: kemSuiteID, into: sharedSecret.bytes)
        }
        return Encapsulation(enc: enc, sharedSecret: sharedSecret)
    }

    /// What `Encap` returns: the encapsulated key, public, and the shared secret, in wiped memory.
    struct Encapsulation: ~Copyable {
        let enc: [UInt8]
        let sharedSecret: SecretBytes
    }

    /// `KeySchedule(mode_base, shared_secret, info, default_psk, default_psk_id)`.
    static func keySchedule(
        sharedSecret: UnsafeRawBufferPointer, info: UnsafeRawBufferPointer
    ) throws(EnvelopeError) -> SenderContext {
        let empty = UnsafeRawBufferPointer(start: nil, count: 0)
        var pskIDHash = [UInt8](repeating: 0, count: hashSize)
        var infoHash = [UInt8](repeating: 0, count: hashSize)
        try withMutableBytes(of: &pskIDHash) { (out) throws(EnvelopeError) in
            try labeledExtract(salt: empty, label: "psk_id_hash", ikm: empty, suiteID: suiteID, into: out)
        }
        try withMutableBytes(of: &infoHash) { (out) throws(EnvelopeError) in
            try labeledExtract(salt: empty, label: "info_hash", ikm: info, suiteID: suiteID, into: out)
        }
        let keyScheduleContext: [UInt8] = [0x00] + pskIDHash + infoHash  // mode_base = 0x00
        let secret = SecretBytes(count: hashSize)
        try labeledExtract(salt: sharedSecret, label: "secret", ikm: empty, suiteID: suiteID, into: secret.bytes)
        let context = SenderContext()
        try withBytes(of: keyScheduleContext) { (ksc) throws(EnvelopeError) in
            let prk = UnsafeRawBufferPointer(secret.bytes)
            try labeledExpand(prk: prk, label: "key", info: ksc, suiteID: suiteID, into: context.key.bytes)
            try labeledExpand(prk: prk, label: "base_nonce", info: ksc, suiteID: suiteID, into: context.baseNonce.bytes)
            try labeledExpand(prk: prk, label: "exp", info: ksc, suiteID: suiteID, into: context.exporterSecret.bytes)
        }
        return context
    }

    /// A sender's encryption context (RFC 9180 §5.2): key, base nonce and exporter secret, all in wiped memory.
    final class SenderContext {
        let key = SecretBytes(count: HPKE.keySize)
        let baseNonce = SecretBytes(count: HPKE.nonceSize)
        let exporterSecret = SecretBytes(count: HPKE.hashSize)
        /// The number of messages sealed so far.
        private(set) var sequenceNumber: UInt64 = 0

        /// `ContextS.Seal(aad, pt)`: the ciphertext and tag, under `base_nonce XOR I2OSP(seq, Nn)`.
        func seal(aad: UnsafeRawBufferPointer, plaintext: UnsafeRawBufferPointer) throws(EnvelopeError) -> [UInt8] {
            let nonce = SecretBytes(count: HPKE.nonceSize)
            nonce.bytes.copyMemory(from: UnsafeRawBufferPointer(baseNonce.bytes))
            for index in 0..<8 {
                nonce.bytes[HPKE.nonceSize - 1 - index] ^= UInt8(truncatingIfNeeded: sequenceNumber >> (index * 8))
            }
            let sealed = try EnvelopePrimitives.aes256GCMSeal(
                key: UnsafeRawBufferPointer(key.bytes), nonce: UnsafeRawBufferPointer(nonce.bytes),
                aad: aad, plaintext: plaintext)
            sequenceNumber += 1
            return sealed
        }

        /// `Context.Export(exporter_context, L)`: `LabeledExpand(exporter_secret, "sec", exporter_context, L)`.
        func export(context: [UInt8], length: Int) throws(EnvelopeError) -> [UInt8] {
            var output = [UInt8](repeating: 0, count: length)
            try withBytes(of: context) { (exporterContext) throws(EnvelopeError) in
                try withMutableBytes(of: &output) { (out) throws(EnvelopeError) in
                    try HPKE.labeledExpand(prk: UnsafeRawBufferPointer(exporterSecret.bytes), label: "sec",
                                           info: exporterContext, suiteID: HPKE.suiteID, into: out)
                }
            }
            return output
        }
    }
}
