import KeyboardRuntime

/// What a keyboard file says about its theme: the theme's id and the secure switches it overrides for
/// the page, each with where it is written (in a base's file when inherited with `extends`).
public struct PageThemeChoice: Sendable {
    /// The theme's id, or `nil` for the target's default.
    public var themeID: String?
    /// Where `theme` is written.
    public var themeLocation: SourceLocation?
    /// The page's own `keyPreview`, overriding its theme's.
    public var keyPreview: Bool?
    /// The page's own `pressedHighlight`, overriding its theme's.
    public var pressedHighlight: PressedHighlight?
    /// Where `keyPreview` is written.
    public var keyPreviewLocation: SourceLocation?
    /// Where `pressedHighlight` is written.
    public var pressedHighlightLocation: SourceLocation?
    /// Where `pressedHighlight`, else `keyPreview`, is written.
    public var switchesLocation: SourceLocation? { pressedHighlightLocation ?? keyPreviewLocation }

    /// Whether the file says nothing about themes: the usual keyboard, which costs nothing more.
    public var isEmpty: Bool { themeID == nil && keyPreview == nil && pressedHighlight == nil }

    /// The base's choices where this keyboard makes none.
    mutating func inherit(from base: PageThemeChoice) {
        if themeID == nil {
            themeID = base.themeID
            themeLocation = base.themeLocation
        }
        if keyPreview == nil && pressedHighlight == nil {
            keyPreview = base.keyPreview
            pressedHighlight = base.pressedHighlight
            keyPreviewLocation = base.keyPreviewLocation
            pressedHighlightLocation = base.pressedHighlightLocation
        }
    }
}

/// A theme named outside a keyboard, such as the target's default in kbc-config.yaml, and where.
public struct ThemeReference: Sendable, Hashable {
    /// The theme's id.
    public var id: String
    /// Where it is written, for the diagnostic when no theme has that id.
    public var location: SourceLocation?

    /// Creates a reference.
    public init(id: String, location: SourceLocation?) {
        self.id = id
        self.location = location
    }
}
