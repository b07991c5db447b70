/// Something a host tells a ``KeyboardTracker``: a keyboard notification, a focus change, a
/// size transition or an app lifecycle change.
public enum KeyboardEvent: Sendable, Hashable {
    /// `UIResponder.keyboardWillShowNotification`.
    case keyboardWillShow(KeyboardNotification)
    /// `UIResponder.keyboardWillChangeFrameNotification`.
    case keyboardWillChangeFrame(KeyboardNotification)
    /// `UIResponder.keyboardWillHideNotification`.
    case keyboardWillHide(KeyboardNotification)

    /// The focused input changed. `inputFrame` is the new input's frame in window coordinates as
    /// laid out, without the tracker's ``KeyboardTracker/offset`` applied (if the host measures it
    /// after shifting its content, it adds the offset back); `nil` means no input is focused.
    case focusChanged(inputFrame: Rect?)

    /// The window is about to change size (`viewWillTransition(to:with:)`: rotation, iPad
    /// multitasking resize). The keyboard hides and reappears around it.
    case sizeTransitionWillBegin
    /// The size transition finished (the transition coordinator's completion).
    case sizeTransitionDidEnd

    /// `UIApplication.willResignActiveNotification`, with whether the tracked input was first
    /// responder at that moment.
    case appWillResignActive(isInputFirstResponder: Bool)
    /// `UIApplication.willEnterForegroundNotification`.
    case appWillEnterForeground
    /// `UIApplication.didBecomeActiveNotification`.
    case appDidBecomeActive
}
