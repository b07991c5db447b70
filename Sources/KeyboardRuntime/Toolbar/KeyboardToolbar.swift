/// The bar above the keys: an optional title in the middle and items at its ends, such as Done.
///
/// A toolbar is part of the page (``KeyboardLayout/toolbar``): geometry gives it a height
/// (``KeyboardMetrics/toolbarHeight``) and rectangles for the title and each item
/// (``KeyboardGeometry/toolbarRects(forWidth:metrics:safeArea:)``), and a tap on an item is a key event
/// (``KeyEvent/toolbarTap(_:)``) that ``KeyboardSession`` turns into outputs like a key's. Done closes
/// the keyboard: it is an item with the ``KeyAction/dismiss`` action, so the session reports
/// ``KeyboardOutput/dismiss``.
///
/// ```swift
/// let toolbar = KeyboardToolbar.standard(title: "Number pad", locale: "zh-Hans")   // title + "完成"
/// let bare = KeyboardToolbar(title: "PIN")                                           // title, no Done
/// ```
public struct KeyboardToolbar: Sendable, Hashable {
    /// The text centred in the bar, or `nil` for none.
    public var title: String?
    /// The items, in order: ``KeyboardToolbarItem/Placement/leading`` items left to right from the left edge,
    /// ``KeyboardToolbarItem/Placement/trailing`` items left to right ending at the right edge. Their indices are
    /// the ones ``KeyEvent/toolbarTap(_:)`` and the item rectangles use.
    public var items: [KeyboardToolbarItem]

    /// Creates a toolbar.
    public init(title: String? = nil, items: [KeyboardToolbarItem] = []) {
        self.title = title
        self.items = items
    }

    /// The toolbar a titled layout has unless it says otherwise: the title and a Done item at the right
    /// whose word follows `locale` (``DefaultLabels/doneLabel(locale:)``).
    public static func standard(title: String?, locale: String?) -> KeyboardToolbar {
        KeyboardToolbar(title: title, items: [.done(locale: locale)])
    }

    /// Whether the toolbar has a Done item.
    public var hasDone: Bool {
        items.contains { $0.isDone }
    }
}
