/// A tappable item of a ``KeyboardToolbar``: what it does, the word it shows and which end of the bar
/// it sits at.
///
/// An item acts as a key with the same action would: Done is ``KeyAction/dismiss``; later items can
/// switch pages (``KeyAction/switchKeyboard(to:)``) or toggle the character width.
public struct KeyboardToolbarItem: Sendable, Hashable {
    /// Which end of the toolbar an item sits at.
    public enum Placement: String, Sendable, Hashable, CaseIterable {
        /// At the left end, after the items before it.
        case leading
        /// At the right end, before the items after it.
        case trailing
    }

    /// What tapping the item does.
    public var action: KeyAction
    /// The word drawn for the item.
    public var label: String
    /// Which end of the bar it sits at.
    public var placement: Placement
    /// What a screen reader says for the item, when it is not its label (`nil`).
    public var spokenName: String?

    /// Creates an item.
    public init(action: KeyAction, label: String, placement: Placement, spokenName: String? = nil) {
        self.action = action
        self.label = label
        self.placement = placement
        self.spokenName = spokenName
    }

    /// Done: at the right, closing the keyboard, showing `label`.
    public static func done(label: String) -> KeyboardToolbarItem {
        KeyboardToolbarItem(action: .dismiss, label: label, placement: .trailing)
    }

    /// Done in the language of `locale` ("Done", "完成", "完了"…).
    public static func done(locale: String?) -> KeyboardToolbarItem {
        done(label: DefaultLabels.doneLabel(locale: locale))
    }

    /// Whether the item is a Done item (it closes the keyboard).
    public var isDone: Bool {
        action == .dismiss
    }
}
