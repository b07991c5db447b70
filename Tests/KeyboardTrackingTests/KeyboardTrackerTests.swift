import Testing
import KeyboardTracking

// Notification sequences recorded for the system keyboard, replayed against the tracker.
// Frames are in screen coordinates; the phone is a 393 × 852 window (852 × 393 in landscape),
// the pad a 1024 × 1366 one.

private let lowInput = Rect(x: 20, y: 700, width: 353, height: 44)    // bottom 744: covered
private let highInput = Rect(x: 20, y: 300, width: 353, height: 44)   // bottom 344: clear
private let midInput = Rect(x: 20, y: 560, width: 353, height: 44)    // bottom 604: covered

private func phone(_ keyboard: Rect = phoneKeyboard, duration: Double = 0.25) -> KeyboardNotification {
    KeyboardNotification(endFrame: keyboard, windowFrame: phoneWindow, duration: duration, curve: .keyboard)
}
private let phoneHidden = phone(Rect(x: 0, y: 852, width: 393, height: 336))

private func animate(_ offset: Double, _ height: Double, duration: Double = 0.25,
                     curve: AnimationCurve = .keyboard) -> TrackerAction {
    .animate(KeyboardAnimation(offset: offset, keyboardHeight: height, duration: duration, curve: curve))
}

/// Feeds events one at a time and collects what the host is asked to do.
private func replay(_ events: [KeyboardEvent], on tracker: inout KeyboardTracker) -> [TrackerAction] {
    events.compactMap { tracker.handle($0) }
}

@Suite("Keyboard tracker scenarios")
struct KeyboardTrackerTests {
    @Test("new focus: didBeginEditing, willChangeFrame, willShow → one animation")
    func newFocus() {
        var tracker = KeyboardTracker()
        let actions = replay([
            .focusChanged(inputFrame: lowInput),
            .keyboardWillChangeFrame(phone()),
            .keyboardWillShow(phone()),
        ], on: &tracker)
        // 744 + 20 − 516 = 248
        #expect(actions == [animate(248, 336)])
        #expect(tracker.offset == 248)
        #expect(tracker.keyboardHeight == 336)
    }

    @Test("an input already above the keyboard only gets the keyboard height")
    func focusOnClearInput() {
        var tracker = KeyboardTracker()
        let actions = replay([.focusChanged(inputFrame: highInput), .keyboardWillShow(phone())], on: &tracker)
        #expect(actions == [animate(0, 336)])
    }

    @Test("focus switch with no notification reuses the last keyboard frame")
    func focusSwitch() {
        var tracker = KeyboardTracker()
        _ = replay([.focusChanged(inputFrame: lowInput), .keyboardWillShow(phone(duration: 0.4))], on: &tracker)
        // Field to field: didEndEditing (nil), didBeginEditing, then UIKit may re-send the same frame.
        let actions = replay([
            .focusChanged(inputFrame: nil),
            .focusChanged(inputFrame: midInput),
            .keyboardWillChangeFrame(phone()),
            .keyboardWillShow(phone()),
        ], on: &tracker)
        // 604 + 20 − 516 = 108, with the timing of the last notification.
        #expect(actions == [animate(108, 336, duration: 0.4)])
        #expect(tracker.handle(.focusChanged(inputFrame: highInput)) == animate(0, 336, duration: 0.25))
    }

    @Test("losing focus keeps the offset until the keyboard hides; the hide restores it")
    func endEditing() {
        var tracker = KeyboardTracker()
        _ = replay([.focusChanged(inputFrame: lowInput), .keyboardWillShow(phone())], on: &tracker)
        let actions = replay([
            .focusChanged(inputFrame: nil),
            .keyboardWillChangeFrame(phoneHidden),
            .keyboardWillHide(phoneHidden),
        ], on: &tracker)
        #expect(actions == [animate(0, 0)])
        #expect(tracker.offset == 0)
    }

    @Test("input-method change: the taller Pinyin keyboard moves the input once, and back")
    func inputMethodChange() {
        var tracker = KeyboardTracker()
        _ = replay([.focusChanged(inputFrame: lowInput), .keyboardWillShow(phone())], on: &tracker)
        let pinyin = phone(Rect(x: 0, y: 474, width: 393, height: 378))
        let toPinyin = replay([.keyboardWillChangeFrame(pinyin), .keyboardWillShow(pinyin)], on: &tracker)
        // 744 + 20 − 474 = 290
        #expect(toPinyin == [animate(290, 378)])
        let back = replay([.keyboardWillChangeFrame(phone()), .keyboardWillShow(phone())], on: &tracker)
        #expect(back == [animate(248, 336)])
    }

    @Test("rotation: hide/show pairs inside a size transition animate once, to the new layout")
    func rotation() {
        var tracker = KeyboardTracker()
        _ = replay([.focusChanged(inputFrame: lowInput), .keyboardWillShow(phone())], on: &tracker)

        let landscapeWindow = Rect(x: 0, y: 0, width: 852, height: 393)
        let landscapeKeyboard = KeyboardNotification(
            endFrame: Rect(x: 0, y: 184, width: 852, height: 209), windowFrame: landscapeWindow)
        let portraitHidden = KeyboardNotification(
            endFrame: Rect(x: 0, y: 852, width: 393, height: 336), windowFrame: landscapeWindow)
        let landscapeInput = Rect(x: 20, y: 300, width: 812, height: 44)   // bottom 344

        // iOS sends willHide + willShow twice around the rotation (and frame changes with them).
        let actions = replay([
            .sizeTransitionWillBegin,
            .keyboardWillChangeFrame(portraitHidden),
            .keyboardWillHide(portraitHidden),
            .focusChanged(inputFrame: landscapeInput),
            .keyboardWillChangeFrame(landscapeKeyboard),
            .keyboardWillShow(landscapeKeyboard),
            .keyboardWillHide(portraitHidden),
            .keyboardWillShow(landscapeKeyboard),
            .sizeTransitionDidEnd,
        ], on: &tracker)
        // 344 + 20 − 184 = 180
        #expect(actions == [animate(180, 209)])
    }

    @Test("a keyboard that really hides during a rotation is applied when the transition ends")
    func rotationEndingHidden() {
        var tracker = KeyboardTracker()
        _ = replay([.focusChanged(inputFrame: lowInput), .keyboardWillShow(phone())], on: &tracker)
        let hide = phone(Rect(x: 0, y: 852, width: 393, height: 336), duration: 0.3)
        let during = replay([.sizeTransitionWillBegin, .keyboardWillHide(hide)], on: &tracker)
        #expect(during.isEmpty)
        #expect(tracker.handle(.sizeTransitionDidEnd) == animate(0, 0, duration: 0.3))
    }

    @Test("drag-to-dismiss: a zero frame while dragging, then hide twice → one animation")
    func dragToDismiss() {
        var tracker = KeyboardTracker()
        _ = replay([.focusChanged(inputFrame: lowInput), .keyboardWillShow(phone())], on: &tracker)
        let actions = replay([
            .keyboardWillChangeFrame(phone(.zero)),
            .keyboardWillHide(phoneHidden),
            .keyboardWillHide(phoneHidden),
        ], on: &tracker)
        #expect(actions == [animate(0, 0)])
    }

    @Test("drag released early: the keyboard comes back and so does the offset")
    func dragCancelled() {
        var tracker = KeyboardTracker()
        _ = replay([.focusChanged(inputFrame: lowInput), .keyboardWillShow(phone())], on: &tracker)
        let actions = replay([.keyboardWillChangeFrame(phone(.zero)), .keyboardWillShow(phone())], on: &tracker)
        #expect(actions == [animate(0, 0), animate(248, 336)])
    }

    @Test("iPad undock and split: the content returns to rest; docking brings the offset back")
    func padUndockAndSplit() {
        let input = Rect(x: 100, y: 1100, width: 824, height: 44)   // bottom 1144
        func pad(_ frame: Rect) -> KeyboardNotification {
            KeyboardNotification(endFrame: frame, windowFrame: padWindow)
        }
        var tracker = KeyboardTracker()
        let shown = replay([.focusChanged(inputFrame: input), .keyboardWillShow(pad(padKeyboard))], on: &tracker)
        // 1144 + 20 − 968 = 196
        #expect(shown == [animate(196, 398)])

        let undocked = pad(Rect(x: 0, y: 560, width: 1024, height: 398))
        let undock = replay([.keyboardWillChangeFrame(undocked), .keyboardWillHide(undocked)], on: &tracker)
        #expect(undock == [animate(0, 0)])

        let split = pad(Rect(x: 0, y: 700, width: 1024, height: 300))
        #expect(replay([.keyboardWillChangeFrame(split)], on: &tracker).isEmpty)

        let dock = replay([.keyboardWillChangeFrame(pad(padKeyboard)), .keyboardWillShow(pad(padKeyboard))], on: &tracker)
        #expect(dock == [animate(196, 398)])
    }

    @Test("app switch: other apps' keyboard events are ignored and first responder is restored")
    func appSwitch() {
        var tracker = KeyboardTracker()
        _ = replay([.focusChanged(inputFrame: lowInput), .keyboardWillShow(phone())], on: &tracker)
        let actions = replay([
            .appWillResignActive(isInputFirstResponder: true),
            .keyboardWillHide(phoneHidden),                        // ours, while going away: it counts
            .keyboardWillShow(phone(Rect(x: 0, y: 400, width: 393, height: 452))),   // another app's
            .appWillEnterForeground,
            .keyboardWillShow(phone()),                            // ours again, same frame
            .appDidBecomeActive,
        ], on: &tracker)
        #expect(actions == [animate(0, 0), .restoreFirstResponder, animate(248, 336)])
        #expect(tracker.offset == 248)
        #expect(tracker.isAppActive)
    }

    @Test("the keyboard hiding in the background brings the content back even if focus is not restored")
    func hideInBackground() {
        var tracker = KeyboardTracker()
        _ = replay([.focusChanged(inputFrame: lowInput), .keyboardWillShow(phone())], on: &tracker)
        let actions = replay([
            .appWillResignActive(isInputFirstResponder: false),
            .keyboardWillHide(phoneHidden),
            .appWillEnterForeground,
            .appDidBecomeActive,
        ], on: &tracker)
        #expect(actions == [animate(0, 0)])
        #expect(tracker.offset == 0)
    }

    @Test("another app's keyboard (iPad multitasking) is ignored while this app is active")
    func otherAppsKeyboard() {
        var tracker = KeyboardTracker()
        _ = tracker.handle(.focusChanged(inputFrame: lowInput))
        let foreign = KeyboardNotification(endFrame: phoneKeyboard, windowFrame: phoneWindow, isLocal: false)
        #expect(tracker.handle(.keyboardWillShow(foreign)) == nil)
        #expect(tracker.handle(.keyboardWillShow(phone())) == animate(248, 336))
    }

    @Test("a scroll view's inset leaves out the safe area its adjusted inset holds")
    func scrollViewInset() {
        #expect(scrollInset(keyboardHeight: 336, safeAreaBottom: 34) == 302)
        #expect(scrollInset(keyboardHeight: 0, safeAreaBottom: 34) == 0)
    }

    @Test("resigning without going to the background asks for no restore")
    func controlCenter() {
        var tracker = KeyboardTracker()
        let actions = replay([
            .appWillResignActive(isInputFirstResponder: true),
            .appDidBecomeActive,
            .appWillEnterForeground,
        ], on: &tracker)
        #expect(actions.isEmpty)
    }

    @Test("no restore when the input was not first responder")
    func notFirstResponder() {
        var tracker = KeyboardTracker()
        let actions = replay([.appWillResignActive(isInputFirstResponder: false), .appWillEnterForeground], on: &tracker)
        #expect(actions.isEmpty)
        #expect(tracker.isAppActive)
        #expect(tracker.handle(.keyboardWillShow(phone())) == animate(0, 336))
    }

    @Test("events delivered together are coalesced into one animation")
    func batch() {
        var tracker = KeyboardTracker()
        // Keyboard notification before didBeginEditing, delivered in one run-loop turn.
        let actions = tracker.handle([
            .keyboardWillChangeFrame(phone()),
            .keyboardWillShow(phone()),
            .focusChanged(inputFrame: lowInput),
        ])
        #expect(actions == [animate(248, 336)])
        // A hide/show pair with the same frame changes nothing.
        #expect(tracker.handle([.keyboardWillHide(phoneHidden), .keyboardWillShow(phone())]).isEmpty)
        // A restore request comes before the animation.
        _ = tracker.handle(.appWillResignActive(isInputFirstResponder: true))
        let resumed = tracker.handle([.appWillEnterForeground, .keyboardWillHide(phoneHidden)])
        #expect(resumed == [.restoreFirstResponder, animate(0, 0)])
    }

    @Test("the margin is configurable")
    func margin() {
        var tracker = KeyboardTracker(margin: 8)
        _ = tracker.handle(.focusChanged(inputFrame: lowInput))
        #expect(tracker.handle(.keyboardWillShow(phone())) == animate(236, 336))
        tracker.margin = 40
        #expect(tracker.handle(.focusChanged(inputFrame: lowInput)) == animate(268, 336))
    }

    @Test("the notification's duration and curve are passed through")
    func timingPassThrough() {
        var tracker = KeyboardTracker()
        let notification = KeyboardNotification(
            endFrame: phoneKeyboard, windowFrame: phoneWindow, duration: 0.35, curve: AnimationCurve(rawValue: 42))
        #expect(tracker.handle(.keyboardWillShow(notification)) == animate(0, 336, duration: 0.35, curve: AnimationCurve(rawValue: 42)))
    }
}
