/// How one kind of key is drawn in one state and appearance of a ``KeyboardTheme``: every value a
/// renderer needs, resolved (a theme file may leave fields out; the compiler fills them in).
public struct KeyStyle: Sendable, Hashable {
    /// The key's background.
    public var fill: ThemeColor
    /// The colour of the key's label or glyph.
    public var label: ThemeColor
    /// The colour of the key's outline; drawn only when ``borderWidth`` is above 0.
    public var border: ThemeColor
    /// The outline's width in points; 0 for none.
    public var borderWidth: Double
    /// The corner radius in points; half the key's height or more draws a pill.
    public var cornerRadius: Double
    /// The shadow under the key.
    public var shadow: ThemeShadow
    /// The weight of the label's font.
    public var labelWeight: ThemeFontWeight
    /// A factor on the label's size (``KeyLabelFont/pointSize``): 1 keeps it.
    public var labelScale: Double

    /// Creates a style.
    public init(
        fill: ThemeColor, label: ThemeColor, border: ThemeColor = .clear, borderWidth: Double = 0, cornerRadius: Double = 5,
        shadow: ThemeShadow = .none, labelWeight: ThemeFontWeight = .regular, labelScale: Double = 1
    ) {
        self.fill = fill
        self.label = label
        self.border = border
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
        self.shadow = shadow
        self.labelWeight = labelWeight
        self.labelScale = labelScale
    }
}

/// A shadow drawn under a key: its colour, how far it is moved, and how far it blurs.
public struct ThemeShadow: Sendable, Hashable {
    /// The shadow's colour; ``ThemeColor/clear`` for none.
    public var color: ThemeColor
    /// How far right the shadow is moved, in points.
    public var x: Double
    /// How far down the shadow is moved, in points.
    public var y: Double
    /// The blur radius in points; 0 for a sharp edge.
    public var radius: Double

    /// Creates a shadow.
    public init(color: ThemeColor, x: Double = 0, y: Double = 1, radius: Double = 0) {
        self.color = color
        self.x = x
        self.y = y
        self.radius = radius
    }

    /// No shadow.
    public static let none = ThemeShadow(color: .clear, x: 0, y: 0, radius: 0)
}

/// The weight of a label's font, mapped by each renderer to its own (`UIFont.Weight`, SVG's `font-weight`).
public enum ThemeFontWeight: String, Sendable, Hashable, CaseIterable {
    /// Regular (400).
    case regular
    /// Medium (500).
    case medium
    /// Semibold (600).
    case semibold
    /// Bold (700).
    case bold

    /// The CSS and SVG number of the weight: 400, 500, 600 or 700.
    public var cssWeight: Int {
        switch self {
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        }
    }
}

/// Changes that a theme's per-key override makes to a ``KeyStyle``: each field given replaces the style's.
public struct KeyStylePatch: Sendable, Hashable {
    /// The fill, if changed.
    public var fill: ThemeColor?
    /// The label colour, if changed.
    public var label: ThemeColor?
    /// The border colour, if changed.
    public var border: ThemeColor?
    /// The border width, if changed.
    public var borderWidth: Double?
    /// The corner radius, if changed.
    public var cornerRadius: Double?
    /// The shadow, if changed.
    public var shadow: ThemeShadow?
    /// The label weight, if changed.
    public var labelWeight: ThemeFontWeight?
    /// The label scale, if changed.
    public var labelScale: Double?

    /// Creates a patch; fields left `nil` keep the style's.
    public init(
        fill: ThemeColor? = nil, label: ThemeColor? = nil, border: ThemeColor? = nil, borderWidth: Double? = nil, cornerRadius: Double? = nil,
        shadow: ThemeShadow? = nil, labelWeight: ThemeFontWeight? = nil, labelScale: Double? = nil
    ) {
        self.fill = fill
        self.label = label
        self.border = border
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
        self.shadow = shadow
        self.labelWeight = labelWeight
        self.labelScale = labelScale
    }

    /// Whether the patch changes nothing.
    public var isEmpty: Bool { self == KeyStylePatch() }

    /// `style` with the patch's fields replacing its own.
    public func applied(to style: KeyStyle) -> KeyStyle {
        KeyStyle(
            fill: fill ?? style.fill, label: label ?? style.label, border: border ?? style.border, borderWidth: borderWidth ?? style.borderWidth,
            cornerRadius: cornerRadius ?? style.cornerRadius, shadow: shadow ?? style.shadow, labelWeight: labelWeight ?? style.labelWeight,
            labelScale: labelScale ?? style.labelScale)
    }
}
