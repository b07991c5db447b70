extension DiagnosticCode {
    /// A keyboard that does not meet the `letters` profile.
    public static let lettersProfile = DiagnosticCode(
        301, "profile-letters", .error,
        summary: "A `letters` keyboard is not the 26 letters in rows of 10, 9 and 7",
        explanation: """
        `profile: letters` checks a QWERTY-style letter page: the 26 lower-case letters a–z, each once, as
        character keys in rows of 10, 9 and 7 (function keys such as shift and delete may sit beside them).
        """)
}

/// The 26 letters a–z, each once, in rows of 10, 9 and 7 character keys.
struct LettersProfile: ValidationProfile {
    var name: String { "letters" }
    var summary: String { "the 26 letters a–z, each once, in rows of 10, 9 and 7 character keys" }
    var code: DiagnosticCode { .lettersProfile }

    private static let alphabet = Set("abcdefghijklmnopqrstuvwxyz".map(String.init))

    func check(_ keyboard: DecodedKeyboard, into diagnostics: inout [Diagnostic]) {
        let rows = CharacterRows(keyboard.layout)
        if rows.counts != [10, 9, 7] {
            diagnostics.append(Diagnostic(
                code, "profile 'letters' needs rows of 10, 9 and 7 letters; this keyboard has \(CharacterRows.describe(rows.counts))",
                at: keyboard.location(ofField: "rows")))
        }
        let alphabet = Self.alphabet
        var seen: Set<String> = []
        for row in rows.rows {
            for key in row.keys where !alphabet.contains(key.text) {
                diagnostics.append(Diagnostic(
                    code, "profile 'letters' allows only the letters a–z as character keys, found '\(key.text)'",
                    at: keyboard.location(ofKey: key.index, inRow: row.index)))
            }
            for key in row.keys { seen.insert(key.text) }
        }
        let missing = alphabet.subtracting(seen).sorted()
        if !missing.isEmpty {
            diagnostics.append(Diagnostic(
                code, "profile 'letters' is missing \(missing.joined(separator: " "))", at: keyboard.location(ofField: "rows")))
        }
    }
}
