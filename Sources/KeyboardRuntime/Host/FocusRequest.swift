/// Focus asked for declaratively (a SwiftUI binding) of a field that may not be able to take it yet.
///
/// A request made before the field is in a window waits for the window instead of failing silently; a
/// request UIKit refuses in a window is reported back (``Action/report(_:)`` with `false`), so the binding
/// never says a field is focused when it is not.
public struct FocusRequest: Sendable, Hashable {
    /// What the field does next.
    public enum Action: Sendable, Hashable {
        /// Nothing.
        case none
        /// Ask UIKit for focus (then report the answer with ``attempted(succeeded:)``).
        case becomeFirstResponder
        /// Give focus up.
        case resignFirstResponder
        /// Write this into the binding (outside the view update that is running).
        case report(Bool)
    }

    /// Whether a request for focus waits for the field to be in a window.
    public private(set) var isWaitingForWindow = false

    /// No request.
    public init() {}

    /// The binding now says `wantsFocus`.
    public mutating func requested(_ wantsFocus: Bool, isFocused: Bool, isInWindow: Bool) -> Action {
        isWaitingForWindow = false
        guard wantsFocus != isFocused else { return .none }
        guard wantsFocus else { return .resignFirstResponder }
        guard isInWindow else {
            isWaitingForWindow = true
            return .none
        }
        return .becomeFirstResponder
    }

    /// The field moved into a window (or out of one).
    public mutating func movedToWindow(isInWindow: Bool) -> Action {
        guard isWaitingForWindow, isInWindow else { return .none }
        isWaitingForWindow = false
        return .becomeFirstResponder
    }

    /// UIKit answered a ``Action/becomeFirstResponder``: a refusal sets the binding back to `false`.
    public func attempted(succeeded: Bool) -> Action {
        succeeded ? .none : .report(false)
    }

    /// The field gained or lost focus by itself (a tap, another field taking it): the binding follows.
    public func focusChanged(to isFocused: Bool, binding: Bool) -> Action {
        isFocused == binding ? .none : .report(isFocused)
    }
}
