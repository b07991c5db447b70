/// Rounding of positions and sizes in points to a device's pixel grid (multiples of `1 / scale` points).
///
/// A scale of 0 or less (or not finite) leaves values as they are.
// Frozen: its one stored property is its whole meaning, and its inlinable initializer assigns it directly,
// which a resilient (library-evolution) struct does not allow. Frozen changes nothing in a normal build.
@frozen @usableFromInline
internal struct PixelGrid: Sendable {
    /// Pixels per point, or 0 for no snapping.
    @usableFromInline let scale: Double

    @inlinable
    init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 0
    }

    /// `value` rounded to the nearest pixel; an exact half goes up when `up`, down otherwise.
    @inlinable
    func round(_ value: Double, up: Bool) -> Double {
        guard scale > 0 else { return value }
        let pixels = value * scale
        let below = pixels.rounded(.down)
        let fraction = pixels - below
        let tolerance = 1e-7
        let rounded: Double
        if abs(fraction - 0.5) < tolerance {
            rounded = up ? below + 1 : below
        } else {
            rounded = fraction > 0.5 ? below + 1 : below
        }
        return rounded / scale
    }

    /// `value` rounded down to whole pixels (a value a hair under a pixel boundary counts as on it).
    @inlinable
    func floor(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        return max(0, (value * scale + 1e-7).rounded(.down)) / scale
    }

    /// The left edge and width on the grid of a box whose exact left edge and width are given, keeping
    /// its centre to the nearest pixel: the width rounds down to whole pixels, an exact half rounds
    /// toward `centre` (the keyboard's centre, so mirror-image boxes stay mirror images), and the box
    /// stays between its exact edges rounded to the grid, so neighbours never overlap.
    @inlinable
    func place(left: Double, width: Double, centre: Double) -> (x: Double, width: Double) {
        guard scale > 0 else { return (left, width) }
        let middle = left + width / 2
        let towardRight = middle <= centre
        let lowest = round(left, up: towardRight)
        let highest = round(left + width, up: towardRight)
        let snappedWidth = min(floor(width), max(0, highest - lowest))
        var x = round(middle - snappedWidth / 2, up: towardRight)
        x = min(max(x, lowest), highest - snappedWidth)
        return (x, snappedWidth)
    }
}
