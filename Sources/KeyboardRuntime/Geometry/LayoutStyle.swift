/// How the keys of a page are placed across its width.
///
/// The rule is structural and needs no declaration: a page is a ``pad`` when it has at least one row,
/// every row holds exactly three keys, every key is one unit wide (`.units(1)`) and no row has spacers,
/// as the decimal and ID-card pads do. Every other page uses ``rows``.
public enum LayoutStyle: String, Sendable, Hashable, CaseIterable {
    /// Rows of keys measured in key units: the widest row without `fill` keys sets the width, `fill` keys
    /// share the leftover space of their row, shorter rows are centred, spacers leave gaps.
    case rows
    /// Three equal columns with gaps ``KeyboardMetrics/padGapFactor`` times the letter key gap, across the
    /// full width on a phone and in a grid at most ``KeyboardMetrics/padMaximumWidth`` wide, centred, on a pad.
    case pad

    /// The style the rule above gives a layout.
    public init(layout: KeyboardLayout) {
        let isPad = !layout.rows.isEmpty && layout.rows.allSatisfy { row in
            row.keys.count == 3 && row.spacers.isEmpty && row.keys.allSatisfy { $0.width == .units(1) }
        }
        self = isPad ? .pad : .rows
    }
}
