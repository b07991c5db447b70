import TextClassification
import YAMLLoader

extension DiagnosticCode {
    /// A character key that inserts several characters.
    public static let multipleCharacters = DiagnosticCode(
        211, "multiple-characters", .warning,
        summary: "A character key inserts more than one character",
        explanation: """
        A key normally inserts one user-perceived character (one grapheme cluster: `é`, `👍🏽` and `👨‍👩‍👧`
        count as one). Several characters often mean a missing space in a row string (`- 1 23`); in a row
        written as a list (`- [yes, no]`) each item is one key, and separate keys are separate items. A key that
        inserts a whole string on purpose is written as a mapping, which says so and is not reported:
        `{key: "00"}`, `{key: ".com"}`. A suppression silences one line: `# kbc:allow KBC0211: reason`.
        """)
}

/// Character keys insert a single grapheme cluster.
struct SingleGraphemeRule: ValidationRule {
    var codes: [DiagnosticCode] { [.multipleCharacters] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { summary.longestKeyText <= 1 }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        keyboard.layout.forEachKey { row, index, key in
            // One scalar is one character, told from the bytes: counting characters breaks graphemes, which
            // costs hundreds of instructions a key on a page of CJK text.
            guard let text = key.insertedText, text.utf8.count > 1, text.onlyScalarValue == nil, text.count > 1 else { return }
            // Invisible format characters split grapheme clusters; KBC0214 reports them, once.
            var visible = String.UnicodeScalarView()
            visible.append(contentsOf: text.unicodeScalars.lazy.filter { !UnicodeClassification.isInvisibleFormat($0) })
            guard String(visible).count > 1 else { return }
            // `{key: "00"}` says on purpose that the text is one key: only a mapping whose text still reads
            // as several keys (typographic quotes, separators) is reported.
            let isMapping = row < keyboard.positions.rows.count && index < keyboard.positions.rows[row].keys.count
                && keyboard.positions.rows[row].keys[index].position(ofField: "key") != nil
            let isListItem = row < keyboard.positions.rows.count && keyboard.positions.rows[row].isList
            let quoted = Self.typographicQuotes(around: text) != nil
            guard !isMapping || quoted || text.unicodeScalars.contains(where: { $0 == "," || $0 == ";" || $0 == "、" }) else { return }
            diagnostics.append(Diagnostic(
                .multipleCharacters, "key '\(text.visibleEscaped)' inserts \(text.count) characters",
                at: keyboard.location(ofKey: index, inRow: row, field: "key"), notes: Self.notes(for: text, isMapping: isMapping, isListItem: isListItem)))
        }
    }

    /// Typographic quotes that a text pasted from a word processor or a CJK page wraps a key in.
    private static let quotePairs: [(Character, Character)] = [("“", "”"), ("‘", "’"), ("「", "」"), ("『", "』"), ("«", "»"), ("„", "“"), ("＂", "＂")]

    /// The advice for a key of several characters. A key wrapped in typographic quotes (`“、”`) was meant
    /// to be quoted: YAML quotes only with ASCII `"` and `'`, and spaces would make three keys of it.
    private static func notes(for text: String, isMapping: Bool, isListItem: Bool) -> [DiagnosticNote] {
        if let pair = typographicQuotes(around: text) {
            let inner = String(text.dropFirst().dropLast())
            return [DiagnosticNote(
                "\(pair.0) and \(pair.1) are typographic quotes, which YAML does not read as quotes: write \"\(inner.visibleEscaped)\" for the key '\(inner.visibleEscaped)', or '\(pair.0) \(inner.visibleEscaped) \(pair.1)' for three keys")]
        }
        if isMapping {
            return [DiagnosticNote("a key written as a mapping types all of its 'key'; write several keys as items of the row's list: [\"1\", \"2\"]")]
        }
        let oneKey = "for one key that types several characters, write it as a mapping: {key: \"\(text.visibleEscaped)\"}"
        if isListItem {
            let separate = text.map { YAMLQuoting.quoted(String($0)) }.joined(separator: ", ")
            return [DiagnosticNote("each item of a row's list is one key: for separate keys, make each an item: [\(separate)]; \(oneKey)")]
        }
        return [DiagnosticNote("separate keys in a row string with spaces: '1 2 3'; \(oneKey)")]
    }

    /// The typographic quotes `text` is wrapped in, if it is.
    private static func typographicQuotes(around text: String) -> (Character, Character)? {
        guard let first = text.first, let last = text.last, text.count >= 3 else { return nil }
        return quotePairs.first { $0.0 == first && $0.1 == last }
    }
}
