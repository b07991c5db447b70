import KeyboardRuntime

extension CompilationResult {
    /// The ids of every theme the compiled keyboards can name: kbc's built-in ones and the theme files
    /// among the inputs, sorted.
    public var themeIDs: [String] {
        (BuiltInThemes.ids + themes.map(\.theme.id)).sorted()
    }

    /// The theme with the id `id`: a theme file among the inputs, or one of kbc's built-in themes
    /// (`default`, `high-contrast`); `nil` when none has it (``unknownTheme(_:at:)`` says so).
    public func theme(withID id: String) -> KeyboardTheme? {
        if let declared = themes.first(where: { $0.theme.id == id }) { return declared.theme }
        return [KeyboardTheme.standard, .highContrast].first { $0.id == id }
    }

    /// The error for a theme id that no theme has, such as `kbc render --theme` names, with the closest
    /// id and the list of themes.
    public func unknownTheme(_ id: String, at location: SourceLocation?) -> Diagnostic {
        ThemeStage.unknownTheme(id, at: location, known: themeIDs)
    }
}
