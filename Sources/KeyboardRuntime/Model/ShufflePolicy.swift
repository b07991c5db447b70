/// When a keyboard's movable keys are rearranged.
public enum ShufflePolicy: String, Sendable, Hashable, CaseIterable {
    /// The keys keep the order they were declared in.
    case never
    /// A new arrangement each time the keyboard is shown; rotation keeps the arrangement.
    case onShow = "on-show"
    /// A new arrangement after every key press, and each time the keyboard is shown.
    case afterEachKey = "after-each-key"
}
