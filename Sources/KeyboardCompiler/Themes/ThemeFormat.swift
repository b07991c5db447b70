import KeyboardRuntime

/// One field of the theme format: its name, what it holds and what it means. The decoder accepts exactly
/// these fields, and the JSON Schema (`kbc schema --theme`) and the manual are written from them.
public struct ThemeField: Sendable {
    /// What a theme field's value may be.
    public enum Kind: Sendable {
        /// A theme id, as a keyboard id is written.
        case themeID
        /// A keyboard id.
        case keyboardID
        /// Any non-empty text.
        case text
        /// `#RRGGBB`, `#RRGGBBAA`, or the name of a palette colour.
        case color
        /// A number between the bounds.
        case number(ClosedRange<Double>)
        /// `true` or `false`.
        case boolean
        /// One of the words.
        case choice([String])
        /// A mapping with these fields.
        case mapping([ThemeField])
        /// A mapping of palette names to `#RRGGBB[AA]` colours.
        case palette
        /// A list of mappings with these fields.
        case list([ThemeField])
    }

    /// The field's name as written in YAML.
    public let name: String
    /// What its value may be.
    public let kind: Kind
    /// What the field means.
    public let summary: String

    init(_ name: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}

/// The theme format's fields, from the top of a theme file down.
public enum ThemeFormat {
    /// The fields of a key style (`keys.character`, an override's `light`), without its states.
    static let styleFields: [ThemeField] = [
        ThemeField("fill", .color, "The key's background."),
        ThemeField("label", .color, "The colour of the key's label or symbol."),
        ThemeField("border", .color, "The colour of the key's outline, drawn when `borderWidth` is above 0."),
        ThemeField("borderWidth", .number(0...20), "The outline's width in points; 0 for none."),
        ThemeField("cornerRadius", .number(0...100), "The corner radius in points; half the key's height or more draws a pill."),
        ThemeField("shadow", .mapping([
            ThemeField("color", .color, "The shadow's colour; `#00000000` for none."),
            ThemeField("x", .number(-20...20), "How far right the shadow is moved, in points."),
            ThemeField("y", .number(-20...20), "How far down the shadow is moved, in points."),
            ThemeField("radius", .number(0...40), "How far the shadow blurs, in points."),
        ]), "The shadow under the key."),
        ThemeField("labelWeight", .choice(ThemeFontWeight.allCases.map(\.rawValue)), "The weight of the label's font."),
        ThemeField("labelScale", .number(0.5...2), "A factor on the label's size: 1 keeps it."),
    ]

    /// A key kind's style with a pressed state.
    static let pressableStyleFields = styleFields + [ThemeField("pressed", .mapping(styleFields), "The style under a finger: fields left out come from the key's normal style.")]

    /// The kinds of key a theme styles, under `keys`.
    static let keyKindFields: [ThemeField] = [
        ThemeField("all", .mapping(styleFields), "What every key kind has unless its own style says otherwise (a corner radius, a border, a label colour)."),
        ThemeField("character", .mapping(pressableStyleFields), "Character keys."),
        ThemeField("space", .mapping(pressableStyleFields), "The space bar; fields left out come from `character`."),
        ThemeField("function", .mapping(pressableStyleFields), "Function keys: delete, switch, toggle-width, dismiss."),
        ThemeField("shift", .mapping(pressableStyleFields + [
            ThemeField("once", .mapping(styleFields), "Shift on for the next character."),
            ThemeField("locked", .mapping(styleFields), "Caps lock; fields left out come from `once`."),
        ]), "Shift, off; fields left out come from `function`."),
        ThemeField("return", .mapping(pressableStyleFields), "The return key when it moves on (`return`, `next`); fields left out come from `function`."),
        ThemeField("finishingReturn", .mapping(pressableStyleFields), "The return key when it finishes (`go`, `done`, `send`…); fields left out come from `return`."),
    ]

    /// The fields of an appearance (`light`, `dark`, `highContrast`).
    static let appearanceFields: [ThemeField] = [
        ThemeField("background", .color, "The keyboard's background, behind the keys."),
        ThemeField("keys", .mapping(keyKindFields), "The keys' styles by kind and state."),
        ThemeField("toolbar", .mapping([
            ThemeField("background", .color, "The bar's background."),
            ThemeField("title", .color, "The title's colour."),
            ThemeField("titleWeight", .choice(ThemeFontWeight.allCases.map(\.rawValue)), "The title's weight."),
            ThemeField("button", .color, "The colour of Done and the other items."),
        ]), "The bar above the keys."),
        ThemeField("callout", .mapping([
            ThemeField("fill", .color, "The callout's background."),
            ThemeField("text", .color, "The alternates' colour."),
            ThemeField("selectedFill", .color, "The background of the alternate under the finger."),
            ThemeField("selectedText", .color, "The colour of the alternate under the finger."),
        ]), "The long-press callout of alternates."),
        ThemeField("flickHint", .color, "The colour of the small texts a flick key shows toward its directions."),
    ]

    /// The fields of a per-key override: its selector, then its style per appearance.
    static let overrideFields: [ThemeField] = [
        ThemeField("text", .text, "Selects the character keys that type this text (`\"00\"`)."),
        ThemeField("action", .choice(KeySelectorAction.allCases.map(\.rawValue)), "Selects the keys of this kind."),
        ThemeField("page", .keyboardID, "Selects only keys of the keyboard with this id."),
        ThemeField("light", .mapping(pressableStyleFields), "The selected keys' changes in light mode."),
        ThemeField("dark", .mapping(pressableStyleFields), "In dark mode; left out, the `light` changes apply."),
        ThemeField("highContrast", .mapping(pressableStyleFields), "With Increase Contrast on; left out, nothing changes."),
    ]

    /// The selector fields of an override, at least one of which it must give.
    static let selectorFieldNames = ["text", "action", "page"]

    /// The fields of a theme file.
    public static let themeFields: [ThemeField] = [
        ThemeField("theme", .themeID, "The theme's id, which keyboards name with `theme: ID`. Required, and the file's first field."),
        ThemeField("extends", .themeID, "The theme this one starts from: every field it leaves out is the base's. Default: the built-in `default`."),
        ThemeField("palette", .palette, "Named colours (`navy: \"#0B2A5B\"`) that colour fields may use by name; inherited with `extends`."),
        ThemeField("keyPreview", .boolean, "Whether a pressed key shows an enlarged preview above it. It shows the key on a screen recording. Default `false`."),
        ThemeField("pressedHighlight", .choice(PressedHighlight.allCases.map(\.rawValue)), "How a pressed key is shown: `none`, `subtle` (halfway to the pressed style) or `standard`. Default `subtle`."),
        ThemeField("spacing", .mapping([
            ThemeField("keys", .number(0...4), "A factor on the device's gap between keys: 1 keeps it."),
            ThemeField("rows", .number(0...4), "A factor on the device's gap between rows: 1 keeps it."),
        ]), "The gaps between keys and rows, as factors on the device's own."),
        ThemeField("light", .mapping(appearanceFields), "The look in light mode; fields left out come from `dark`, then from the base theme."),
        ThemeField("dark", .mapping(appearanceFields), "The look in dark mode; fields left out come from `light`, then from the base theme."),
        ThemeField("highContrast", .mapping(appearanceFields), "The look with Increase Contrast on; fields left out come from the base theme."),
        ThemeField("overrides", .list(overrideFields), "Changes to the keys a selector picks (`text`, `action`, `page`), applied in order."),
    ]

    /// The appearance each appearance field of a file stands for.
    static let appearanceNames: [(name: String, appearance: ThemeAppearance)] = [("light", .light), ("dark", .dark), ("highContrast", .highContrast)]
}
