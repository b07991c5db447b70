import KeyboardRuntime
import SecureInput
import Testing

// The examples of Docs-drafts/secure-input-and-tracking.md ("SecureInput"), kept compiling and true.

@Suite("README examples: SecureInput")
struct SecureInputReadmeExamplesTests {
    @Test("wiring KeyboardSession outputs into a SecureTextBuffer")
    func wiring() {
        // README: begin wiring
        let idNumber = SecureTextBuffer(maximumLength: 18, allowedCharacters: .idCard)
        var fieldText = ""          // what the text field shows
        var hints: [InputRejection] = []
        var finished = false

        /// Called with whatever the KeyboardSession produced for a key event.
        func keyboardDidProduce(_ outputs: [KeyboardOutput]) {
            for output in outputs {
                switch idNumber.apply(output) {
                case .applied, .unchanged:
                    fieldText = idNumber.masked
                case .rejected(let reason):
                    hints.append(reason)          // e.g. "only digits and X"
                case .notApplicable:
                    if case .returnKey = output { finished = true }
                }
            }
        }

        // Stand-in for a real session: the outputs of typing 1, 1, 0, a, ⌫, 0, X, Done.
        keyboardDidProduce([.insert("1"), .insert("1"), .insert("0"), .insert("a")])
        keyboardDidProduce([.deleteBackward, .insert("0"), .insert("X"), .returnKey(.done)])
        // README: end wiring

        #expect(fieldText == "••••")
        #expect(hints == [.disallowedCharacters(["a"])])
        #expect(finished)
        #expect(idNumber.withPlaintextUTF8 { $0.elementsEqual("110X".utf8) })
    }

    @Test("reading the secret")
    func reading() throws {
        // README: begin reading
        let pin = SecureTextBuffer(maximumLength: 6, allowedCharacters: .digits)
        try pin.insert("2580")

        // Preferred: a byte view that is zeroed afterwards.
        let digest = pin.withPlaintextUTF8 { bytes in
            bytes.reduce(0) { ($0 &* 31) &+ Int($1) }     // stand-in for hashing / encrypting
        }
        // Compared in place, without a String: nothing is left behind.
        let isWeak = pin.withPlaintextUTF8 { $0.elementsEqual("0000".utf8) || $0.elementsEqual("1234".utf8) }
        // Only for an API that takes nothing but a String: that String is never wiped and stays in the heap.
        let forLegacyAPI = pin.withUnwipedPlaintextString { $0.count }

        do {
            try pin.insert("123")
        } catch {
            // error == .tooLong(remaining: 2): nothing was inserted
        }
        pin.clear()     // drops the ciphertext and the key; the next edit creates a new key
        // README: end reading

        #expect(digest == Array("2580".utf8).reduce(0) { ($0 &* 31) &+ Int($1) })
        #expect(!isWeak)
        #expect(forLegacyAPI == 4)
        #expect(pin.isEmpty)
    }
}
