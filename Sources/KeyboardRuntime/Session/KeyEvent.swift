/// A touch on a key of the arranged page, as the renderer recognises it.
///
/// Positions address the page currently shown (``KeyboardSession/currentLayout``).
public enum KeyEvent: Sendable, Hashable {
    /// A tap. Character keys fire on touch-up inside the key; shift fires on touch-down.
    case tap(KeyPosition)
    /// A double tap; on shift it turns on caps lock, on a character key it types that key twice (even on
    /// an `after-each-key` page, which is reshuffled once afterwards), on other keys it acts as two taps.
    case doubleTap(KeyPosition)
    /// A press held for ``DeleteRepeat/startDelay``; on delete it deletes once and starts repeating; on a
    /// character key with ``Key/alternates`` it opens the ``KeyboardSession/callout``.
    case longPressBegan(KeyPosition)
    /// The renderer's repeat timer fired (every ``DeleteRepeat/interval``) while a long press continues.
    case longPressRepeated(KeyPosition)
    /// The finger of a long press lifted inside the key; delete stops repeating, an open callout types its
    /// selected alternate and closes, other keys (except shift) act as if tapped.
    case longPressEnded(KeyPosition)
    /// The finger of a long press moved over the callout's alternate with this index (find it in
    /// ``KeyboardSession/calloutRects(forWidth:metrics:safeArea:)``); it becomes the selection.
    case calloutSelected(Int)
    /// The long press was cancelled (the finger left the keyboard, or the system took the touch): an open
    /// callout closes and types nothing, delete stops repeating.
    case longPressCancelled
    /// A tap on the item with this index in the current page's ``KeyboardToolbar/items`` (find it with
    /// ``ToolbarRects/item(atX:y:)``); it acts as a key with the item's action would, so Done reports
    /// ``KeyboardOutput/dismiss``.
    case toolbarTap(Int)
    /// A flick on a key toward a direction (``KeyboardInteraction`` recognises it by its own distance and
    /// angle thresholds): it types the key's ``Key/flick`` text for the direction as it is written (shift
    /// does not change it), or acts as a tap when the key has none toward it.
    case flick(KeyPosition, FlickDirection)
}
