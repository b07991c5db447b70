import KeyboardRuntime
import Testing

/// A page's rows for another device: chosen from the metrics it is laid out with, by the session too.
@Suite("Per-device variants")
struct LayoutVariantTests {
    private let page: KeyboardLayout = {
        var layout = KeyboardLayout(id: "abc", shufflePolicy: .onShow, rows: [KeyRow(keys: ["a", "b"].map { Key(action: .insert($0), label: $0) })])
        layout.variants = [
            LayoutVariant(device: .pad, rows: [KeyRow(keys: ["a", "b", ","].map { Key(action: .insert($0), label: $0) })]),
            LayoutVariant(minimumWidth: 700, rows: [KeyRow(keys: ["a", "b", "c", "d"].map { Key(action: .insert($0), label: $0) })]),
        ]
        return layout
    }()

    @Test("The first variant that applies replaces the rows; none leaves the page as it is")
    func choice() {
        let phone = KeyboardMetrics(device: .phone, orientation: .portrait)
        let pad = KeyboardMetrics(device: .pad, orientation: .portrait)
        #expect(page.forDevice(phone, width: 375) == page)
        #expect(page.forDevice(pad, width: 820).rows[0].keys.count == 3)
        #expect(page.forDevice(pad, width: 820).variants.isEmpty)
        #expect(page.forDevice(phone, width: 812).rows[0].keys.count == 4)
    }

    @Test("A session adapts its pages to the device and back")
    func sessionAdapts() throws {
        var session = try KeyboardSession.seededForTesting(layouts: [page], initialPage: "abc", seed: 1)
        #expect(session.currentLayout.rows[0].keys.count == 2)
        session.adapt(to: KeyboardMetrics(device: .pad, orientation: .landscape), width: 1180)
        #expect(session.currentLayout.rows[0].keys.count == 3)
        #expect(session.keyRects(forWidth: 1180, metrics: KeyboardMetrics(device: .pad, orientation: .landscape))[0].count == 3)
        session.adapt(to: KeyboardMetrics(device: .phone, orientation: .portrait), width: 375)
        #expect(session.currentLayout.rows[0].keys.count == 2)
    }
}
