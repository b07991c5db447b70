import KeyboardRuntime

/// The themes' part of a compilation, after the keyboards are resolved: resolve the theme files, give
/// each keyboard the theme it names (or the target's default) with its own secure switches, and check
/// every page the target shows, variants included, with its theme, and with every theme no keyboard names.
enum ThemeStage {
    /// Returns the resolved themes of `declared` (user themes, in input order) after giving `keyboards`
    /// theirs. Costs nothing when no file is a theme, no keyboard names one and there is no default.
    ///
    /// The last `standardCount` keyboards are the imported standard pages: only those the target's
    /// keyboards lead to are part of what it builds (`KeyboardLayouts.all`), so only those are checked.
    /// A standard pad the target only extends is never drawn in its theme, and a finding on it could be
    /// neither fixed nor opted out of where it is reported.
    static func run(
        declared: [DecodedTheme], keyboards: inout [ResolvedKeyboard], standardCount: Int = 0, defaultTheme: ThemeReference?,
        diagnostics: inout [Diagnostic]
    ) -> [ResolvedTheme] {
        guard !declared.isEmpty || defaultTheme != nil || keyboards.contains(where: { !$0.declaration.themeChoice.isEmpty }) else { return [] }
        let (themes, builtIn, resolutionDiagnostics) = ThemeResolver.resolve(declared)
        diagnostics += resolutionDiagnostics
        var byID: [String: ResolvedTheme] = [:]
        for theme in builtIn + themes { byID[theme.theme.id] = theme }
        let known = byID.keys.sorted()
        func unknown(_ id: String, at location: SourceLocation?) {
            diagnostics.append(unknownTheme(id, at: location, known: known))
        }
        if let defaultTheme, byID[defaultTheme.id] == nil { unknown(defaultTheme.id, at: defaultTheme.location) }
        var checks = ThemeChecks(themes: byID)
        let firstStandard = keyboards.count - standardCount
        let shownStandard = standardCount == 0 ? [] : PageLinks.reached(
            from: keyboards[..<firstStandard].filter(\.isComplete).map(\.layout),
            among: Dictionary(keyboards[firstStandard...].map { ($0.layout.id, $0.layout) }, uniquingKeysWith: { first, _ in first }))
        for index in keyboards.indices {
            let choice = keyboards[index].declaration.themeChoice
            guard let id = choice.themeID ?? defaultTheme?.id ?? (choice.isEmpty ? nil : BuiltInThemes.defaultID) else { continue }
            guard let resolved = byID[id] else {
                if choice.themeID != nil { unknown(id, at: choice.themeLocation) }
                continue
            }
            let theme = resolved.theme
            keyboards[index].layout.theme = theme.withSecureSwitches(
                keyPreview: choice.keyPreview ?? theme.keyPreview, pressedHighlight: choice.pressedHighlight ?? theme.pressedHighlight)
            guard keyboards[index].isComplete, resolved.isComplete,
                  index < firstStandard || shownStandard.contains(keyboards[index].layout.id) else { continue }
            // Read in place: a copy of the keyboard would cost more than its checks.
            checks.check(keyboards[index].layout, of: keyboards[index], resolved: resolved)
            for variant in keyboards[index].layout.variants {
                var page = keyboards[index].layout
                page.rows = variant.rows
                checks.check(page, of: keyboards[index], resolved: resolved)
            }
        }
        checkUnused(themes, on: keyboards, shown: { index in index < firstStandard || shownStandard.contains(keyboards[index].layout.id) }, checks: &checks)
        checks.finish()
        diagnostics += checks.diagnostics
        return themes
    }

    /// Checks each theme of `themes` that no keyboard is drawn with on every page the target shows (`shown`
    /// by index into `keyboards`), as the app may switch to it, and as `kbc render --theme` draws them; on
    /// ``ThemeChecks/everyPart`` when no keyboard is compiled with it. A theme is generated as API whether
    /// or not a keyboard names it. The pages' secure switches are their own themes' concern.
    private static func checkUnused(_ themes: [ResolvedTheme], on keyboards: [ResolvedKeyboard], shown: (Int) -> Bool, checks: inout ThemeChecks) {
        let used = Set(keyboards.compactMap { $0.layout.theme?.id })
        for resolved in themes where resolved.isComplete && !used.contains(resolved.theme.id) {
            var checkedAny = false
            for index in keyboards.indices where keyboards[index].isComplete && shown(index) {
                var page = keyboards[index].layout
                page.theme = resolved.theme
                checks.check(page, of: nil, resolved: resolved)
                for variant in keyboards[index].layout.variants {
                    page.rows = variant.rows
                    checks.check(page, of: nil, resolved: resolved)
                }
                checkedAny = true
            }
            if !checkedAny {
                var page = ThemeChecks.everyPart
                page.theme = resolved.theme
                checks.check(page, of: nil, resolved: resolved)
            }
        }
    }

    /// The error for a theme id that none of `known` is, with the closest one and the list.
    static func unknownTheme(_ id: String, at location: SourceLocation?, known: [String]) -> Diagnostic {
        var notes = Suggestions.note(for: id, among: known, at: nil, in: nil).map { [$0] } ?? []
        notes.append(DiagnosticNote("the themes are \(known.map { "'\($0)'" }.joined(separator: ", ")); a theme file starts with 'theme: ID' and is compiled with the layouts (one of the target's files, or among the paths named to kbc)"))
        return Diagnostic(.unknownTheme, "no theme has the id '\(id)'", at: location, notes: notes)
    }
}
