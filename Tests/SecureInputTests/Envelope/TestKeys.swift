import Testing
@testable import SecureInput

/// Public keys for the key-handling tests, made with the `cryptography` package (`generate_private_key`,
/// SubjectPublicKeyInfo PEM) and their SHA-256 SubjectPublicKeyInfo fingerprints as it computes them.
/// The private halves were not kept: these keys only ever receive envelopes nobody opens.
enum TestKeys {
    /// RFC 9180's P-256 recipient key of the suite's test vector, as PEM.
    static let p256PEM = """
        -----BEGIN PUBLIC KEY-----
        MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEq8fkmkxrNWbXfQMErdxu0OmFEv/M
        9QXmqOPrJcaFE2+FMUhUSHbedsDy75nNw6Bcz13teGDHwCEjj54gc9I1bA==
        -----END PUBLIC KEY-----
        """
    static let p256SHA256 = bytes(hex: "09335d10c47d719d4cd4b81dec1bafec225fe2ee4a235df6cc0ac7dab6d056ca")
    static let rsa2048PEM = """
-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAj1xCGBk9mJADBhCnVpVX
WSJ0470j0/2YiUnSaSzJkPB3BT96U9fu9yye90bVkUjfplSC/xutvMyhk0iC0Awn
mcBZonwOCYrwsir3QOmpz84TXMxIByYHs17Y3Zt+FNylH06oMaXVZS5sxo/0dBUu
TNbk9p0o4BRRvg0NDm/HLxYVTK3PQKtJE4b36adfMKaqtOIUkMdcFPotTacMZVaM
MAXEvj2z1Gbh22hNJavT7u5vUHkJlJDUt8BDb5hNC3P3AKEN7KXSmgimTve6D1Hm
fWFKXiZRW63kEM49s+xJlDj7ncC1aTJYDig3SrXP9ZdymTHvZI0CyfJDwoRmgI2Q
xQIDAQAB
-----END PUBLIC KEY-----
"""
    static let rsa2048SHA256 = bytes(hex: "afe754a2281d5e94b02afbc8bca33ddf2e780da4beaed1729474f82cf39649f3")
    static let rsa1024PEM = """
-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQD1vqU9MDmN/vrSKaBeegZMj8aG
pzR5q+VUc0IB0KxE6iTmX2w6BJ2EitddE0DCbNFTkjatTdOInLZ9SS0mTYijmD5T
HQvSlzo785DYl4AVoQKvUZbu6bCnJkKO7ixqCP3rQ0yRB0azTzFhb7PtN/pcuCLN
jUgEKJ/+T3Gd5GlinwIDAQAB
-----END PUBLIC KEY-----
"""
    static let rsa1024SHA256 = bytes(hex: "c5904b0018846d2c1ebc12c69cbbc935291e00b8c7962b8f5c8c4a91ccb7d61f")
    static let p384PEM = """
-----BEGIN PUBLIC KEY-----
MHYwEAYHKoZIzj0CAQYFK4EEACIDYgAEQfuENgt93aaUoRREURziUr5SHVo07sPt
Tt4dm3eoGg6mekZtpaCe09UO6kV4HmjFGva3dZg65TWX0pTfq/iJNKbs7sxrjpR8
V1NSKNSd6UuaaJs4ph8vvbB+5l+x7JRV
-----END PUBLIC KEY-----
"""
    static let p384SHA256 = bytes(hex: "f62bebba0ba82f5d71b5869885834a7e6ad410332c5f9d32622d9f26dbddc6f6")
    static let ed25519PEM = """
-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAlGd2LqmxDDSIszwazOkmjDEwgBR31gtxS7CjGUVVR0o=
-----END PUBLIC KEY-----
"""
    static let ed25519SHA256 = bytes(hex: "ab90ff3497556ccc29900d8f6123c16b9f5774600ae5ee5160f92982c28d6bb6")

    static func rsa2048() throws -> RecipientPublicKey { try RecipientPublicKey(pemRepresentation: rsa2048PEM) }

    /// A 2048-bit prime (`openssl prime -generate -bits 2048`): as an RSA modulus it passes every check but
    /// OpenSSL's Miller–Rabin test, which finds it is not composite.
    static let prime2048 = bytes(hex: """
        DF0938340897EB09D724E07AD8069DA7E0560D393C0904C44E534B8D26529D8207D4EDEB4017635951833B64A77075B0DDAB4F520A7FAFDFAAA9AA4E0D75A1E6B564AEB065EE7EC2C7AA209A4A95F3C9941ECEC7451122E3EC74FB03AA358E33C55F2ACF4041284F3B6B507509B8BD72FA5F59AAA28B24D33A3EF99E99BF09184033257CD48592BB7A92285B081A17CC50007D22053F3E5432AF1953346B52E8653D1541635B51E7713826F0E006B3ABC54E8D511DA8B134D496EE1D58510207BCADD71C0FA6EA8A63552044A3F5C3B9C1081E6A2FACF568CD74AB8FC84BA16768FCC48394E8907CB0295781A38AD5A5A342D0E18AC59C28DC208C2EDCE66AB1
        """.lowercased().filter { !$0.isWhitespace })

    /// The DER SubjectPublicKeyInfo of an RSA key with the DER INTEGER contents `modulus` and `exponent`,
    /// its algorithm parameters NULL or (as some encoders write it) absent.
    static func rsaSPKI(modulus: [UInt8], exponent: [UInt8], nullParameters: Bool) -> [UInt8] {
        func element(_ tag: UInt8, _ contents: [UInt8]) -> [UInt8] {
            var length: [UInt8] = []
            var rest = contents.count
            while rest > 0 { length.insert(UInt8(rest & 0xFF), at: 0); rest >>= 8 }
            return [tag] + (contents.count < 0x80 ? [UInt8(contents.count)] : [0x80 | UInt8(length.count)] + length) + contents
        }
        let pkcs1 = element(0x30, element(0x02, modulus) + element(0x02, exponent))
        let algorithm = element(0x30, element(0x06, SubjectPublicKeyInfo.rsaEncryptionOID) + (nullParameters ? [0x05, 0x00] : []))
        return element(0x30, algorithm + element(0x03, [0x00] + pkcs1))
    }
}
