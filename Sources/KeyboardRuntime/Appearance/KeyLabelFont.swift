/// The font of a key's label, decided from its ``KeyLabelStyle`` and the user's text settings, and the
/// shrinking that makes a long word fit its key.
///
/// - Sizes are the iOS keyboard's: 22 points for characters, 20 for symbols, 16 for words.
/// - Bold Text (`UIAccessibility.isBoldTextEnabled`) makes every label semibold instead of regular, as
///   the system keyboard makes its labels heavier.
/// - Dynamic Type is followed within limits: the keys do not grow with the text size, so the size is
///   scaled by the text-size multiplier (`UIFontMetrics.default.scaledValue(for: 1)`) clamped to
///   ``minimumTextSizeMultiplier``…``maximumTextSizeMultiplier``; the accessibility sizes stop at the
///   maximum rather than overflow the keys.
/// - A label wider than its key (a translated "return", a long switch label) is shrunk to fit the key's
///   width less ``horizontalPadding`` on each side, down to ``minimumScaleFactor``; below that it is drawn
///   at the minimum and clipped by the renderer.
///
/// ```swift
/// let font = KeyLabelFont(style: .word, isBoldTextEnabled: true, textSizeMultiplier: 1.4)
/// font.pointSize                                      // 19.2: 16 × the 1.2 maximum
/// font.weight                                         // .semibold
/// font.fittedPointSize(textWidth: 64, keyWidth: 60)   // 14.4: shrunk by 48 / 64 to fit 60 - 2 × 6 points
/// ```
public struct KeyLabelFont: Sendable, Hashable {
    /// A font weight, mapped by the renderer to its own (`UIFont.Weight`).
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        /// Regular.
        case regular
        /// Semibold: the weight of every label with Bold Text on.
        case semibold
    }

    /// The smallest text-size multiplier applied: smaller text sizes keep labels readable on the keys.
    public static let minimumTextSizeMultiplier = 0.9
    /// The largest text-size multiplier applied: larger sizes would not fit the keys, which do not grow.
    public static let maximumTextSizeMultiplier = 1.2
    /// The smallest a label is shrunk to fit its key, as a fraction of ``pointSize``.
    public static let minimumScaleFactor = 0.6
    /// The space kept free on each side of a label, in points.
    public static let horizontalPadding = 6.0

    /// The size in points before fitting.
    public var pointSize: Double
    /// The weight.
    public var weight: Weight

    /// The font for a label style with the user's Bold Text setting and text-size multiplier (1 at the
    /// default Dynamic Type size).
    public init(style: KeyLabelStyle, isBoldTextEnabled: Bool = false, textSizeMultiplier: Double = 1) {
        let base: Double
        switch style {
        case .character: base = 22
        case .symbol: base = 20
        case .word: base = 16
        }
        let multiplier = textSizeMultiplier.isFinite ? textSizeMultiplier : 1
        pointSize = base * min(max(multiplier, Self.minimumTextSizeMultiplier), Self.maximumTextSizeMultiplier)
        weight = isBoldTextEnabled ? .semibold : .regular
    }

    /// The size to draw a label at so that it fits a key `keyWidth` points wide, given the label's width
    /// `textWidth` measured at ``pointSize``: ``pointSize`` when it fits, otherwise shrunk in proportion,
    /// but never below ``minimumScaleFactor`` of it.
    public func fittedPointSize(textWidth: Double, keyWidth: Double) -> Double {
        let available = keyWidth - 2 * Self.horizontalPadding
        guard textWidth > available, textWidth > 0 else { return pointSize }
        let scale = max(available, 0) / textWidth
        return pointSize * max(scale, Self.minimumScaleFactor)
    }
}
