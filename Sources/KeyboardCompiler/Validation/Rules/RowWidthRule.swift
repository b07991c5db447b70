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

    func check(_ keyboard: DecodedKeyboard, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        let widths = keyboard.layout.rows.map(\.fixedWidth)
        guard let widest = widths.compactMap({ $0 }).max() else { return }
        let widestRow = widths.firstIndex(of: widest) ?? 0
        for (index, width) in widths.enumerated() {
            guard let width, widest - width > 1 + 1e-9 else { continue }
            diagnostics.append(Diagnostic(
                .unevenRows,
                "row \(index + 1) is \(width.unitsDescription) keys wide, the widest row \(widest.unitsDescription)",
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
