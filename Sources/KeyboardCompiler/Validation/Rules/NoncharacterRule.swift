import KeyboardRuntime

extension DiagnosticCode {
    /// A Unicode noncharacter in a string of the layout.
    public static let noncharacter = DiagnosticCode(
        225, "noncharacter", .error,
        summary: "A string contains a Unicode noncharacter",
        explanation: """
        The 66 noncharacters (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE, U+FFFF,
        U+1FFFE … U+10FFFF) are reserved by Unicode for a program's internal use and never stand for text.
        Swift rejects `\\u{FDD0}`–`\\u{FDEF}` in a string literal, so generated code holding one would not
        compile. kbc refuses them in every text of a layout: titles, keys, labels, shift texts, groups,
        spoken names, alternates, hints, toolbar items' labels and spoken names, and the repertoire.
        Check the escape that produced the character, for example:

            - "\\uFDD0"        # error: a noncharacter
        """,
        isConfigurable: false)
}

/// No string that generated code holds contains a Unicode noncharacter, so the generated Swift compiles.
struct NoncharacterRule: ValidationRule {
    var codes: [DiagnosticCode] { [.noncharacter] }
    // Plain scalars include no noncharacter.
    func findsNothing(in summary: KeyboardSummary) -> Bool { summary.text.isPrintableASCII || summary.allText.isPlain }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // Every text of the page, through the one walk all checks about characters share: alternates,
        // hints, spoken names and toolbar items are generated too.
        TextFields.forEach(in: keyboard.layout, repertoire: keyboard.declaration.repertoire) { field, text, place in
            if let message = Self.finding(in: text, what: field.noun) {
                diagnostics.append(Self.diagnostic(message, at: place.location(of: field, positions: keyboard.positions, file: keyboard.file)))
            }
        }
    }

    /// The message about `text`, if it holds a noncharacter. Callers work out its location only then.
    @inline(__always)
    private static func finding(in text: String, what: String) -> String? {
        // Noncharacters are 3- or 4-byte sequences; ASCII-only text (the common case) has none.
        guard text.utf8Contains(where: { $0 >= 0xEF }) else { return nil }
        return scalarFinding(in: text, what: what)
    }

    @inline(never)
    private static func scalarFinding(in text: String, what: String) -> String? {
        guard let scalar = text.unicodeScalars.first(where: Self.isNoncharacter) else { return nil }
        return "\(what) '\(text.visibleEscaped)' contains the noncharacter \(scalar.codePointDescription)"
    }

    private static func diagnostic(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.noncharacter, message, at: location,
                   notes: [DiagnosticNote("noncharacters are reserved for a program's internal use and are not text")])
    }

    /// Whether the scalar is one of Unicode's 66 noncharacters.
    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}
