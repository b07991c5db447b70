extension KeyboardSession {
    /// Creates a session whose arrangements are **predictable**: for tests, previews and the playground
    /// only, never for a keyboard shown to users.
    ///
    /// Every arrangement is drawn from a ``SeededRandomNumberGenerator`` with `seed`, so the same seed gives
    /// the same arrangements (a snapshot test's golden file, the playground's `?seed=` link). The same
    /// property makes them guessable: whoever knows or recovers the seed (a time-like seed is recovered from
    /// one arrangement in about a second) knows every arrangement, and a copy of the session replays them.
    /// The production initializer has no seed parameter, so a seed cannot be passed by accident; a seeded
    /// session says so in its ``description`` (`KeyboardSession(seeded for testing, …)`) and in
    /// ``isSeededForTesting``.
    ///
    /// ```swift
    /// let session = try KeyboardSession.seededForTesting(layouts: [pad], initialPage: "decimal-pad", seed: 7)
    /// ```
    ///
    /// The parameters and errors are those of
    /// ``init(layouts:initialPage:returnKind:policyOverride:policyOverrides:deleteRepeat:)``.
    public static func seededForTesting(
        layouts: [KeyboardLayout],
        initialPage: String,
        returnKind: ReturnKind = .done,
        policyOverride: ShufflePolicy? = nil,
        policyOverrides: [String: ShufflePolicy] = [:],
        deleteRepeat: DeleteRepeat = .standard,
        seed: UInt64
    ) throws(KeyboardSessionError) -> KeyboardSession {
        try KeyboardSession(layouts: layouts, initialPage: initialPage, returnKind: returnKind, policyOverride: policyOverride,
                            policyOverrides: policyOverrides, deleteRepeat: deleteRepeat, seed: seed)
    }
}
