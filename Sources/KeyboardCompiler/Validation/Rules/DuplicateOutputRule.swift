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
        var seen: [String: (row: Int, index: Int)] = [:]
        seen.reserveCapacity(keyboard.layout.rows.reduce(0) { $0 + $1.keys.count })
        for (row, index, key) in keyboard.layout.indexedKeys {
            guard let text = key.insertedText else { continue }
            if let first = seen[text] {
                diagnostics.append(Diagnostic(
                    .duplicateOutput, "another key already inserts '\(text)'", at: keyboard.location(ofKey: index, inRow: row),
                    notes: [DiagnosticNote("first key inserting '\(text)'", at: keyboard.location(ofKey: first.index, inRow: first.row))]))
            } else {
                seen[text] = (row, index)
            }
        }
    }
}
