/// The parts of an X.509 SubjectPublicKeyInfo (RFC 5280 §4.1) that envelopes use, read from strict DER.
///
/// Only two key types are recognised: `id-ecPublicKey` on `prime256v1` (P-256) with an uncompressed
/// point, and `rsaEncryption`. Everything else is a typed error. Checking that the point is on the
/// curve or that the modulus is large enough is ``RecipientPublicKey``'s job.
enum SubjectPublicKeyInfo: Equatable {
    /// A P-256 key: its 65-byte uncompressed X9.63 point.
    case p256(x963: [UInt8])
    /// An RSA key: the PKCS #1 `RSAPublicKey` DER, and the modulus size in bits.
    case rsa(pkcs1: [UInt8], modulusBits: Int)

    /// DER of `AlgorithmIdentifier { rsaEncryption, NULL }`, the form `openssl` and `cryptography` write.
    static let rsaAlgorithmIdentifier: [UInt8] = [0x30, 0x0D, 0x06, 0x09] + rsaEncryptionOID + [0x05, 0x00]

    /// DER of `AlgorithmIdentifier { id-ecPublicKey, prime256v1 }` plus the BIT STRING header of a
    /// 65-byte point: with the point appended, the whole SubjectPublicKeyInfo of a P-256 key.
    static let p256Prefix: [UInt8] = [
        0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01,
        0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00,
    ]
    static let ecPublicKeyOID: [UInt8] = [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01]
    static let prime256v1OID: [UInt8] = [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07]
    static let rsaEncryptionOID: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01]

    /// The SubjectPublicKeyInfo DER of a P-256 point.
    static func der(p256 x963: [UInt8]) -> [UInt8] { p256Prefix + x963 }

    /// The key's SubjectPublicKeyInfo in the one form `openssl pkey -pubin -outform DER` and `cryptography`
    /// write (RSA's algorithm parameters an explicit NULL), so its SHA-256 pin is theirs whichever form the
    /// key was read from.
    var canonicalDER: [UInt8] {
        switch self {
        case .p256(let x963): return Self.der(p256: x963)
        case .rsa(let pkcs1, _):
            let bitString = [0x03] + derLength(pkcs1.count + 1) + [0x00] + pkcs1
            let contents = Self.rsaAlgorithmIdentifier + bitString
            return [0x30] + derLength(contents.count) + contents
        }
    }

    /// A DER length field for `count` bytes of contents (the short form below 128).
    private func derLength(_ count: Int) -> [UInt8] {
        guard count >= 0x80 else { return [UInt8(count)] }
        var bytes: [UInt8] = []
        var rest = count
        while rest > 0 {
            bytes.insert(UInt8(truncatingIfNeeded: rest), at: 0)
            rest >>= 8
        }
        return [0x80 | UInt8(bytes.count)] + bytes
    }

    /// The first ``RSAKeyDefect`` of an RSA key, or `nil` (always `nil` for P-256).
    var rsaDefect: RSAKeyDefect? {
        guard case .rsa(let pkcs1, _) = self else { return nil }
        var reader = DERReader(pkcs1)
        // Parsed once already: these reads cannot fail.
        guard var sequence = try? reader.read(tag: 0x30, "RSAPublicKey"),
              let modulus = try? sequence.read(tag: 0x02, "modulus"),
              let exponent = try? sequence.read(tag: 0x02, "publicExponent") else { return .refusedByPublicKeyCheck }
        return RSAKeyDefect.first(modulus: modulus.bytes, exponent: exponent.bytes)
    }

    /// Parses `der`, which must be exactly one SubjectPublicKeyInfo.
    static func parse(_ der: [UInt8]) throws(EnvelopeError) -> SubjectPublicKeyInfo {
        var outer = DERReader(der)
        var info = try outer.read(tag: 0x30, "SubjectPublicKeyInfo")
        try outer.expectEnd("SubjectPublicKeyInfo")
        var algorithm = try info.read(tag: 0x30, "AlgorithmIdentifier")
        let oid = Array(try algorithm.read(tag: 0x06, "algorithm").bytes)
        let keyBits = try info.read(tag: 0x03, "subjectPublicKey")
        try info.expectEnd("SubjectPublicKeyInfo")
        guard keyBits.bytes.first == 0 else { throw .malformedKey(reason: "subjectPublicKey has unused bits") }
        let key = Array(keyBits.bytes.dropFirst())
        switch oid {
        case ecPublicKeyOID:
            let curve = Array(try algorithm.read(tag: 0x06, "namedCurve").bytes)
            try algorithm.expectEnd("AlgorithmIdentifier")
            guard curve == prime256v1OID else { throw .unsupportedKeyType(algorithm: "EC curve \(dotted(curve))") }
            guard key.count == 65, key[0] == 0x04 else {
                throw .malformedKey(reason: "a P-256 key must be a 65-byte uncompressed point")
            }
            return .p256(x963: key)
        case rsaEncryptionOID:
            // The parameters are NULL (RFC 3279 §2.3.1); some encoders omit them, and the pin is then taken of
            // the form with NULL (see `canonicalDER`), as openssl and cryptography take it.
            if !algorithm.isAtEnd {
                let parameters = try algorithm.read(tag: 0x05, "parameters")
                guard parameters.isAtEnd else { throw .malformedKey(reason: "RSA algorithm parameters must be NULL") }
            }
            try algorithm.expectEnd("AlgorithmIdentifier")
            var pkcs1 = DERReader(key)
            var sequence = try pkcs1.read(tag: 0x30, "RSAPublicKey")
            try pkcs1.expectEnd("RSAPublicKey")
            let modulus = Array(try sequence.read(tag: 0x02, "modulus").bytes)
            let exponent = Array(try sequence.read(tag: 0x02, "publicExponent").bytes)
            try sequence.expectEnd("RSAPublicKey")
            guard let first = modulus.first, first & 0x80 == 0, !exponent.isEmpty, exponent[0] & 0x80 == 0 else {
                throw .malformedKey(reason: "RSA integers must be positive")
            }
            let significant = modulus.drop { $0 == 0 }
            guard let top = significant.first else { throw .malformedKey(reason: "RSA modulus is zero") }
            let bits = (significant.count - 1) * 8 + (8 - top.leadingZeroBitCount)
            return .rsa(pkcs1: key, modulusBits: bits)
        default:
            throw .unsupportedKeyType(algorithm: dotted(oid))
        }
    }

    /// An object identifier's DER contents in dotted form, for error messages.
    static func dotted(_ oid: [UInt8]) -> String {
        guard let first = oid.first else { return "" }
        var parts = [String(first / 40), String(first % 40)]
        var value = 0
        for byte in oid.dropFirst() {
            value = value << 7 | Int(byte & 0x7F)
            if byte & 0x80 == 0 {
                parts.append(String(value))
                value = 0
            }
            if value > Int.max >> 8 { break }
        }
        return parts.joined(separator: ".")
    }
}

/// A reader of strict DER: definite, minimal lengths only.
struct DERReader {
    private(set) var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }
    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { bytes.isEmpty }

    /// Reads one element with `tag` and returns a reader over its contents.
    mutating func read(tag: UInt8, _ name: String) throws(EnvelopeError) -> DERReader {
        guard let found = bytes.first else { throw .malformedKey(reason: "\(name) is missing") }
        guard found == tag else { throw .malformedKey(reason: "\(name) has the wrong DER tag") }
        var index = bytes.index(after: bytes.startIndex)
        guard index < bytes.endIndex else { throw .malformedKey(reason: "\(name) has no length") }
        let first = bytes[index]
        index += 1
        var length = 0
        if first < 0x80 {
            length = Int(first)
        } else {
            let count = Int(first & 0x7F)
            guard count >= 1, count <= 3, bytes.endIndex - index >= count else {
                throw .malformedKey(reason: "\(name) has an unsupported length")
            }
            for _ in 0..<count {
                length = length << 8 | Int(bytes[index])
                index += 1
            }
            // DER: the shortest form, and no leading zero byte.
            guard length >= 0x80, length >> ((count - 1) * 8) != 0 else {
                throw .malformedKey(reason: "\(name) has a non-minimal DER length")
            }
        }
        guard bytes.endIndex - index >= length else { throw .malformedKey(reason: "\(name) is truncated") }
        let contents = bytes[index..<index + length]
        bytes = bytes[(index + length)...]
        return DERReader(contents)
    }

    /// Throws unless every byte was read.
    func expectEnd(_ name: String) throws(EnvelopeError) {
        guard bytes.isEmpty else { throw .malformedKey(reason: "\(name) has trailing bytes") }
    }
}
