/// Other rows for a page on another device class or at another width, such as the iPad letters page
/// with its extra punctuation and dismiss keys.
///
/// ``KeyboardLayout/forDevice(_:width:)`` picks the first variant whose conditions hold for the metrics and
/// width a page is laid out with; without one, the page's own rows are used.
public struct LayoutVariant: Sendable, Hashable {
    /// The device class the variant is for, or `nil` for any.
    public var device: KeyboardMetrics.Device?
    /// The narrowest keyboard width, in points, the variant is for, or `nil` for any.
    public var minimumWidth: Double?
    /// The variant's rows, top to bottom.
    public var rows: [KeyRow]

    /// Creates a variant.
    public init(device: KeyboardMetrics.Device? = nil, minimumWidth: Double? = nil, rows: [KeyRow]) {
        self.device = device
        self.minimumWidth = minimumWidth
        self.rows = rows
    }

    /// Whether the variant is for a keyboard laid out with `metrics` at `width` points.
    public func applies(to metrics: KeyboardMetrics, width: Double) -> Bool {
        (device == nil || device == metrics.device) && (minimumWidth.map { width >= $0 } ?? true)
    }
}

extension KeyboardLayout {
    /// The page as shown with `metrics` at `width`: the first variant that applies replaces the rows (and
    /// the result has no variants of its own); without one, the page itself.
    public func forDevice(_ metrics: KeyboardMetrics, width: Double) -> KeyboardLayout {
        guard let variant = variants.first(where: { $0.applies(to: metrics, width: width) }) else { return self }
        var shown = self
        shown.rows = variant.rows
        shown.variants = []
        return shown
    }
}
