/// How a renderer draws one key in the session's current state: what it shows, on which fill, in which
/// label style. ``KeyboardSession/appearance(at:isPressed:)`` decides it; a renderer only maps it to
/// colours and fonts, so every host draws shift, caps lock and the return key the same way.
///
/// The conventions are the iOS keyboard's:
/// - Character keys and the space bar are on the ``KeyFill/standard`` fill, other function keys on
///   ``KeyFill/secondary``.
/// - Shift shows its state: off, an outline arrow (``KeyGlyph/shift``) on the secondary fill; once, a
///   filled arrow (``KeyGlyph/shiftOn``) on the standard fill; caps lock, the filled arrow over a bar
///   (``KeyGlyph/capsLock``) on the standard fill.
/// - Function keys show the glyphs ``KeyGlyph/init(key:shiftState:)`` gives them, as the previews do.
/// - The return key is emphasized (``KeyFill/accent``, the tint) when the focused field's
///   ``ReturnKeyRole/isEmphasized`` says so, as iOS shows "Go", "Search" and "Done" in blue.
/// - A pressed key swaps its fill: a character key darkens to the secondary fill, a function or
///   emphasized key lightens to the standard one. The interaction never reports a pressed key while the
///   screen is captured (``KeyboardInteraction/highlightedKey(in:)``).
public struct KeyAppearance: Sendable, Hashable {
    /// The text to draw (the shifted text of a character key while shift is on, the return role's word).
    /// For a key with a ``glyph``, the glyph's ``KeyGlyph/textSymbol``: `⇧`, `⬆` or `⇪` for shift.
    public var label: String
    /// The symbol to draw instead of ``label`` by renderers that draw symbols (SF Symbols on iOS, vector
    /// shapes in the SVG preview), or `nil` to draw the label.
    public var glyph: KeyGlyph?
    /// The key's background.
    public var fill: KeyFill
    /// Which label style, and so which font (``KeyLabelFont``), the key uses.
    public var labelStyle: KeyLabelStyle

    /// Creates an appearance.
    public init(label: String, glyph: KeyGlyph? = nil, fill: KeyFill, labelStyle: KeyLabelStyle) {
        self.label = label
        self.glyph = glyph
        self.fill = fill
        self.labelStyle = labelStyle
    }
}

/// A key's background, by role; the renderer picks the colours (and their dark-mode variants).
public enum KeyFill: String, Sendable, Hashable, CaseIterable {
    /// The character keys' fill (white in light mode, a light grey in dark mode); also the space bar, an
    /// active shift and a pressed function key.
    case standard
    /// The function keys' fill (grey in light mode, a dark grey in dark mode); also a pressed character key.
    case secondary
    /// The tint (system blue), with a white label: an emphasized return key.
    case accent
}

/// What kind of label a key shows, which decides its font (``KeyLabelFont``).
public enum KeyLabelStyle: String, Sendable, Hashable, CaseIterable {
    /// A character key's label (a letter, digit or symbol it types): large.
    case character
    /// A function key showing a symbol (`⇧`, `⌫`, `🌐`) or one character.
    case symbol
    /// A function key showing a word ("space", "return", "ABC", "go"): smaller, and shrunk to fit.
    case word
}
