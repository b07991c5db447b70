/// A touch on a key of the arranged page, as the renderer recognises it.
///
/// Positions address the page currently shown (``KeyboardSession/currentLayout``).
public enum KeyEvent: Sendable, Hashable {
    /// A tap. Character keys fire on touch-up inside the key; shift fires on touch-down.
    case tap(KeyPosition)
    /// A double tap; on shift it turns on caps lock, on a character key it types that key twice (even on
    /// an `after-each-key` page, which is reshuffled once afterwards), on other keys it acts as two taps.
    case doubleTap(KeyPosition)
    /// A press held for ``DeleteRepeat/startDelay``; on delete it deletes once and starts repeating.
    case longPressBegan(KeyPosition)
    /// The renderer's repeat timer fired (every ``DeleteRepeat/interval``) while a long press continues.
    case longPressRepeated(KeyPosition)
    /// The finger of a long press lifted inside the key; delete stops repeating, other keys (except shift)
    /// act as if tapped.
    case longPressEnded(KeyPosition)
    /// A tap on the item with this index in the current page's ``KeyboardToolbar/items`` (find it with
    /// ``ToolbarRects/item(atX:y:)``); it acts as a key with the item's action would, so Done reports
    /// ``KeyboardOutput/dismiss``.
    case toolbarTap(Int)
}
