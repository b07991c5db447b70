/// The symbols drawn on function keys instead of text: shift in its three states, delete, return, the
/// half/full-width globe and dismiss. Every renderer draws the same glyph for the same key: the SVG preview
/// as vector shapes, the text preview as ``textSymbol``, iOS hosts as the SF Symbol of the same meaning.
///
/// Which keys show one (``init(key:shiftState:)``): shift always, in its state; delete, the width toggle
/// and dismiss always; return only when its label is a return symbol (`⏎`, `↵`, `⮐`), since iOS shows a
/// word there (`return`, `go`, `完成`). Space, switch and character keys show their labels.
public enum KeyGlyph: String, Sendable, Hashable, CaseIterable {
    /// Shift, off: an outlined arrow pointing up.
    case shift
    /// Shift, on for the next key: a filled arrow.
    case shiftOn = "shift-on"
    /// Caps lock: a filled arrow with a bar under it.
    case capsLock = "caps-lock"
    /// Delete backward: a key-cap pointing left with a cross in it.
    case delete
    /// Return: an arrow going down, then left.
    case returnKey = "return"
    /// Switch between the half-width and full-width pages: a globe.
    case globe
    /// Dismiss the keyboard: a chevron pointing down.
    case dismiss

    /// The labels of return keys that show the return glyph.
    public static let returnGlyphLabels: Set<String> = ["⏎", "↵", "⮐"]

    /// The glyph `key` shows in place of its label while shift is in `shiftState`, or `nil` when it shows
    /// its label.
    public init?(key: Key, shiftState: ShiftState = .off) {
        switch key.action {
        case .shift: self = Self.shift(shiftState)
        case .delete: self = .delete
        case .toggleCharacterWidth: self = .globe
        case .dismiss: self = .dismiss
        case .returnKey:
            guard Self.returnGlyphLabels.contains(key.label) else { return nil }
            self = .returnKey
        case .space, .switchKeyboard, .insert:
            return nil
        }
    }

    /// The glyph of a shift key in `state`: an outline arrow, a filled arrow, or the filled arrow over a bar.
    public static func shift(_ state: ShiftState) -> KeyGlyph {
        switch state {
        case .off: return .shift
        case .once: return .shiftOn
        case .capsLock: return .capsLock
        }
    }

    /// A short symbol standing for the glyph in text: `⇧`, `⬆`, `⇪`, `⌫`, `⏎`, `🌐`, `⌄`.
    public var textSymbol: String {
        switch self {
        case .shift: return "⇧"
        case .shiftOn: return "⬆"
        case .capsLock: return "⇪"
        case .delete: return "⌫"
        case .returnKey: return "⏎"
        case .globe: return "🌐"
        case .dismiss: return "⌄"
        }
    }
}
