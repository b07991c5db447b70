import KeyboardRuntime
import Testing
import SecureInput

@Suite("KeyboardOutput")
struct KeyboardOutputTests {
    @Test("inserts and deletes are applied; other outputs are left to the host")
    func applyOutputs() {
        let buffer = SecureTextBuffer()
        #expect(buffer.apply(.insert("ab")) == .applied)
        #expect(buffer.apply(.deleteBackward) == .applied)
        #expect(buffer.apply(.insert("")) == .unchanged)
        #expect(buffer.apply(.returnKey(.done)) == .notApplicable)
        #expect(buffer.apply(.dismiss) == .notApplicable)
        #expect(buffer.apply(.pageChanged(to: "symbols")) == .notApplicable)
        #expect(buffer.withPlaintext { $0 } == "a")
        #expect(buffer.apply(.deleteBackward) == .applied)
        #expect(buffer.apply(.deleteBackward) == .unchanged)
    }

    @Test("a rejected insert is reported and changes nothing")
    func rejectedInsert() {
        let buffer = SecureTextBuffer(maximumLength: 3, allowedCharacters: .digits)
        let results = buffer.apply([.insert("12"), .insert("a"), .insert("34"), .insert("3")])
        #expect(results == [
            .applied,
            .rejected(.disallowedCharacters(["a"])),
            .rejected(.tooLong(remaining: 1)),
            .applied,
        ])
        #expect(buffer.withPlaintext { $0 } == "123")
    }
}
