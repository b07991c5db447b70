/// The inputs of one ``KeyboardGeometry/keyRects(into:forWidth:metrics:safeArea:)`` call that every key
/// shares, worked out once per call: the horizontal unit and its origin, the key gap, the rows' pitch.
@frozen @usableFromInline
internal struct KeyFrame {
    /// The left edge of unit 0 in points.
    @usableFromInline let left: Double
    /// Points per key unit.
    @usableFromInline let pitch: Double
    /// The gap between neighbouring keys in points.
    @usableFromInline let gap: Double
    /// The top of the first row's key area (below the toolbar and one row gap).
    @usableFromInline let top: Double
    /// A key's height plus one row gap.
    @usableFromInline let rowPitch: Double
    /// A key's exact height.
    @usableFromInline let keyHeight: Double
    /// The horizontal centre of the keyboard, toward which exact halves round.
    @usableFromInline let centre: Double

    @inlinable
    init(left: Double, pitch: Double, gap: Double, top: Double, rowPitch: Double, keyHeight: Double, centre: Double) {
        self.left = left
        self.pitch = pitch
        self.gap = gap
        self.top = top
        self.rowPitch = rowPitch
        self.keyHeight = keyHeight
        self.centre = centre
    }
}

extension KeyboardGeometry {
    /// The rectangle loop on a pixel grid: ``PixelGrid/place(left:width:flooredWidth:centre:)`` for every
    /// key, as its arithmetic, in its order, so every rectangle is the same Double it gives.
    ///
    /// What costs time is hoisted, never changed: a row's top is snapped once for its keys, a key width's
    /// margin, exact width and width rounded down once for the run of keys that share it, and the
    /// conversion back to points multiplies instead of dividing whenever that is exact (see
    /// ``PixelConversion``), and a key that fills its rounded span skips the rounding of its centred left
    /// edge, which the clamp would discard. Rows are walked through ``rowStarts``, so no key compares its
    /// row with the last.
    @inlinable
    internal func placeKeys<Conversion: PixelConversion>(
        into buffer: UnsafeMutableBufferPointer<KeyRect>,
        frame: KeyFrame,
        grid: PixelGrid,
        conversion: Conversion
    ) {
        let snappedHeight = grid.floor(frame.keyHeight)
        let centre = frame.centre
        var units = -1.0
        var margin = 0.0
        var idealWidth = 0.0
        var halfWidth = 0.0
        var flooredWidth = 0.0
        spans.withUnsafeBufferPointer { spans in
            rowStarts.withUnsafeBufferPointer { rowStarts in
                for row in 0..<(rowStarts.count - 1) {
                    let rowTop = frame.top + Double(row) * frame.rowPitch
                    let y = conversion.points(PixelGrid.nearestWhole(conversion.pixels(rowTop), up: true))
                    for index in rowStarts[row]..<rowStarts[row + 1] {
                        let span = spans[index]
                        if span.units != units {
                            units = span.units
                            let extent = span.units * frame.pitch
                            margin = min(frame.gap, extent) * 0.5
                            idealWidth = extent - 2 * margin
                            halfWidth = idealWidth / 2
                            flooredWidth = grid.floor(idealWidth)
                        }
                        let idealLeft = frame.left + span.start * frame.pitch + margin
                        let middle = idealLeft + halfWidth
                        let up = middle <= centre
                        let lowest = conversion.points(PixelGrid.nearestWhole(conversion.pixels(idealLeft), up: up))
                        let highest = conversion.points(
                            PixelGrid.nearestWhole(conversion.pixels(idealLeft + idealWidth), up: up)
                        )
                        let snappedWidth = min(flooredWidth, max(0, highest - lowest))
                        let rightmost = highest - snappedWidth
                        let x: Double
                        if rightmost.bitPattern == lowest.bitPattern, lowest.isFinite, !middle.isNaN {
                            // The key fills its rounded span (the usual case when it is a whole number of
                            // pixels wide): the clamp below gives `lowest`, bit for bit, for any x that is a
                            // number, and x is one when the span is finite and the middle a number. So the
                            // third rounding is skipped, not changed.
                            x = lowest
                        } else {
                            let centred = conversion.points(
                                PixelGrid.nearestWhole(conversion.pixels(middle - snappedWidth / 2), up: up)
                            )
                            x = min(max(centred, lowest), rightmost)
                        }
                        buffer[index] = KeyRect(x: x, y: y, width: snappedWidth, height: snappedHeight)
                    }
                }
            }
        }
    }

    /// The rectangle loop without a pixel grid (scale 0): every key at its exact place and size.
    @inlinable
    internal func placeKeysOffGrid(into buffer: UnsafeMutableBufferPointer<KeyRect>, frame: KeyFrame) {
        spans.withUnsafeBufferPointer { spans in
            for index in 0..<spans.count {
                let span = spans[index]
                let extent = span.units * frame.pitch
                let margin = min(frame.gap, extent) * 0.5
                buffer[index] = KeyRect(
                    x: frame.left + span.start * frame.pitch + margin,
                    y: frame.top + span.row * frame.rowPitch,
                    width: extent - 2 * margin,
                    height: frame.keyHeight
                )
            }
        }
    }
}
