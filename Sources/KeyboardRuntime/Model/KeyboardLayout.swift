/// One keyboard page: its identity, presentation hints, shuffle policy and rows of keys.
///
/// The compiler decodes layout files into this type and the generated Swift tables rebuild the same
/// values, so a layout behaves identically in previews, in generated code and at run time.
public struct KeyboardLayout: Sendable, Hashable {
    /// The keyboard's identifier, unique within a set of layouts (for example `decimal-pad`).
    public var id: String
    /// The keyboard's title: its name in previews and, usually, the text of its toolbar.
    public var title: String?
    /// The BCP 47 language tag of the keys' text, if declared.
    public var locale: String?
    /// Whether the page holds half-width (ASCII-like) or full-width characters.
    public var characterWidth: CharacterWidth
    /// The arrangement policy used unless the app overrides it.
    public var shufflePolicy: ShufflePolicy
    /// The bar above the keys, or `nil` for none; see ``KeyboardToolbar``.
    public var toolbar: KeyboardToolbar?
    /// The rows of keys, top to bottom.
    public var rows: [KeyRow]
    /// What the page's shuffle does while a screen reader runs; see ``ScreenReaderPolicy``.
    public var screenReaderPolicy: ScreenReaderPolicy = .keepShuffling
    /// Other rows for other devices or widths; see ``forDevice(_:width:)``.
    public var variants: [LayoutVariant] = []
    /// How the page composes typed text (dead keys, transforms, Hangul syllables), or `nil` for not at all;
    /// see ``TextComposition``.
    public var composition: TextComposition? = nil
    /// The page's reading direction; a right-to-left page is drawn mirrored. See ``LayoutDirection``.
    public var direction: LayoutDirection = .leftToRight
    /// The length of input a field using the page accepts, and when it is complete, or `nil` for any.
    public var inputLength: InputLength? = nil
    /// The look the page is drawn with, or `nil` for ``KeyboardTheme/standard``: the theme its file names
    /// (`theme: bank-blue`, inherited with `extends`) or the target's default. See ``resolvedTheme``.
    public var theme: KeyboardTheme? = nil
}

extension KeyboardLayout {
    /// Creates a layout whose toolbar follows its title: a titled layout gets
    /// ``KeyboardToolbar/standard(title:locale:)`` (the title and Done), an untitled one no toolbar.
    public init(
        id: String,
        title: String? = nil,
        locale: String? = nil,
        characterWidth: CharacterWidth = .half,
        shufflePolicy: ShufflePolicy = .never,
        rows: [KeyRow]
    ) {
        self.init(
            id: id, title: title, locale: locale, characterWidth: characterWidth, shufflePolicy: shufflePolicy,
            toolbar: title.map { KeyboardToolbar.standard(title: $0, locale: locale) }, rows: rows)
    }

    /// Creates a layout with an explicit toolbar (`nil` for none), whatever its title.
    public init(
        id: String,
        title: String? = nil,
        locale: String? = nil,
        characterWidth: CharacterWidth = .half,
        shufflePolicy: ShufflePolicy = .never,
        toolbar: KeyboardToolbar?,
        rows: [KeyRow]
    ) {
        // Whole, from the memberwise initializer (which an initializer in the type would hide): a struct
        // this large assigned field by field is copied once more on its way out of `init`.
        self = KeyboardLayout(
            id: id, title: title, locale: locale, characterWidth: characterWidth, shufflePolicy: shufflePolicy, toolbar: toolbar, rows: rows,
            screenReaderPolicy: .keepShuffling, variants: [], composition: nil)
    }
}
