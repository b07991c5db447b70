import KeyboardRuntime

extension DiagnosticCode {
    /// A keyboard with more rows or keys than kbc generates code for.
    public static let keyboardTooLarge = DiagnosticCode(
        226, "keyboard-too-large", .error,
        summary: "A keyboard has more rows or keys than kbc accepts",
        explanation: """
        A keyboard may have at most 32 rows and at most 384 keys and gaps in all, its `variants` included. Real keyboards have
        fewer than 10 rows of at most 15 keys; the limit exists because Swift type-checks and compiles the
        generated declaration of a keyboard in time that grows faster than its size, so a keyboard of
        thousands of keys would stall the build of the app that uses it. Split the keyboard into pages
        joined by `switch` keys.
        """,
        isConfigurable: false)
}

/// A keyboard has at most ``maximumRows`` rows and ``maximumItems`` keys and gaps, so the Swift generated
/// for it compiles quickly (about 0.2 s at the limit).
struct KeyboardSizeRule: ValidationRule {
    /// The most rows a keyboard may have.
    static let maximumRows = 32
    /// The most keys and gaps a keyboard may have, over all its rows.
    static let maximumItems = 384

    var codes: [DiagnosticCode] { [.keyboardTooLarge] }

    /// Runs on keyboards of any size: it looks at the id or the size, not at each key.
    var checksOversizedKeyboards: Bool { true }

    /// Whether the layout has more rows, or more keys and gaps, than the limits allow.
    static func isOversized(_ layout: KeyboardLayout) -> Bool {
        // Counted in place: this runs for every keyboard, and joining the rows into one array allocated.
        var rows = layout.rows.count
        var items = layout.rows.reduce(0) { $0 + $1.keys.count + $1.spacers.count }
        for variant in layout.variants {
            rows += variant.rows.count
            items += variant.rows.reduce(0) { $0 + $1.keys.count + $1.spacers.count }
        }
        return rows > maximumRows || items > maximumItems
    }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        let rows = keyboard.layout.rows
        // A page and its variants are generated as one declaration: together they stay within the limits.
        if !keyboard.layout.variants.isEmpty, !Self.isOversized(KeyboardLayout(id: keyboard.layout.id, rows: rows)),
           Self.isOversized(keyboard.layout) {
            let allRows = rows + keyboard.layout.variants.flatMap { $0.rows }
            let items = allRows.reduce(0) { $0 + $1.keys.count + $1.spacers.count }
            diagnostics.append(Diagnostic(
                .keyboardTooLarge,
                "with its variants the keyboard has \(allRows.count) rows and \(items) keys and gaps; a keyboard may have at most \(Self.maximumRows) rows and \(Self.maximumItems) keys and gaps in all",
                at: keyboard.location(ofField: "variants"),
                notes: [DiagnosticNote("a page and its variants are one declaration of generated Swift; split the keyboard into pages")]))
            return
        }
        if rows.count > Self.maximumRows {
            diagnostics.append(Diagnostic(
                .keyboardTooLarge, "the keyboard has \(rows.count) rows; a keyboard may have at most \(Self.maximumRows)",
                at: keyboard.location(ofRow: Self.maximumRows),
                notes: [DiagnosticNote("the first row past the limit is here")]))
            return
        }
        var items = 0
        for (index, row) in rows.enumerated() {
            let before = items
            items += row.keys.count + row.spacers.count
            guard items > Self.maximumItems else { continue }
            let total = rows.reduce(0) { $0 + $1.keys.count + $1.spacers.count }
            // The first key past the limit, when the row's keys get there before its gaps do.
            let keyIndex = Self.maximumItems - before
            let location = keyIndex < row.keys.count && keyboard.positions.rows[index].keys.count == row.keys.count
                ? keyboard.location(ofKey: keyIndex, inRow: index) : keyboard.location(ofRow: index)
            diagnostics.append(Diagnostic(
                .keyboardTooLarge, "the keyboard has \(total) keys and gaps; a keyboard may have at most \(Self.maximumItems)",
                at: location,
                notes: [DiagnosticNote("the limit is passed in row \(index + 1)")]))
            return
        }
    }
}
