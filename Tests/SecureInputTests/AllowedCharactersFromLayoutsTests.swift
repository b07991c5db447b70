import KeyboardRuntime
import SecureInput
import Testing

/// A field's filter built from its keyboard accepts exactly what the keyboard can type.
@Suite struct AllowedCharactersFromLayoutsTests {
    @Test func aFilterFromTheKeyboardAcceptsWhatItsKeysType() throws {
        let digits = ["1", "2", "3", "4", "5", "6", "7", "8", "9"].map { Key(action: .insert($0), label: $0) }
        let pad = KeyboardLayout(id: "id-card-pad", rows: [
            KeyRow(keys: Array(digits[0..<3])), KeyRow(keys: Array(digits[3..<6])), KeyRow(keys: Array(digits[6..<9])),
            KeyRow(keys: [Key(action: .insert("X"), label: "X", isPinned: true), Key(action: .insert("0"), label: "0"), Key(action: .delete, label: "⌫")]),
        ])
        let allowed = AllowedCharacters(typableOn: [pad], from: "id-card-pad")
        for character in "0123456789X" { #expect(allowed.contains(character)) }
        for character in "x .a٣" { #expect(!allowed.contains(character)) }

        let buffer = SecureTextBuffer(maximumLength: 18, allowedCharacters: allowed)
        #expect(throws: (any Error).self) { try buffer.insert("12x") }
        try buffer.insert("110X")
        #expect(buffer.count == 4)
    }
}
