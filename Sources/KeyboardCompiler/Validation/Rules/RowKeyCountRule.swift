extension DiagnosticCode {
    /// A row with more keys than fit on a phone.
    public static let tooManyKeysInRow = DiagnosticCode(
        205, "too-many-keys-in-row", .error,
        summary: "A row has more than 12 keys",
        explanation: """
        On a portrait phone a row of more than 12 keys leaves keys too narrow to hit (the standard letter
        row has 10). Split the row or move keys to another page.
        """)
}

/// Rows have at most 12 keys.
struct RowKeyCountRule: ValidationRule {
    static let maximumKeys = 12

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
