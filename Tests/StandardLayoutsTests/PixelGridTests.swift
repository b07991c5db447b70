import KeyboardRuntime
import StandardLayouts
import Testing

/// Key rectangles of the real standard layouts sit on the device's pixel grid, rows stay symmetric and
/// the space bar is centred, at scales 1, 2 and 3 on every device and orientation.
@Suite struct PixelGridTests {
    static let configurations: [(device: KeyboardMetrics.Device, orientation: KeyboardMetrics.Orientation, width: Double, safeArea: SafeAreaInsets)] = [
        (.phone, .portrait, 375, SafeAreaInsets(bottom: 34)),
        (.phone, .portrait, 390, .zero),
        (.phone, .portrait, 393, .zero),
        (.phone, .portrait, 430, .zero),
        (.phone, .landscape, 812, SafeAreaInsets(left: 44, right: 44, bottom: 21)),
        (.phone, .landscape, 844, SafeAreaInsets(left: 47, right: 47, bottom: 21)),
        (.pad, .portrait, 820, SafeAreaInsets(bottom: 20)),
        (.pad, .portrait, 744, SafeAreaInsets(bottom: 20)),
        (.pad, .landscape, 1180, SafeAreaInsets(bottom: 20)),
        (.pad, .landscape, 1366, SafeAreaInsets(bottom: 20)),
    ]
    static let scales: [Double] = [1, 2, 3]

    func onGrid(_ value: Double, _ scale: Double) -> Bool {
        abs((value * scale).rounded() - value * scale) < 1e-6
    }

    @Test(arguments: StandardLayouts.all.map(\.id))
    func everyEdgeIsOnThePixelGrid(_ id: String) throws {
        let layout = try #require(StandardLayouts.all.first { $0.id == id })
        let geometry = KeyboardGeometry(layout: layout)
        for configuration in Self.configurations {
            for scale in Self.scales {
                let metrics = KeyboardMetrics(device: configuration.device, orientation: configuration.orientation, scale: scale)
                let where_ = "\(id) \(configuration.device) \(configuration.orientation) \(configuration.width) @\(scale)x"
                let bounds = geometry.bounds(forWidth: configuration.width, metrics: metrics, safeArea: configuration.safeArea)
                let rects = geometry.keyRects(forWidth: configuration.width, metrics: metrics, safeArea: configuration.safeArea).flatMap { $0 }
                for (index, rect) in rects.enumerated() {
                    #expect(onGrid(rect.x, scale) && onGrid(rect.maxX, scale) && onGrid(rect.y, scale) && onGrid(rect.maxY, scale),
                            "\(where_): key \(index) \(rect) is off the pixel grid")
                    #expect(rect.width > 0 && rect.height > 0, "\(where_): key \(index) is empty")
                    #expect(rect.x >= configuration.safeArea.left - 1e-9 && rect.maxX <= bounds.maxX - configuration.safeArea.right + 1e-9,
                            "\(where_): key \(index) leaves the safe area")
                    for other in rects[(index + 1)...] {
                        #expect(!rect.overlaps(other), "\(where_): keys overlap")
                    }
                }
                if let toolbar = geometry.toolbarRects(forWidth: configuration.width, metrics: metrics, safeArea: configuration.safeArea) {
                    for rect in toolbar.items + (toolbar.title.map { [$0] } ?? []) {
                        #expect(onGrid(rect.x, scale) && onGrid(rect.maxX, scale), "\(where_): toolbar part \(rect) is off the grid")
                    }
                }
            }
        }
    }

    @Test(arguments: StandardLayouts.all.map(\.id))
    func rowsAreSymmetricAndEqualKeysEquallyWide(_ id: String) throws {
        let layout = try #require(StandardLayouts.all.first { $0.id == id })
        for configuration in Self.configurations {
            for scale in Self.scales {
                let metrics = KeyboardMetrics(device: configuration.device, orientation: configuration.orientation, scale: scale)
                let where_ = "\(id) \(configuration.device) \(configuration.orientation) \(configuration.width) @\(scale)x"
                let rows = layout.keyRects(forWidth: configuration.width, metrics: metrics, safeArea: configuration.safeArea)
                let innerLeft = configuration.safeArea.left
                let innerRight = configuration.width - configuration.safeArea.right
                for (rowIndex, rects) in rows.enumerated() {
                    guard let first = rects.first, let last = rects.last else { continue }
                    let leftMargin = first.x - innerLeft
                    let rightMargin = innerRight - last.maxX
                    #expect(abs(leftMargin - rightMargin) <= 1 / scale + 1e-9,
                            "\(where_) row \(rowIndex): margins \(leftMargin) and \(rightMargin)")
                    // Keys of the same declared width are equally wide.
                    let keys = layout.rows[rowIndex].keys
                    for (index, key) in keys.enumerated() {
                        for other in keys.indices where other > index && keys[other].width == key.width {
                            #expect(abs(rects[index].width - rects[other].width) < 1e-9,
                                    "\(where_) row \(rowIndex): keys \(index) and \(other) differ in width")
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: StandardLayouts.all.filter { layout in layout.rows.contains { $0.keys.contains { $0.action == .space } } }.map(\.id))
    func theSpaceBarIsCentred(_ id: String) throws {
        let layout = try #require(StandardLayouts.all.first { $0.id == id })
        for configuration in Self.configurations {
            for scale in Self.scales + [0] {
                let metrics = KeyboardMetrics(device: configuration.device, orientation: configuration.orientation, scale: scale)
                let rows = layout.keyRects(forWidth: configuration.width, metrics: metrics, safeArea: configuration.safeArea)
                for (rowIndex, row) in layout.rows.enumerated() {
                    guard let index = row.keys.firstIndex(where: { $0.action == .space }) else { continue }
                    let space = rows[rowIndex][index]
                    let centre = configuration.safeArea.left + (configuration.width - configuration.safeArea.left - configuration.safeArea.right) / 2
                    let pixel = scale > 0 ? 1 / scale : 0
                    #expect(abs(space.midX - centre) <= pixel + 1e-9,
                            "\(id) \(configuration.device) \(configuration.orientation) \(configuration.width) @\(scale)x: the space bar's centre is \(space.midX), the keyboard's \(centre)")
                }
            }
        }
    }
}
