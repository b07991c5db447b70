/// Theme ids stay distinct once they are Swift names, as keyboard ids do: generated code declares each theme
/// as `KeyboardTheme.<name>` (`bank-blue` → `bankBlue`), beside the runtime's built-in `standard` and
/// `highContrast`.
///
/// Two themes with one name fail to build (KBC0202); a theme named like a built-in one builds, and the
/// target's own declaration then replaces the built-in theme every keyboard naming it asked for, while the
/// previews draw the built-in one (KBC0202 too); a name of a `KeyboardTheme` instance member hides that
/// member from every theme (KBC0227).
enum ThemeSwiftNameCheck {
    /// The instance members of `KeyboardTheme` that a static property of the same name would hide or make
    /// ambiguous, as `ReservedSwiftNameRule.reservedNames` lists `KeyboardLayout`'s.
    static let reservedNames: [String] = [
        "id", "overrides", "keyPreview", "pressedHighlight", "keySpacing", "drawingOutset", "hashValue", "styles", "style", "withSecureSwitches",
    ]

    /// The problems of `themes` (the user's, their ids already distinct from each other's and the built-in ones').
    static func diagnostics(for themes: [DecodedTheme]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstByName: [String: DecodedTheme] = [:]
        for theme in themes {
            let name = ThemeSwiftEmitter.propertyName(forThemeID: theme.id)
            if let builtIn = BuiltInThemes.ids.first(where: { ThemeSwiftEmitter.propertyName(forThemeID: $0) == name }) {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision,
                    "theme id '\(theme.id)' becomes the Swift name '\(name)' of the built-in theme '\(builtIn)', which keyboards naming '\(builtIn)' would then get in its place",
                    at: theme.location,
                    notes: [DiagnosticNote("name the theme otherwise, such as 'my-\(builtIn)', and write 'extends: \(builtIn)' to start from the built-in one")]))
            } else if let first = firstByName[name] {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision, "theme ids '\(theme.id)' and '\(first.id)' both become the Swift name '\(name)'", at: theme.location,
                    notes: [DiagnosticNote("'\(first.id)' is declared here", at: first.location)]))
            } else if reservedNames.contains(name) {
                diagnostics.append(Diagnostic(
                    .reservedSwiftName,
                    "theme id '\(theme.id)' becomes 'KeyboardTheme.\(name)', which would hide the member '\(name)' of every theme",
                    at: theme.location,
                    notes: [DiagnosticNote("choose another id, such as '\(theme.id)-theme'")]))
            }
            if firstByName[name] == nil { firstByName[name] = theme }
        }
        return diagnostics
    }
}
