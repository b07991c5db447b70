extension DiagnosticCode {
    /// A row with more keys than fit on a phone.
    public static let tooManyKeysInRow = DiagnosticCode(
        205, "too-many-keys-in-row", .error,
        summary: "A row has more than 16 keys",
        explanation: """
        Real keyboards have rows of up to 15 keys (JIS's number row; CLDR's ISO rows have 13 or 14). At 16
        keys a 320-point portrait phone still gives each key 20 points, about the narrowest a finger can
        hit; more leaves keys that cannot be told apart. Split the row, or move keys to another page.
        """)
}

/// Rows have at most 16 keys: room for the widest real rows (15), and keys a finger can still hit.
struct RowKeyCountRule: ValidationRule {
    /// The most keys a row may have.
    static let maximumKeys = 16

    var codes: [DiagnosticCode] { [.tooManyKeysInRow] }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        for (index, row) in keyboard.layout.rows.enumerated() where row.keys.count > Self.maximumKeys {
            diagnostics.append(Diagnostic(
                .tooManyKeysInRow, "row \(index + 1) has \(row.keys.count) keys; at most \(Self.maximumKeys) fit",
                at: keyboard.location(ofKey: Self.maximumKeys, inRow: index),
                notes: [DiagnosticNote("the first key past the limit is here")]))
        }
    }
}
