/// How far the keyboard reaches up into a window, in points: what content must stay clear of.
///
/// `endFrame` is the keyboard's end frame from a keyboard notification (UIKit's
/// `UIResponder.keyboardFrameEndUserInfoKey`), in screen coordinates; `windowFrame` is the window's
/// frame in screen coordinates. The end frame is converted to window coordinates and the height
/// is the part of the window below the keyboard's top edge, clamped to the keyboard's own height.
///
/// The result is 0 when the keyboard does not cover the bottom of the window:
/// - a zero rectangle (sent while the keyboard is being dragged interactively);
/// - a keyboard whose bottom edge is above the window's bottom (an undocked, split or floating
///   iPad keyboard, which floats over content instead of pushing it);
/// - a keyboard entirely below the window (hidden).
///
/// A tolerance of half a point absorbs rounding in the host's conversions.
public func visibleKeyboardHeight(endFrame: Rect, windowFrame: Rect) -> Double {
    if endFrame == .zero || endFrame.height <= 0 { return 0 }
    let keyboard = endFrame.converted(toWindowAt: windowFrame)
    let windowHeight = windowFrame.height
    let tolerance = 0.5
    if keyboard.maxY < windowHeight - tolerance { return 0 }
    let overlap = windowHeight - keyboard.minY
    return min(max(overlap, 0), keyboard.height)
}
