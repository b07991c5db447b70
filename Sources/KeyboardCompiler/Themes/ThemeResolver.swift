import KeyboardRuntime
import YAMLLoader

/// A theme as it is built: `extends` merged, every appearance complete, palette names replaced by their
/// colours, with the place each value came from for the checks' diagnostics.
public struct ResolvedTheme: Sendable {
    /// The runtime value generated code holds.
    public var theme: KeyboardTheme
    /// The theme's file (a built-in theme's name in diagnostics).
    public var file: String
    /// Where the id is written.
    public var location: SourceLocation
    /// Whether it is one of kbc's built-in themes.
    public var isBuiltIn: Bool
    /// Whether it, and every theme it extends, decoded and resolved without errors.
    public var isComplete: Bool
    /// Where each override is written, parallel to the theme's overrides.
    public var overrideLocations: [SourceLocation]
    /// Per appearance, every canonical value (`slot.character.fill`, `toolbar.title`) with where it was written.
    var values: [[String: ThemeValue]]
    /// The palette, inherited and own.
    var palette: [String: ThemeValue]
    /// `keyPreview`, `pressedHighlight`, `spacing.keys` and `spacing.rows`.
    var settings: [String: ThemeValue]

    /// Where the value at `path` of `appearance` was written.
    func location(of path: String, in appearance: ThemeAppearance) -> SourceLocation? {
        values[appearance.index][path]?.location
    }
}

/// The resolution of themes: `extends` (a theme without one extends the built-in `default`), each
/// appearance's missing values from the other appearance and then from the base, palette names.
enum ThemeResolver {
    /// The style fields every key slot has, by their paths within a style.
    static let styleFieldPaths = ["fill", "label", "border", "borderWidth", "cornerRadius", "shadow.color", "shadow.x", "shadow.y", "shadow.radius", "labelWeight", "labelScale"]

    /// The paths of an appearance outside `keys`.
    static let otherPaths = [
        "background", "flickHint", "toolbar.background", "toolbar.title", "toolbar.titleWeight", "toolbar.button",
        "callout.fill", "callout.text", "callout.selectedFill", "callout.selectedText",
    ]

    /// The declared styles (under `keys.`) a slot's field is looked for in, first to last.
    static func chain(of slot: KeyStyleSlot) -> [String] {
        switch slot {
        case .character: return ["character", "all"]
        case .characterPressed: return ["character.pressed", "character", "all"]
        case .space: return ["space", "character", "all"]
        case .spacePressed: return ["space.pressed", "character.pressed", "space", "character", "all"]
        case .function: return ["function", "all"]
        case .functionPressed: return ["function.pressed", "function", "all"]
        case .shift: return ["shift", "function", "all"]
        case .shiftPressed: return ["shift.pressed", "function.pressed", "shift", "function", "all"]
        case .shiftOnce: return ["shift.once", "shift", "function", "all"]
        case .shiftLocked: return ["shift.locked", "shift.once", "shift", "function", "all"]
        case .returnKey: return ["return", "function", "all"]
        case .returnPressed: return ["return.pressed", "function.pressed", "return", "function", "all"]
        case .finishingReturn: return ["finishingReturn", "return", "function", "all"]
        case .finishingReturnPressed: return ["finishingReturn.pressed", "return.pressed", "function.pressed", "finishingReturn", "return", "function", "all"]
        }
    }

    /// The canonical path of a slot's style field: `slot.characterPressed.fill`.
    static func slotPath(_ slot: KeyStyleSlot, _ field: String) -> String { "slot." + slot.name + "." + field }

    /// Every theme of `declared` and the built-in ones they reach, resolved, and the problems found.
    static func resolve(_ declared: [DecodedTheme]) -> (themes: [ResolvedTheme], builtIn: [ResolvedTheme], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let builtIn = BuiltInThemes.decoded
        var byID: [String: DecodedTheme] = [:]
        for theme in builtIn { byID[theme.id] = theme }
        var accepted: [DecodedTheme] = []
        for theme in declared {
            if let existing = byID[theme.id] {
                let isBuiltIn = BuiltInThemes.ids.contains(theme.id)
                diagnostics.append(Diagnostic(
                    .duplicateThemeID, isBuiltIn ? "'\(theme.id)' is a built-in theme's id" : "another theme has the id '\(theme.id)'", at: theme.location,
                    notes: isBuiltIn ? [DiagnosticNote("name the theme otherwise and write 'extends: \(theme.id)' to start from the built-in one")]
                        : [DiagnosticNote("the other theme", at: existing.location)]))
                continue
            }
            byID[theme.id] = theme
            accepted.append(theme)
        }
        diagnostics += ThemeSwiftNameCheck.diagnostics(for: accepted)
        var resolved: [String: ResolvedTheme] = [:]
        // Walks the chain of bases up and resolves on the way back down, without recursion: a chain of
        // thousands of themes must not exhaust the stack.
        func resolveTheme(_ id: String) -> ResolvedTheme? {
            // The themes whose bases are being resolved, derived first, with their bases' ids.
            var chain: [(theme: DecodedTheme, baseID: String)] = []
            var visiting: Set<String> = []
            var current = id
            var base: ResolvedTheme?
            while true {
                if let done = resolved[current] {
                    base = done
                    break
                }
                guard let theme = byID[current] else {
                    base = nil
                    break
                }
                guard let baseID = theme.base?.id ?? (theme.id == BuiltInThemes.defaultID ? nil : BuiltInThemes.defaultID) else {
                    base = merge(theme, onto: nil, diagnostics: &diagnostics)
                    resolved[current] = base
                    break
                }
                if baseID == current || visiting.contains(baseID) {
                    diagnostics.append(Diagnostic(.themeExtendsCycle, "theme '\(current)' extends itself through '\(baseID)'", at: theme.base?.location ?? theme.location))
                    base = nil
                    break
                }
                chain.append((theme, baseID))
                visiting.insert(current)
                current = baseID
            }
            for (theme, baseID) in chain.reversed() {
                if base == nil, byID[baseID] == nil, let location = theme.base?.location {
                    let notes = Suggestions.note(for: baseID, among: Array(byID.keys).sorted(), at: nil, in: nil).map { [$0] } ?? []
                    diagnostics.append(Diagnostic(.unknownTheme, "no theme has the id '\(baseID)'", at: location, notes: notes))
                }
                var result = merge(theme, onto: base, diagnostics: &diagnostics)
                // Without its base, the theme is not what its author wrote: its error stands, and nothing is
                // checked against the rest.
                if base == nil { result.isComplete = false }
                resolved[theme.id] = result
                base = result
            }
            return base
        }
        let themes = accepted.compactMap { resolveTheme($0.id) }
        let builtInResolved = builtIn.compactMap { resolveTheme($0.id) }
        return (themes, builtInResolved, diagnostics)
    }

    /// `theme`'s values where it gives them, else the base's.
    private static func merge(_ theme: DecodedTheme, onto base: ResolvedTheme?, diagnostics: inout [Diagnostic]) -> ResolvedTheme {
        var palette = base?.palette ?? [:]
        palette.merge(theme.palette) { _, own in own }
        var isComplete = theme.isComplete && (base?.isComplete ?? true)
        var reportedNames: Set<String> = []
        func colorResolved(_ value: ThemeValue) -> ThemeValue? {
            guard case .paletteName(let name) = value.content else { return value }
            guard let color = palette[name] else {
                // Light and dark read each other's values: one name is reported once.
                guard reportedNames.insert(value.location.description).inserted else { return nil }
                let notes = Suggestions.note(for: name, among: palette.keys.sorted(), at: nil, in: nil).map { [$0] }
                    ?? [DiagnosticNote(palette.isEmpty ? "the theme has no palette" : "the palette has \(palette.keys.sorted().map { "'\($0)'" }.joined(separator: ", "))")]
                diagnostics.append(Diagnostic(.unknownPaletteColor, "no palette colour is named '\(name)'", at: value.location, notes: notes))
                isComplete = false
                return nil
            }
            return ThemeValue(content: color.content, location: value.location)
        }
        var values: [[String: ThemeValue]] = []
        for appearance in ThemeAppearance.allCases {
            // The appearance's own values, then the other's (light and dark stand in for each other).
            var sources: [[String: ThemeValue]] = []
            if let own = theme.appearances[appearance.index] { sources.append(own) }
            switch appearance {
            case .light: if let dark = theme.appearances[ThemeAppearance.dark.index] { sources.append(dark) }
            case .dark: if let light = theme.appearances[ThemeAppearance.light.index] { sources.append(light) }
            case .highContrast: break
            }
            var resolved = base?.values[appearance.index] ?? [:]
            func find(_ paths: [String]) -> ThemeValue? {
                for source in sources { for path in paths { if let value = source[path] { return value } } }
                return nil
            }
            for slot in KeyStyleSlot.allCases {
                let chain = chain(of: slot)
                for field in styleFieldPaths {
                    if let value = find(chain.map { "keys.\($0).\(field)" }) { resolved[slotPath(slot, field)] = colorResolved(value) ?? resolved[slotPath(slot, field)] }
                }
            }
            for path in otherPaths {
                if let value = find([path]) { resolved[path] = colorResolved(value) ?? resolved[path] }
            }
            values.append(resolved)
        }
        var settings = base?.settings ?? [:]
        settings.merge(theme.settings) { _, own in own }
        var overrides: [KeyThemeOverride] = []
        var overrideLocations: [SourceLocation] = []
        for declared in theme.overrides {
            var normal: [KeyStylePatch] = []
            var pressed: [KeyStylePatch] = []
            for appearance in ThemeAppearance.allCases {
                let own = declared.appearances[appearance.index] ?? (appearance == .dark ? declared.appearances[ThemeAppearance.light.index] : nil) ?? [:]
                normal.append(patch(own, prefix: "", resolve: colorResolved))
                pressed.append(patch(own, prefix: "pressed.", resolve: colorResolved))
            }
            overrides.append(KeyThemeOverride(selector: declared.selector, normal: normal, pressed: pressed))
            overrideLocations.append(declared.location)
        }
        let isBuiltIn = BuiltInThemes.ids.contains(theme.id) && theme.file.hasPrefix(BuiltInThemes.pathPrefix)
        let inheritedOverrides = base?.theme.overrides ?? []
        let inheritedLocations = base?.overrideLocations ?? []
        let runtime = makeTheme(id: theme.id, values: values, settings: settings, overrides: inheritedOverrides + overrides)
        return ResolvedTheme(
            theme: runtime, file: theme.file, location: theme.location, isBuiltIn: isBuiltIn, isComplete: isComplete,
            overrideLocations: inheritedLocations + overrideLocations, values: values, palette: palette, settings: settings)
    }

    private static func patch(_ values: [String: ThemeValue], prefix: String, resolve: (ThemeValue) -> ThemeValue?) -> KeyStylePatch {
        func color(_ path: String) -> ThemeColor? {
            guard let value = values[prefix + path].flatMap(resolve), case .color(let color) = value.content else { return nil }
            return color
        }
        func number(_ path: String) -> Double? {
            guard case .number(let number)? = values[prefix + path]?.content else { return nil }
            return number
        }
        var patch = KeyStylePatch(
            fill: color("fill"), label: color("label"), border: color("border"), borderWidth: number("borderWidth"), cornerRadius: number("cornerRadius"),
            labelScale: number("labelScale"))
        if case .word(let weight)? = values[prefix + "labelWeight"]?.content { patch.labelWeight = ThemeFontWeight(rawValue: weight) }
        if color("shadow.color") != nil || number("shadow.x") != nil || number("shadow.y") != nil || number("shadow.radius") != nil {
            patch.shadow = ThemeShadow(color: color("shadow.color") ?? .clear, x: number("shadow.x") ?? 0, y: number("shadow.y") ?? 1, radius: number("shadow.radius") ?? 0)
        }
        return patch
    }

    /// The runtime value of complete `values`; a value missing (only after errors) is black, white or 0.
    static func makeTheme(id: String, values: [[String: ThemeValue]], settings: [String: ThemeValue], overrides: [KeyThemeOverride]) -> KeyboardTheme {
        func appearance(_ values: [String: ThemeValue]) -> ThemeAppearanceStyles {
            func color(_ path: String, _ fallback: UInt32 = 0x0000_00FF) -> ThemeColor {
                if case .color(let color)? = values[path]?.content { return color }
                return ThemeColor(rgba: fallback)
            }
            func number(_ path: String, _ fallback: Double = 0) -> Double {
                if case .number(let number)? = values[path]?.content { return number }
                return fallback
            }
            func weight(_ path: String) -> ThemeFontWeight {
                if case .word(let word)? = values[path]?.content, let weight = ThemeFontWeight(rawValue: word) { return weight }
                return .regular
            }
            let keys = KeyStyleSlot.allCases.map { slot in
                let path = { (field: String) in slotPath(slot, field) }
                return KeyStyle(
                    fill: color(path("fill"), 0xFFFF_FFFF), label: color(path("label")), border: color(path("border"), 0), borderWidth: number(path("borderWidth")),
                    cornerRadius: number(path("cornerRadius")),
                    shadow: ThemeShadow(color: color(path("shadow.color"), 0), x: number(path("shadow.x")), y: number(path("shadow.y")), radius: number(path("shadow.radius"))),
                    labelWeight: weight(path("labelWeight")), labelScale: number(path("labelScale"), 1))
            }
            return ThemeAppearanceStyles(
                keys: keys, background: color("background", 0xFFFF_FFFF),
                toolbar: ToolbarStyle(background: color("toolbar.background", 0xFFFF_FFFF), title: color("toolbar.title"), titleWeight: weight("toolbar.titleWeight"), button: color("toolbar.button")),
                callout: CalloutStyle(fill: color("callout.fill", 0xFFFF_FFFF), text: color("callout.text"), selectedFill: color("callout.selectedFill"), selectedText: color("callout.selectedText", 0xFFFF_FFFF)),
                flickHint: color("flickHint"))
        }
        var keyPreview = false
        if case .boolean(let value)? = settings["keyPreview"]?.content { keyPreview = value }
        var highlight = PressedHighlight.subtle
        if case .word(let word)? = settings["pressedHighlight"]?.content, let value = PressedHighlight(rawValue: word) { highlight = value }
        var spacing = KeySpacing()
        if case .number(let keys)? = settings["spacing.keys"]?.content { spacing.keys = keys }
        if case .number(let rows)? = settings["spacing.rows"]?.content { spacing.rows = rows }
        return KeyboardTheme(
            id: id, light: appearance(values[0]), dark: appearance(values[1]), highContrast: appearance(values[2]), overrides: overrides,
            keyPreview: keyPreview, pressedHighlight: highlight, keySpacing: spacing)
    }
}

extension KeyStyleSlot {
    /// The slot's case name (`characterPressed`), written out: interpolating the case itself would ask
    /// the runtime's reflection, which costs more than the rest of a theme's resolution.
    var name: String {
        switch self {
        case .character: return "character"
        case .characterPressed: return "characterPressed"
        case .function: return "function"
        case .functionPressed: return "functionPressed"
        case .shift: return "shift"
        case .shiftPressed: return "shiftPressed"
        case .shiftOnce: return "shiftOnce"
        case .shiftLocked: return "shiftLocked"
        case .returnKey: return "returnKey"
        case .returnPressed: return "returnPressed"
        case .finishingReturn: return "finishingReturn"
        case .finishingReturnPressed: return "finishingReturnPressed"
        case .space: return "space"
        case .spacePressed: return "spacePressed"
        }
    }
}
