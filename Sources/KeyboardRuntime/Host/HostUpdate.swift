/// What a host must do after ``KeyboardHost/handle(_:)``: redraw, update accessibility, resize, play
/// feedback, say why a touch did nothing. The outputs for the fields wait in the host
/// (``KeyboardHost/takeOutputs(into:)``) when ``hasOutputs`` is set.
public struct HostUpdate: Sendable, Hashable {
    /// The part of the keyboard to draw again.
    public var redraw: Redraw = .nothing
    /// How the accessibility elements (``KeyboardHost/accessibilityElements``) changed.
    public var accessibility: AccessibilityChange = .none
    /// Whether ``KeyboardHost/preferredHeight`` changed (invalidate the intrinsic content size).
    public var resizes = false
    /// Whether outputs wait for the fields.
    public var hasOutputs = false
    /// The feedback to play for a finger that came down on a key, by the key's kind.
    public var pressFeedback: KeyPressKind?
    /// How many characters a held delete removed (each gets the delete's feedback).
    public var repeatedDeletes = 0
    /// A finger came down on blank keys: it types nothing, and this is why (announce it).
    public var refusedTouch: BlankReason?

    /// Nothing to do.
    public init() {}
}

/// The part of the keyboard view to draw again, in the view's coordinates.
public enum Redraw: Sendable, Hashable {
    /// Nothing changed on screen.
    case nothing
    /// Only this rectangle changed (a pressed key, a callout): draw it alone.
    case area(KeyRect)
    /// The whole keyboard.
    case everything

    /// Adds `rect` to what must be drawn.
    mutating func include(_ rect: KeyRect) {
        switch self {
        case .nothing: self = .area(rect)
        case .area(let area):
            let minX = min(area.x, rect.x), minY = min(area.y, rect.y)
            let maxX = max(area.x + area.width, rect.x + rect.width), maxY = max(area.y + area.height, rect.y + rect.height)
            self = .area(KeyRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        case .everything: break
        }
    }
}

/// How the keyboard's accessibility elements changed.
public enum AccessibilityChange: Sendable, Hashable {
    /// Not at all: keep them as they are.
    case none
    /// Their labels, traits or frames changed, in place (keep VoiceOver's focus where it is).
    case updated
    /// The same page in a new arrangement: keep VoiceOver's focus on the element it is on.
    case rearranged
    /// Another page, or blank keys: move VoiceOver's focus to
    /// ``KeyboardHost/accessibilityElementIndex(nearest:)`` of where it was.
    case pageChanged
}
