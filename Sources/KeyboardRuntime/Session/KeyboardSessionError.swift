/// Why a ``KeyboardSession`` could not be created.
public enum KeyboardSessionError: Error, Sendable, Hashable {
    /// No layouts were given.
    case noLayouts
    /// Two layouts share this id.
    case duplicatePage(String)
    /// The initial page is not among the layouts.
    case unknownPage(String)
}
