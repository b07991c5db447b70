import Testing
import KeyboardRuntime
@testable import SecureInput

/// What a field gives the app: an envelope for the server, reasons without characters, and a secret that
/// does not outlive the app's attention when the app asks so.
@Suite("Secure field to server")
struct SecureFieldSealingTests {
    /// A field with `text` typed on the secure keyboard, key by key.
    static func field(_ text: String, rules: SecureFieldRules = SecureFieldRules()) -> SecureFieldModel {
        let model = SecureFieldModel(rules: rules)
        for character in text { model.apply(.insert(String(character))) }
        return model
    }

    @Test("a field seals its own text for the server: the header names the key, freshness and label, the text sits in its bucket")
    func sealFromField() throws {
        let model = Self.field("492107", rules: .pin(length: 6))
        let server = try RecipientPublicKey(x963Representation: RFC9180Vector.pkRm)
        let challenge: [UInt8] = Array(100..<116)
        let envelope = try model.seal(for: server, label: "login-pin", freshness: .challenge(challenge))
        let header = try EnvelopeFormat.header(algorithm: server.algorithm, payload: .utf8Text, fingerprint: server.sha256Fingerprint,
                                               freshness: .challenge(challenge), label: "login-pin")
        #expect(Array(envelope.prefix(header.count)) == header)
        // enc, one 64-byte frame, the tag.
        #expect(envelope.count == header.count + 65 + 64 + 16)
        #expect(try model.seal(for: server, label: "login-pin", freshness: .challenge(challenge)) != envelope)
        // Sealing leaves the field as it was; the app clears it when the envelope is sent.
        #expect(model.count == 6)
    }

    @Test("a field seals its PIN as an ISO 9564-1 format 4 block, and refuses what is not a PIN")
    func sealPINBlockFromField() throws {
        let server = try RecipientPublicKey(x963Representation: RFC9180Vector.pkRm)
        let key = [UInt8](repeating: 0x11, count: 16)
        let envelope = try Self.field("4921", rules: .pin(length: 4)).sealPINBlock(
            for: server, label: "card-pin", freshness: .now(), pinEncryptionKey: key, primaryAccountNumber: "4321987654321098")
        #expect(envelope[2] == EnvelopePayload.iso9564Format4PINBlock.rawValue)
        #expect(throws: EnvelopeError.invalidPIN) {
            try Self.field("49a1").sealPINBlock(for: server, label: "card-pin", freshness: .now(), pinEncryptionKey: key,
                                                primaryAccountNumber: "4321987654321098")
        }
    }

    @Test("the replayable form must be spelled out, and is marked so in the header")
    func replayableIsExplicit() throws {
        let server = try RecipientPublicKey(x963Representation: RFC9180Vector.pkRm)
        let envelope = try Self.field("1234").seal(for: server, label: "login-pin", freshness: .replayable)
        #expect(envelope[35] == 0x00 && envelope[36] == 0)
    }

    @Test("a refusal event says why a key was refused, never which character")
    func refusalReasons() throws {
        let model = Self.field("12345", rules: SecureFieldRules(minimumLength: 4, maximumLength: 6, allowedCharacters: .digits))
        #expect(model.apply(.insert("x")) == [.rejected(.input(.disallowedCharacters, from: .secureKeyboard))])
        model.apply(.insert("6"))
        #expect(model.apply(.insert("7")) == [.rejected(.input(.tooLong(remaining: 0), from: .secureKeyboard))])
        #expect(model.paste("9") == [.rejected(.pasteNotAllowed)])
        #expect(model.insert("8", from: .systemTextInput) == [.rejected(.systemTextInputNotAllowed)])
        let short = Self.field("12", rules: SecureFieldRules(minimumLength: 4))
        #expect(short.submit(.done) == .rejected(.tooShort(minimum: 4)))
    }

    @Test("by default a field never clears itself")
    func noExpiryByDefault() {
        var now = 0.0
        let model = SecureFieldModel(rules: .pin(length: 6), clock: { now })
        model.apply(.insert("4"))
        now = 1e9
        #expect(model.secondsUntilExpiry == nil)
        #expect(model.appDidEnterBackground().isEmpty && model.clearIfExpired().isEmpty && model.count == 1)
    }

    @Test("a field that clears in the background does so when the app leaves, and says why")
    func clearsInBackground() {
        var rules = SecureFieldRules.pin(length: 6)
        rules.expiry = SecureFieldExpiry(clearsInBackground: true)
        let model = SecureFieldModel(rules: rules)
        model.apply(.insert("4"))
        #expect(model.appDidEnterBackground() == [.edited(SecureFieldEdit(kind: .clearedInBackground, source: .secureKeyboard, count: 0, selection: 0..<0))])
        #expect(model.isEmpty)
        #expect(model.appDidEnterBackground().isEmpty)  // nothing left to clear: nothing reported
    }

    @Test("the article's expiry rules clear in the background and after a minute")
    func articleExpiry() {
        // SecurePINField.md: When the field clears itself
        var rules = SecureFieldRules.pin(length: 6)
        rules.expiry = SecureFieldExpiry(clearsInBackground: true, idleTimeout: 60)
        #expect(rules.expiry.clearsInBackground && rules.expiry.idleTimeout == 60)
        #expect(SecureFieldRules.pin(length: 6).expiry == .never)
    }

    @Test("a field with an idle timeout clears that long after the last edit, and each edit restarts the time")
    func clearsAfterTimeout() {
        var now = 1000.0
        var rules = SecureFieldRules.pin(length: 6)
        rules.expiry = SecureFieldExpiry(idleTimeout: 30)
        let model = SecureFieldModel(rules: rules, clock: { now })
        #expect(model.secondsUntilExpiry == nil)  // nothing typed, nothing to clear
        model.apply(.insert("4"))
        now += 20
        #expect(model.secondsUntilExpiry == 10)
        #expect(model.clearIfExpired().isEmpty && model.count == 1)
        model.apply(.insert("9"))  // restarts the time
        now += 29
        #expect(model.clearIfExpired().isEmpty && model.count == 2)
        // A refused key is not an edit: it does not keep the secret alive.
        model.apply(.insert("x"))
        now += 1
        #expect(model.secondsUntilExpiry == 0)
        #expect(model.clearIfExpired() == [.edited(SecureFieldEdit(kind: .clearedAfterTimeout, source: .secureKeyboard, count: 0, selection: 0..<0))])
        #expect(model.isEmpty && model.secondsUntilExpiry == nil)
    }
}
