import TextClassification

extension DiagnosticCode {
    /// A full-width character on a half-width page.
    public static let fullWidthOnHalfPage = DiagnosticCode(
        212, "full-width-on-half-page", .warning,
        summary: "A half-width page has a full-width character",
        explanation: """
        Pages declare `characterWidth: half` (the default) or `full`. A full-width character such as `，`
        (U+FF0C) or `【` on a half-width page is usually a copy from the full-width page. Use the
        half-width character (`,`), or declare `characterWidth: full`. Ideographs, kana and Hangul, which
        have no half-width twin, are not reported.
        """)
}

/// Half-width pages hold no full-width characters.
struct FullWidthOnHalfPageRule: ValidationRule {
    var codes: [DiagnosticCode] { [.fullWidthOnHalfPage] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { summary.text.isPrintableASCII }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard keyboard.layout.characterWidth == .half else { return }
        // One warning for the page: full-width keys on a half-width page are usually one copy.
        var first: (row: Int, index: Int, text: String, wide: Unicode.Scalar)?
        var count = 0
        keyboard.layout.forEachKey { row, index, key in
            // The forms start at U+3000, whose UTF-8 starts with E3: other texts (Latin, Indic, Arabic) are
            // told by their bytes, without walking their scalars.
            guard let text = key.insertedText, text.utf8Contains(where: { $0 >= 0xE3 }),
                  let wide = text.unicodeScalars.first(where: UnicodeClassification.isFullWidthForm) else { return }
            if first == nil { first = (row, index, text, wide) }
            count += 1
        }
        guard let first else { return }
        let others = count > 1 ? " (and \(count - 1) more key\(count == 2 ? "" : "s"))" : ""
        let declared = keyboard.positions.fields["characterWidth"].map { SourceLocation(file: keyboard.file, position: $0) }
        diagnostics.append(Diagnostic(
            .fullWidthOnHalfPage,
            "key '\(first.text.visibleEscaped)' holds the full-width character \(first.wide.codePointDescription) on a half-width page\(others)",
            at: keyboard.location(ofKey: first.index, inRow: first.row, field: "key"),
            notes: [DiagnosticNote(
                declared == nil ? "the page is half-width by default; declare 'characterWidth: full' if it is a full-width page"
                    : "the page's width comes from 'characterWidth'", at: declared)]))
    }
}
