extension KeyboardMetrics {
    /// The interface orientation a keyboard is laid out for.
    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        /// Taller than wide.
        case portrait
        /// Wider than tall.
        case landscape
    }
}
