/// Every decision a platform keyboard view makes, as a value the view feeds with its events
/// (``Event``) and reads back: which field it serves, whether the keys are covered or blank and so
/// whether touches count, when a new arrangement is drawn, what must be redrawn, the height to take.
///
/// A UIKit input view forwards `didMoveToWindow`, `layoutSubviews`, its fields' focus changes, the
/// scene's notifications, the capture trait and its touches to ``handle(_:)``; it draws what
/// ``HostUpdate`` says and hands the outputs (``takeOutputs(into:)``) to the field they are for.
///
/// ```swift
/// var host = KeyboardHost(session: session, viewport: viewport)
/// _ = host.handle(.shown(in: viewport, sceneIsActive: true))
/// _ = host.handle(.focusGained(pin, returnKeyRole: .next))
/// let update = host.handle(.touch(TouchEvent(id: 0, phase: .began, x: 40, y: 30, time: 1)))
/// ```
///
/// The rules:
/// - **Focus.** The keyboard serves the field that last gained focus until that field loses it. A
///   refused focus change changes nothing: the keyboard stays on the field it served. Focus moving from
///   one field to another while the keyboard is up draws a new arrangement (a PIN and a code are not typed
///   on one arrangement), and pending composition is committed to the field it was typed in, never the
///   next one. A finger down when focus moves types nothing.
/// - **Covered and blank.** While the scene is not active the keys are covered (``Policy/coversWhenInactive``);
///   while the screen is captured they are blank if ``Policy/blanksKeysWhileCaptured`` says so for the
///   page (by default, on pages that shuffle). Blank keys take no input: fingers down are cancelled, new ones type nothing and report
///   ``HostUpdate/refusedTouch``, and ``accessibilityElements`` is one notice saying why. The cover comes off
///   when the scene is active again, or when the keyboard is shown in an active scene (whatever it missed
///   while off screen); a new arrangement is drawn then.
/// - **Redrawing.** ``HostUpdate/redraw`` is the pressed key or the callout when only they changed, the
///   whole keyboard when the page, its arrangement, shift, the return key, the viewport or the blank state
///   did; the accessibility elements are rebuilt only in the second case.
/// - **Size.** ``preferredHeight`` is the page's height for the viewport of the last `.shown` or
///   `.laidOut`; the home indicator's strip below the keys hits nothing.
public struct KeyboardHost: Sendable {
    /// The input state: the page shown, its arrangement, shift.
    public private(set) var session: KeyboardSession
    /// Touches, and where everything is drawn.
    public private(set) var interaction: KeyboardInteraction
    /// What the host does while covered or captured.
    public private(set) var policy: Policy
    /// The field the keyboard types into, or `nil` (the host's fallback: a buffer, a plain field).
    public private(set) var servedField: HostedFieldID?
    /// Whether the keyboard is on screen.
    public private(set) var isShown = false
    /// The scene's state, as the keyboard knows it.
    public private(set) var scene = SceneActivity()
    /// The accessibility elements to expose: the keys and toolbar, or one notice while the keys are blank.
    public internal(set) var accessibilityElements: [AccessibilityElement] = []

    /// The field that was served last, even after it lost focus: a hand-off is a change from it.
    private var lastServedField: HostedFieldID?
    /// Outputs waiting for ``takeOutputs(into:)``, all for ``outputsRecipient``.
    private var outputs: [KeyboardOutput] = []
    private var outputsRecipient: HostedFieldID?
    /// The fingers the interaction tracks.
    private var fingers: [Int] = []

    /// Creates a host for `session`, laid out in `viewport` until it is shown.
    public init(session: KeyboardSession, viewport: KeyboardInteraction.Viewport, policy: Policy = Policy()) {
        self.session = session
        self.policy = policy
        interaction = KeyboardInteraction(session: session, viewport: viewport)
        outputs.reserveCapacity(8)
        fingers.reserveCapacity(4)
        accessibilityElements = currentAccessibilityElements()
    }

    // MARK: State

    /// Why the keys are blank now, or `nil` when they are drawn and take touches.
    public var blankReason: BlankReason? {
        if !scene.isActive && policy.coversWhenInactive { return .covered }
        guard session.isScreenCaptured else { return nil }
        switch policy.blanksKeysWhileCaptured {
        case .never: return nil
        case .allPages: return .screenCaptured
        case .shuffledPages: return session.policy(forPage: session.currentPage) == .never ? nil : .screenCaptured
        }
    }

    /// Whether a finger on the keyboard counts.
    public var acceptsTouches: Bool { isShown && blankReason == nil }

    /// Whether a finger is down: time must pass (``Event/timePassed(_:)``) for long presses and repeats.
    public var hasFingersDown: Bool { !fingers.isEmpty }

    /// The viewport the keyboard is laid out in.
    public var viewport: KeyboardInteraction.Viewport { interaction.viewport }

    /// The height the keyboard view should have: the current page's at ``viewport``.
    public var preferredHeight: Double {
        let viewport = interaction.viewport
        return session.currentGeometry.viewHeight(forWidth: viewport.width, metrics: session.spacedMetrics(viewport.metrics), safeArea: viewport.safeArea)
    }

    /// The BCP 47 language of the page's keys (for `accessibilityLanguage`), if the layout declares one.
    public var accessibilityLanguage: String? { session.currentLayout.locale }

    /// The element to move a screen reader's focus to after a page change: the one nearest to `frame`
    /// (where the focus was, so the page switch key's place keeps it), or the first one.
    public func accessibilityElementIndex(nearest frame: KeyRect?) -> Int? {
        guard !accessibilityElements.isEmpty else { return nil }
        guard let frame else { return 0 }
        let x = frame.x + frame.width / 2, y = frame.y + frame.height / 2
        var best = 0, bestDistance = Double.infinity
        for (index, element) in accessibilityElements.enumerated() {
            let distance = HitTester.distance(fromX: x, y: y, to: element.frame)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return best
    }

    // MARK: Events

    /// Applies `event` and says what to redraw, resize and play.
    public mutating func handle(_ event: Event) -> HostUpdate {
        let before = DrawnState(self)
        let heightBefore = preferredHeight
        var update = HostUpdate()
        apply(event, to: &update)
        // Blank keys take no input: a finger that came down before they went blank types nothing either.
        if blankReason != nil { cancelFingers() }
        describeChanges(since: before, into: &update)
        update.resizes = preferredHeight != heightBefore
        update.hasOutputs = !outputs.isEmpty
        return update
    }

    /// Moves the waiting outputs into `buffer` (which must be empty; its capacity is kept for the next
    /// call) and returns the field they are for, `nil` for the host's fallback. Wipe `buffer` with
    /// `removeAllWiping()` once they are applied.
    public mutating func takeOutputs(into buffer: inout [KeyboardOutput]) -> HostedFieldID? {
        buffer.removeAllWiping()
        swap(&buffer, &outputs)
        return outputsRecipient
    }

    private mutating func apply(_ event: Event, to update: inout HostUpdate) {
        switch event {
        case .shown(let viewport, let sceneIsActive):
            isShown = true
            scene.attached(sceneIsActive: sceneIsActive)
            _ = scene.acknowledgeReturn()
            cancelFingers()
            session.willShow()
            relayOut(viewport)
        case .hidden:
            isShown = false
            cancelFingers()
        case .laidOut(let viewport):
            guard viewport.width > 0, viewport != interaction.viewport else { return }
            relayOut(viewport)
        case .focusGained(let field, let role):
            if servedField != field {
                if let old = servedField { finishComposition(for: old) }
                if isShown, let last = lastServedField, last != field {
                    // A hand-off while the keyboard stays up: the next field gets its own arrangement.
                    cancelFingers()
                    session.willShow()
                    interaction.layOut(session, in: interaction.viewport)
                }
            }
            servedField = field
            lastServedField = field
            session.returnKeyRole = role
        case .focusRefused:
            break
        case .focusLost(let field):
            guard servedField == field else { return }
            cancelFingers()
            finishComposition(for: field)
            servedField = nil
        case .returnKeyRoleChanged(let field, let role):
            guard servedField == field else { return }
            session.returnKeyRole = role
        case .fieldCleared(let field):
            guard servedField == field else { return }
            prepareOutputs(for: field)
            session.discardComposition(into: &outputs)
        case .hardwareReturn(let field):
            guard servedField == field else { return }
            prepareOutputs(for: field)
            session.finishComposition(into: &outputs)
            outputs.append(.returnKey(session.returnKind))
        case .sceneWillDeactivate:
            cancelFingers()
            scene.willDeactivate()
        case .sceneDidEnterBackground:
            cancelFingers()
            scene.didEnterBackground()
        case .sceneDidActivate:
            scene.didActivate()
            // Whatever was on screen when the scene left may be in a snapshot or a recording.
            if scene.acknowledgeReturn() { reshuffle() }
        case .screenCaptureChanged(let isCaptured):
            session.isScreenCaptured = isCaptured
        case .screenReaderChanged(let isRunning):
            session.isScreenReaderRunning = isRunning
            update.accessibility = .pageChanged
        case .policyChanged(let newPolicy):
            policy = newPolicy
        case .drawingSettingsChanged:
            update.redraw = .everything
        case .touch(let touch):
            handle(touch, into: &update)
        case .timePassed(let time):
            guard !fingers.isEmpty else { return }
            prepareOutputs(for: servedField)
            let start = outputs.count
            interaction.advance(to: time, session: &session, into: &outputs)
            for output in outputs[start...] where output == .deleteBackward { update.repeatedDeletes += 1 }
        }
    }

    private mutating func handle(_ touch: TouchEvent, into update: inout HostUpdate) {
        let isTracked = fingers.contains(touch.id)
        if touch.phase == .began, !isTracked {
            guard acceptsTouches else {
                if isShown { update.refusedTouch = blankReason }
                return
            }
            fingers.append(touch.id)
            update.pressFeedback = interaction.pressKind(atX: touch.x, y: touch.y, in: session)
        } else if !isTracked {
            // A finger cancelled when the keys went blank, or that came down on them: it types nothing.
            return
        }
        prepareOutputs(for: servedField)
        interaction.handle(touch, session: &session, into: &outputs)
        if touch.phase == .ended || touch.phase == .cancelled { fingers.removeAll { $0 == touch.id } }
    }

    // MARK: Helpers

    /// Starts a batch of outputs for `field`; a batch still waiting for another field is dropped (wiped),
    /// as the host takes each batch right after the event that made it.
    private mutating func prepareOutputs(for field: HostedFieldID?) {
        if outputsRecipient != field, !outputs.isEmpty { outputs.removeAllWiping() }
        outputsRecipient = field
    }

    private mutating func finishComposition(for field: HostedFieldID) {
        prepareOutputs(for: field)
        session.finishComposition(into: &outputs)
    }

    /// A new arrangement for the page, as when the keyboard appears; fingers down type nothing.
    private mutating func reshuffle() {
        cancelFingers()
        session.willShow()
        interaction.layOut(session, in: interaction.viewport)
    }

    private mutating func relayOut(_ viewport: KeyboardInteraction.Viewport) {
        session.adapt(to: viewport.metrics, width: viewport.width)
        interaction.layOut(session, in: viewport)
    }

    /// Lifts every finger without typing.
    private mutating func cancelFingers() {
        guard !fingers.isEmpty else { return }
        var discarded: [KeyboardOutput] = []
        for finger in fingers {
            interaction.handle(TouchEvent(id: finger, phase: .cancelled, x: 0, y: 0, time: 0), session: &session, into: &discarded)
        }
        discarded.removeAllWiping()
        fingers.removeAll(keepingCapacity: true)
    }
}
