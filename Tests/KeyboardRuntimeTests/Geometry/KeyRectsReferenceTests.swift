@testable import KeyboardRuntime
import Testing

/// `keyRects(into:forWidth:metrics:safeArea:)` places keys with hoisted, specialised arithmetic (see
/// `KeyboardGeometry.placeKeys`). These pin it to the straightforward formulas it replaced, written out
/// again here with libm's `floor` and a division per rounding, bit for bit, over random pages, widths,
/// metrics and safe areas.
@Suite("Key rectangles against the reference formulas")
struct KeyRectsReferenceTests {
    /// Whether two rectangles are the same Doubles: the same bits, or both NaN.
    func same(_ a: KeyRect, _ b: KeyRect) -> Bool {
        func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }
        return same(a.x, b.x) && same(a.y, b.y) && same(a.width, b.width) && same(a.height, b.height)
    }

    /// The pixel grid as first written: libm's `floor`, a division by the scale for every rounding.
    struct ReferenceGrid {
        let scale: Double
        init(scale: Double) { self.scale = scale.isFinite && scale > 0 ? scale : 0 }

        func round(_ value: Double, up: Bool) -> Double {
            guard scale > 0 else { return value }
            let pixels = value * scale
            let below = pixels.rounded(.down)
            let fraction = pixels - below
            let rounded: Double
            if abs(fraction - 0.5) < 1e-7 {
                rounded = up ? below + 1 : below
            } else {
                rounded = fraction > 0.5 ? below + 1 : below
            }
            return rounded / scale
        }

        func floor(_ value: Double) -> Double {
            guard scale > 0 else { return value }
            return max(0, (value * scale + 1e-7).rounded(.down)) / scale
        }

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

    /// The rectangles by the formulas of ``KeyboardGeometry``'s documentation, key by key, nothing hoisted.
    func referenceRects(_ geometry: KeyboardGeometry, width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets) -> [KeyRect] {
        let inner = width - safeArea.left - safeArea.right
        var across = inner
        var left = safeArea.left
        if geometry.style == .pad, metrics.padMaximumWidth < inner {
            across = max(0, metrics.padMaximumWidth)
            left += (inner - across) / 2
        }
        let pitch = across / geometry.unitsAcross
        let gap = geometry.style == .pad ? metrics.keyGap * metrics.padGapFactor : metrics.keyGap
        let keyHeight = metrics.keyHeight(forWidth: inner)
        let top = (geometry.showsToolbar ? metrics.toolbarHeight : 0) + metrics.rowGap
        let grid = ReferenceGrid(scale: metrics.scale)
        let centre = safeArea.left + inner / 2
        return geometry.spans.map { span in
            let y = grid.round(top + span.row * (keyHeight + metrics.rowGap), up: true)
            let extent = span.units * pitch
            let margin = min(gap, extent) * 0.5
            let (x, keyWidth) = grid.place(left: left + span.start * pitch + margin, width: extent - 2 * margin, centre: centre)
            return KeyRect(x: x, y: y, width: keyWidth, height: grid.floor(keyHeight))
        }
    }

    /// A random page: rows of keys of random widths (fractions, zero, `fill`), spacers anywhere (before
    /// the first key, past the last), sometimes a number pad, a toolbar, right to left.
    func randomLayout(using generator: inout SeededRandomNumberGenerator) -> KeyboardLayout {
        let key = { (width: KeyWidth) in Key(action: .insert("a"), label: "a", width: width) }
        var rows: [KeyRow] = []
        if Int.random(in: 0..<5, using: &generator) == 0 {
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                rows.append(KeyRow(keys: [key(.units(1)), key(.units(1)), key(.units(1))]))
            }
        } else {
            let widths: [Double] = [1, 1, 1, 1, 0.5, 1.25, 1.5, 2, 0, 3.75, 10]
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let count = Int.random(in: 0...13, using: &generator)
                var keys: [Key] = []
                for _ in 0..<count {
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0: keys.append(key(.fill))
                    case 1: keys.append(key(.units(Double.random(in: 0..<4, using: &generator))))
                    default: keys.append(key(.units(widths.randomElement(using: &generator)!)))
                    }
                }
                var spacers: [RowSpacer] = []
                for _ in 0..<Int.random(in: 0...3, using: &generator) where Bool.random(using: &generator) {
                    let position = Int.random(in: -1...(count + 1), using: &generator)
                    spacers.append(RowSpacer(before: position, width: [0.5, 1, 0.25, 2].randomElement(using: &generator)!))
                }
                rows.append(KeyRow(keys: keys, spacers: spacers))
            }
        }
        var toolbar: KeyboardToolbar?
        if Bool.random(using: &generator) {
            toolbar = KeyboardToolbar(title: "t", items: [KeyboardToolbarItem(action: .dismiss, label: "Done", placement: .trailing)])
        }
        var layout = KeyboardLayout(id: "random", toolbar: toolbar, rows: rows)
        layout.direction = Bool.random(using: &generator) ? .rightToLeft : .leftToRight
        return layout
    }

    /// Random metrics: every device and orientation, custom gaps (some wider than a key), toolbar heights,
    /// pad widths, and scales 1, 2 and 3 most often, then 0 (no grid), 4, and fractional ones.
    func randomMetrics(using generator: inout SeededRandomNumberGenerator) -> KeyboardMetrics {
        let device: KeyboardMetrics.Device = Bool.random(using: &generator) ? .phone : .pad
        let orientation: KeyboardMetrics.Orientation = Bool.random(using: &generator) ? .portrait : .landscape
        let scales: [Double] = [1, 2, 3, 1, 2, 3, 1, 2, 3, 0, 4, 1.5, 2.625, 0.5, -1, .infinity]
        var metrics = KeyboardMetrics(device: device, orientation: orientation, scale: scales.randomElement(using: &generator)!)
        if Bool.random(using: &generator) {
            metrics.keyGap = [0, 1, 3, 5.5, 8, 40, -2, .nan, Double.random(in: 0..<20, using: &generator)].randomElement(using: &generator)!
            metrics.rowGap = [0, 6, 7.33, Double.random(in: 0..<20, using: &generator)].randomElement(using: &generator)!
            metrics.padGapFactor = [1, 1.6, 2.5].randomElement(using: &generator)!
            metrics.toolbarHeight = [40, 44.5, Double.random(in: 0..<60, using: &generator)].randomElement(using: &generator)!
            metrics.keyAspectRatio = [0.75, 1, 2.1333, Double.random(in: 0.1..<3, using: &generator)].randomElement(using: &generator)!
            metrics.padMaximumWidth = [.infinity, 400, 480, 0, Double.random(in: 0..<900, using: &generator)].randomElement(using: &generator)!
        }
        return metrics
    }

    @Test("keyRects is the reference, bit for bit, for 20,000 random pages, widths, metrics and safe areas")
    func randomPages() {
        var generator = SeededRandomNumberGenerator(seed: 0x4B45_5952_4543_5453)
        var buffer: [KeyRect] = []
        var checked = 0
        var scalesSeen: Set<Double> = []
        for _ in 0..<20_000 {
            let layout = randomLayout(using: &generator)
            let geometry = KeyboardGeometry(layout: layout)
            let metrics = randomMetrics(using: &generator)
            let width = [320.0, 375, 390, 414, 428, 667, 744, 812, 844, 1024, 1366, 0, 1, 1e300, .infinity, .nan]
                .randomElement(using: &generator)! + (Bool.random(using: &generator) ? Double.random(in: 0..<1, using: &generator) : 0)
            let side = [0.0, 0, -0.0, 44, 47, 59, -3, Double.random(in: 0..<60, using: &generator)]
            let safeArea = SafeAreaInsets(
                left: side.randomElement(using: &generator)!, right: side.randomElement(using: &generator)!,
                bottom: [0.0, 21, 34].randomElement(using: &generator)!
            )
            geometry.keyRects(into: &buffer, forWidth: width, metrics: metrics, safeArea: safeArea)
            let expected = referenceRects(geometry, width: width, metrics: metrics, safeArea: safeArea)
            #expect(buffer.count == expected.count)
            for (index, (rect, reference)) in zip(buffer, expected).enumerated() where !same(rect, reference) {
                Issue.record("key \(index): \(rect) != reference \(reference); width \(width), scale \(metrics.scale), \(safeArea)")
                return
            }
            checked += expected.count
            scalesSeen.insert(metrics.scale)
        }
        // The run covers real work on every kind of grid, not only empty pages.
        #expect(checked > 200_000)
        #expect(scalesSeen.isSuperset(of: [0, 1, 2, 3, 4, 1.5]))
    }
}
