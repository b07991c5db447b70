/// The placement of a page's keys, precomputed once in key units, that turns a width, metrics and
/// safe-area insets into one rectangle per key, row by row, and rectangles for the toolbar.
///
/// Geometry depends only on the page's shape (rows, widths, spacers, toolbar), never on its arrangement:
/// widths belong to slots, so a shuffled page has the same rectangles as the declared one, and a
/// rotation only recomputes rectangles for the same arrangement.
///
/// Horizontal placement (see ``LayoutStyle`` for which pages are pads):
/// - Rows: the keyboard is `U` key units wide, `U` being the widest row without `fill` keys (10 on the
///   letters page). Each unit is `innerWidth / U` points; a key of `u` units spans `u` units minus one
///   key gap, with half a gap on each side. `fill` keys share their row's leftover units equally (at least
///   one unit each). Rows without `fill` keys are centred. Spacers advance the row by their width.
/// - Pads: three equal columns with gaps ``KeyboardMetrics/padGapFactor`` times the key gap, across the
///   full width or, on a pad, a grid at most ``KeyboardMetrics/padMaximumWidth`` wide centred in the view.
///
/// Pixel grid: with ``KeyboardMetrics/scale`` `s` > 0, every edge is a multiple of `1/s` points. A key's
/// width is its exact width rounded down to whole pixels, so keys of equal declared width are equally
/// wide; it keeps its centre to the nearest pixel, halves rounding toward the keyboard's centre, so a
/// symmetric row stays symmetric (its left and right margins agree to within a pixel) and neighbours
/// never overlap.
///
/// Right to left (``KeyboardLayout/direction``): the spans are reflected across the keyboard once, here, so
/// a row's first key is at its right, gaps keep their place between the same keys, and nothing is done per
/// key when rectangles are computed. Toolbar items mirror too: leading items start at the right.
///
/// Vertical placement: the toolbar (when the layout has one) on top, then the rows, each
/// ``KeyboardMetrics/keyHeight(forWidth:)`` high with ``KeyboardMetrics/rowGap`` above, below and between,
/// then the bottom safe-area inset. `innerWidth` is the width without the left and right insets.
///
/// ```swift
/// let geometry = KeyboardGeometry(layout: letters)
/// var rects: [KeyRect] = []
/// geometry.keyRects(into: &rects, forWidth: 375, metrics: KeyboardMetrics(device: .phone, orientation: .portrait, scale: 3))
/// ```
public struct KeyboardGeometry: Sendable, Hashable {
    /// A key's row and horizontal extent in key units.
    // Frozen: the inlinable rectangle loop reads spans directly, and a library-evolution build would
    // otherwise reject its inlinable initializer and access every field through an accessor.
    @frozen @usableFromInline
    internal struct Span: Sendable, Hashable {
        @usableFromInline var row: Double
        @usableFromInline var start: Double
        @usableFromInline var units: Double

        @inlinable
        init(row: Double, start: Double, units: Double) {
            self.row = row
            self.start = start
            self.units = units
        }
    }

    /// One span per key, row by row.
    @usableFromInline
    internal let spans: [Span]
    /// The index in ``spans`` of the first key of each row, followed by the number of keys.
    @usableFromInline
    internal let rowStarts: [Int]

    /// How the page places keys across its width.
    public let style: LayoutStyle
    /// The width of the keyboard in key units (3 for a pad).
    public let unitsAcross: Double
    /// The number of rows.
    public let rowCount: Int
    /// Whether a toolbar is shown above the keys (the layout has a ``KeyboardLayout/toolbar``).
    public let showsToolbar: Bool
    /// Where the toolbar's items sit, parallel to ``KeyboardToolbar/items``.
    @usableFromInline
    internal let toolbarPlacements: [KeyboardToolbarItem.Placement]
    /// Whether the toolbar has a title.
    @usableFromInline
    internal let toolbarHasTitle: Bool
    /// Whether the page is drawn mirrored (right to left).
    public let isMirrored: Bool

    /// Precomputes the geometry of a layout's shape.
    public init(layout: KeyboardLayout) {
        let style = LayoutStyle(layout: layout)
        var spans: [Span] = []
        var rowStarts: [Int] = [0]
        let unitsAcross = Self.unitsAcross(of: layout, style: style)
        for (rowIndex, row) in layout.rows.enumerated() {
            let rowNumber = Double(rowIndex)
            if style == .pad {
                for index in row.keys.indices {
                    spans.append(Span(row: rowNumber, start: Double(index), units: 1))
                }
            } else {
                let fixed = Self.fixedUnits(of: row)
                let fills = row.keys.count { $0.width == .fill }
                let fillUnits = fills > 0 ? max(1, (unitsAcross - fixed) / Double(fills)) : 0
                var cursor = fills > 0 ? 0 : (unitsAcross - fixed) / 2
                for (index, key) in row.keys.enumerated() {
                    cursor += Self.spacerUnits(in: row, before: index)
                    let units: Double
                    switch key.width {
                    case .units(let value): units = max(0, value)
                    case .fill: units = fillUnits
                    }
                    spans.append(Span(row: rowNumber, start: cursor, units: units))
                    cursor += units
                }
            }
            rowStarts.append(spans.count)
        }
        if layout.direction == .rightToLeft {
            for index in spans.indices { spans[index].start = unitsAcross - spans[index].start - spans[index].units }
        }
        self.isMirrored = layout.direction == .rightToLeft
        self.spans = spans
        self.rowStarts = rowStarts
        self.style = style
        self.unitsAcross = unitsAcross
        self.rowCount = layout.rows.count
        self.showsToolbar = layout.toolbar != nil
        self.toolbarPlacements = layout.toolbar?.items.map { $0.placement } ?? []
        self.toolbarHasTitle = layout.toolbar?.title != nil
    }

    /// The number of keys, which is the number of rectangles.
    public var keyCount: Int { spans.count }

    /// The number of keys in each row, top to bottom.
    public var keysPerRow: [Int] {
        (0..<rowCount).map { rowStarts[$0 + 1] - rowStarts[$0] }
    }

    /// The height of the whole keyboard view: keys area, bottom inset and, for a titled layout, the toolbar.
    public func viewHeight(forWidth width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets = .zero) -> Double {
        metrics.viewHeight(forWidth: width, safeArea: safeArea, showsToolbar: showsToolbar, rows: rowCount)
    }

    /// The keyboard view's bounds; every key rectangle lies inside them.
    public func bounds(forWidth width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets = .zero) -> KeyRect {
        KeyRect(x: 0, y: 0, width: width, height: viewHeight(forWidth: width, metrics: metrics, safeArea: safeArea))
    }

    /// Writes one rectangle per key, row by row, into the first ``keyCount`` elements of `buffer`.
    /// Does not allocate.
    ///
    /// - Precondition: `buffer.count >= keyCount`.
    @inlinable
    public func keyRects(
        into buffer: UnsafeMutableBufferPointer<KeyRect>,
        forWidth width: Double,
        metrics: KeyboardMetrics,
        safeArea: SafeAreaInsets = .zero
    ) {
        precondition(buffer.count >= spans.count, "buffer too small for the keys")
        let inner = width - safeArea.left - safeArea.right
        var across = inner
        var left = safeArea.left
        if style == .pad, metrics.padMaximumWidth < inner {
            across = max(0, metrics.padMaximumWidth)
            left += (inner - across) / 2
        }
        let pitch = across / unitsAcross
        let gap = style == .pad ? metrics.keyGap * metrics.padGapFactor : metrics.keyGap
        let keyHeight = metrics.keyHeight(forWidth: inner)
        let frame = KeyFrame(
            left: left, pitch: pitch, gap: gap, top: (showsToolbar ? metrics.toolbarHeight : 0) + metrics.rowGap,
            rowPitch: keyHeight + metrics.rowGap, keyHeight: keyHeight, centre: safeArea.left + inner / 2
        )
        let grid = PixelGrid(scale: metrics.scale)
        if grid.scale == 1 {
            placeKeys(into: buffer, frame: frame, grid: grid, conversion: UnitPixelConversion())
        } else if PowerOfTwoPixelConversion.isPowerOfTwo(grid.scale) {
            placeKeys(into: buffer, frame: frame, grid: grid, conversion: PowerOfTwoPixelConversion(scale: grid.scale))
        } else if grid.scale > 0 {
            placeKeys(into: buffer, frame: frame, grid: grid, conversion: DividingPixelConversion(scale: grid.scale))
        } else {
            placeKeysOffGrid(into: buffer, frame: frame)
        }
    }

    /// The rectangles of the toolbar, its title and its items, or `nil` when the page has no toolbar.
    ///
    /// The bar spans the view's full width and is ``KeyboardMetrics/toolbarHeight`` high at the top.
    /// Items are ``KeyboardMetrics/toolbarItemWidth`` wide and as high as the bar: leading items from
    /// ``KeyboardMetrics/toolbarPadding`` inside the left safe-area inset, trailing items ending that far
    /// inside the right one. The title is centred in the view, as wide as it can be while clear of the
    /// items at both ends (the wider end counts for both, so the title stays centred).
    public func toolbarRects(forWidth width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets = .zero) -> ToolbarRects? {
        guard showsToolbar else { return nil }
        guard !isMirrored else {
            // Laid out left to right with the insets swapped, then reflected: leading items end up at the right.
            var swapped = safeArea
            (swapped.left, swapped.right) = (safeArea.right, safeArea.left)
            guard let rects = unmirroredToolbarRects(forWidth: width, metrics: metrics, safeArea: swapped) else { return nil }
            let reflect = { (rect: KeyRect) in KeyRect(x: width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) }
            return ToolbarRects(bar: rects.bar, title: rects.title.map(reflect), items: rects.items.map(reflect))
        }
        return unmirroredToolbarRects(forWidth: width, metrics: metrics, safeArea: safeArea)
    }

    private func unmirroredToolbarRects(forWidth width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets) -> ToolbarRects? {
        let grid = PixelGrid(scale: metrics.scale)
        let height = grid.floor(metrics.toolbarHeight)
        let itemWidth = grid.floor(metrics.toolbarItemWidth)
        let padding = grid.round(metrics.toolbarPadding, up: true)
        let leadingCount = toolbarPlacements.count { $0 == .leading }
        let trailingCount = toolbarPlacements.count - leadingCount
        var items: [KeyRect] = []
        items.reserveCapacity(toolbarPlacements.count)
        var leading = grid.round(safeArea.left, up: true) + padding
        var trailing = grid.round(width - safeArea.right, up: false) - padding - Double(trailingCount) * itemWidth
        for placement in toolbarPlacements {
            switch placement {
            case .leading:
                items.append(KeyRect(x: leading, y: 0, width: itemWidth, height: height))
                leading += itemWidth
            case .trailing:
                items.append(KeyRect(x: trailing, y: 0, width: itemWidth, height: height))
                trailing += itemWidth
            }
        }
        var title: KeyRect?
        if toolbarHasTitle {
            let inner = width - safeArea.left - safeArea.right
            let clearance = padding + Double(max(leadingCount, trailingCount)) * itemWidth
            let titleWidth = max(0, inner - 2 * clearance)
            let (x, snappedWidth) = grid.place(left: safeArea.left + clearance, width: titleWidth, centre: safeArea.left + inner / 2)
            title = KeyRect(x: x, y: 0, width: snappedWidth, height: height)
        }
        return ToolbarRects(bar: KeyRect(x: 0, y: 0, width: width, height: height), title: title, items: items)
    }

    /// Replaces the contents of `buffer` with one rectangle per key, row by row. Reuse the same array
    /// across calls (for example on rotation): once it has ``keyCount`` elements, no allocation happens.
    @inlinable
    public func keyRects(
        into buffer: inout [KeyRect],
        forWidth width: Double,
        metrics: KeyboardMetrics,
        safeArea: SafeAreaInsets = .zero
    ) {
        if buffer.count != spans.count {
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: repeatElement(KeyRect.zero, count: spans.count))
        }
        buffer.withUnsafeMutableBufferPointer { pointer in
            keyRects(into: pointer, forWidth: width, metrics: metrics, safeArea: safeArea)
        }
    }

    /// One rectangle per key, grouped by row (top to bottom, each row left to right).
    public func keyRects(forWidth width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets = .zero) -> [[KeyRect]] {
        var flat: [KeyRect] = []
        keyRects(into: &flat, forWidth: width, metrics: metrics, safeArea: safeArea)
        return (0..<rowCount).map { Array(flat[rowStarts[$0]..<rowStarts[$0 + 1]]) }
    }

    /// How many key units wide `layout` is (``unitsAcross``), without placing its keys: what a check of
    /// sizes needs, for a fraction of the geometry's work.
    public static func unitsAcross(of layout: KeyboardLayout) -> Double {
        unitsAcross(of: layout, style: LayoutStyle(layout: layout))
    }

    private static func unitsAcross(of layout: KeyboardLayout, style: LayoutStyle) -> Double {
        guard style == .rows else { return 3 }
        var unitsAcross = 0.0
        for row in layout.rows {
            let fixed = fixedUnits(of: row)
            let fills = row.keys.count { $0.width == .fill }
            unitsAcross = max(unitsAcross, fixed + Double(fills))
        }
        return unitsAcross <= 0 ? 1 : unitsAcross
    }

    /// The sum of a row's fixed key widths and spacer widths, in key units.
    private static func fixedUnits(of row: KeyRow) -> Double {
        var total = row.spacers.reduce(0) { $0 + max(0, $1.width) }
        for key in row.keys {
            if case .units(let value) = key.width { total += max(0, value) }
        }
        return total
    }

    /// The spacer width before the key at `index`; spacers past the last key count before nothing.
    private static func spacerUnits(in row: KeyRow, before index: Int) -> Double {
        var total = 0.0
        for spacer in row.spacers where spacer.position == index || (index == 0 && spacer.position < 0) {
            total += max(0, spacer.width)
        }
        return total
    }
}
