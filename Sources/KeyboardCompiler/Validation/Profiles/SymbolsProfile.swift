extension DiagnosticCode {
    /// A keyboard that does not meet the `symbols` profile.
    public static let symbolsProfile = DiagnosticCode(
        304, "profile-symbols", .error,
        summary: "A `symbols` keyboard does not have rows of 10, 10 and 5–6 symbols",
        explanation: """
        `profile: symbols` checks a symbol page: three rows of character keys with 10, 10 and 5 or 6 keys
        (function keys such as the page switch, delete, space and return may sit beside them), and no
        letters a–z.
        """)
}

/// Rows of 10, 10 and 5–6 symbol keys.
struct SymbolsProfile: ValidationProfile {
    var name: String { "symbols" }
    var summary: String { "three rows of 10, 10 and 5–6 symbol keys" }
    var code: DiagnosticCode { .symbolsProfile }

    func check(_ keyboard: ResolvedPage, into diagnostics: inout [Diagnostic]) {
        let rows = CharacterRows(keyboard.layout)
        let expected = ["10", "10", "5–6"]
        for (order, row) in rows.rows.enumerated() {
            let count = row.count
            if order >= expected.count {
                diagnostics.append(Diagnostic(
                    code, "profile 'symbols' has 3 rows of symbols; this is a row of symbols number \(order + 1)",
                    at: keyboard.location(ofRow: row.index)))
            } else if order < 2 ? count != 10 : !(5...6).contains(count) {
                diagnostics.append(Diagnostic(
                    code, "profile 'symbols' needs \(expected[order]) symbols in row \(order + 1); this row has \(count)",
                    at: keyboard.location(ofRow: row.index)))
            }
        }
        if rows.rows.count < expected.count {
            diagnostics.append(Diagnostic(
                code, "profile 'symbols' needs 3 rows of symbols (10, 10 and 5–6); this keyboard has \(rows.rows.count)",
                at: keyboard.location(ofField: "rows")))
        }
        rows.forEachKey { row, index, text in
            guard Self.isASCIILetter(text) else { return }
            diagnostics.append(Diagnostic(
                code, "profile 'symbols' allows no letters, found '\(text)'", at: keyboard.location(ofKey: index, inRow: row)))
        }
    }

    private static func isASCIILetter(_ text: String) -> Bool {
        guard text.utf8.count == 1, let byte = text.utf8.first else { return false }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
