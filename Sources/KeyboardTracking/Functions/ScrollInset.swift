/// The bottom content inset a scroll view needs over a keyboard `keyboardHeight` high.
///
/// A scroll view's adjusted inset already holds its bottom safe area (the home indicator's strip), which
/// the keyboard covers too: adding the whole height to `contentInset.bottom` counts that strip twice.
///
/// - Returns: `keyboardHeight − safeAreaBottom` when positive, otherwise 0.
public func scrollInset(keyboardHeight: Double, safeAreaBottom: Double) -> Double {
    max(0, keyboardHeight - safeAreaBottom)
}
