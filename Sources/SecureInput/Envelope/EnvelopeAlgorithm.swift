/// The public-key algorithm an envelope is sealed with: byte 1 of its header (see <doc:SendingAPINToYourServer>).
///
/// The identifier space is open: values this version does not know are reserved for later
/// algorithms (`0x10`–`0x1F` for China's SM2 with SM3 and SM4), and a server must reject them.
public enum EnvelopeAlgorithm: UInt8, Sendable, CaseIterable {
    /// HPKE (RFC 9180) base mode with DHKEM(P-256, HKDF-SHA256), HKDF-SHA256 and AES-256-GCM:
    /// suite `kem_id 0x0010`, `kdf_id 0x0001`, `aead_id 0x0002`.
    case hpkeP256SHA256AES256GCM = 0x01
    /// RSA-OAEP with SHA-256 (MGF1-SHA-256, empty OAEP label) wrapping a fresh 32-byte AES-256-GCM
    /// key that encrypts the payload: the JWE `RSA-OAEP-256` + `A256GCM` construction.
    case rsaOAEPSHA256AES256GCM = 0x02
}
