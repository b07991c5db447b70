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
        #expect(idNumber.withPlaintext { $0 } == "110X")
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
        // Convenient, but the String is an ordinary Swift string that is not wiped.
        let isWeak = pin.withPlaintext { $0 == "0000" || $0 == "1234" }

        do {
            try pin.insert("123")
        } catch {
            // error == .tooLong(remaining: 2): nothing was inserted
        }
        pin.clear()     // drops the ciphertext and the key; the next edit creates a new key
        // README: end reading

        #expect(digest == Array("2580".utf8).reduce(0) { ($0 &* 31) &+ Int($1) })
        #expect(!isWeak)
        #expect(pin.isEmpty)
    }
}
