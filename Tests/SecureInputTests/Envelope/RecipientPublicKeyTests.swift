import Testing
@testable import SecureInput

@Suite("Recipient keys")
struct RecipientPublicKeyTests {
    @Test("a P-256 key loads from PEM, DER and raw X9.63 alike, with the same fingerprint")
    func p256Forms() throws {
        let fromPEM = try RecipientPublicKey(pemRepresentation: TestKeys.p256PEM)
        let fromDER = try RecipientPublicKey(derRepresentation: fromPEM.derRepresentation)
        let fromRaw = try RecipientPublicKey(x963Representation: RFC9180Vector.pkRm)
        #expect(fromPEM == fromDER && fromDER == fromRaw)
        #expect(fromRaw.sha256Fingerprint == TestKeys.p256SHA256)
        #expect(fromRaw.algorithm == .hpkeP256SHA256AES256GCM && fromRaw.keySizeInBits == 256)
        #expect(fromRaw.description == "RecipientPublicKey(P-256, SHA-256 09335d10c47d719d4cd4b81dec1bafec225fe2ee4a235df6cc0ac7dab6d056ca)")
    }

    @Test("an RSA key of 2048 bits or more loads; its fingerprint is the one cryptography computes")
    func rsa() throws {
        let key = try TestKeys.rsa2048()
        #expect(key.algorithm == .rsaOAEPSHA256AES256GCM && key.keySizeInBits == 2048)
        #expect(key.sha256Fingerprint == TestKeys.rsa2048SHA256)
    }

    @Test("pinning accepts the key with the pinned fingerprint and refuses any other")
    func pinning() throws {
        _ = try RecipientPublicKey(pemRepresentation: TestKeys.p256PEM, pinnedSHA256: TestKeys.p256SHA256)
        _ = try RecipientPublicKey(x963Representation: RFC9180Vector.pkRm, pinnedSHA256: TestKeys.p256SHA256)
        _ = try RecipientPublicKey(pemRepresentation: TestKeys.rsa2048PEM, pinnedSHA256: TestKeys.rsa2048SHA256)
        #expect(throws: EnvelopeError.fingerprintMismatch) {
            try RecipientPublicKey(pemRepresentation: TestKeys.rsa2048PEM, pinnedSHA256: TestKeys.p256SHA256)
        }
        #expect(throws: EnvelopeError.invalidPin) {
            try RecipientPublicKey(pemRepresentation: TestKeys.p256PEM, pinnedSHA256: Array(TestKeys.p256SHA256.prefix(31)))
        }
    }

    @Test("weak, foreign and broken keys fail with typed errors")
    func rejected() throws {
        #expect(throws: EnvelopeError.rsaKeyTooSmall(bits: 1024)) { try RecipientPublicKey(pemRepresentation: TestKeys.rsa1024PEM) }
        #expect(throws: EnvelopeError.unsupportedKeyType(algorithm: "EC curve 1.3.132.0.34")) {
            try RecipientPublicKey(pemRepresentation: TestKeys.p384PEM)
        }
        #expect(throws: EnvelopeError.unsupportedKeyType(algorithm: "1.3.101.112")) {
            try RecipientPublicKey(pemRepresentation: TestKeys.ed25519PEM)
        }
        // A point off the curve: the RFC key with y changed.
        var offCurve = RFC9180Vector.pkRm
        offCurve[64] ^= 1
        #expect(throws: EnvelopeError.pointNotOnCurve) { try RecipientPublicKey(x963Representation: offCurve) }
        #expect(throws: EnvelopeError.pointNotOnCurve) {
            try RecipientPublicKey(derRepresentation: SubjectPublicKeyInfo.der(p256: offCurve))
        }
        #expect(throws: EnvelopeError.pointNotOnCurve) {
            try RecipientPublicKey(x963Representation: [0x04] + [UInt8](repeating: 0, count: 64))
        }
        // Compressed and truncated points.
        #expect(throws: EnvelopeError.self) { try RecipientPublicKey(x963Representation: [0x02] + RFC9180Vector.pkRm[1...32]) }
        #expect(throws: EnvelopeError.self) { try RecipientPublicKey(x963Representation: Array(RFC9180Vector.pkRm.dropLast())) }
        // Broken DER and PEM.
        let der = SubjectPublicKeyInfo.der(p256: RFC9180Vector.pkRm)
        #expect(throws: EnvelopeError.malformedKey(reason: "SubjectPublicKeyInfo has trailing bytes")) {
            try RecipientPublicKey(derRepresentation: der + [0])
        }
        for length in 0..<der.count {
            #expect(throws: EnvelopeError.self) { try RecipientPublicKey(derRepresentation: Array(der.prefix(length))) }
        }
        #expect(throws: EnvelopeError.malformedPEM(reason: "text before the -----BEGIN PUBLIC KEY----- line")) {
            try RecipientPublicKey(pemRepresentation: "not a key")
        }
        #expect(throws: EnvelopeError.malformedPEM(reason: "the base64 is malformed")) {
            try RecipientPublicKey(pemRepresentation: "-----BEGIN PUBLIC KEY-----\nMF*w\n-----END PUBLIC KEY-----")
        }
    }
}
