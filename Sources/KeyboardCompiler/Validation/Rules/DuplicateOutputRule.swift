extension DiagnosticCode {
    /// Two keys of one keyboard insert the same text.
    public static let duplicateOutput = DiagnosticCode(
        207, "duplicate-output", .error,
        summary: "Two keys of one keyboard insert the same text",
        explanation: """
        On a secure keyboard every character appears once; a repeated key usually means another one is
        missing (a number pad with two `7`s and no `8`). The second key is reported, with a note pointing
        at the first.
        """)
}

/// No two character keys of a keyboard insert the same text.
struct DuplicateOutputRule: ValidationRule {
    var codes: [DiagnosticCode] { [.duplicateOutput] }

    func check(_ keyboard: DecodedKeyboard, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // Keyboards hold a few dozen keys: comparing a cheap hash of each text with those of the keys before
        // is faster than a dictionary of strings. Texts are the same when their UTF-8 is.
        var seen: [(hash: UInt64, text: String, row: Int, index: Int)] = []
        seen.reserveCapacity(keyboard.layout.rows.reduce(0) { $0 + $1.keys.count })
        keyboard.layout.forEachKey { row, index, key in
            guard case .insert(let text) = key.action else { return }
            let hash = Self.fingerprint(text)
            if let first = seen.first(where: { $0.hash == hash && $0.text.utf8.count == text.utf8.count && $0.text == text }) {
                diagnostics.append(Diagnostic(
                    .duplicateOutput, "another key already inserts '\(text)'", at: keyboard.location(ofKey: index, inRow: row),
                    notes: [DiagnosticNote("first key inserting '\(text)'", at: keyboard.location(ofKey: first.index, inRow: first.row))]))
            } else {
                seen.append((hash, text, row, index))
            }
        }
    }

    /// FNV-1a over the text's UTF-8.
    private static func fingerprint(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }
}
