/// The system appearance a theme is drawn in: light, dark, or high contrast (the system's Increase
/// Contrast setting, which wins over light and dark).
public enum ThemeAppearance: String, Sendable, Hashable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
    /// Increase Contrast on, in either mode.
    case highContrast = "high-contrast"

    /// The appearance for the system's settings: high contrast when Increase Contrast is on, else dark or
    /// light.
    public init(isDark: Bool, increasesContrast: Bool) {
        self = increasesContrast ? .highContrast : isDark ? .dark : .light
    }
}

/// Everything a theme draws in one appearance: the keys' styles, the background, the toolbar, long-press
/// callouts and flick hints.
public struct ThemeAppearanceStyles: Sendable, Hashable {
    /// The style of each ``KeyStyleSlot``, indexed by its raw value; every slot has one.
    public var keys: [KeyStyle]
    /// The keyboard's background, behind the keys.
    public var background: ThemeColor
    /// The bar above the keys.
    public var toolbar: ToolbarStyle
    /// The long-press callout.
    public var callout: CalloutStyle
    /// The colour of the small texts a flick key shows toward its directions.
    public var flickHint: ThemeColor

    /// Creates an appearance's styles. `keys` holds one style per ``KeyStyleSlot``, in the order of its
    /// cases; a shorter list is completed with its last style (or a black-on-white one when empty).
    public init(keys: [KeyStyle], background: ThemeColor, toolbar: ToolbarStyle, callout: CalloutStyle, flickHint: ThemeColor) {
        var keys = keys
        let filler = keys.last ?? KeyStyle(fill: ThemeColor(rgba: 0xFFFF_FFFF), label: ThemeColor(rgba: 0x0000_00FF))
        while keys.count < KeyStyleSlot.allCases.count { keys.append(filler) }
        self.keys = keys
        self.background = background
        self.toolbar = toolbar
        self.callout = callout
        self.flickHint = flickHint
    }

    /// The style of `slot`.
    @inlinable public subscript(slot: KeyStyleSlot) -> KeyStyle {
        get { keys[slot.rawValue] }
        set { keys[slot.rawValue] = newValue }
    }
}

/// How the toolbar above the keys is drawn.
public struct ToolbarStyle: Sendable, Hashable {
    /// The bar's background.
    public var background: ThemeColor
    /// The title's colour.
    public var title: ThemeColor
    /// The title's weight.
    public var titleWeight: ThemeFontWeight
    /// The colour of the Done button and other items.
    public var button: ThemeColor

    /// Creates a toolbar style.
    public init(background: ThemeColor, title: ThemeColor, titleWeight: ThemeFontWeight = .semibold, button: ThemeColor) {
        self.background = background
        self.title = title
        self.titleWeight = titleWeight
        self.button = button
    }
}

/// How the long-press callout (the alternates a key offers) is drawn.
public struct CalloutStyle: Sendable, Hashable {
    /// The callout's background.
    public var fill: ThemeColor
    /// The alternates' colour.
    public var text: ThemeColor
    /// The background of the alternate the finger is on.
    public var selectedFill: ThemeColor
    /// The colour of the alternate the finger is on.
    public var selectedText: ThemeColor

    /// Creates a callout style.
    public init(fill: ThemeColor, text: ThemeColor, selectedFill: ThemeColor, selectedText: ThemeColor) {
        self.fill = fill
        self.text = text
        self.selectedFill = selectedFill
        self.selectedText = selectedText
    }
}
