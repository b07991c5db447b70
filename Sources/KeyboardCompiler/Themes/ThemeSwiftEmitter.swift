import KeyboardRuntime

/// Renders a theme as a Swift source file: an extension on `KeyboardTheme` with one static property
/// (`bank-blue` → `KeyboardTheme.bankBlue`), built by a private function whose every statement is
/// explicitly typed, so it type-checks in time linear in its overrides.
public struct ThemeSwiftEmitter: Sendable {
    /// The access level of the generated property.
    public var accessLevel: SwiftSourceEmitter.AccessLevel

    /// Creates an emitter.
    public init(accessLevel: SwiftSourceEmitter.AccessLevel = .internal) {
        self.accessLevel = accessLevel
    }

    /// The Swift property of the theme `id`: the built-in themes are the runtime's `standard` and
    /// `highContrast`; others are named as keyboards are (`bank-blue` → `bankBlue`).
    public static func propertyName(forThemeID id: String) -> String {
        switch id {
        case BuiltInThemes.defaultID: return "standard"
        case "high-contrast": return "highContrast"
        default: return SwiftNames.propertyName(forKeyboardID: id)
        }
    }

    /// The Swift source for `theme`, naming `sourceFile` (a file name) in its header.
    public func source(for theme: KeyboardTheme, sourceFile: String) -> String {
        var out = SwiftGeneration.headerPrefix + sourceFile.replacingLineBreaks + ". Do not edit: change the theme file and build again.\n\n"
        out += "import KeyboardRuntime\n\n"
        out += declarations(for: theme, property: Self.propertyName(forThemeID: theme.id), sourceFile: sourceFile)
        return out
    }

    /// The extension declaring `theme` as the static property `property`.
    func declarations(for theme: KeyboardTheme, property: String, sourceFile: String) -> String {
        // `_make`, as a keyboard's builder: no theme's Swift name has an underscore, so `make-bank` cannot clash.
        let builder = "_make" + property.prefix(1).uppercased() + property.dropFirst()
        var out = "extension KeyboardTheme {\n"
        out += "    /// The theme `\(theme.id.replacingLineBreaks)`, generated from `\(sourceFile.replacingLineBreaks)`.\n"
        out += "    \(accessLevel == .public ? "public " : "")static let \(SwiftNames.escaped(property)): KeyboardTheme = \(builder)()\n\n"
        out += "    private static func \(builder)() -> KeyboardTheme {\n"
        for appearance in ThemeAppearance.allCases {
            let styles = theme.styles(appearance)
            let name = appearance == .highContrast ? "highContrast" : appearance.rawValue
            out += "        let \(name)Keys: [KeyStyle] = [\n"
            for slot in KeyStyleSlot.allCases { out += "            \(Self.style(styles[slot])), // \(slot.name)\n" }
            out += "        ]\n"
            out += "        let \(name) = ThemeAppearanceStyles(\n"
            out += "            keys: \(name)Keys, background: \(Self.color(styles.background)),\n"
            let toolbar = styles.toolbar
            out += "            toolbar: ToolbarStyle(background: \(Self.color(toolbar.background)), title: \(Self.color(toolbar.title)), titleWeight: .\(toolbar.titleWeight.rawValue), button: \(Self.color(toolbar.button))),\n"
            let callout = styles.callout
            out += "            callout: CalloutStyle(fill: \(Self.color(callout.fill)), text: \(Self.color(callout.text)), selectedFill: \(Self.color(callout.selectedFill)), selectedText: \(Self.color(callout.selectedText))),\n"
            out += "            flickHint: \(Self.color(styles.flickHint)))\n"
        }
        out += "        let overrides: [KeyThemeOverride] = [\n"
        for override in theme.overrides {
            let selector = override.selector
            out += "            KeyThemeOverride(\n"
            out += "                selector: KeySelector(text: \(SwiftLiteral.optionalString(selector.text)), action: \(selector.action.map { "KeySelectorAction(rawValue: \(SwiftLiteral.string($0.rawValue)))" } ?? "nil"), page: \(SwiftLiteral.optionalString(selector.page))),\n"
            out += "                normal: [\(override.normal.map(Self.patch).joined(separator: ", "))],\n"
            out += "                pressed: [\(override.pressed.map(Self.patch).joined(separator: ", "))]),\n"
        }
        out += "        ]\n"
        out += "        return KeyboardTheme(\n"
        out += "            id: \(SwiftLiteral.string(theme.id)), light: light, dark: dark, highContrast: highContrast, overrides: overrides,\n"
        out += "            keyPreview: \(theme.keyPreview), pressedHighlight: .\(theme.pressedHighlight.rawValue),\n"
        out += "            keySpacing: KeySpacing(keys: \(SwiftLiteral.units(theme.keySpacing.keys)), rows: \(SwiftLiteral.units(theme.keySpacing.rows))))\n"
        out += "    }\n}\n"
        return out
    }

    /// Writes the line giving a generated layout its theme, with the page's secure switches: straight into
    /// the layout's file, without a string of its own, as it is generated for every themed keyboard.
    static func writeThemeStatement(for theme: KeyboardTheme, to out: inout SwiftSourceWriter) {
        out.write("        layout.theme = KeyboardTheme.")
        out.write(raw: SwiftNames.escaped(propertyName(forThemeID: theme.id)))
        out.write(theme.keyPreview ? ".withSecureSwitches(keyPreview: true, pressedHighlight: ." : ".withSecureSwitches(keyPreview: false, pressedHighlight: .")
        out.write(raw: theme.pressedHighlight.rawValue)
        out.write(")\n")
    }

    static func color(_ color: ThemeColor) -> String {
        let digits = String(color.rgba, radix: 16, uppercase: true)
        return "ThemeColor(rgba: 0x\(String(repeating: "0", count: 8 - digits.count))\(digits))"
    }

    private static func number(_ value: Double) -> String { SwiftLiteral.units(value) }

    private static func shadow(_ shadow: ThemeShadow) -> String {
        "ThemeShadow(color: \(color(shadow.color)), x: \(number(shadow.x)), y: \(number(shadow.y)), radius: \(number(shadow.radius)))"
    }

    private static func style(_ style: KeyStyle) -> String {
        "KeyStyle(fill: \(color(style.fill)), label: \(color(style.label)), border: \(color(style.border)), borderWidth: \(number(style.borderWidth)), "
            + "cornerRadius: \(number(style.cornerRadius)), shadow: \(shadow(style.shadow)), labelWeight: .\(style.labelWeight.rawValue), labelScale: \(number(style.labelScale)))"
    }

    private static func patch(_ patch: KeyStylePatch) -> String {
        var arguments: [String] = []
        if let fill = patch.fill { arguments.append("fill: \(color(fill))") }
        if let label = patch.label { arguments.append("label: \(color(label))") }
        if let border = patch.border { arguments.append("border: \(color(border))") }
        if let width = patch.borderWidth { arguments.append("borderWidth: \(number(width))") }
        if let radius = patch.cornerRadius { arguments.append("cornerRadius: \(number(radius))") }
        if let value = patch.shadow { arguments.append("shadow: \(shadow(value))") }
        if let weight = patch.labelWeight { arguments.append("labelWeight: .\(weight.rawValue)") }
        if let scale = patch.labelScale { arguments.append("labelScale: \(number(scale))") }
        return "KeyStylePatch(\(arguments.joined(separator: ", ")))"
    }
}

extension String {
    /// The text on one line, for a comment: line breaks become spaces.
    fileprivate var replacingLineBreaks: String {
        String(unicodeScalars.map { $0.properties.isWhitespace && $0 != " " ? " " : Character($0) })
    }
}
