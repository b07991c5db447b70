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

    func check(_ keyboard: DecodedKeyboard, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard keyboard.layout.characterWidth == .half else { return }
        keyboard.layout.forEachKey { row, index, key in
            guard let text = key.insertedText, !text.utf8.allSatisfy({ $0 < 0x80 }),
                  let wide = text.unicodeScalars.first(where: UnicodeClassification.isFullWidthForm) else { return }
            diagnostics.append(Diagnostic(
                .fullWidthOnHalfPage,
                "key '\(text)' holds the full-width character \(wide.codePointDescription) on a half-width page",
                at: keyboard.location(ofKey: index, inRow: row, field: "key"),
                notes: [DiagnosticNote("the page's width comes from 'characterWidth' (default half)", at: keyboard.location(ofField: "characterWidth"))]))
        }
    }
}
