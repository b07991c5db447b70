import Testing
@testable import SecureInput

/// RFC 9180's published test vector for the suite envelopes use: mode_base, DHKEM(P-256, HKDF-SHA256)
/// (kem_id 0x0010), HKDF-SHA256 (kdf_id 0x0001), AES-256-GCM (aead_id 0x0002).
///
/// Values copied from the RFC's test-vectors.json (cfrg/draft-irtf-cfrg-hpke commit 5f503c5, "Add test
/// vectors", the set RFC 9180 publishes; vendored by cloudflare/circl as
/// hpke/testdata/vectors_rfc9180_5f503c5.json.gz). The same file's AES-128-GCM vector for this KEM is
/// RFC 9180 Appendix A.3.1. Only this suite's values are kept, and of its 257 encryptions the ones at
/// sequence numbers 0, 1, 2, 4, 255 and 256 (the nonce's last two bytes both change).
enum RFC9180Vector {
    static let info = bytes(hex: "4f6465206f6e2061204772656369616e2055726e")
    static let skRm = bytes(hex: "317f915db7bc629c48fe765587897e01e282d3e8445f79f27f65d031a88082b2")
    static let skEm = bytes(hex: "90345e3a1d116c1dd39ae76d95ab858c142223a63e44f8f85318cfa91a84858e")
    static let pkRm = bytes(hex: """
        04abc7e49a4c6b3566d77d0304addc6ed0e98512ffccf505e6a8e3eb25c685136f853148544876de76c0f2ef99cdc3a05ccf5ded7860c7c021238f9e2073d2356c
        """)
    static let enc = bytes(hex: """
        04c06b4f6bebc7bb495cb797ab753f911aff80aefb86fd8b6fcc35525f3ab5f03e0b21bd31a86c6048af3cb2d98e0d3bf01da5cc4c39ff5370d331a4f1f7d5a4e0
        """)
    static let sharedSecret = bytes(hex: "48893fecd82f7c3456af6a42d8f56325d21e08c10fa81299986aaff54cde7b49")
    static let key = bytes(hex: "ee16802a936d5f544771131900ee6973d0551de9e852ece2ef34bf0d5f9e1d1d")
    static let baseNonce = bytes(hex: "9bc50980832a7b4b58c40161")
    static let exporterSecret = bytes(hex: "a8e9a7e62621879fdc89cea7da8e6153458f463e2851baaf009a7461d699cfb6")
    static let plaintext = bytes(hex: "4265617574792069732074727574682c20747275746820626561757479")

    /// Sequence number, aad, ciphertext with tag.
    static let encryptions: [(sequence: Int, aad: [UInt8], ciphertext: [UInt8])] = [
        (0, bytes(hex: "436f756e742d30"), bytes(hex: "58c61a45059d0c5704560e9d88b564a8b63f1364b8d1fcb3c4c6ddc1d291742465e902cd216f8908da49f8f96f")),
        (1, bytes(hex: "436f756e742d31"), bytes(hex: "b4e7c90d1dd62cb563694956eb517ab55d5e7d1f6366a0066c04ababaa444dbaf60a30d7bb7d3e91b969762dee")),
        (2, bytes(hex: "436f756e742d32"), bytes(hex: "65463cc0e5fd16e1650a55fb37d5b6fe6e5ac5b6f6e8c2640cfb0fcd528dc37bc0963b5c53d6238c42d447ddf4")),
        (4, bytes(hex: "436f756e742d34"), bytes(hex: "8537ff19240d613badd398dbeedf0338ca9f549bad6775ae8c3a672666057f6709e0931155cd1cae7071c6fd27")),
        (255, bytes(hex: "436f756e742d323535"), bytes(hex: "2bcdb6aa31cf9b85855aa22c18ee7feb783b26d5f8fae4554a409845810bdac0fc06bdce6c60a37efb45a106eb")),
        (256, bytes(hex: "436f756e742d323536"), bytes(hex: "fcc4c798b73d45d4a241f4d05886befed63b8bdf0252454072c9f6170f6e262f2738cf2ea290053b2181ad46d6")),
    ]

    /// exporter_context, L, exported_value.
    static let exports: [(context: [UInt8], length: Int, value: [UInt8])] = [
        ([], 32, bytes(hex: "7a4c2b89e1909fb0e3ca42d5040f4c2d8346dc0643d787b8474e804f8f72798e")),
        ([0x00], 32, bytes(hex: "3ca0e7e10b601a32edd2f91c49bac766892c52bde2df01a6126320c6e6eb8af1")),
        (bytes(hex: "54657374436f6e74657874"), 32, bytes(hex: "76c6b4f404990ae362be3efe0d60d9669d87017f9dfe33b8c2ed9fd31d295182")),
    ]
}

/// The bytes of `secret`, read for a comparison in a test (test vectors are not secrets).
private func contents(_ secret: borrowing SecretBytes) -> [UInt8] { Array(UnsafeRawBufferPointer(secret.bytes)) }

@Suite("HPKE (RFC 9180 test vectors)")
struct HPKETestVectorTests {
    @Test("Encap with the vector's ephemeral key gives its enc and shared secret")
    func encapsulation() throws {
        let encapsulation = try HPKE.encapsulate(recipient: RFC9180Vector.pkRm, scalarSource: fixedSource(RFC9180Vector.skEm))
        #expect(encapsulation.enc == RFC9180Vector.enc)
        #expect(contents(encapsulation.sharedSecret) == RFC9180Vector.sharedSecret)
    }

    @Test("the key schedule gives the vector's key, base nonce and exporter secret")
    func keySchedule() throws {
        let context = try RFC9180Vector.sharedSecret.withUnsafeBytes { secret in
            try RFC9180Vector.info.withUnsafeBytes { info in try HPKE.keySchedule(sharedSecret: secret, info: info) }
        }
        #expect(contents(context.key) == RFC9180Vector.key)
        #expect(contents(context.baseNonce) == RFC9180Vector.baseNonce)
        #expect(contents(context.exporterSecret) == RFC9180Vector.exporterSecret)
    }

    @Test("sealing gives the vector's ciphertexts at sequence numbers 0, 1, 2, 4, 255 and 256")
    func ciphertexts() throws {
        let encapsulation = try HPKE.encapsulate(recipient: RFC9180Vector.pkRm, scalarSource: fixedSource(RFC9180Vector.skEm))
        let context = try RFC9180Vector.info.withUnsafeBytes { info in
            try HPKE.keySchedule(sharedSecret: UnsafeRawBufferPointer(encapsulation.sharedSecret.bytes), info: info)
        }
        var expected = RFC9180Vector.encryptions[...]
        for sequence in 0...256 {
            let ciphertext = try RFC9180Vector.plaintext.withUnsafeBytes { plaintext in
                try (expected.first?.aad ?? []).withUnsafeBytes { aad in try context.seal(aad: aad, plaintext: plaintext) }
            }
            if let next = expected.first, next.sequence == sequence {
                #expect(ciphertext == next.ciphertext, "sequence \(sequence)")
                expected.removeFirst()
            }
        }
        #expect(expected.isEmpty)
    }

    @Test("the exporter gives the vector's exported values")
    func exports() throws {
        let context = try RFC9180Vector.sharedSecret.withUnsafeBytes { secret in
            try RFC9180Vector.info.withUnsafeBytes { info in try HPKE.keySchedule(sharedSecret: secret, info: info) }
        }
        for export in RFC9180Vector.exports {
            #expect(try context.export(context: export.context, length: export.length) == export.value)
        }
    }

    @Test("a scalar of zero or not below the group order is drawn again, and a source that never gives a valid one fails")
    func scalarRange() throws {
        let order = HPKE.p256Order
        #expect(!order.withUnsafeBytes(HPKE.isValidScalar))
        #expect(![UInt8](repeating: 0, count: 32).withUnsafeBytes(HPKE.isValidScalar))
        #expect([UInt8](repeating: 0, count: 31).withUnsafeBytes(HPKE.isValidScalar) == false)
        var belowOrder = order
        belowOrder[31] -= 1
        #expect(belowOrder.withUnsafeBytes(HPKE.isValidScalar))
        // First the order itself (invalid), then the vector's scalar: the second draw is used.
        var draws = 0
        let encapsulation = try HPKE.encapsulate(recipient: RFC9180Vector.pkRm) { destination in
            let value = draws == 0 ? order : RFC9180Vector.skEm
            draws += 1
            value.withUnsafeBytes { destination.copyMemory(from: $0) }
        }
        #expect(draws == 2 && encapsulation.enc == RFC9180Vector.enc)
        #expect(throws: EnvelopeError.cryptographyFailed(operation: "P-256 scalar generation")) {
            _ = try HPKE.encapsulate(recipient: RFC9180Vector.pkRm, scalarSource: fixedSource(order))
        }
    }
}
