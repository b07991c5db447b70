/// Which keys a theme's per-key override applies to: every condition given must hold.
///
/// A bank colours its `00` key (`text: "00"`), its delete key (`action: delete`), or only the keys of its
/// number pad (`page: amount-pad`).
public struct KeySelector: Sendable, Hashable {
    /// The text a character key types, or `nil` for any key.
    public var text: String?
    /// The kind of key, or `nil` for any.
    public var action: KeySelectorAction?
    /// The id of the page (keyboard) the key is on, or `nil` for any page.
    public var page: String?

    /// Creates a selector.
    public init(text: String? = nil, action: KeySelectorAction? = nil, page: String? = nil) {
        self.text = text
        self.action = action
        self.page = page
    }

    /// Whether `key`, on the page `pageID`, is selected. Compares in place: nothing is allocated.
    public func matches(_ key: Key, onPage pageID: String) -> Bool {
        if let page, page != pageID { return false }
        if let action, action != KeySelectorAction(key.action) { return false }
        if let text {
            guard case .insert(let typed) = key.action, typed == text else { return false }
        }
        return true
    }
}

/// The kinds of key a ``KeySelector`` names, as a layout file names their actions.
public enum KeySelectorAction: String, Sendable, Hashable, CaseIterable {
    /// A character key.
    case character
    /// Shift.
    case shift
    /// Delete.
    case delete
    /// The space bar.
    case space
    /// The return key.
    case `return`
    /// A key that switches to another page.
    case `switch`
    /// The half-width/full-width toggle.
    case toggleWidth = "toggle-width"
    /// The key that hides the keyboard.
    case dismiss

    /// The kind of key `action` is.
    public init(_ action: KeyAction) {
        switch action {
        case .insert: self = .character
        case .shift: self = .shift
        case .delete: self = .delete
        case .space: self = .space
        case .returnKey: self = .return
        case .switchKeyboard: self = .switch
        case .toggleCharacterWidth: self = .toggleWidth
        case .dismiss: self = .dismiss
        }
    }
}

/// A theme's change to the keys a selector picks: per appearance, what their normal and pressed styles
/// change.
public struct KeyThemeOverride: Sendable, Hashable {
    /// The keys changed.
    public var selector: KeySelector
    /// The change to a selected key's normal style (any state but pressed), per ``ThemeAppearance`` in the
    /// order of its cases.
    public var normal: [KeyStylePatch]
    /// The change to a selected key's style under a finger, per ``ThemeAppearance``.
    public var pressed: [KeyStylePatch]

    /// Creates an override; missing appearances change nothing.
    public init(selector: KeySelector, normal: [KeyStylePatch], pressed: [KeyStylePatch] = []) {
        let count = ThemeAppearance.allCases.count
        self.selector = selector
        self.normal = normal + Array(repeating: KeyStylePatch(), count: max(0, count - normal.count))
        self.pressed = pressed + Array(repeating: KeyStylePatch(), count: max(0, count - pressed.count))
    }
}

/// How a key under a finger is shown. A highlight, like a key preview, shows which key was pressed to
/// anyone who sees the screen, a screen recording included.
public enum PressedHighlight: String, Sendable, Hashable, CaseIterable {
    /// Not at all: the key keeps its normal style.
    case none
    /// Halfway: the fill moves half the way from the normal style to the pressed one, and the label is
    /// whichever of the two styles' labels reads better on it.
    case subtle
    /// The theme's pressed style.
    case standard
}
