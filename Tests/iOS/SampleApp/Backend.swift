// Stands for the sample app's server: its public key, pinned, and the challenges it hands out with each form.
// The envelopes the screens seal open with the reference server (Tests/ServerReference), whose CI run seals the
// same flow on Linux: taps on the shuffled decimal pad into a field model that seals them.
import SecureInput

enum Backend {
    /// The server's public key as it publishes it, and its pin (`openssl pkey -pubin -outform DER | openssl dgst
    /// -sha256`): a key swapped in the app's configuration fails to load. (RFC 9180's test key here.)
    static let serverKey = loadServerKey()

    private static func loadServerKey() -> RecipientPublicKey {
        do {
            return try RecipientPublicKey(pemRepresentation: """
                -----BEGIN PUBLIC KEY-----
                MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEq8fkmkxrNWbXfQMErdxu0OmFEv/M
                9QXmqOPrJcaFE2+FMUhUSHbedsDy75nNw6Bcz13teGDHwCEjj54gc9I1bA==
                -----END PUBLIC KEY-----
                """, pinnedSHA256: hex("09335d10c47d719d4cd4b81dec1bafec225fe2ee4a235df6cc0ac7dab6d056ca"))
        } catch {
            fatalError("The server key in the app's configuration is not the pinned one: \(error)")
        }
    }

    /// A challenge the server issued for `label` with this form: bound to the session, the user and the label,
    /// accepted once. (A real app receives it with the form.)
    static func challenge(for label: String) -> [UInt8] { Array(label.utf8.prefix(16)) }

    /// Sends envelopes to the server (a real app posts them; the server opens them with `open_envelope`).
    static func send(_ envelopes: [String: [UInt8]]) {}

    private static func hex(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var digits = text.utf8.makeIterator()
        while let high = digits.next(), let low = digits.next() {
            bytes.append(UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)!)
        }
        return bytes
    }
}
