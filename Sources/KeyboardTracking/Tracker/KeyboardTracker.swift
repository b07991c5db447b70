/// A state machine that turns a host's keyboard notifications, focus changes and app lifecycle
/// events into the few layout changes the host should animate.
///
/// The host forwards every ``KeyboardEvent`` to ``handle(_:)-(KeyboardEvent)`` and performs the
/// returned ``TrackerAction``, if any:
///
/// ```swift
/// var tracker = KeyboardTracker(margin: 20)
/// if let action = tracker.handle(.keyboardWillShow(notification)) {
///     perform(action)
/// }
/// ```
///
/// What it takes care of:
/// - **Height and offset.** The keyboard's visible height comes from
///   ``visibleKeyboardHeight(endFrame:windowFrame:)`` (0 for a dragged, undocked, split or
///   floating keyboard); the offset from ``requiredOffset(inputBottom:keyboardTop:margin:)`` for
///   the focused input, and back to 0 when the keyboard hides.
/// - **Focus switches without a notification.** A ``KeyboardEvent/focusChanged(inputFrame:)``
///   reuses the last keyboard frame. Losing focus keeps the offset until the keyboard actually
///   changes, so moving focus from one input to the next does not bounce the content.
/// - **Coalescing.** An action is emitted only when the offset or the height really changes, so
///   repeated notifications (drag-to-dismiss sends hide twice; a focus switch re-sends show with
///   the same frame) produce nothing. During a size transition (rotation) a hide, or a frame
///   change that leaves nothing covered, is held back, and so are focus frame updates: the show
///   that follows animates once to the new layout, and whatever is still pending when the
///   transition ends is applied then. Events delivered together (one run-loop turn)
///   can be passed to `handle(_:)` with a sequence of events, which emits at most one animation for them.
/// - **App switching.** A keyboard shown or moved between `appWillResignActive` and
///   `appWillEnterForeground`/`appDidBecomeActive`, or another app's (``KeyboardNotification/isLocal``),
///   is ignored; a hide always counts, so content shifted up does not stay so after the keyboard hid
///   in the background. If the input was first responder when the app resigned active, entering the
///   foreground asks the host to restore it.
public struct KeyboardTracker: Sendable, Hashable {
    /// The gap kept between the focused input's bottom edge and the keyboard's top edge.
    public var margin: Double

    /// The offset the host was last asked to apply.
    public private(set) var offset: Double = 0
    /// The keyboard height the host was last given.
    public private(set) var keyboardHeight: Double = 0
    /// The focused input's frame as last reported, or `nil` when nothing is focused.
    public private(set) var inputFrame: Rect?
    /// Whether the app is in front; keyboards shown while it is not are ignored.
    public private(set) var isAppActive = true

    /// The last notification of a keyboard that is shown, or `nil` while it is hidden.
    private var shownKeyboard: KeyboardNotification?
    /// The timing of the last keyboard notification, reused for focus changes.
    private var lastTiming = Timing(duration: 0.25, curve: .keyboard)
    private var isInSizeTransition = false
    private var heldBackHide: KeyboardNotification?
    private var shouldRestoreFirstResponder = false

    /// Creates a tracker with no keyboard and no focused input.
    ///
    /// - Parameter margin: The gap to keep above the focused input's bottom edge (20 points).
    public init(margin: Double = 20) {
        self.margin = margin
    }

    /// Feeds one event and returns what the host should do, if anything.
    public mutating func handle(_ event: KeyboardEvent) -> TrackerAction? {
        switch absorb(event) {
        case .nothing:
            return nil
        case .restoreFirstResponder:
            return .restoreFirstResponder
        case .layout(let timing):
            return settle(timing).map(TrackerAction.animate)
        }
    }

    /// Feeds events that arrived together (for example in one run-loop turn) and returns at most
    /// one animation, to the layout they end in, with the timing of the last one that moved it.
    /// A ``TrackerAction/restoreFirstResponder`` request comes first if one was made.
    public mutating func handle(_ events: some Sequence<KeyboardEvent>) -> [TrackerAction] {
        var actions: [TrackerAction] = []
        var timing: Timing?
        for event in events {
            switch absorb(event) {
            case .nothing: break
            case .restoreFirstResponder: actions.append(.restoreFirstResponder)
            case .layout(let eventTiming): timing = eventTiming
            }
        }
        if let timing, let animation = settle(timing) {
            actions.append(.animate(animation))
        }
        return actions
    }

    // MARK: Implementation

    private struct Timing: Sendable, Hashable {
        var duration: Double
        var curve: AnimationCurve

        init(duration: Double, curve: AnimationCurve) {
            self.duration = duration
            self.curve = curve
        }

        init(_ notification: KeyboardNotification) {
            self.init(duration: notification.duration, curve: notification.curve)
        }
    }

    private enum Effect {
        case nothing
        case restoreFirstResponder
        case layout(Timing)
    }

    /// Updates what the tracker knows and says whether the layout may have changed.
    private mutating func absorb(_ event: KeyboardEvent) -> Effect {
        switch event {
        case .keyboardWillShow(let notification), .keyboardWillChangeFrame(let notification):
            // Another app's keyboard; or, while this app is not active, one it did not ask for.
            guard notification.isLocal, isAppActive else { return .nothing }
            if isInSizeTransition, !covers(notification) {
                heldBackHide = notification
                return .nothing
            }
            shownKeyboard = notification
            heldBackHide = nil
            lastTiming = Timing(notification)
            return .layout(lastTiming)

        case .keyboardWillHide(let notification):
            // A hide always counts, even while the app is inactive: the keyboard that hid as the app left
            // would otherwise leave the content shifted up for good.
            if isInSizeTransition {
                heldBackHide = notification
                return .nothing
            }
            shownKeyboard = nil
            lastTiming = Timing(notification)
            return .layout(lastTiming)

        case .focusChanged(let frame):
            inputFrame = frame
            // Losing focus keeps the offset until the keyboard moves: the next input may take
            // focus right away, and the keyboard's hide animates the content back anyway.
            // During a size transition the keyboard's reappearance (or the transition's end)
            // applies the new frame.
            return frame == nil || isInSizeTransition ? .nothing : .layout(lastTiming)

        case .sizeTransitionWillBegin:
            isInSizeTransition = true
            return .nothing

        case .sizeTransitionDidEnd:
            isInSizeTransition = false
            if let hide = heldBackHide {
                heldBackHide = nil
                shownKeyboard = nil
                lastTiming = Timing(hide)
            }
            return .layout(lastTiming)

        case .appWillResignActive(let isInputFirstResponder):
            isAppActive = false
            shouldRestoreFirstResponder = isInputFirstResponder
            return .nothing

        case .appWillEnterForeground:
            isAppActive = true
            guard shouldRestoreFirstResponder else { return .nothing }
            shouldRestoreFirstResponder = false
            return .restoreFirstResponder

        case .appDidBecomeActive:
            // Without a trip to the background the input never lost first responder.
            isAppActive = true
            shouldRestoreFirstResponder = false
            return .nothing
        }
    }

    /// Whether a notification leaves the keyboard covering part of its window.
    private func covers(_ notification: KeyboardNotification) -> Bool {
        visibleKeyboardHeight(endFrame: notification.endFrame, windowFrame: notification.windowFrame) > 0
    }

    /// The offset and height for what the tracker knows now.
    private var target: (offset: Double, keyboardHeight: Double) {
        guard let keyboard = shownKeyboard else { return (0, 0) }
        let height = visibleKeyboardHeight(endFrame: keyboard.endFrame, windowFrame: keyboard.windowFrame)
        guard height > 0 else { return (0, 0) }
        guard let inputFrame else { return (0, height) }
        let keyboardTop = keyboard.windowFrame.height - height
        return (requiredOffset(inputBottom: inputFrame.maxY, keyboardTop: keyboardTop, margin: margin), height)
    }

    /// Moves the presented layout to the target, returning the animation if it changed.
    private mutating func settle(_ timing: Timing) -> KeyboardAnimation? {
        let (newOffset, newHeight) = target
        guard newOffset != offset || newHeight != keyboardHeight else { return nil }
        offset = newOffset
        keyboardHeight = newHeight
        return KeyboardAnimation(
            offset: newOffset, keyboardHeight: newHeight, duration: timing.duration, curve: timing.curve)
    }
}
