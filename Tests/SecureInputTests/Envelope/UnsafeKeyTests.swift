import Testing
@testable import SecureInput

/// Keys a server must not be handed: RSA keys whose envelopes anyone can read, PEM texts that hold more than
/// the key, and an RSA key whose pin would not match the one openssl prints.
@Suite("Unsafe recipient keys")
struct UnsafeKeyTests {
    /// The modulus of `TestKeys.rsa2048PEM`, a real 2048-bit key.
    static let modulus: [UInt8] = {
        guard case .rsa(let pkcs1, _)? = try? SubjectPublicKeyInfo.parse(PEM.publicKeyDER(TestKeys.rsa2048PEM)),
              var outer = Optional(DERReader(pkcs1)), var sequence = try? outer.read(tag: 0x30, "RSAPublicKey"),
              let modulus = try? sequence.read(tag: 0x02, "modulus") else { return [] }
        return Array(modulus.bytes)
    }()

    /// An RSA SubjectPublicKeyInfo of `modulus` and `exponent` (big-endian, as DER INTEGER contents).
    static func rsaKey(modulus: [UInt8] = modulus, exponent: [UInt8], nullParameters: Bool = true) throws -> RecipientPublicKey {
        try RecipientPublicKey(derRepresentation: TestKeys.rsaSPKI(modulus: modulus, exponent: exponent, nullParameters: nullParameters))
    }

    @Test("an RSA exponent of 1, 2, 3 or below 65537 is refused")
    func smallExponents() throws {
        #expect(throws: EnvelopeError.unsafeRSAKey(.exponentBelow65537)) { try Self.rsaKey(exponent: [0x01]) }
        #expect(throws: EnvelopeError.unsafeRSAKey(.exponentBelow65537)) { try Self.rsaKey(exponent: [0x03]) }
        #expect(throws: EnvelopeError.unsafeRSAKey(.exponentBelow65537)) { try Self.rsaKey(exponent: [0x00, 0xFF, 0xFF]) }
        #expect(throws: EnvelopeError.unsafeRSAKey(.evenExponent)) { try Self.rsaKey(exponent: [0x02]) }
        _ = try Self.rsaKey(exponent: [0x01, 0x00, 0x01])  // 65537, the control
    }

    @Test("an even RSA exponent is refused")
    func evenExponent() throws {
        #expect(throws: EnvelopeError.unsafeRSAKey(.evenExponent)) { try Self.rsaKey(exponent: [0x01, 0x00, 0x02]) }
    }

    @Test("an RSA exponent above 2^256, and so one above the modulus, is refused")
    func hugeExponent() throws {
        #expect(throws: EnvelopeError.unsafeRSAKey(.exponentAbove256Bits)) { try Self.rsaKey(exponent: [0x01] + [UInt8](repeating: 0, count: 31) + [0x01]) }
        // e > n: the modulus plus 2 (odd, as the modulus is).
        var aboveModulus = Self.modulus
        aboveModulus[aboveModulus.count - 1] &+= 2
        #expect(throws: EnvelopeError.unsafeRSAKey(.exponentAbove256Bits)) { try Self.rsaKey(exponent: aboveModulus) }
    }

    @Test("an even RSA modulus is refused")
    func evenModulus() throws {
        var even = Self.modulus
        even[even.count - 1] &= 0xFE
        #expect(throws: EnvelopeError.unsafeRSAKey(.evenModulus)) { try Self.rsaKey(modulus: even, exponent: [0x01, 0x00, 0x01]) }
    }

    @Test("an RSA modulus with a factor below 752 is refused")
    func smallFactor() throws {
        // 2^2048 - 1 is odd and a multiple of 3.
        let ones = [0x00] + [UInt8](repeating: 0xFF, count: 256)
        #expect(throws: EnvelopeError.unsafeRSAKey(.modulusWithSmallFactor)) { try Self.rsaKey(modulus: ones, exponent: [0x01, 0x00, 0x01]) }
        #expect(RSAKeyDefect.smallOddPrimes.first == 3 && RSAKeyDefect.smallOddPrimes.last == 751 && RSAKeyDefect.smallOddPrimes.count == 132)
    }

    #if !canImport(CryptoKit)
    @Test("a key OpenSSL's public-key check refuses is refused: a prime modulus")
    func primeModulus() throws {
        #expect(throws: EnvelopeError.unsafeRSAKey(.refusedByPublicKeyCheck)) {
            try Self.rsaKey(modulus: [0x00] + TestKeys.prime2048, exponent: [0x01, 0x00, 0x01])
        }
    }
    #endif

    @Test("an RSA key without NULL algorithm parameters gets the pin openssl and cryptography compute")
    func missingNullParameters() throws {
        let withoutNull = try Self.rsaKey(exponent: [0x01, 0x00, 0x01], nullParameters: false)
        #expect(withoutNull.sha256Fingerprint == TestKeys.rsa2048SHA256)
        #expect(withoutNull == (try TestKeys.rsa2048()))
        // And a pin made with openssl accepts it.
        _ = try RecipientPublicKey(
            derRepresentation: TestKeys.rsaSPKI(modulus: Self.modulus, exponent: [0x01, 0x00, 0x01], nullParameters: false),
            pinnedSHA256: TestKeys.rsa2048SHA256)
        // Parameters other than NULL are refused.
        var withOther = TestKeys.rsaSPKI(modulus: Self.modulus, exponent: [0x01, 0x00, 0x01], nullParameters: true)
        withOther[withOther.firstIndex(of: 0x05)! + 1] = 0x01  // NULL with one byte of contents
        #expect(throws: EnvelopeError.self) { try RecipientPublicKey(derRepresentation: withOther) }
    }

    @Test("a PEM text holds exactly one key: text around it, a second block and broken base64 are refused")
    func pemHoldsOneKey() throws {
        let pem = TestKeys.rsa2048PEM
        _ = try RecipientPublicKey(pemRepresentation: "\n  " + pem + "\n\n")  // whitespace around is fine
        #expect(throws: EnvelopeError.malformedPEM(reason: "text before the -----BEGIN PUBLIC KEY----- line")) {
            try RecipientPublicKey(pemRepresentation: "server key:\n" + pem)
        }
        #expect(throws: EnvelopeError.malformedPEM(reason: "text after the PUBLIC KEY block, or no -----END PUBLIC KEY----- line")) {
            try RecipientPublicKey(pemRepresentation: pem + "\n# rotated 2026")
        }
        // A block prepended to the configuration: before, the first block won and replaced the key.
        #expect(throws: EnvelopeError.malformedPEM(reason: "more than one PEM block: a file must hold exactly one key")) {
            try RecipientPublicKey(pemRepresentation: TestKeys.p256PEM + "\n" + pem)
        }
        #expect(throws: EnvelopeError.malformedPEM(reason: "more than one PEM block: a file must hold exactly one key")) {
            try RecipientPublicKey(pemRepresentation: pem + "\n-----BEGIN PUBLIC KEY-----\nAQAB\n-----END PUBLIC KEY-----")
        }
        #expect(throws: EnvelopeError.malformedPEM(reason: "more than one PEM block: a file must hold exactly one key")) {
            try RecipientPublicKey(pemRepresentation: pem.replacingFirst("\n", with: "\n-----END PUBLIC KEY-----\n-----BEGIN PUBLIC KEY-----\n"))
        }
        #expect(throws: EnvelopeError.malformedPEM(reason: "the base64 is malformed")) {
            try RecipientPublicKey(pemRepresentation: pem.replacingFirst("MIIB", with: "MI_B"))
        }
        #expect(throws: EnvelopeError.malformedPEM(reason: "the base64 is malformed")) {
            try RecipientPublicKey(pemRepresentation: pem.replacingFirst("AQAB", with: "AQB="))  // a stray bit
        }
        #expect(throws: EnvelopeError.malformedPEM(reason: "no PUBLIC KEY block")) { try RecipientPublicKey(pemRepresentation: " \n") }
    }
}

extension String {
    /// The string with its first occurrence of `target` replaced (no Foundation on Linux).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let scalars = Array(unicodeScalars), needle = Array(target.unicodeScalars)
        guard let start = (0...(scalars.count - needle.count)).first(where: { scalars[$0..<$0 + needle.count].elementsEqual(needle) }) else {
            return self
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<start])
        result.append(contentsOf: replacement.unicodeScalars)
        result.append(contentsOf: scalars[(start + needle.count)...])
        return String(result)
    }
}
