@testable import KeyboardRuntime
import Testing

/// Pixel snapping rounds down without calling libm's `floor` (`PixelGrid.roundedDown`): these pin that it
/// gives exactly what `rounded(.down)` gives, bit for bit, so no key moves by a pixel.
@Suite("Pixel snapping without libm")
struct PixelSnappingTests {
    /// Whether two results are the same Double: the same bits (so -0.0 is not 0.0), or both NaN.
    func same(_ a: Double, _ b: Double) -> Bool {
        a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    }

    /// Values where a rounding shortcut goes wrong: signed zeros, halves, neighbours of whole numbers,
    /// the edge of exact Int64 conversion (2⁵²), huge and tiny values, and the non-finite ones.
    var edgeCases: [Double] {
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
            1e-7, -1e-7, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNormalMagnitude,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, 1e300, -1e300,
            0x1p52, -0x1p52, 0x1p53, -0x1p53, 0x1p63, -0x1p63, 0x1p64, -0x1p64,
        ]
        for whole in [0.0, 1, 2, 3, 44, 844, 0x1p51, 0x1p52 - 1, -1, -2, -844, -0x1p51, -(0x1p52 - 1)] {
            values += [whole, whole.nextUp, whole.nextDown, whole + 0.5, whole - 0.5]
        }
        return values
    }

    @Test("roundedDown is rounded(.down), bit for bit, at the edge cases")
    func edges() {
        for value in edgeCases {
            #expect(same(PixelGrid.roundedDown(value), value.rounded(.down)), "value \(value)")
        }
    }

    @Test("roundedDown is rounded(.down), bit for bit, for a million random values of every size and sign")
    func randomValues() {
        var generator = SeededRandomNumberGenerator(seed: 0x5EED_F100)
        var mismatches: [Double] = []
        for round in 0..<1_000_000 {
            let value: Double
            switch round % 5 {
            case 0: value = Double.random(in: -5000...5000, using: &generator)          // positions in points and pixels
            case 1: value = Double(Int.random(in: -20000...20000, using: &generator)) / 2  // whole numbers and halves
            case 2: value = Double.random(in: -1...1, using: &generator) * 0x1p53         // around the Int64 shortcut's limit
            case 3: value = Double(bitPattern: generator.next())                       // any bit pattern: huge, tiny, NaN
            default: value = Double.random(in: -4...4, using: &generator) / 3 * 3          // near whole numbers
            }
            if !same(PixelGrid.roundedDown(value), value.rounded(.down)) { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }

    /// `PixelGrid.round` and `floor` as they were with `rounded(.down)`, the reference.
    func referenceRound(_ value: Double, scale: Double, up: Bool) -> Double {
        let pixels = value * scale
        let below = pixels.rounded(.down)
        let fraction = pixels - below
        let rounded = abs(fraction - 0.5) < 1e-7 ? (up ? below + 1 : below) : (fraction > 0.5 ? below + 1 : below)
        return rounded / scale
    }

    func referenceFloor(_ value: Double, scale: Double) -> Double {
        max(0, (value * scale + 1e-7).rounded(.down)) / scale
    }

    @Test("round and floor on the grid give what they gave with rounded(.down), for random values and scales")
    func gridRounding() {
        var generator = SeededRandomNumberGenerator(seed: 0x9121D)
        let scales: [Double] = [1, 2, 3, 2.608, 1.5]
        var mismatches: [(value: Double, scale: Double)] = []
        for round in 0..<300_000 {
            let scale = scales[round % scales.count]
            let grid = PixelGrid(scale: scale)
            let value = round % 3 == 0
                ? Double(Int.random(in: -4000...4000, using: &generator)) / (2 * scale)  // exact half pixels
                : Double.random(in: -2000...2000, using: &generator)
            if !same(grid.round(value, up: true), referenceRound(value, scale: scale, up: true))
                || !same(grid.round(value, up: false), referenceRound(value, scale: scale, up: false))
                || !same(grid.floor(value), referenceFloor(value, scale: scale)) {
                mismatches.append((value, scale))
            }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
        for value in edgeCases {
            let grid = PixelGrid(scale: 3)
            #expect(same(grid.round(value, up: true), referenceRound(value, scale: 3, up: true)), "value \(value)")
            #expect(same(grid.floor(value), referenceFloor(value, scale: 3)), "value \(value)")
        }
    }
}
