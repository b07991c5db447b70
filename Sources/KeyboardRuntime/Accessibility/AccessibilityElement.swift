/// One element of the keyboard for a screen reader: a key or a toolbar item, where it is drawn, what to
/// say and how it behaves. A renderer turns each into its platform's accessibility element
/// (`UIAccessibilityElement` with `accessibilityFrame`, `accessibilityLabel`, `accessibilityTraits`).
public struct AccessibilityElement: Sendable, Hashable {
    /// What the element is.
    public enum Target: Sendable, Hashable {
        /// A key of the current page, where it is drawn.
        case key(KeyPosition)
        /// An item of the current page's toolbar, by index.
        case toolbarItem(Int)
        /// The toolbar's title.
        case toolbarTitle
        /// A notice in place of the keys: why they are blank (``BlankReason``).
        case notice
    }

    /// What the element is.
    public var target: Target
    /// Where it is drawn, in the keyboard view's coordinates.
    public var frame: KeyRect
    /// What a screen reader says.
    public var label: String
    /// How it behaves.
    public var traits: KeyAccessibilityTraits

    /// Creates an element.
    public init(target: Target, frame: KeyRect, label: String, traits: KeyAccessibilityTraits) {
        self.target = target
        self.frame = frame
        self.label = label
        self.traits = traits
    }
}

/// How an ``AccessibilityElement`` behaves, as a screen reader announces it.
public struct KeyAccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates traits from raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A key of a keyboard: activated when the finger lifts (UIKit's `.keyboardKey`).
    public static let keyboardKey = KeyAccessibilityTraits(rawValue: 1 << 0)
    /// Currently on: shift while it applies, caps lock (UIKit's `.selected`).
    public static let selected = KeyAccessibilityTraits(rawValue: 1 << 1)
    /// A button, such as the toolbar's Done (UIKit's `.button`).
    public static let button = KeyAccessibilityTraits(rawValue: 1 << 2)
    /// Text that is only read, such as the toolbar's title (UIKit's `.staticText`).
    public static let staticText = KeyAccessibilityTraits(rawValue: 1 << 3)
}
