import KeyboardRuntime
import YAMLLoader

/// A value a theme file gives, where it gives it.
public struct ThemeValue: Sendable {
    /// What a value is.
    public enum Content: Sendable, Hashable {
        /// A colour written `#RRGGBB[AA]`.
        case color(ThemeColor)
        /// A colour written as a palette name, known once the palette (perhaps inherited) is.
        case paletteName(String)
        /// A number.
        case number(Double)
        /// One of a choice's words, or a text.
        case word(String)
        /// `true` or `false`.
        case boolean(Bool)
    }

    /// The value.
    public var content: Content
    /// Where it is written.
    public var location: SourceLocation
}

/// A theme as its file declares it: each value by its path (`keys.character.pressed.fill`, `toolbar.title`)
/// per appearance. `ThemeResolver` fills in what it leaves out.
public struct DecodedTheme: Sendable {
    /// The theme's id.
    public var id: String
    /// The file.
    public var file: String
    /// Where the id is written.
    public var location: SourceLocation
    /// The theme it extends, and where `extends` says so; `nil` for the built-in default.
    public var base: (id: String, location: SourceLocation)?
    /// The palette's colours by name.
    public var palette: [String: ThemeValue] = [:]
    /// `keyPreview`, `pressedHighlight`, `spacing.keys`, `spacing.rows`, when given.
    public var settings: [String: ThemeValue] = [:]
    /// The values of `light`, `dark` and `highContrast` by path, in `ThemeAppearance` order; `nil` for an
    /// appearance the file leaves out.
    public var appearances: [[String: ThemeValue]?] = [nil, nil, nil]
    /// The per-key overrides, in order.
    public var overrides: [DecodedThemeOverride] = []
    /// Whether decoding found errors.
    public var isComplete = true
}

/// A per-key override as a theme file declares it.
public struct DecodedThemeOverride: Sendable {
    /// The keys it picks.
    public var selector: KeySelector
    /// Where the override is written.
    public var location: SourceLocation
    /// Its values by path (`fill`, `pressed.fill`) per appearance, in `ThemeAppearance` order.
    public var appearances: [[String: ThemeValue]?] = [nil, nil, nil]
}
