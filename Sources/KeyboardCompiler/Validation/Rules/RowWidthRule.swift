import KeyboardRuntime

extension DiagnosticCode {
    /// Rows of noticeably different widths.
    public static let unevenRows = DiagnosticCode(
        206, "uneven-rows", .warning,
        summary: "Rows differ in width by more than one key",
        explanation: """
        A row's width is the sum of its keys' widths and gaps, in key units. Rows narrower than the widest
        by more than one key leave a visible hole; short rows are centred, so a difference of up to one key
        (the letters' 10-9-10 rows) looks intended. Widen keys (`width: 1.5`) or let them stretch
        (`width: fill`); rows with a `fill` key always span the keyboard.
        """)
}

/// Rows without `fill` keys are within one key of the widest row.
struct RowWidthRule: ValidationRule {
    var codes: [DiagnosticCode] { [.unevenRows] }
    var needsCompleteKeyboard: Bool { true }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // Widths are worked out twice rather than kept in an array: rows are few, and most keyboards have
        // no finding, so an allocation would cost more than it saves.
        let rows = keyboard.layout.rows
        var widest: Double?
        var narrowest = Double.infinity
        for row in rows {
            guard let width = row.fixedWidth else { continue }
            // As `max()` does: the first of equal widths is kept.
            if widest.map({ $0 < width }) ?? true { widest = width }
            narrowest = min(narrowest, width)
        }
        // Usually all rows are as wide, within a key: nothing to look for row by row.
        guard let widest, widest - narrowest > 1 + 1e-9 else { return }
        for index in rows.indices {
            guard let width = rows[index].fixedWidth, widest - width > 1 + 1e-9 else { continue }
            let widestRow = rows.firstIndex { $0.fixedWidth == widest } ?? 0
            diagnostics.append(Diagnostic(
                .unevenRows,
                "row \(index + 1) is \(width.unitsDescription) \(width == 1 ? "key" : "keys") wide, the widest row \(widest.unitsDescription)",
                at: keyboard.location(ofRow: index),
                notes: [DiagnosticNote("widest row", at: keyboard.location(ofRow: widestRow)),
                        DiagnosticNote("widen its keys, or give one 'width: fill'")]))
        }
    }
}

extension KeyRow {
    /// The row's width in key units, or `nil` when a `fill` key stretches it to the keyboard's width.
    var fixedWidth: Double? {
        var total = spacers.reduce(0) { $0 + $1.width }
        for key in keys {
            guard case .units(let units) = key.width else { return nil }
            total += units
        }
        return total
    }
}

extension Double {
    /// The number without a trailing `.0`: `10`, `8.5`.
    var unitsDescription: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
