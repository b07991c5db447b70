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
        summary: "A key has more long-press alternates than the keyboard can show",
        explanation: """
        The callout shows the alternates in cells as large as the key, in rows above it: as many rows as
        they need, each at most as many cells as fit across the keyboard (as AOSP keyboards do; 24
        Tibetan alternates on a letters page are three rows of 8). The whole keyboard view is the limit:
        as many rows as the page has, each as many cells as the keyboard is keys wide (40 on a 4-row
        letters page for a 1-unit key, fewer for a wider key). More could never all be shown, so some
        could never be typed. Split them between keys.
        """,
        // Unchangeable: switched off, some alternates written would be built but could never be typed.
        isConfigurable: false)
}

/// Alternates add something, once each, and fit across the keyboard.
struct AlternatesRule: ValidationRule {
    var codes: [DiagnosticCode] { [.redundantAlternate, .tooManyAlternates] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { !summary.textFields.contains(.alternate) }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        // The page's width, measured once and only when some key has more alternates than rows, without
        // placing its keys (a whole `KeyboardGeometry`).
        var unitsAcross: Double?
        let rowCount = keyboard.layout.rows.count
        keyboard.layout.forEachKey { row, index, key in
            guard key.hasSpokenNameAlternatesOrHint, case .insert(let text) = key.pointer.pointee.action else { return }
            let alternates = key.alternates
            guard !alternates.isEmpty else { return }
            // Found only for a finding: most keys have none.
            var location: SourceLocation { keyboard.location(ofKey: index, inRow: row, field: "alternates") }
            // By code point: an NFD alternate of an NFC key types other bytes (KBC0240 says so), not the key.
            let repeats = alternates.count > 1 ? Self.repeatedPositions(in: alternates) : []
            for (position, alternate) in alternates.enumerated() {
                if Self.isExactlyEqual(alternate, text) {
                    diagnostics.append(Diagnostic(.redundantAlternate, "alternate '\(alternate.visibleEscaped)' is the key itself", at: location,
                                                  notes: [DiagnosticNote("a tap types it; remove it from 'alternates'")]))
                } else if repeats.contains(position) {
                    diagnostics.append(Diagnostic(.redundantAlternate, "alternate '\(alternate.visibleEscaped)' is listed twice", at: location))
                }
            }
            // A callout has at least one cell in each of the page's rows, however wide the keys: so many
            // alternates fit without measuring the page.
            guard alternates.count > max(1, rowCount) else { return }
            let across = unitsAcross ?? KeyboardGeometry.unitsAcross(of: keyboard.layout)
            unitsAcross = across
            let capacity = Self.calloutCapacity(forKeyUnits: key.width, unitsAcross: across, rowCount: rowCount)
            if alternates.count > capacity.cells {
                diagnostics.append(Diagnostic(
                    .tooManyAlternates,
                    "key '\(text.visibleEscaped)' has \(alternates.count) alternates; the keyboard shows at most \(capacity.cells) (\(capacity.rows) row\(capacity.rows == 1 ? "" : "s") of \(capacity.columns))",
                    at: location, notes: [DiagnosticNote("keep the first \(capacity.cells), or split them between keys")]))
            }
        }
    }

    /// How many alternates a callout for a key `width` wide can show on any device: rows of as many
    /// cells as such keys fit across the keyboard (`unitsAcross` key units wide), as many rows as the page
    /// has (`rowCount`: a cell is as high as a key, and the view holds every row of keys). The runtime's
    /// ``CalloutLayout`` fits at least these.
    static func calloutCapacity(forKeyUnits width: KeyWidth, unitsAcross: Double, rowCount: Int) -> (cells: Int, rows: Int, columns: Int) {
        let units: Double
        switch width {
        case .units(let value): units = max(value, 1)
        case .fill: units = unitsAcross
        }
        let columns = max(1, Int((unitsAcross / units + 1e-9).rounded(.down)))
        let rows = max(1, rowCount)
        return (columns * rows, rows, columns)
    }

    /// The positions of alternates that repeat an earlier one exactly (byte for byte). A key has a few
    /// dozen alternates at most, nearly always short texts (``Swift/String/smallStringWords``): each is
    /// hashed to a bit of a word, and compared with the earlier ones only when its bit is already set, so
    /// that a list without repeats is read once, without hashing into a set. Other lists are compared
    /// pairwise, each alternate packed first into a word of its bytes (``Swift/String/packedUTF8``); a
    /// longer list goes through a set, so the check stays linear.
    static func repeatedPositions(in alternates: [String]) -> [Int] {
        var repeats: [Int] = []
        if alternates.count <= 64 {
            if let repeats = repeatedPositions(ofSmallStrings: alternates) { return repeats }
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: alternates.count) { words in
                for position in alternates.indices {
                    words[position] = alternates[position].packedUTF8
                    for earlier in 0..<position where words[earlier] == words[position]
                        && (words[position] != .max || isExactlyEqual(alternates[earlier], alternates[position])) {
                        repeats.append(position)
                        break
                    }
                }
            }
        } else {
            var seen: Set<ExactText> = []
            for (position, alternate) in alternates.enumerated() where !seen.insert(ExactText(alternate)).inserted {
                repeats.append(position)
            }
        }
        return repeats
    }

    /// ``repeatedPositions(in:)`` of alternates that are all small strings, compared by their words; `nil`
    /// as soon as one is not.
    private static func repeatedPositions(ofSmallStrings alternates: [String]) -> [Int]? {
        var repeats: [Int] = []
        var seen: UInt64 = 0
        for position in alternates.indices {
            guard let words = alternates[position].smallStringWords else { return nil }
            let hash = (words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0x9E37_79B9_7F4A_7C15
            let bit: UInt64 = 1 &<< (hash &>> 58)
            if seen & bit != 0 {
                for earlier in 0..<position {
                    guard let earlierWords = alternates[earlier].smallStringWords else { return nil }
                    if earlierWords == words {
                        repeats.append(position)
                        break
                    }
                }
            }
            seen |= bit
        }
        return repeats
    }

    /// Whether two texts are the same code points (`==` on strings compares canonical equivalence).
    @inline(__always)
    static func isExactlyEqual(_ a: String, _ b: String) -> Bool {
        if let mine = a.smallStringWords, let theirs = b.smallStringWords { return mine == theirs }
        return a.hasSameUTF8(as: b)
    }
}
