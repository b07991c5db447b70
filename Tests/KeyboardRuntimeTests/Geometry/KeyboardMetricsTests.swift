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

    @Test("Standard table", arguments: [
        (KeyboardMetrics.Device.phone, KeyboardMetrics.Orientation.portrait, 3.0 / 4.0, 4.0, 8.0),
        (.phone, .landscape, 32.0 / 15.0, 8.0, 6.0),
        (.pad, .portrait, 60.0 / 55.0, 12.0, 9.0),
        (.pad, .landscape, 85.0 / 75.0, 16.0, 12.0),
    ])
    func table(device: KeyboardMetrics.Device, orientation: KeyboardMetrics.Orientation, ratio: Double, gap: Double, rowGap: Double) {
        let metrics = KeyboardMetrics(device: device, orientation: orientation)
        #expect(metrics.keyAspectRatio == ratio)
        #expect(metrics.keyGap == gap)
        #expect(metrics.rowGap == rowGap)
        #expect(metrics.padGapFactor == 1.6)
        #expect(metrics.cornerRadius == 4)
    }

    @Test("Custom metrics keep the device and orientation")
    func custom() {
        let metrics = KeyboardMetrics(device: .pad, orientation: .portrait, keyAspectRatio: 1, keyGap: 2, rowGap: 3)
        #expect(metrics.device == .pad && metrics.keyGap == 2 && metrics.rowGap == 3 && metrics.keyAspectRatio == 1)
    }
}
