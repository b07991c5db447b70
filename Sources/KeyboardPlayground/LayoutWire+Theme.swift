import KeyboardRuntime

// The wire encoding of a layout's theme (issue 33), written after its input length: an optional, then
// the theme's id, secure switches and spacing, its three appearances and its overrides. Colours are
// their packed `0xRRGGBBAA` as a varint, weights their index.
//
// The themes a page offers in place of each keyboard's own (its Theme menu, as `kbc render --theme`
// chooses one) travel apart from the layouts: the magic bytes `KBT1`, a count and that many themes.
extension LayoutWire {
    /// The first four bytes of every encoding of themes: `KBT1`.
    public static let themesMagic: [UInt8] = [0x4B, 0x42, 0x54, 0x31]

    /// The bytes of `themes`.
    public static func encode(themes: [KeyboardTheme]) -> [UInt8] {
        encodeList(themes, magic: themesMagic) { $0.theme($1) }
    }

    /// The themes encoded in `bytes` by ``encode(themes:)``.
    public static func decodeThemes(_ bytes: [UInt8]) throws(DecodingError) -> [KeyboardTheme] {
        try decodeList(bytes, magic: themesMagic) { (reader) throws(DecodingError) in try reader.theme() }
    }
}

extension LayoutWire.Writer {
    /// A layout's theme, or its absence (the standard theme).
    mutating func optionalTheme(_ theme: KeyboardTheme?) {
        optional(theme) { $0.theme($1) }
    }

    mutating func theme(_ theme: KeyboardTheme) {
        string(theme.id)
        bool(theme.keyPreview)
        index(theme.pressedHighlight)
        double(theme.keySpacing.keys)
        double(theme.keySpacing.rows)
        for appearance in ThemeAppearance.allCases { styles(theme.styles(appearance)) }
        count(theme.overrides.count)
        for override in theme.overrides {
            optional(override.selector.text) { $0.string($1) }
            optional(override.selector.action) { $0.index($1) }
            optional(override.selector.page) { $0.string($1) }
            for patches in [override.normal, override.pressed] {
                count(patches.count)
                for patch in patches { self.patch(patch) }
            }
        }
    }

    mutating func color(_ color: ThemeColor) { unsigned(UInt64(color.rgba)) }

    mutating func shadow(_ shadow: ThemeShadow) {
        color(shadow.color)
        double(shadow.x)
        double(shadow.y)
        double(shadow.radius)
    }

    mutating func style(_ style: KeyStyle) {
        color(style.fill)
        color(style.label)
        color(style.border)
        double(style.borderWidth)
        double(style.cornerRadius)
        shadow(style.shadow)
        index(style.labelWeight)
        double(style.labelScale)
    }

    mutating func styles(_ styles: ThemeAppearanceStyles) {
        count(styles.keys.count)
        for each in styles.keys { style(each) }
        color(styles.background)
        color(styles.toolbar.background)
        color(styles.toolbar.title)
        index(styles.toolbar.titleWeight)
        color(styles.toolbar.button)
        color(styles.callout.fill)
        color(styles.callout.text)
        color(styles.callout.selectedFill)
        color(styles.callout.selectedText)
        color(styles.flickHint)
    }

    mutating func patch(_ patch: KeyStylePatch) {
        optional(patch.fill) { $0.color($1) }
        optional(patch.label) { $0.color($1) }
        optional(patch.border) { $0.color($1) }
        optional(patch.borderWidth) { $0.double($1) }
        optional(patch.cornerRadius) { $0.double($1) }
        optional(patch.shadow) { $0.shadow($1) }
        optional(patch.labelWeight) { $0.index($1) }
        optional(patch.labelScale) { $0.double($1) }
    }
}

extension LayoutWire.Reader {
    /// Reads what the writer's `optionalTheme(_:)` wrote.
    mutating func optionalTheme() throws(LayoutWire.DecodingError) -> KeyboardTheme? {
        try bool() ? try theme() : nil
    }

    /// Reads one theme.
    mutating func theme() throws(LayoutWire.DecodingError) -> KeyboardTheme {
        let id = try string()
        let keyPreview = try bool()
        let pressedHighlight = try index(PressedHighlight.self)
        let spacing = KeySpacing(keys: try double(), rows: try double())
        let light = try styles(), dark = try styles(), highContrast = try styles()
        var overrides: [KeyThemeOverride] = []
        let overrideCount = try count()
        for _ in 0..<overrideCount {
            let text = try optionalString()
            let action = try bool() ? try index(KeySelectorAction.self) : nil
            let page = try optionalString()
            let normal = try patches(), pressed = try patches()
            overrides.append(KeyThemeOverride(selector: KeySelector(text: text, action: action, page: page), normal: normal, pressed: pressed))
        }
        return KeyboardTheme(
            id: id, light: light, dark: dark, highContrast: highContrast, overrides: overrides, keyPreview: keyPreview,
            pressedHighlight: pressedHighlight, keySpacing: spacing)
    }

    mutating func color() throws(LayoutWire.DecodingError) -> ThemeColor {
        let start = offset
        guard let rgba = UInt32(exactly: try unsigned()) else { throw .invalidValue(at: start) }
        return ThemeColor(rgba: rgba)
    }

    mutating func shadow() throws(LayoutWire.DecodingError) -> ThemeShadow {
        ThemeShadow(color: try color(), x: try double(), y: try double(), radius: try double())
    }

    mutating func style() throws(LayoutWire.DecodingError) -> KeyStyle {
        KeyStyle(
            fill: try color(), label: try color(), border: try color(), borderWidth: try double(), cornerRadius: try double(),
            shadow: try shadow(), labelWeight: try index(ThemeFontWeight.self), labelScale: try double())
    }

    mutating func styles() throws(LayoutWire.DecodingError) -> ThemeAppearanceStyles {
        let start = offset
        let keyCount = try count()
        // One style per slot: another count is not a theme this runtime can draw.
        guard keyCount == KeyStyleSlot.allCases.count else { throw .invalidValue(at: start) }
        var keys: [KeyStyle] = []
        for _ in 0..<keyCount { keys.append(try style()) }
        let background = try color()
        let toolbar = ToolbarStyle(background: try color(), title: try color(), titleWeight: try index(ThemeFontWeight.self), button: try color())
        let callout = CalloutStyle(fill: try color(), text: try color(), selectedFill: try color(), selectedText: try color())
        return ThemeAppearanceStyles(keys: keys, background: background, toolbar: toolbar, callout: callout, flickHint: try color())
    }

    mutating func patches() throws(LayoutWire.DecodingError) -> [KeyStylePatch] {
        let count = try count()
        var patches: [KeyStylePatch] = []
        for _ in 0..<count {
            var patch = KeyStylePatch()
            if try bool() { patch.fill = try color() }
            if try bool() { patch.label = try color() }
            if try bool() { patch.border = try color() }
            if try bool() { patch.borderWidth = try double() }
            if try bool() { patch.cornerRadius = try double() }
            if try bool() { patch.shadow = try shadow() }
            if try bool() { patch.labelWeight = try index(ThemeFontWeight.self) }
            if try bool() { patch.labelScale = try double() }
            patches.append(patch)
        }
        return patches
    }
}
