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
        return Self.nearestWhole(value * scale, up: up) / scale
    }

    /// `pixels` rounded to the nearest whole number; within 10⁻⁷ of a half it goes up when `up`, down
    /// otherwise. ``round(_:up:)`` is this on `value * scale`, divided by the scale.
    @inlinable
    static func nearestWhole(_ pixels: Double, up: Bool) -> Double {
        let below = roundedDown(pixels)
        let fraction = pixels - below
        let tolerance = 1e-7
        if abs(fraction - 0.5) < tolerance {
            return up ? below + 1 : below
        }
        return fraction > 0.5 ? below + 1 : below
    }

    /// `value` rounded down to whole pixels (a value a hair under a pixel boundary counts as on it).
    @inlinable
    func floor(_ value: Double) -> Double {
        guard scale > 0 else { return value }
        return max(0, Self.roundedDown(value * scale + 1e-7)) / scale
    }

    /// `value.rounded(.down)`, bit for bit, without a call into the C library.
    ///
    /// On x86-64 without SSE4.1 (Swift's default target) `rounded(.down)` is a call to libm's `floor`; laying
    /// out a key snapped five values that way, most of `keyRects`' cost (Performance.md, measured by
    /// Benchmarks/scripts/keyrects-callgrind.sh). Below 2⁵² in magnitude, adding and then
    /// subtracting 2⁵² (with the value's sign) rounds to the nearest whole number, exactly, since the sum
    /// has no fraction bits; one step down when that rounded up gives the floor. (A conversion to `Int64`
    /// and back does the same, with checks that trap out of range.) At or above 2⁵² every Double is whole,
    /// and NaN and the infinities are their own floor: those are returned as they are. A whole input is
    /// returned itself, which keeps the sign of -0.0 as `floor` does.
    @inlinable
    static func roundedDown(_ value: Double) -> Double {
        guard value.magnitude < 0x1p52 else { return value }
        let shift: Double = value < 0 ? -0x1p52 : 0x1p52
        let nearest = (value + shift) - shift
        let below = nearest > value ? nearest - 1 : nearest
        return below == value ? value : below
    }

    /// The left edge and width on the grid of a box whose exact left edge and width are given, keeping
    /// its centre to the nearest pixel: the width rounds down to whole pixels, an exact half rounds
    /// toward `centre` (the keyboard's centre, so mirror-image boxes stay mirror images), and the box
    /// stays between its exact edges rounded to the grid, so neighbours never overlap.
    @inlinable
    func place(left: Double, width: Double, centre: Double) -> (x: Double, width: Double) {
        place(left: left, width: width, flooredWidth: floor(width), centre: centre)
    }

    /// ``place(left:width:centre:)`` given `floor(width)`, which keys of one width share.
    @inlinable
    func place(left: Double, width: Double, flooredWidth: Double, centre: Double) -> (x: Double, width: Double) {
        guard scale > 0 else { return (left, width) }
        let middle = left + width / 2
        let towardRight = middle <= centre
        let lowest = round(left, up: towardRight)
        let highest = round(left + width, up: towardRight)
        let snappedWidth = min(flooredWidth, max(0, highest - lowest))
        var x = round(middle - snappedWidth / 2, up: towardRight)
        x = min(max(x, lowest), highest - snappedWidth)
        return (x, snappedWidth)
    }
}
