/// How wide a key is.
public enum KeyWidth: Sendable, Hashable {
    /// A fixed width in key units; a standard character key is one unit.
    case units(Double)
    /// Shares the row's remaining space equally with the row's other `fill` keys.
    case fill
}
