/// One page of a session: its declared layout, current arrangement, the arranged layout to draw and its
/// precomputed geometry.
internal struct SessionPage: Sendable {
    /// The layout as declared.
    let declared: KeyboardLayout
    /// Which declared key each slot shows.
    var arrangement: KeyArrangement
    /// `declared` in `arrangement`, cached for drawing.
    var arranged: KeyboardLayout
    /// The page's geometry (independent of the arrangement).
    let geometry: KeyboardGeometry

    init(_ layout: KeyboardLayout) {
        declared = layout
        arrangement = KeyArrangement(layout: layout)
        arranged = layout
        geometry = KeyboardGeometry(layout: layout)
    }

    /// Draws a new arrangement, or restores the declared one for `.never`.
    mutating func arrange(policy: ShufflePolicy, using generator: inout some RandomNumberGenerator) {
        switch policy {
        case .never:
            if !arrangement.isDeclaredOrder {
                arrangement.reset()
                arranged = declared
            }
        case .onShow, .afterEachKey:
            guard arrangement.groupCount > 0 else { return }
            arrangement.reshuffle(using: &generator)
            arranged = arrangement.apply(to: declared)
        }
    }
}
