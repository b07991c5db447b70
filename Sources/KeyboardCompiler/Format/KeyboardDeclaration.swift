import KeyboardRuntime

/// What a layout file says about its keyboard as a whole, beside its rows: one record that every stage
/// carries as it is, from the ``DecodedKeyboard`` through the ``ResolvedKeyboard`` to each of its
/// ``ResolvedPage``s. A keyboard-level field of the format is declared here once and reaches every rule,
/// test and emitter; only `extends` changes it, filling in what the keyboard inherits from its base
/// (`InheritanceMerger`).
public struct KeyboardDeclaration: Sendable {
    /// The validation profile the keyboard asks for (`profile`), if any; inherited.
    public var profile: String?
    /// The characters the keyboard and the pages it leads to type (`repertoire`), if the file says: every
    /// page must type exactly them. Never inherited.
    public var repertoire: String?
    /// The keyboard's tests (`tests`): they run on every page. Never inherited.
    public var tests: [LayoutTest] = []
    /// The `direction` declared, or `nil` when the locale decides it; inherited.
    public var direction: LayoutDirection?
    /// Whether two keys may type the same character (`repeatedKeys: allowed`); inherited.
    public var allowsRepeatedKeys = false
    /// The theme the keyboard names and the secure switches it sets, if any; inherited.
    public var themeChoice = PageThemeChoice()
    /// The standard page the keyboard stands in for wherever a page leads to it (`replaces: letters`), if
    /// any. Never inherited.
    public var replaces: String?
}
