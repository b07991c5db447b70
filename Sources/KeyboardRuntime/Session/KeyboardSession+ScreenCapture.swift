extension KeyboardSession {
    /// Whether a renderer draws the current page's keys blank while the screen is recorded, mirrored or
    /// shared (``isScreenCaptured``).
    ///
    /// `blanksWhileCaptured` is the host's setting: `true` or `false` for every page, or `nil` (the secure
    /// default) for the pages whose shuffle policy in force is not ``ShufflePolicy/never``: a recording of a
    /// shuffled page shows its arrangement, and with the taps what was typed, while a page that never shuffles
    /// shows nothing a recording does not already know.
    public func drawsKeysBlank(blanksWhileCaptured: Bool?) -> Bool {
        guard isScreenCaptured else { return false }
        return blanksWhileCaptured ?? (policy(forPage: currentPage).map { $0 != .never } ?? false)
    }
}
