/// One keyboard page: its identity, presentation hints, shuffle policy and rows of keys.
///
/// The compiler decodes layout files into this type and the generated Swift tables rebuild the same
/// values, so a layout behaves identically in previews, in generated code and at run time.
public struct KeyboardLayout: Sendable, Hashable {
    /// The keyboard's identifier, unique within a set of layouts (for example `decimal-pad`).
    public var id: String
    /// A title shown in the toolbar above the keys, or `nil` for no toolbar.
    public var title: String?
    /// The BCP 47 language tag of the keys' text, if declared.
    public var locale: String?
    /// Whether the page holds half-width (ASCII-like) or full-width characters.
    public var characterWidth: CharacterWidth
    /// The arrangement policy used unless the app overrides it.
    public var shufflePolicy: ShufflePolicy
    /// The rows of keys, top to bottom.
    public var rows: [KeyRow]

    /// Creates a layout.
    public init(
        id: String,
        title: String? = nil,
        locale: String? = nil,
        characterWidth: CharacterWidth = .half,
        shufflePolicy: ShufflePolicy = .never,
        rows: [KeyRow]
    ) {
        self.id = id
        self.title = title
        self.locale = locale
        self.characterWidth = characterWidth
        self.shufflePolicy = shufflePolicy
        self.rows = rows
    }
}
