import KeyboardRuntime

extension DiagnosticCode {
    /// An Arabic presentation form where a base letter belongs.
    public static let arabicPresentationForm = DiagnosticCode(
        241, "arabic-presentation-form", .warning,
        summary: "A key types an Arabic presentation form instead of the base letter",
        explanation: """
        Arabic presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFE: `ﺏ`, `ﻻ`) are the shapes a letter takes
        at the start, middle or end of a word, kept in Unicode for old systems. Text is written with the base
        letters (`ب`, `لا`) and the text system shapes them. A key typing a presentation form types other
        code points than a user typing the same word elsewhere, so a password or a name no longer matches
        the server's. Copying letters from rendered text (a PDF, a picture's text) brings them in:

            - [ﺏ, ت]          # warning: use ب (U+0628 ARABIC LETTER BEH)
        """)

    /// A conjoining jamo where a compatibility jamo belongs.
    public static let conjoiningJamo = DiagnosticCode(
        242, "conjoining-jamo", .warning,
        summary: "A key types a conjoining Hangul jamo instead of a compatibility jamo",
        explanation: """
        Hangul letters exist twice: conjoining jamo (U+1100–U+11FF), the parts of a decomposed syllable,
        and compatibility jamo (U+3131–U+318E), the letters a Korean keyboard types and from which input
        composes syllables. A key typing `ᄀ` (U+1100) types what no Korean keyboard does, so the text
        differs from what the server expects:

            - [ᄀ, ㄴ]          # warning: use ㄱ (U+3131 HANGUL LETTER KIYEOK)
        """)

    /// A precomposed Hangul syllable on a page of jamo.
    public static let syllableOnJamoPage = DiagnosticCode(
        243, "syllable-on-jamo-page", .warning,
        summary: "A page of Hangul jamo has a key typing a whole syllable",
        explanation: """
        A Korean keyboard's keys type letters (jamo: `ㅎ`, `ㅗ`), and syllables are composed from them.
        A key typing a precomposed syllable (`호`) among jamo keys is usually a copy from text, and types
        one code point where the user's own typing gives others:

            - [ㅂ, ㅈ, ㄷ, ㄱ, ㅅ, 호]     # warning: 호 is ㅎ + ㅗ
        """)
}

/// Keys type the characters of their script that people type, not look-alikes copied from rendered text:
/// no Arabic presentation forms, no conjoining jamo, no precomposed syllable among jamo.
struct ScriptMistakeRule: ValidationRule {
    var codes: [DiagnosticCode] { [.arabicPresentationForm, .conjoiningJamo, .syllableOnJamoPage] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { summary.text.isPrintableASCII || summary.allText.isPlain && !summary.allText.hasJamo }

    /// Jamo keys from which on a page is a page of jamo, and a syllable key among them a mistake.
    static let jamoPageMinimum = 5

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        var jamoKeys = 0
        var syllables: [(text: String, syllable: Unicode.Scalar, field: TextField, place: TextPlace)] = []
        // Only what a page types matters to the field.
        TextFields.forEachTyped(in: keyboard.layout) { field, text, place in
            // Arabic and Hangul start at lead byte D8 and E1.
            guard text.utf8Contains(where: { $0 >= 0xD8 }) else { return }
            // Scalars outside the conjoining jamo and the presentation forms are passed by value, without
            // walking `unicodeScalars`, which was most of this rule's cost on a CJK keyboard.
            if !text.allScalarValues({ !Self.mayBeMistake($0) }) {
                for scalar in text.unicodeScalars {
                    if ScriptCharacters.isArabicPresentationForm(scalar) {
                        let base = ScriptCharacters.arabicBase(of: scalar)
                        diagnostics.append(Diagnostic(
                            .arabicPresentationForm,
                            "\(field.noun) '\(text.visibleEscaped)' types the presentation form \(scalar.codePointAndName)",
                            at: place.location(of: field, positions: keyboard.positions, file: keyboard.file),
                            notes: [DiagnosticNote(base.map { "use '\($0)' (\($0.unicodeScalars.map(\.codePointAndName).joined(separator: " + "))): the text system shapes the letters itself" }
                                ?? "use the base letters of the Arabic block (U+0600–U+06FF): the text system shapes them itself")]))
                        return
                    }
                    if ScriptCharacters.isConjoiningJamo(scalar) {
                        let compatible = ScriptCharacters.compatibilityJamo(for: scalar)
                        diagnostics.append(Diagnostic(
                            .conjoiningJamo, "\(field.noun) '\(text.visibleEscaped)' types the conjoining jamo \(scalar.codePointAndName)",
                            at: place.location(of: field, positions: keyboard.positions, file: keyboard.file),
                            notes: [DiagnosticNote(compatible.map { "use '\(Character($0))' (\($0.codePointAndName)), the letter Korean keyboards type" }
                                ?? "use the compatibility jamo (U+3131–U+318E) that Korean keyboards type")]))
                        return
                    }
                }
            }
            guard field == .key, let value = text.onlyScalarValue, let scalar = Unicode.Scalar(value) else { return }
            if ScriptCharacters.isCompatibilityJamo(scalar) { jamoKeys += 1 }
            if ScriptCharacters.isHangulSyllable(scalar) { syllables.append((text, scalar, field, place)) }
        }
        // A page of jamo: enough jamo keys, and more of them than syllable keys (a page of syllables is not one).
        guard jamoKeys >= Self.jamoPageMinimum, jamoKeys > syllables.count else { return }
        for syllable in syllables {
            let jamo = ScriptCharacters.jamo(of: syllable.syllable)
            diagnostics.append(Diagnostic(
                .syllableOnJamoPage, "key '\(syllable.text)' types the syllable \(syllable.syllable.codePointDescription) on a page of \(jamoKeys) jamo keys",
                at: syllable.place.location(of: syllable.field, positions: keyboard.positions, file: keyboard.file),
                notes: [DiagnosticNote("'\(syllable.text)' is \(jamo.map { "'\($0)'" }.joined(separator: " + ")): type the jamo, from which input composes the syllable")]))
        }
    }

    /// Whether the scalar `value` may be a presentation form or a conjoining jamo: the blocks of
    /// ``ScriptCharacters/isArabicPresentationForm(_:)`` and ``ScriptCharacters/isConjoiningJamo(_:)``.
    private static func mayBeMistake(_ value: UInt32) -> Bool {
        (0x1100...0x11FF).contains(value) || (0xFB50...0xFEFE).contains(value)
    }
}
