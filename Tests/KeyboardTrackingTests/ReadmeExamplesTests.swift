import KeyboardTracking
import Testing

// The examples of Docs-drafts/secure-input-and-tracking.md ("KeyboardTracking"), kept compiling and true.

@Suite("README examples: KeyboardTracking")
struct KeyboardTrackingReadmeExamplesTests {
    @Test("pure functions")
    func functions() {
        // README: begin functions
        let window = Rect(x: 0, y: 0, width: 393, height: 852)           // screen coordinates
        let endFrame = Rect(x: 0, y: 516, width: 393, height: 336)       // keyboardFrameEndUserInfoKey
        let height = visibleKeyboardHeight(endFrame: endFrame, windowFrame: window)   // 336
        let offset = requiredOffset(
            inputBottom: 744, keyboardTop: window.height - height)        // 744 + 20 − 516 = 248
        // README: end functions
        #expect(height == 336)
        #expect(offset == 248)
    }

    @Test("driving the tracker")
    func tracker() {
        // README: begin tracker
        var tracker = KeyboardTracker(margin: 20)
        let window = Rect(x: 0, y: 0, width: 393, height: 852)
        let shown = KeyboardNotification(
            endFrame: Rect(x: 0, y: 516, width: 393, height: 336), windowFrame: window,
            duration: 0.25, curve: .keyboard)

        var performed: [TrackerAction] = []
        for event: KeyboardEvent in [
            .focusChanged(inputFrame: Rect(x: 20, y: 700, width: 353, height: 44)),
            .keyboardWillChangeFrame(shown),
            .keyboardWillShow(shown),              // duplicate: coalesced
        ] {
            if let action = tracker.handle(event) { performed.append(action) }
        }
        // performed == [.animate(offset: 248, keyboardHeight: 336, duration: 0.25, curve: .keyboard)]
        // README: end tracker
        #expect(performed == [.animate(KeyboardAnimation(offset: 248, keyboardHeight: 336, duration: 0.25, curve: .keyboard))])
    }
}
