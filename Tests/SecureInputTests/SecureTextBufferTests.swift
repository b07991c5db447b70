import Testing
@testable import SecureInput

/// The buffer's plaintext, read the way an app would.
private func plaintext(_ buffer: SecureTextBuffer) -> String {
    buffer.withUnwipedPlaintextString { $0 }
}

/// Types `text` one character at a time, as a keyboard would.
private func type(_ text: String, into buffer: SecureTextBuffer) throws {
    for character in text {
        try buffer.insert(String(character))
    }
}

/// Whether `needle` occurs as a contiguous run in `haystack`.
private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
        haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
}

@Suite("Encryption")
struct EncryptionTests {
    @Test("the same text typed twice gives different ciphertexts")
    func sameTextDifferentCiphertexts() throws {
        let first = SecureTextBuffer()
        let second = SecureTextBuffer()
        try type("hunter2", into: first)
        try type("hunter2", into: second)
        #expect(plaintext(first) == plaintext(second))
        #expect(first.sealedRepresentation != second.sealedRepresentation)

        // Same buffer, same text again: a fresh nonce every time.
        let before = first.sealedRepresentation
        first.deleteBackward()
        try first.insert("2")
        #expect(plaintext(first) == "hunter2")
        #expect(first.sealedRepresentation != before)
        #expect(first.sealedRepresentation.prefix(12) != before.prefix(12), "nonce must change")
    }

    @Test("every edit re-seals under a new nonce")
    func everyEditReseals() throws {
        let buffer = SecureTextBuffer()
        var seen: Set<[UInt8]> = []
        for character in "abcabcabc" {
            try buffer.insert(String(character))
            #expect(seen.insert(buffer.sealedRepresentation).inserted)
        }
    }

    @Test("no plaintext byte sequence of a typed secret appears in the stored bytes",
          arguments: ["correct horse battery staple", "1234567890", "aaaaaaaaaaaaaaaaaaaa", "密码是口令🔑"])
    func noPlaintextInStorage(secret: String) throws {
        let buffer = SecureTextBuffer()
        var snapshots: [[UInt8]] = []
        for character in secret {
            try buffer.insert(String(character))
            snapshots.append(buffer.sealedRepresentation)
        }
        let secretBytes = Array(secret.utf8)
        let windows = (0...(secretBytes.count - 4)).map { Array(secretBytes[$0..<($0 + 4)]) }
        for stored in snapshots {
            #expect(!contains(stored, secretBytes))
            for window in windows {
                #expect(!contains(stored, window), "found \(window) in the stored bytes")
            }
        }
    }

    @Test("the stored length reveals only a 64-byte bucket")
    func paddedLength() throws {
        let short = SecureTextBuffer()
        let longer = SecureTextBuffer()
        try short.insert("a")
        try longer.insert(String(repeating: "b", count: 40))
        #expect(short.sealedRepresentation.count == 12 + 64 + 16)
        #expect(longer.sealedRepresentation.count == short.sealedRepresentation.count)
        try longer.insert(String(repeating: "c", count: 30))
        #expect(longer.sealedRepresentation.count == 12 + 128 + 16)
        #expect(SecureTextBuffer().sealedRepresentation.isEmpty)
    }

    @Test("clear drops the text and the key; the buffer keeps working")
    func clearResets() throws {
        let buffer = SecureTextBuffer()
        try buffer.insert("secret")
        buffer.clear()
        #expect(buffer.isEmpty)
        #expect(buffer.cursor == 0)
        #expect(buffer.sealedRepresentation.isEmpty)
        #expect(plaintext(buffer) == "")
        try buffer.insert("new")
        #expect(plaintext(buffer) == "new")
    }

    @Test("withPlaintextUTF8 passes the exact UTF-8 bytes")
    func plaintextBytes() throws {
        let buffer = SecureTextBuffer()
        try buffer.insert("é🔑")
        let bytes = buffer.withPlaintextUTF8 { Array($0) }
        #expect(bytes == Array("é🔑".utf8))
    }

    @Test("withUnwipedPlaintextString rethrows the body's error")
    func plaintextRethrows() throws {
        struct Stop: Error {}
        let buffer = SecureTextBuffer()
        try buffer.insert("x")
        #expect(throws: Stop.self) {
            try buffer.withUnwipedPlaintextString { (_: String) throws(Stop) -> Void in throw Stop() }
        }
    }
}

@Suite("Editing")
struct EditingTests {
    @Test("insert at the cursor, at an index, replace a range, delete backward")
    func edits() throws {
        let buffer = SecureTextBuffer()
        try buffer.insert("acd")
        #expect(buffer.cursor == 3)
        try buffer.insert("b", at: 1)
        #expect(plaintext(buffer) == "abcd")
        #expect(buffer.cursor == 4)
        try buffer.replaceCharacters(in: 1..<3, with: "XYZ")
        #expect(plaintext(buffer) == "aXYZd")
        #expect(buffer.count == 5)
        buffer.cursor = 2
        #expect(buffer.deleteBackward())
        #expect(plaintext(buffer) == "aYZd")
        #expect(buffer.cursor == 1)
        try buffer.insert("-")
        #expect(plaintext(buffer) == "a-YZd")
        #expect(buffer.cursor == 2)
        try buffer.replaceCharacters(in: 0..<5, with: "")
        #expect(buffer.isEmpty)
        #expect(!buffer.deleteBackward())
    }

    @Test("cursor is clamped to the text")
    func cursorClamped() throws {
        let buffer = SecureTextBuffer()
        try buffer.insert("ab")
        buffer.cursor = 10
        #expect(buffer.cursor == 2)
        buffer.cursor = -3
        #expect(buffer.cursor == 0)
    }

    @Test("delete backward removes a whole grapheme cluster")
    func deleteGrapheme() throws {
        let buffer = SecureTextBuffer()
        try buffer.insert("ae\u{301}👨‍👩‍👧🇫🇷")
        #expect(buffer.count == 4)
        buffer.deleteBackward()
        #expect(plaintext(buffer) == "ae\u{301}👨‍👩‍👧")
        buffer.deleteBackward()
        #expect(plaintext(buffer) == "ae\u{301}")
        buffer.deleteBackward()
        #expect(plaintext(buffer) == "a")
        #expect(buffer.count == 1)
    }
}

@Suite("Masking")
struct MaskingTests {
    @Test("masking counts grapheme clusters", arguments: [
        ("1234", 4),
        ("e\u{301}", 1),                 // e + combining acute accent
        ("a\u{308}\u{323}", 1),          // two combining marks
        ("👨‍👩‍👧‍👦", 1),                // ZWJ family
        ("👍🏽", 1),                      // skin-tone modifier
        ("🇨🇳🇫🇷", 2),                    // two flags
        ("한글", 2),
        ("\r\n", 1),
    ])
    func graphemeMask(text: String, expected: Int) throws {
        let buffer = SecureTextBuffer()
        try type(text, into: buffer)
        #expect(buffer.count == expected)
        #expect(buffer.masked == String(repeating: "•", count: expected))
    }

    @Test("a combining mark typed after its base joins the same masked character")
    func combiningMarkTypedSeparately() throws {
        let buffer = SecureTextBuffer()
        try buffer.insert("e")
        try buffer.insert("\u{301}")
        #expect(buffer.count == 1)
        #expect(buffer.masked == "•")
        #expect(plaintext(buffer) == "é")
    }

    @Test("custom mask character")
    func customMask() throws {
        let buffer = SecureTextBuffer(maskCharacter: "*")
        try buffer.insert("abc")
        #expect(buffer.masked == "***")
        #expect(buffer.masked(with: "●") == "●●●")
        buffer.maskCharacter = "x"
        #expect(buffer.masked == "xxx")
    }
}

@Suite("Limits")
struct LimitTests {
    @Test("maximum length rejects the whole insert and reports what fits")
    func maximumLength() throws {
        let buffer = SecureTextBuffer(maximumLength: 6)
        try buffer.insert("1234")
        #expect(throws: InputRejection.tooLong(remaining: 2)) { try buffer.insert("567") }
        #expect(plaintext(buffer) == "1234", "a rejected insert changes nothing")
        try buffer.insert("56")
        #expect(throws: InputRejection.tooLong(remaining: 0)) { try buffer.insert("7") }
        #expect(buffer.count == 6)
    }

    @Test("maximum length counts grapheme clusters, not bytes or scalars")
    func maximumLengthGraphemes() throws {
        let buffer = SecureTextBuffer(maximumLength: 2)
        try buffer.insert("👨‍👩‍👧e\u{301}")
        #expect(buffer.count == 2)
        try buffer.insert("\u{301}")  // joins the last character: still 2
        #expect(buffer.count == 2)
    }

    @Test("replacing within the limit is allowed; remaining accounts for the replaced range")
    func replaceWithinLimit() throws {
        let buffer = SecureTextBuffer(maximumLength: 4)
        try buffer.insert("abcd")
        try buffer.replaceCharacters(in: 1..<3, with: "XY")
        #expect(plaintext(buffer) == "aXYd")
        #expect(throws: InputRejection.tooLong(remaining: 2)) {
            try buffer.replaceCharacters(in: 1..<3, with: "123")
        }
    }

    @Test("ID-card field accepts digits and X and reports the rest")
    func idCard() throws {
        let buffer = SecureTextBuffer(maximumLength: 18, allowedCharacters: .idCard)
        try buffer.insert("11010519491231002X")
        #expect(buffer.count == 18)

        let other = SecureTextBuffer(allowedCharacters: .idCard)
        #expect(throws: InputRejection.disallowedCharacters(["x", "a"])) { try other.insert("12x3axa") }
        #expect(other.isEmpty)
        #expect(throws: InputRejection.disallowedCharacters(["٣"])) { try other.insert("٣") }
    }

    @Test("disallowed characters win over length when both apply")
    func disallowedFirst() throws {
        let buffer = SecureTextBuffer(maximumLength: 1, allowedCharacters: .digits)
        #expect(throws: InputRejection.disallowedCharacters(["a"])) { try buffer.insert("12a") }
    }

    @Test("whether an insert is allowed depends on the inserted text alone, never on the stored neighbour")
    func decidedOnInsertedTextAlone() throws {
        // A combining accent after "a" would form the allowed "á", after "b" the refused "b́": an
        // oracle on the stored character if the combined character were checked.
        let accented = AllowedCharacters(["a", "b", "á"] as [Character])
        for stored in ["a", "b"] {
            let buffer = SecureTextBuffer(allowedCharacters: accented)
            try buffer.insert(stored)
            #expect(throws: InputRejection.disallowedCharacters(["\u{301}"])) { try buffer.insert("\u{301}") }
            #expect(plaintext(buffer) == stored, "a refused insert changes nothing")
        }
        // A set that accepts the accent itself accepts it after any character.
        let withAccent = AllowedCharacters(["a", "b", "\u{301}"] as [Character])
        for stored in ["a", "b"] {
            let buffer = SecureTextBuffer(allowedCharacters: withAccent)
            try buffer.insert(stored)
            try buffer.insert("\u{301}")
            #expect(buffer.count == 1)
            #expect(plaintext(buffer) == stored + "\u{301}")
        }
    }

    @Test("a rejection lists only the inserted text's own characters")
    func rejectionHoldsOnlyInsertedText() throws {
        let single = AllowedCharacters(where: { $0.unicodeScalars.count == 1 })
        let buffer = SecureTextBuffer(allowedCharacters: single)
        try buffer.insert("xa")
        #expect(throws: InputRejection.disallowedCharacters(["\u{301}\u{302}"])) {
            try buffer.insert("\u{301}\u{302}b")   // the two marks are one character on their own
        }
        #expect(plaintext(buffer) == "xa")

        // A ZWJ sequence extending a stored family: judged as "\u{200D}" and "👦", each allowed here.
        let family = "👨\u{200D}👩\u{200D}👧"
        let small = AllowedCharacters(where: { $0.unicodeScalars.count <= 5 })
        let emoji = SecureTextBuffer(allowedCharacters: small)
        try emoji.insert(family)
        try emoji.insert("\u{200D}👦")
        #expect(emoji.count == 1)
        let refused = SecureTextBuffer(allowedCharacters: AllowedCharacters(where: { $0.unicodeScalars.count <= 3 }))
        try refused.insert("👨\u{200D}👩")
        #expect(throws: InputRejection.disallowedCharacters(["👧\u{200D}👦\u{200D}👦"])) {
            try refused.insert("👧\u{200D}👦\u{200D}👦")
        }
        #expect(plaintext(refused) == "👨\u{200D}👩")
    }

    @Test("deleting is never rejected")
    func deleteNotRejected() throws {
        let buffer = SecureTextBuffer(maximumLength: 2, allowedCharacters: .digits)
        try buffer.insert("12")
        #expect(buffer.deleteBackward())
        #expect(plaintext(buffer) == "1")
    }

    @Test("allowed character sets")
    func allowedSets() {
        #expect(AllowedCharacters.digits.contains("7"))
        #expect(!AllowedCharacters.digits.contains("X"))
        #expect(AllowedCharacters.idCard.contains("X"))
        #expect(!AllowedCharacters.idCard.contains("x"))
        #expect(AllowedCharacters.decimal.contains("."))
        #expect(AllowedCharacters.any.contains("🔑"))
        let ascii = AllowedCharacters(scalarsWhere: { $0.isASCII })
        #expect(ascii.contains("a"))
        #expect(!ascii.contains("é"))
        let custom = AllowedCharacters.digits.union(AllowedCharacters(where: { $0.isLetter }))
        #expect(custom.contains("q"))
        #expect(custom.contains("1"))
        #expect(!custom.contains("-"))
    }
}
