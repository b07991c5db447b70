/// What a renderer draws around the keys, from the current page's theme: the spacing, the callout's cells,
/// the toolbar's items and the key preview. Every decision is here, pure and allocation-free, so the iOS
/// keyboard and the playground only map the answers to their colours and fonts.
extension KeyboardSession {
    /// The theme the current page is drawn with (``KeyboardLayout/resolvedTheme``).
    public var currentTheme: KeyboardTheme { currentLayout.resolvedTheme }

    /// `metrics` with the current theme's key spacing applied (``KeySpacing/applied(to:)``): what the keys
    /// are laid out, hit and drawn with.
    public func spacedMetrics(_ metrics: KeyboardMetrics) -> KeyboardMetrics {
        currentTheme.keySpacing.applied(to: metrics)
    }

    /// How to draw one cell of the open callout in `appearance`: the callout's fill and text, or its
    /// selected fill and text for the alternate the finger is on, in the shape (corner radius, shadow,
    /// border, label weight) of the theme's character keys.
    public func calloutStyle(isSelected: Bool, appearance: ThemeAppearance) -> KeyStyle {
        let styles = currentTheme.styles(appearance)
        var style = styles[.character]
        style.fill = isSelected ? styles.callout.selectedFill : styles.callout.fill
        style.label = isSelected ? styles.callout.selectedText : styles.callout.text
        return style
    }

    /// The colour of the toolbar's item at `index` in `appearance`: Done in the toolbar's button colour,
    /// other items in its title colour; under a finger, halfway to the toolbar's background, as iOS dims a
    /// pressed bar button. `isPressed` is `index == interaction.highlightedToolbarItem(in: session)`,
    /// never true while the screen is captured.
    public func toolbarItemColor(at index: Int, isPressed: Bool = false, appearance: ThemeAppearance) -> ThemeColor {
        let toolbar = currentTheme.styles(appearance).toolbar
        let isDone = currentToolbar.map { $0.items.indices.contains(index) && $0.items[index].isDone } ?? false
        let color = isDone ? toolbar.button : toolbar.title
        return isPressed ? color.mixed(with: toolbar.background, fraction: 0.5) : color
    }
}

/// The enlarged copy of a pressed character key shown above it, when the page's theme asks for one
/// (``KeyboardTheme/keyPreview``).
public struct KeyPreview: Sendable, Hashable {
    /// The key shown.
    public var key: KeyPosition
    /// Where the preview is drawn: ``widthFactor`` times the key's width, ``heightFactor`` times its
    /// height, its bottom at the key's centre, kept inside the view.
    public var rect: KeyRect

    /// How much wider than the key the preview is.
    public static let widthFactor = 1.4
    /// How much higher than the key the preview is.
    public static let heightFactor = 1.6

    /// Creates a preview.
    public init(key: KeyPosition, rect: KeyRect) {
        self.key = key
        self.rect = rect
    }

    /// The preview of the key in `keyRect`, kept within `bounds`.
    public init(key: KeyPosition, keyRect: KeyRect, within bounds: KeyRect) {
        let width = keyRect.width * Self.widthFactor, height = keyRect.height * Self.heightFactor
        let x = min(max(keyRect.midX - width / 2, bounds.x), bounds.maxX - width)
        let y = max(keyRect.midY - height, bounds.y)
        self.init(key: key, rect: KeyRect(x: x, y: y, width: width, height: height))
    }
}

extension KeyboardInteraction {
    /// The key preview to draw, or `nil`: only while a finger is on a character key of a page whose theme
    /// shows previews, with no callout open, and never while the screen is captured (the press is not
    /// reported then), so a recording does not show which key was typed.
    public func keyPreview(in session: KeyboardSession) -> KeyPreview? {
        guard session.currentTheme.keyPreview, session.callout == nil, let position = highlightedKey(in: session),
              session.key(at: position)?.isCharacter == true else { return nil }
        let rows = hitTester.keyRects
        guard rows.indices.contains(position.row), rows[position.row].indices.contains(position.index) else { return nil }
        return KeyPreview(key: position, keyRect: rows[position.row][position.index], within: hitTester.bounds)
    }
}

extension KeyStyle {
    /// The font of a label in this style: ``KeyLabelFont`` for the label's kind and the user's text
    /// settings, its size times ``labelScale``.
    public func labelFont(_ labelStyle: KeyLabelStyle, isBoldTextEnabled: Bool = false, textSizeMultiplier: Double = 1) -> KeyLabelFont {
        var font = KeyLabelFont(style: labelStyle, isBoldTextEnabled: isBoldTextEnabled, textSizeMultiplier: textSizeMultiplier)
        if labelScale.isFinite, labelScale > 0 { font.pointSize *= labelScale }
        return font
    }

    /// The label's weight: the style's, made at least semibold with Bold Text on, as the system keyboard
    /// makes its labels heavier.
    public func labelWeight(isBoldTextEnabled: Bool) -> ThemeFontWeight {
        guard isBoldTextEnabled else { return labelWeight }
        return labelWeight.cssWeight >= ThemeFontWeight.semibold.cssWeight ? labelWeight : .semibold
    }

    /// The corner radius drawn on a key `width` by `height` points: ``cornerRadius``, at most half the
    /// smaller side (a pill), never negative.
    public func cornerRadius(width: Double, height: Double) -> Double {
        max(0, min(cornerRadius, width / 2, height / 2))
    }
}
