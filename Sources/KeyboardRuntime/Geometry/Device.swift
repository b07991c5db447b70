extension KeyboardMetrics {
    /// The kind of device a keyboard is laid out for.
    public enum Device: String, Sendable, Hashable, CaseIterable {
        /// A phone.
        case phone
        /// A tablet.
        case pad
    }
}
