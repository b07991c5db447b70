/// Why a ``KeyboardSession`` could not be created.
public enum KeyboardSessionError: Error, Sendable, Hashable {
    /// No layouts were given.
    case noLayouts
    /// Two layouts share this id.
    case duplicatePage(String)
    /// The initial page is not among the layouts.
    case unknownPage(String)
    /// A `switch` or `toggle-width` key (in the page's rows or a variant's) or a toolbar item of the page
    /// `from` leads to this page id, which is not among the layouts: pass every page the keyboard can reach.
    case missingPage(String, from: String)
}
