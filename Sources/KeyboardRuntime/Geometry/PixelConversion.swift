/// The two multiplications that take a point value onto a ``PixelGrid`` and a whole number of pixels back
/// to points, specialised for the scale so that the key-placement loop divides only when it must.
///
/// Dividing by a power of two and multiplying by its inverse give the same Double: both are the exact
/// quotient rounded once, and the inverse of a power of two is exact. For any other scale (3 on most
/// iPhones) `1 / scale` is inexact and the product can differ from the quotient in the last bit, so the
/// division stays. Multiplying or dividing by 1 changes nothing, so scale 1 (the default) does neither.
@usableFromInline
internal protocol PixelConversion {
    /// `points` times the scale.
    func pixels(_ points: Double) -> Double
    /// `pixels` divided by the scale, bit for bit.
    func points(_ pixels: Double) -> Double
}

/// Scale 1: points are pixels.
@frozen @usableFromInline
internal struct UnitPixelConversion: PixelConversion {
    @inlinable init() {}
    @inlinable func pixels(_ points: Double) -> Double { points }
    @inlinable func points(_ pixels: Double) -> Double { pixels }
}

/// A power-of-two scale (2 on most devices): back to points by multiplying by the exact inverse.
@frozen @usableFromInline
internal struct PowerOfTwoPixelConversion: PixelConversion {
    @usableFromInline let scale: Double
    @usableFromInline let inverse: Double

    /// - Precondition: `scale` is a power of two (see ``isPowerOfTwo(_:)``).
    @inlinable init(scale: Double) {
        self.scale = scale
        self.inverse = 1 / scale
    }

    /// Whether `scale` is a positive power of two whose inverse is exact (every normal power of two).
    @inlinable static func isPowerOfTwo(_ scale: Double) -> Bool {
        scale.isNormal && scale > 0 && scale.significandBitPattern == 0
    }

    @inlinable func pixels(_ points: Double) -> Double { points * scale }
    @inlinable func points(_ pixels: Double) -> Double { pixels * inverse }
}

/// Any other positive scale: back to points by dividing, as ``PixelGrid/round(_:up:)`` does.
@frozen @usableFromInline
internal struct DividingPixelConversion: PixelConversion {
    @usableFromInline let scale: Double
    @inlinable init(scale: Double) { self.scale = scale }
    @inlinable func pixels(_ points: Double) -> Double { points * scale }
    @inlinable func points(_ pixels: Double) -> Double { pixels / scale }
}
