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
    func findsNothing(in summary: KeyboardSummary) -> Bool { summary.hasTwoMovableKeysInDefaultGroup }
    var needsCompleteKeyboard: Bool { true }

    func check(_ keyboard: ResolvedPage, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
        guard keyboard.layout.shufflePolicy != .never else { return }
        // A keyboard shuffles if some group has two movable keys; stop at the first. Most keys are in the
        // default group, so two movable keys usually settle it; named groups are kept in a short list
        // (a keyboard within the size limit has at most a few hundred keys).
        var movableInDefaultGroup = false
        var namedGroups: [String] = []
        var shuffles = false
        keyboard.layout.forEachKey { _, _, key in
            guard !shuffles, key.isMovable else { return }
            if let group = key.group {
                if namedGroups.contains(group) { shuffles = true } else { namedGroups.append(group) }
            } else {
                if movableInDefaultGroup { shuffles = true } else { movableInDefaultGroup = true }
            }
        }
        if shuffles { return }
        let movable = namedGroups.count + (movableInDefaultGroup ? 1 : 0)
        diagnostics.append(Diagnostic(
            .nothingToShuffle,
            "'shuffle: \(keyboard.layout.shufflePolicy.rawValue)' has nothing to shuffle: \(movable == 0 ? "no key" : "no group with two keys") can move",
            at: keyboard.location(ofField: "shuffle")))
    }
}
