import KeyboardRuntime
import Testing
@testable import SecureInput

/// A buffer and its sealed text print and reflect as redacted.
@Suite("Redaction of secrets in SecureInput")
struct SecureInputRedactionTests {
    func renderings(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped, "\(value)"]
    }

    @Test("a buffer shows neither its text, its key nor its ciphertext")
    func buffer() throws {
        let buffer = SecureTextBuffer(maximumLength: 20)
        try buffer.insert("hunter2-secret")
        let sealedHex = buffer.sealedRepresentation.prefix(8).map { String($0, radix: 16) }.joined()
        #expect(Mirror(reflecting: buffer).children.isEmpty)
        #expect(Mirror(reflecting: buffer).descendant("sealed", "key") == nil)
        #expect(Mirror(reflecting: buffer).descendant("sealed") == nil)
        #expect(String(describing: buffer) == "SecureTextBuffer(count: 14, cursor: 14, text: <redacted>)")
        for text in renderings(of: buffer) {
            #expect(!text.contains("hunter2") && !text.contains("sealed") && !text.contains(sealedHex))
            #expect(!text.contains("cipher") && !text.contains("0x"))
        }
    }

    @Test("the sealed text inside shows nothing either")
    func sealedText() throws {
        let sealed = SealedText()
        let frame = SecretBytes(count: 64)
        PlaintextFrame.writeHeader(textCount: 1, into: frame.bytes)
        frame.bytes[4] = UInt8(ascii: "Z")
        sealed.store(sealed.seal(frame: UnsafeRawBufferPointer(frame.bytes)))
        #expect(Mirror(reflecting: sealed).children.isEmpty)
        for text in renderings(of: sealed) {
            #expect(text.contains("<redacted>") && !text.contains("cipher") && !text.contains("sealedRepresentation"))
        }
    }

    @Test("a rejection, and the results and events that carry one, never show the refused typed character")
    func rejection() throws {
        let buffer = SecureTextBuffer(maximumLength: 4, allowedCharacters: .digits)
        var caught: InputRejection?
        do { try buffer.insert("Q7Z") } catch { caught = error }
        let rejection = try #require(caught)
        #expect(rejection == .disallowedCharacters(["Q", "Z"]))
        #expect(String(describing: rejection) == "disallowedCharacters(count: 2, characters: <redacted>)")
        #expect(String(reflecting: rejection) == String(describing: rejection))
        #expect(Mirror(reflecting: rejection).children.isEmpty)
        #expect(String(describing: InputRejection.tooLong(remaining: 2)) == "tooLong(remaining: 2)")
        let model = SecureFieldModel(rules: .pin(length: 4))
        let events = model.apply(.insert("Q"))
        // A field's event says why, and holds no character at all.
        #expect(events == [.rejected(.input(.disallowedCharacters, from: .secureKeyboard))])
        let carriers: [Any] = [rejection, InputResult.rejected(rejection), buffer.apply(.insert("Z"))]
        for value in carriers {
            for text in renderings(of: value) {
                #expect(text.contains("<redacted>"), "\(text)")
                #expect(!text.contains("Q") && !text.contains("Z"), "\(text)")
            }
        }
        for value in [events, events[0]] as [Any] {
            for text in renderings(of: value) {
                #expect(!text.contains("Q") && !text.contains("Z"), "\(text)")
            }
        }
    }
}
