extension DiagnosticCode {
    /// A keyboard that does not meet the `letters` profile.
    public static let lettersProfile = DiagnosticCode(
        301, "profile-letters", .error,
        summary: "A `letters` keyboard is not the 26 letters in rows of 10, 9 and 7",
        explanation: """
        `profile: letters` checks a QWERTY-style letter page: the 26 lower-case letters a–z, each once, as
        character keys in rows of 10, 9 and 7 (function keys such as shift and delete may sit beside them).
        Each problem is reported once, at the row or key that is wrong: a row with a letter missing names
        the row and the letter. The profile checks every page of the keyboard: on an iPad page
        (`variants: [{device: pad, …}]`) punctuation keys beside the letters (`, . ! ? ' -`) are allowed too,
        as on the iPad's own keyboard, but the 26 letters must all be there.
        """)
}

/// The 26 letters a–z, each once, in rows of 10, 9 and 7 character keys.
struct LettersProfile: ValidationProfile {
    var name: String { "letters" }
    var summary: String { "the 26 letters a–z, each once, in rows of 10, 9 and 7 character keys" }
    var code: DiagnosticCode { .lettersProfile }

    private static let alphabet = Set("abcdefghijklmnopqrstuvwxyz".map(String.init))
    private static let rowLengths = [10, 9, 7]

    /// The place of `text` in a–z when it is one of those letters, read from its one byte. (No other text
    /// is one of them: none is canonically equivalent to a lower-case ASCII letter.)
    private static func letterIndex(_ text: String) -> Int? {
        guard text.utf8.count == 1, let byte = text.utf8.first, (0x61...0x7A).contains(byte) else { return nil }
        return Int(byte - 0x61)
    }

    /// What an iPad letters page has beside the letters.
    private static let padPunctuation = [",", ".", "!", "?", "'", "-"]

    func check(_ keyboard: ResolvedPage, into diagnostics: inout [Diagnostic]) {
        // On an iPad page the punctuation beside the letters counts as function keys.
        let rows = CharacterRows(keyboard.layout, ignoring: keyboard.setting.device == .pad ? Self.padPunctuation : [])
        // The letters seen, one bit each: a set of strings cost a hash per key.
        var seen: UInt32 = 0
        var foreign: [(row: Int, key: Int, text: String)] = []
        var repeated: [(row: Int, key: Int, text: String)] = []
        rows.forEachKey { row, index, text in
            if let letter = Self.letterIndex(text) {
                if seen & 1 << letter != 0 { repeated.append((row, index, text)) }
                seen |= 1 << letter
            } else {
                foreign.append((row, index, text))
            }
        }
        // Upper-case letters everywhere are one mistake: shift gives them.
        if !foreign.isEmpty, foreign.allSatisfy({ Self.alphabet.contains($0.text.lowercased()) && $0.text != $0.text.lowercased() }) {
            let first = foreign[0]
            diagnostics.append(Diagnostic(
                code, "profile 'letters' has the lower-case letters a–z as keys, found '\(first.text)'\(foreign.count > 1 ? " and \(foreign.count - 1) more upper-case letters" : "")",
                at: keyboard.location(ofKey: first.key, inRow: first.row),
                notes: [DiagnosticNote("write the keys in lower case; shift types the upper case")]))
            return
        }
        let missing = (0..<26).filter { seen & 1 << $0 == 0 }.map { String(UnicodeScalar(UInt8(0x61 + $0))) }
        let missingNote = missing.isEmpty ? [] : [DiagnosticNote("missing: \(missing.joined(separator: " "))")]
        var missingReported = false

        // Row lengths first: a letter left out or added shows up as a row of the wrong length.
        for (order, row) in rows.rows.enumerated() {
            if order >= Self.rowLengths.count {
                diagnostics.append(Diagnostic(
                    code, "profile 'letters' has 3 rows of letters; this is a row of letters number \(order + 1)",
                    at: keyboard.location(ofRow: row.index)))
                continue
            }
            let expected = Self.rowLengths[order]
            guard row.count != expected else { continue }
            diagnostics.append(Diagnostic(
                code, "profile 'letters' needs \(expected) letters in row \(order + 1); this row has \(row.count)",
                at: keyboard.location(ofRow: row.index), notes: missingReported ? [] : missingNote))
            missingReported = true
        }
        if rows.rows.count < Self.rowLengths.count {
            diagnostics.append(Diagnostic(
                code, "profile 'letters' needs 3 rows of letters (10, 9 and 7); this keyboard has \(rows.rows.count)",
                at: keyboard.location(ofField: "rows"), notes: missingReported ? [] : missingNote))
            missingReported = true
        }
        for key in foreign {
            diagnostics.append(Diagnostic(
                code, "profile 'letters' allows only the letters a–z as character keys, found '\(key.text.visibleEscaped)'",
                at: keyboard.location(ofKey: key.key, inRow: key.row), notes: missingReported ? [] : missingNote))
            missingReported = true
        }
        if !missing.isEmpty && !missingReported && repeated.count == missing.count {
            // A letter typed twice where another belongs: one typo, reported where it is.
            for (place, letter) in zip(repeated, missing) {
                diagnostics.append(Diagnostic(
                    code, "profile 'letters': '\(place.text)' appears twice and '\(letter)' is missing",
                    at: keyboard.location(ofKey: place.key, inRow: place.row), notes: [DiagnosticNote("did you mean '\(letter)' here?")]))
            }
            missingReported = true
        }
        if !missing.isEmpty && !missingReported {
            // Rows of the right lengths but a letter missing: another is there twice (KBC0207 points at it).
            diagnostics.append(Diagnostic(
                code, "profile 'letters' is missing \(missing.joined(separator: " "))", at: keyboard.location(ofField: "rows")))
        }
    }
}
