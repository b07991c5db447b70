import KeyboardRuntime

extension DiagnosticCode {
    /// Long-press alternates that repeat themselves or the key.
    public static let redundantAlternate = DiagnosticCode(
        223, "redundant-alternate", .warning,
        summary: "A long-press alternate repeats another or the key itself",
        explanation: """
        A key's `alternates` are what a long press offers besides the key. The same character twice, or the
        key's own text, is a cell that types nothing new:

            - {key: e, alternates: è é e ê é}     # warning: 'e' is the key; 'é' twice
        """)

    /// More long-press alternates than a callout can show.
    public static let tooManyAlternates = DiagnosticCode(
        224, "too-many-alternates", .error,
        summary: "A key has more long-press alternates than fit across the keyboard",
        explanation: """
        The callout shows the alternates in one row of key-wide cells above the key, inside the keyboard.
        More cells than the keyboard is keys wide cannot be shown, so some could never be typed. Keep the
        alternates to the page's width (10 on a letters page), or split them between keys.
        """)
}

/// Alternates add something, once each, and fit across the keyboard.
struct AlternatesRule: ValidationRule {
    var codes: [DiagnosticCode] { [.redundantAlternate, .tooManyAlternates] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { !summary.hasSpokenNamesAlternatesOrHints }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        var geometry: KeyboardGeometry?
        keyboard.layout.forEachKey { row, index, key in
            guard key.hasSpokenNameAlternatesOrHint, !key.alternates.isEmpty, case .insert(let text) = key.action else { return }
            // Found only for a finding: most keys have none.
            var location: SourceLocation { keyboard.location(ofKey: index, inRow: row, field: "alternates") }
            // By code point: an NFD alternate of an NFC key types other bytes (KBC0240 says so), not the key.
            let repeats = Self.repeatedPositions(in: key.alternates)
            for (position, alternate) in key.alternates.enumerated() {
                if Self.isExactlyEqual(alternate, text) {
                    diagnostics.append(Diagnostic(.redundantAlternate, "alternate '\(alternate.visibleEscaped)' is the key itself", at: location,
                                                  notes: [DiagnosticNote("a tap types it; remove it from 'alternates'")]))
                } else if repeats.contains(position) {
                    diagnostics.append(Diagnostic(.redundantAlternate, "alternate '\(alternate.visibleEscaped)' is listed twice", at: location))
                }
            }
            // One alternate always fits: the keyboard is at least one key wide.
            guard key.alternates.count > 1 else { return }
            if geometry == nil { geometry = KeyboardGeometry(layout: keyboard.layout) }
            let across = Int(geometry?.unitsAcross ?? 10)
            if key.alternates.count > max(across, 1) {
                diagnostics.append(Diagnostic(
                    .tooManyAlternates, "key '\(text.visibleEscaped)' has \(key.alternates.count) alternates; the keyboard is \(across) keys wide",
                    at: location, notes: [DiagnosticNote("a callout shows at most \(across) key-wide cells; keep the first \(across)")]))
            }
        }
    }

    /// The positions of alternates that repeat an earlier one exactly (byte for byte). A key has a few
    /// alternates: they are compared pairwise, without hashing; a long list goes through a set, so the
    /// check stays linear.
    static func repeatedPositions(in alternates: [String]) -> [Int] {
        var repeats: [Int] = []
        if alternates.count <= 16 {
            for position in alternates.indices.dropFirst() {
                let alternate = alternates[position]
                if alternates[..<position].contains(where: { isExactlyEqual($0, alternate) }) { repeats.append(position) }
            }
        } else {
            var seen: Set<ExactText> = []
            for (position, alternate) in alternates.enumerated() where !seen.insert(ExactText(alternate)).inserted {
                repeats.append(position)
            }
        }
        return repeats
    }

    /// Whether two texts are the same code points (`==` on strings compares canonical equivalence).
    @inline(__always)
    static func isExactlyEqual(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var (a, b) = (a, b)
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }
}
