#if os(Linux)
import Glibc
#endif
import Testing
@testable import SecureInput

/// The worked example of the DocC article "Sending a PIN to your server": RFC 9180's recipient key and
/// ephemeral scalar for this suite, label `login-pin`, challenge 00 01 … 0f, secret `1234`.
enum WorkedExample {
    static let label = "login-pin"
    static let challenge: [UInt8] = Array(0...15)
    static let secret = "1234"

    static func seal() throws -> [UInt8] {
        let recipient = try RecipientPublicKey(x963Representation: RFC9180Vector.pkRm)
        let buffer = SecureTextBuffer(maximumLength: 12, allowedCharacters: .digits)
        try buffer.insert(secret)
        return try buffer.seal(for: recipient, label: label, freshness: .challenge(challenge),
                               randomSource: fixedSource(RFC9180Vector.skEm))
    }

    /// The article's hex block after `<!-- worked-example-envelope -->`.
    static func articleEnvelope() throws -> [UInt8] {
        let path = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
        let article = "/\(path)/Sources/SecureInput/SecureInput.docc/SendingAPINToYourServer.md"
        let text = String(decoding: try #require(readFile(article)), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let marker = try #require(lines.firstIndex(of: "<!-- worked-example-envelope -->"))
        try #require(lines[marker + 1] == "```")
        let end = try #require(lines[(marker + 2)...].firstIndex(of: "```"))
        return bytes(hex: lines[(marker + 2)..<end].joined())
    }
}

@Suite("Envelope format")
struct EnvelopeFormatTests {
    @Test("the header is laid out byte for byte as documented")
    func headerLayout() throws {
        let envelope = try WorkedExample.seal()
        let fingerprint = SubjectPublicKeyInfo.der(p256: RFC9180Vector.pkRm).withUnsafeBytes(EnvelopePrimitives.sha256)
        var expected: [UInt8] = [0x01, 0x01, 0x01] + fingerprint + [0x01, 16] + WorkedExample.challenge
        expected += [9] + Array("login-pin".utf8)
        #expect(Array(envelope[0..<expected.count]) == expected)
        #expect(Array(envelope[expected.count..<expected.count + 65]) == RFC9180Vector.enc)
        // A 64-byte frame (4-byte length, "1234", zeros) and a 16-byte tag.
        #expect(envelope.count == expected.count + 65 + 64 + 16)
    }

    @Test("the article's worked example is reproduced byte for byte")
    func workedExample() throws {
        let sealed = try WorkedExample.seal()
        #expect(sealed == (try WorkedExample.articleEnvelope()), "sealed: \(hexString(sealed))")
    }

    @Test("the ciphertext hides the secret's length within 64-byte buckets")
    func lengthBuckets() throws {
        let recipient = try RecipientPublicKey(x963Representation: RFC9180Vector.pkRm)
        var sizes: [Int] = []
        for length in [0, 1, 4, 12, 60, 61, 124] {
            let buffer = SecureTextBuffer()
            if length > 0 { try buffer.insert(String(repeating: "7", count: length)) }
            sizes.append(try buffer.seal(for: recipient, label: "x", freshness: .replayable).count)
        }
        #expect(Set(sizes[0...4]).count == 1)
        #expect(sizes[5] == sizes[0] + 64 && sizes[6] == sizes[5])
    }

    @Test("two seals of the same text differ (fresh ephemeral key or content key each time)")
    func freshRandomness() throws {
        let buffer = SecureTextBuffer()
        try buffer.insert("4921")
        for recipient in [try RecipientPublicKey(x963Representation: RFC9180Vector.pkRm), try TestKeys.rsa2048()] {
            let first = try buffer.seal(for: recipient, label: "login-pin", freshness: .now())
            let second = try buffer.seal(for: recipient, label: "login-pin", freshness: .now())
            #expect(first.count == second.count && first != second)
        }
    }

    @Test("labels and challenges outside their limits, and secrets over 4096 bytes, are refused")
    func limits() throws {
        let recipient = try RecipientPublicKey(x963Representation: RFC9180Vector.pkRm)
        let buffer = SecureTextBuffer()
        try buffer.insert("4921")
        #expect(throws: EnvelopeError.invalidLabel) { try buffer.seal(for: recipient, label: "", freshness: .now()) }
        #expect(throws: EnvelopeError.invalidLabel) { try buffer.seal(for: recipient, label: String(repeating: "l", count: 256), freshness: .now()) }
        #expect(throws: EnvelopeError.invalidChallenge) { try buffer.seal(for: recipient, label: "a", freshness: .challenge([])) }
        #expect(throws: EnvelopeError.invalidChallenge) {
            try buffer.seal(for: recipient, label: "a", freshness: .challenge([UInt8](repeating: 1, count: 65)))
        }
        _ = try buffer.seal(for: recipient, label: String(repeating: "l", count: 255), freshness: .challenge([UInt8](repeating: 1, count: 64)))
        let long = SecureTextBuffer()
        try long.insert(String(repeating: "a", count: 4097))
        #expect(throws: EnvelopeError.secretTooLong) { try long.seal(for: recipient, label: "a", freshness: .now()) }
    }

    @Test("a timestamp is written as big-endian milliseconds")
    func timestamp() throws {
        let header = try EnvelopeFormat.header(
            algorithm: .hpkeP256SHA256AES256GCM, payload: .utf8Text, fingerprint: [UInt8](repeating: 0, count: 32),
            freshness: .timestamp(millisecondsSince1970: 0x0102_0304_0506_0708), label: "a")
        #expect(Array(header[35...]) == [0x02, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, UInt8(ascii: "a")])
        guard case .timestamp(let now) = EnvelopeFreshness.now() else { Issue.record("not a timestamp"); return }
        #expect(now > 1_700_000_000_000)  // after November 2023
    }
}

@Suite("Sending a PIN to your server (article)")
struct SendingAPINArticleTests {
    @Test("the app-side example seals a PIN for a pinned key and clears the buffer")
    func appSide() throws {
        let serverKeyPEM = TestKeys.p256PEM
        let pinnedFingerprint = TestKeys.p256SHA256
        let challenge: [UInt8] = Array(0..<16)
        let pinBuffer = SecureTextBuffer(maximumLength: 6, allowedCharacters: .digits)
        try pinBuffer.insert("4921")

        let serverKey = try RecipientPublicKey(pemRepresentation: serverKeyPEM, pinnedSHA256: pinnedFingerprint)
        let envelope = try pinBuffer.seal(for: serverKey, label: "login-pin", freshness: .challenge(challenge))
        pinBuffer.clear()

        #expect(envelope.count == 208 && pinBuffer.isEmpty)
        #expect(Array(envelope[37..<53]) == challenge)
    }

    @Test("the PIN block example seals a format 4 PIN block for the server")
    func pinBlock() throws {
        let serverKey = try RecipientPublicKey(pemRepresentation: TestKeys.rsa2048PEM)
        let challenge: [UInt8] = Array(0..<16)
        let sessionPEK = bytes(hex: "00112233445566778899AABBCCDDEEFF")
        let pan = "1234567890123456789"
        let pinBuffer = SecureTextBuffer(maximumLength: 6, allowedCharacters: .digits)
        try pinBuffer.insert("4921")

        let envelope = try pinBuffer.sealPINBlock(for: serverKey, label: "card-pin", freshness: .challenge(challenge),
                                                  pinEncryptionKey: sessionPEK, primaryAccountNumber: pan)

        // Header 62, the wrapped key 256, the nonce 12, the block 16 and the tag 16.
        #expect(envelope[1] == 0x02 && envelope[2] == 0x02 && envelope.count == 62 + 256 + 12 + 16 + 16)
    }
}
