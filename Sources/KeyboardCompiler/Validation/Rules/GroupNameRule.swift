import KeyboardRuntime

extension DiagnosticCode {
    /// Two shuffle groups whose names differ by a typo.
    public static let similarGroupNames = DiagnosticCode(
        219, "similar-group-names", .warning,
        summary: "Two shuffle groups have almost the same name",
        explanation: """
        Keys move only among the slots of their own `group`. A misspelt group name makes a group of its own,
        so those keys never mix with the others, and the shuffle is weaker than the author meant:

            - {keys: 1 2 3, group: digits}
            - {keys: 4 5 6, group: digts}      # warning: did you mean 'digits'?
        """)
}

/// Group names are not one typo apart.
struct GroupNameRule: ValidationRule {
    var codes: [DiagnosticCode] { [.similarGroupNames] }
    func findsNothing(in summary: KeyboardSummary) -> Bool { !summary.textFields.contains(.group) }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        var groups: [(name: String, count: Int, row: Int, index: Int)] = []
        keyboard.layout.forEachKey { row, index, key in
            guard let group = key.group else { return }
            if let found = groups.firstIndex(where: { $0.name == group }) {
                groups[found].count += 1
            } else if groups.count < 64 {
                groups.append((group, 1, row, index))
            }
        }
        guard groups.count >= 2 else { return }
        var reported: Set<String> = []
        // The smaller of two similar groups is the misspelt one; of two as large, the later one (a copy).
        let order = groups.enumerated().sorted { lhs, rhs in
            lhs.element.count != rhs.element.count ? lhs.element.count < rhs.element.count : lhs.offset > rhs.offset
        }.map(\.element)
        for group in order where !reported.contains(group.name) {
            let others = groups.filter { $0.name != group.name && $0.count >= group.count && !reported.contains($0.name) }.map(\.name)
            // Numbered groups (`row1`, `row2`) are meant to differ, and so are one- and two-letter names
            // (`a`, `b`), where one letter more or less is the whole name.
            guard group.name.count > 2, let similar = Suggestions.closest(to: group.name, among: others.filter { $0.count > 2 }),
                  Self.withoutDigits(similar) != Self.withoutDigits(group.name) else { continue }
            reported.insert(group.name)
            reported.insert(similar)
            diagnostics.append(Diagnostic(
                .similarGroupNames,
                "group '\(group.name.visibleEscaped)' is almost '\(similar.visibleEscaped)': its keys shuffle only among themselves",
                at: keyboard.location(ofKey: group.index, inRow: group.row, field: "group"),
                notes: [DiagnosticNote("did you mean '\(similar.visibleEscaped)'?")]))
        }
    }

    private static func withoutDigits(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.filter { !("0"..."9").contains($0) }))
    }
}
