/// How far content must move up so that the focused input stays visible above the keyboard.
///
/// All values are window coordinates with y growing downwards: `inputBottom` is the input's
/// bottom edge where it is laid out (before any offset is applied), `keyboardTop` is the
/// keyboard's top edge (the window height minus ``visibleKeyboardHeight(endFrame:windowFrame:)``),
/// and `margin` is the gap to keep between them.
///
/// - Returns: `inputBottom + margin − keyboardTop` when positive, otherwise 0.
public func requiredOffset(inputBottom: Double, keyboardTop: Double, margin: Double = 20) -> Double {
    max(0, inputBottom + margin - keyboardTop)
}
