/// A keyboard's look: its colours, key shapes, toolbar and callouts in light, dark and high contrast, its
/// per-key overrides, and the secure switches that decide what a press shows.
///
/// Theme files (`theme: bank-blue`) compile to static values (`KeyboardTheme.bankBlue`), and a layout
/// that names a theme holds it (``KeyboardLayout/theme``); one that names none is drawn with
/// ``standard``. Renderers ask ``style(for:onPage:shiftState:returnKeyRole:isPressed:appearance:)`` and
/// draw what it returns, so the iOS keyboard, the previews and the playground agree.
///
/// A theme is a value whose parts are kept behind one reference: copying a layout that holds one costs a
/// retain, and a layout without one pays nothing.
public struct KeyboardTheme: Sendable, Hashable {
    /// The parts, immutable and shared by copies.
    @usableFromInline final class Definition: Sendable, Hashable {
        let id: String
        let appearances: [ThemeAppearanceStyles]
        let overrides: [KeyThemeOverride]
        let keyPreview: Bool
        let pressedHighlight: PressedHighlight
        let keySpacing: KeySpacing
        /// How far a key's drawing may reach beyond its rectangle: its shadow or its border, whichever
        /// reaches further, in any appearance and override.
        let drawingOutset: Double

        init(id: String, appearances: [ThemeAppearanceStyles], overrides: [KeyThemeOverride], keyPreview: Bool, pressedHighlight: PressedHighlight, keySpacing: KeySpacing) {
            self.id = id
            self.appearances = appearances
            self.overrides = overrides
            self.keyPreview = keyPreview
            self.pressedHighlight = pressedHighlight
            self.keySpacing = keySpacing
            var outset = 0.0
            func include(_ shadow: ThemeShadow?, _ borderWidth: Double?) {
                if let shadow, shadow.color.alpha > 0 {
                    outset = max(outset, abs(shadow.x) + shadow.radius, abs(shadow.y) + shadow.radius)
                }
                if let borderWidth { outset = max(outset, borderWidth / 2) }
            }
            for appearance in appearances {
                for style in appearance.keys { include(style.shadow, style.borderWidth) }
            }
            for override in overrides {
                for patch in override.normal + override.pressed { include(patch.shadow, patch.borderWidth) }
            }
            drawingOutset = outset.isFinite ? outset : 0
        }

        @usableFromInline static func == (lhs: Definition, rhs: Definition) -> Bool {
            lhs === rhs
                || (lhs.id == rhs.id && lhs.appearances == rhs.appearances && lhs.overrides == rhs.overrides && lhs.keyPreview == rhs.keyPreview
                    && lhs.pressedHighlight == rhs.pressedHighlight && lhs.keySpacing == rhs.keySpacing)
        }

        @usableFromInline func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(appearances)
        }
    }

    @usableFromInline let definition: Definition

    /// Creates a theme.
    /// - Parameters:
    ///   - id: The theme's id, as its file declares it (`bank-blue`).
    ///   - light: The styles in light mode.
    ///   - dark: The styles in dark mode.
    ///   - highContrast: The styles with Increase Contrast on.
    ///   - overrides: Per-key changes, applied in order (a later one wins where two change one field).
    ///   - keyPreview: Whether a pressed key shows an enlarged preview above it.
    ///   - pressedHighlight: How a pressed key is shown.
    ///   - keySpacing: The gaps between keys and rows.
    public init(
        id: String, light: ThemeAppearanceStyles, dark: ThemeAppearanceStyles, highContrast: ThemeAppearanceStyles,
        overrides: [KeyThemeOverride] = [], keyPreview: Bool = false, pressedHighlight: PressedHighlight = .subtle, keySpacing: KeySpacing = .standard
    ) {
        definition = Definition(
            id: id, appearances: [light, dark, highContrast], overrides: overrides, keyPreview: keyPreview, pressedHighlight: pressedHighlight,
            keySpacing: keySpacing)
    }

    /// The theme's id.
    public var id: String { definition.id }
    /// Per-key changes, applied in order.
    public var overrides: [KeyThemeOverride] { definition.overrides }
    /// Whether a pressed key shows an enlarged preview above it. Hosts show none while the screen is captured.
    public var keyPreview: Bool { definition.keyPreview }
    /// How a pressed key is shown. Hosts show no press while the screen is captured.
    public var pressedHighlight: PressedHighlight { definition.pressedHighlight }
    /// The gaps between keys and between rows.
    public var keySpacing: KeySpacing { definition.keySpacing }
    /// How far a key's drawing reaches beyond its rectangle, in points: the furthest shadow (offset plus
    /// blur) or half the widest border of any key style. A renderer redrawing one key redraws this much
    /// around it.
    public var drawingOutset: Double { definition.drawingOutset }

    /// The styles of `appearance`.
    public func styles(_ appearance: ThemeAppearance) -> ThemeAppearanceStyles {
        definition.appearances[appearance.index]
    }

    /// The theme with other secure switches: what a page that overrides its theme's switches is drawn with.
    public func withSecureSwitches(keyPreview: Bool, pressedHighlight: PressedHighlight) -> KeyboardTheme {
        guard keyPreview != self.keyPreview || pressedHighlight != self.pressedHighlight else { return self }
        let definition = self.definition
        return KeyboardTheme(
            id: definition.id, light: definition.appearances[0], dark: definition.appearances[1], highContrast: definition.appearances[2],
            overrides: definition.overrides, keyPreview: keyPreview, pressedHighlight: pressedHighlight, keySpacing: definition.keySpacing)
    }
}

/// The gaps a theme keeps between keys and rows, as factors on the device's own (``KeyboardMetrics``
/// gives 4 points between a phone's keys, 16 on a pad in landscape): 1 keeps them, 1.5 widens them by half.
public struct KeySpacing: Sendable, Hashable {
    /// The factor on the gap between neighbouring keys (``KeyboardMetrics/keyGap``).
    public var keys: Double
    /// The factor on the gap between rows (``KeyboardMetrics/rowGap``).
    public var rows: Double

    /// Creates a spacing.
    public init(keys: Double = 1, rows: Double = 1) {
        self.keys = keys
        self.rows = rows
    }

    /// The device's own gaps.
    public static let standard = KeySpacing()

    /// `metrics` with its gaps multiplied by the factors.
    public func applied(to metrics: KeyboardMetrics) -> KeyboardMetrics {
        var metrics = metrics
        metrics.keyGap *= keys
        metrics.rowGap *= rows
        return metrics
    }
}

extension ThemeAppearance {
    /// The appearance's place in a theme's lists: light, dark, high contrast.
    public var index: Int {
        switch self {
        case .light: return 0
        case .dark: return 1
        case .highContrast: return 2
        }
    }
}
