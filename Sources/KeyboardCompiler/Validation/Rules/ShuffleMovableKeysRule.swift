extension DiagnosticCode {
    /// A shuffled keyboard with too few keys to move.
    public static let nothingToShuffle = DiagnosticCode(
        213, "nothing-to-shuffle", .warning,
        summary: "A shuffle policy is set but fewer than two keys can move",
        explanation: """
        Only character keys that are not pinned move when a keyboard is shuffled, and only within their
        shuffle group. With fewer than two such keys in every group the arrangement never changes, so the
        keyboard is not randomised as its `shuffle` policy promises. Unpin keys, merge groups, or set
        `shuffle: never`.
        """)
}

/// A keyboard that shuffles has a group with at least two movable keys.
struct ShuffleMovableKeysRule: ValidationRule {
    var codes: [DiagnosticCode] { [.nothingToShuffle] }
    var needsCompleteKeyboard: Bool { true }

    func check(_ keyboard: DecodedKeyboard, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard keyboard.layout.shufflePolicy != .never else { return }
        // Groups are few: a list of (group, size) pairs is enough to find one with two movable keys.
        var groupSizes: [(group: String?, size: Int)] = []
        for row in keyboard.layout.rows {
            for key in row.keys where key.isMovable {
                if let index = groupSizes.firstIndex(where: { $0.group == key.group }) {
                    groupSizes[index].size += 1
                    if groupSizes[index].size >= 2 { return }
                } else {
                    groupSizes.append((key.group, 1))
                }
            }
        }
        let movable = groupSizes.count
        diagnostics.append(Diagnostic(
            .nothingToShuffle,
            "'shuffle: \(keyboard.layout.shufflePolicy.rawValue)' has nothing to shuffle: \(movable == 0 ? "no key" : "no group with two keys") can move",
            at: keyboard.location(ofField: "shuffle")))
    }
}
