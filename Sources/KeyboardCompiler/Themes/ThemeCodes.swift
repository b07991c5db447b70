extension DiagnosticCode {
    /// The codes of themes: their files, the keyboards that name them, and the checks of their colours.
    static let themeCodes: [DiagnosticCode] = [
        .invalidColor, .unknownPaletteColor, .unknownTheme, .duplicateThemeID, .themeExtendsCycle, .selectorMatchesNothing,
        .lowContrastText, .lowContrastGlyph, .indistinctFinishingReturn, .pressFeedbackOnShuffledPage, .themeNotFirst,
    ]

    /// A colour that is not `#RRGGBB` or `#RRGGBBAA`.
    public static let invalidColor = DiagnosticCode(
        701, "invalid-color", .error,
        summary: "A theme colour is not #RRGGBB, #RRGGBBAA or a palette name",
        explanation: """
        Colours are six or eight hexadecimal digits after `#` (red, green, blue, then optional alpha), quoted:
        YAML reads an unquoted `#` after a space as the start of a comment, so `fill: #0B2A5B` leaves the
        fill empty. CSS's shorthand `#FFF` is no colour here: the fix for it writes `"#FFFFFF"`.

            light:
              keys:
                character: {fill: "#0B2A5B", label: "#FFFFFF"}   # right
                function: {fill: #0B2A5B}                       # error: quote the colour
        """,
        // Unchangeable: switched off, the theme would be left out of the generated code, which then fails to build where the app names it.
        isConfigurable: false)

    /// A colour field names a palette colour the palette does not have.
    public static let unknownPaletteColor = DiagnosticCode(
        702, "unknown-palette-color", .error,
        summary: "A colour names a palette colour that does not exist",
        explanation: """
        A colour field may name a colour of the theme's `palette` (or of the palette of the theme it
        extends) instead of writing it out:

            palette:
              navy: "#0B2A5B"
            light:
              background: navi      # error: did you mean 'navy'?
        """,
        // Unchangeable: switched off, the theme would be left out of the generated code, which then fails to build where the app names it.
        isConfigurable: false)

    /// A keyboard, a theme's `extends` or the configuration names a theme that is not there.
    public static let unknownTheme = DiagnosticCode(
        703, "unknown-theme", .error,
        summary: "A keyboard or theme names a theme that does not exist",
        explanation: """
        `theme: ID` (in a keyboard, inherited with `extends`, or in `kbc-config.yaml`) and a theme's
        `extends` name a theme file compiled in the same run (`theme: ID` as its first field), or one of
        the built-in themes `default` and `high-contrast`.
        """,
        isConfigurable: false)

    /// Two themes with one id.
    public static let duplicateThemeID = DiagnosticCode(
        704, "duplicate-theme-id", .error,
        summary: "Two themes have the same id, or a theme takes a built-in theme's id",
        explanation: """
        Each theme id names one theme, and becomes the Swift property `KeyboardTheme.<name>`. The ids
        `default` and `high-contrast` are kbc's built-in themes: extend them instead of redeclaring them.
        """,
        isConfigurable: false)

    /// Themes that extend each other in a circle.
    public static let themeExtendsCycle = DiagnosticCode(
        705, "theme-extends-cycle", .error,
        summary: "Themes extend each other in a circle",
        explanation: """
        A theme cannot extend itself, directly or through others: `a` extends `b` and `b` extends `a`
        leaves neither with values to start from.
        """,
        isConfigurable: false)

    /// An override whose selector picks no key of any page that uses the theme.
    public static let selectorMatchesNothing = DiagnosticCode(
        706, "selector-matches-nothing", .warning,
        summary: "A theme override selects no key of any keyboard that uses the theme",
        explanation: """
        An override changes the keys its `text`, `action` and `page` all pick. One that picks no key of
        any page drawn with the theme does nothing, usually because of a typing mistake:

            overrides:
              - text: "000"          # warning when no keyboard using the theme has a '000' key
                light: {fill: gold}
        """)

    /// A label that cannot be read on its fill.
    public static let lowContrastText = DiagnosticCode(
        707, "low-contrast-text", .warning,
        summary: "A text is below WCAG's 4.5:1 contrast with what it is drawn on",
        explanation: """
        WCAG 2.x asks for a contrast ratio of at least 4.5:1 between text and its background. A key's
        label colour is checked against its fill in every appearance and state the keyboards using the
        theme show (light, dark, high contrast; normal and pressed; shift off, once and locked), with
        per-key overrides applied. So are the texts around the keys, where a page shows them: the
        toolbar's `title` and items (Done in `button`) against its `background`, the long-press
        callout's `text` against its `fill` and `selectedText` against its `selectedFill`, and
        `flickHint` (flick texts and hints) against the fill of each key that shows them. A theme no
        keyboard names is checked on the target's pages all the same. Pick a darker or lighter colour;
        the message gives the ratio.
        """)

    /// A symbol that cannot be made out on its fill.
    public static let lowContrastGlyph = DiagnosticCode(
        708, "low-contrast-glyph", .warning,
        summary: "A key's symbol (shift, delete, globe) is below WCAG's 3:1 contrast with its fill",
        explanation: """
        Large glyphs and graphical symbols need a contrast ratio of at least 3:1 with their background
        (WCAG 2.x). Keys that show a symbol (shift, delete, the globe, dismiss) are checked at 3:1, in
        every appearance and state, where keys that show text are checked at 4.5:1 (KBC0707).
        """)

    /// A finishing return key drawn like the other keys.
    public static let indistinctFinishingReturn = DiagnosticCode(
        709, "indistinct-finishing-return", .warning,
        summary: "The finishing return key cannot be told from the other keys",
        explanation: """
        When the field's return key finishes (`go`, `done`, `send`), iOS draws it in the accent colour so
        the user sees which key submits. A theme whose `finishingReturn` fill looks like the character keys',
        the function keys' or the return key's when it does not finish (each of red, green and blue within 16
        of it) hides it, as does one that colours `return` and lets `finishingReturn` inherit it. Give the
        finishing return key a fill of its own:

            light:
              keys:
                return: {fill: "#0B2A5B", label: "#FFFFFF"}
                finishingReturn: {fill: "#F2B705", label: "#0B2A5B"}
        """)

    /// A shuffled page that shows which key is pressed.
    public static let pressFeedbackOnShuffledPage = DiagnosticCode(
        710, "press-feedback-on-shuffled-page", .warning,
        summary: "A shuffled page shows a key preview or a standard pressed highlight",
        explanation: """
        A shuffled keyboard hides where each digit is; a key preview or a full pressed highlight shows
        which key is pressed to anyone who sees the screen, a screen recording or a shoulder surfer
        included. Secure keyboards turn them off (JGSourceBase, flutter_secure_keyboard's
        `disableKeyBubble`). Use `keyPreview: false` and `pressedHighlight: subtle` or `none` in the theme,
        or opt in on the page itself when it is meant. Each switch opts in for itself, with the value that
        shows the press written in the shuffled keyboard's own file: `keyPreview: false` leaves the theme's
        `standard` highlight warned, and a switch inherited from a base through `extends` does not opt in:

            keyboard: pin-pad
            shuffle: on-show
            theme: bank-blue
            pressedHighlight: standard   # opts in: no warning
        """)

    /// A theme file whose `theme` is not its first field.
    public static let themeNotFirst = DiagnosticCode(
        711, "theme-not-first", .error,
        summary: "A theme file's first field is not 'theme'",
        explanation: """
        kbc tells a theme file from a keyboard by its first field: a file is a theme when it starts with
        `theme: ID` (a keyboard may name its theme with a `theme` field of its own). A file whose fields are
        all a theme's, `theme` among them but not first, is read as the theme it means, and this error asks
        for `theme` on top:

            palette: {navy: "#0B2A5B"}
            theme: bank-blue          # error: move this line to the top of the file
        """,
        isConfigurable: false)
}
