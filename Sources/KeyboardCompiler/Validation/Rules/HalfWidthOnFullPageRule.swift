import KeyboardRuntime

extension DiagnosticCode {
    /// Half-width punctuation or kana on a full-width page.
    public static let halfWidthOnFullPage = DiagnosticCode(
        244, "half-width-on-full-page", .warning,
        summary: "A full-width page has half-width punctuation or kana",
        explanation: """
        A page with `characterWidth: full` types the punctuation of CJK text: `，？！：；（）` and curly
        quotes. An ASCII `?` or `,` there, or half-width katakana such as `ｱ` (U+FF71), is usually a copy from
        the half-width page, and types another character than a user of the full-width page expects. Digits,
        letters and the symbols full-width pages keep in ASCII (`- / @ . # % ^ * + = _ \\ $ &`) are not
        reported:

            characterWidth: full
            rows:
              - 1 2 3 ， ?        # warning: use ？ (U+FF1F)

        The converse, a full-width character on a half-width page, is KBC0212.
        """)
}

/// Full-width pages type full-width punctuation and kana.
struct HalfWidthOnFullPageRule: ValidationRule {
    var codes: [DiagnosticCode] { [.halfWidthOnFullPage] }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard keyboard.layout.characterWidth == .full else { return }
        TextFields.forEachTyped(in: keyboard.layout) { field, text, place in
            // The shifted texts follow from the key; the key itself is reported.
            guard field == .key || field == .alternate, !text.allScalarValues(ScriptCharacters.hasNoFullWidthForm) else { return }
            for scalar in text.unicodeScalars {
                guard let wide = ScriptCharacters.fullWidthForm(of: scalar) else { continue }
                diagnostics.append(Diagnostic(
                    .halfWidthOnFullPage,
                    "\(field.noun) '\(text.visibleEscaped)' types the half-width \(scalar.codePointAndName) on a full-width page",
                    at: place.location(of: field, positions: keyboard.positions, file: keyboard.file),
                    notes: [DiagnosticNote("use the full-width '\(wide)'\(wide.unicodeScalars.count == 1 ? " (\(wide.unicodeScalars.first!.codePointDescription))" : ""), or declare 'characterWidth: half' if the page is half-width",
                                           at: keyboard.positions.fields["characterWidth"].map { SourceLocation(file: keyboard.file, position: $0) })]))
                return
            }
        }
    }
}
