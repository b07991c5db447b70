/// Why a recipient key could not be loaded or a secret could not be sealed.
///
/// Every failure of ``RecipientPublicKey`` and ``SecureTextBuffer/seal(for:label:freshness:)`` is one
/// of these; nothing is sealed or sent when one is thrown (the calls fail closed). The cases carry no
/// secret: printing an error never shows typed text.
public enum EnvelopeError: Error, Equatable, Sendable {
    /// The key is not exactly one PEM `PUBLIC KEY` block: no block, text before or after it, a second
    /// block, or broken base64; `reason` says which.
    case malformedPEM(reason: String)
    /// The bytes are not a DER SubjectPublicKeyInfo (or, for ``RecipientPublicKey/init(x963Representation:pinnedSHA256:)``,
    /// not a 65-byte uncompressed point); `reason` says what was wrong.
    case malformedKey(reason: String)
    /// The key is of a type envelopes do not support (only P-256 elliptic-curve and RSA keys are);
    /// `algorithm` names what was found, as a dotted object identifier or a curve.
    case unsupportedKeyType(algorithm: String)
    /// The P-256 public point is not on the curve (or is the point at infinity).
    case pointNotOnCurve
    /// The RSA key's modulus has `bits` bits, fewer than the 2048 required.
    case rsaKeyTooSmall(bits: Int)
    /// The RSA key is large enough but unsafe: an exponent that is even or below 65537, an even modulus,
    /// or anything else OpenSSL's public-key check refuses (see ``RSAKeyDefect``).
    case unsafeRSAKey(RSAKeyDefect)
    /// The key's SHA-256 SubjectPublicKeyInfo fingerprint is not the pinned one.
    case fingerprintMismatch
    /// The pinned fingerprint given is not 32 bytes long.
    case invalidPin
    /// The context label is empty or longer than ``EnvelopeFormat/maximumLabelLength`` UTF-8 bytes.
    case invalidLabel
    /// The server challenge is empty or longer than ``EnvelopeFormat/maximumChallengeLength`` bytes.
    case invalidChallenge
    /// The secret is longer than an envelope carries (``EnvelopeFormat/maximumSecretLength`` bytes).
    case secretTooLong
    /// The buffer holds something the requested payload cannot carry: a PIN block needs 4 to 12
    /// ASCII digits.
    case invalidPIN
    /// The primary account number for a PIN block is not 1 to 19 ASCII digits.
    case invalidPAN
    /// The PIN encryption key for a PIN block is not 16, 24 or 32 bytes (AES-128, -192 or -256).
    case invalidPINEncryptionKey
    /// The cryptographic library failed (out of memory, or a primitive refused its input); `operation`
    /// names the step.
    case cryptographyFailed(operation: String)
}
