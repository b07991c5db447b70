import KeyboardRuntime
import Testing

@Suite("KeyboardMetrics")
struct KeyboardMetricsTests {
    let phonePortrait = KeyboardMetrics(device: .phone, orientation: .portrait)

    @Test("Reference heights: 216 for a 375-point phone, 224 for 390")
    func referenceHeights() {
        #expect(phonePortrait.keyboardHeight(forWidth: 375) == 216)
        #expect(phonePortrait.keyboardHeight(forWidth: 390) == 224)
        #expect(phonePortrait.keyWidth(forWidth: 375) == 33)
        #expect(phonePortrait.keyHeight(forWidth: 375) == 44)
    }

    @Test("View height adds the bottom inset and a 40-point toolbar when shown")
    func viewHeight() {
        #expect(phonePortrait.viewHeight(forWidth: 375, safeArea: SafeAreaInsets(bottom: 34), rows: 4) == 250)
        #expect(phonePortrait.viewHeight(forWidth: 375, safeArea: SafeAreaInsets(bottom: 34), showsToolbar: true, rows: 4) == 290)
        #expect(phonePortrait.toolbarHeight == 40)
    }

    @Test("View height counts the page's rows: a fifth row adds a key height and a row gap")
    func viewHeightRows() {
        let insets = SafeAreaInsets(bottom: 34)
        #expect(phonePortrait.viewHeight(forWidth: 375, safeArea: insets, rows: 5) == 250 + 44 + 8)
        #expect(phonePortrait.keyboardHeight(forWidth: 375, rows: 5) == 216 + 44 + 8)
        let fiveRows = KeyboardGeometry(layout: ReadmeExamplesTests.fiveRowPage)
        #expect(fiveRows.viewHeight(forWidth: 375, metrics: phonePortrait, safeArea: insets)
            == phonePortrait.viewHeight(forWidth: 375, safeArea: insets, rows: 5))
    }

    @Test("Landscape width excludes the left and right insets")
    func landscapeInsets() {
        let landscape = KeyboardMetrics(device: .phone, orientation: .landscape)
        let insets = SafeAreaInsets(left: 47, right: 47, bottom: 21)
        #expect(landscape.viewHeight(forWidth: 844, safeArea: insets, rows: 4) == landscape.keyboardHeight(forWidth: 750) + 21)
    }

    /// The published geometry (`../shared/reference/secure-keyboards.md`, *Geometry (points)*): key width to
    /// height as whole numbers, gap between keys, gap between rows.
    static let published: [(KeyboardMetrics.Device, KeyboardMetrics.Orientation, ratio: (width: Int, height: Int), gap: Int, rowGap: Int)] = [
        (.phone, .portrait, (3, 4), 4, 8),
        (.phone, .landscape, (32, 15), 8, 6),
        (.pad, .portrait, (60, 55), 12, 9),
        (.pad, .landscape, (85, 75), 16, 12),
    ]

    /// The metrics are checked through what they produce, not by reading their constants back: for every
    /// whole width from 100 to 1400 points, the key width, key height and keyboard height must equal the
    /// published formula worked out in exact integer arithmetic (`keyW = floor((W − 10·gap) / 10)`,
    /// `keyH = floor(keyW · h / w)`, `height = rowGap + (keyH + rowGap) · rows`).
    @Test("Key and keyboard sizes follow the published table and formula at every width",
          arguments: 0..<4)
    func publishedGeometry(_ row: Int) {
        let (device, orientation, ratio, gap, rowGap) = Self.published[row]
        let metrics = KeyboardMetrics(device: device, orientation: orientation)
        var mismatches: [String] = []
        for width in 100...1400 {
            let keyWidth = max(0, (width - 10 * gap) / 10)
            let keyHeight = keyWidth * ratio.height / ratio.width
            for rows in [4, 5] {
                let height = rowGap + (keyHeight + rowGap) * rows
                let actual = (metrics.keyWidth(forWidth: Double(width)), metrics.keyHeight(forWidth: Double(width)),
                              metrics.keyboardHeight(forWidth: Double(width), rows: rows))
                if actual != (Double(keyWidth), Double(keyHeight), Double(height)) {
                    mismatches.append("width \(width), \(rows) rows: \(actual), published \((keyWidth, keyHeight, height))")
                }
            }
        }
        let first = mismatches.prefix(3).joined(separator: "; ")  // a short message, not thousands of lines
        #expect(mismatches.count == 0, "\(device) \(orientation): \(mismatches.count) mismatches, first: \(first)")
        // Published alongside the table: the number pad's gap is 1.6 times the letters' gap, the toolbar is
        // 40 points high, corners have a radius of 4.
        #expect(metrics.padGapFactor == 1.6 && metrics.toolbarHeight == 40 && metrics.cornerRadius == 4)
    }

    @Test("Custom metrics keep the device and orientation")
    func custom() {
        let metrics = KeyboardMetrics(device: .pad, orientation: .portrait, keyAspectRatio: 1, keyGap: 2, rowGap: 3)
        #expect(metrics.device == .pad && metrics.keyGap == 2 && metrics.rowGap == 3 && metrics.keyAspectRatio == 1)
    }
}
