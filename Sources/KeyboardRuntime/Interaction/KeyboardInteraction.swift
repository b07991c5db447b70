/// Turns touches into key events for a ``KeyboardSession``, as the system keyboard does, and says what to
/// draw: the pressed key, the open callout.
///
/// The rules, all decided here and tested, so a renderer only forwards touches and draws:
/// - A touch hits the key under it, or the nearest one from a gap or the keyboard's edge (``HitTester``);
///   the toolbar's items are hit the same way in the toolbar's bar. The bottom safe area (the home
///   indicator's strip) hits nothing: a finger there starts the system's gesture.
/// - Character keys type on lift; shift acts on touch-down (a second touch-down within
///   ``Configuration/doubleTapInterval`` is a double tap: caps lock); other keys act on lift.
/// - Sliding onto another key moves the press there; sliding off the keyboard cancels it.
/// - A second finger commits the first finger's key (it types), then is tracked itself. If that key
///   reshuffled the page (`after-each-key`), the second finger keeps the key it touched, wherever it is
///   now drawn; if it changed the page, the second finger hits what is under it on the new page.
/// - Held for ``Configuration/longPressDelay``, a press becomes a long press: delete repeats every
///   ``DeleteRepeat/interval``; a key with alternates opens its callout, the finger selects among them, and
///   lifting types the selected one (cancelling types nothing).
/// - A touch on a flick key (``Key/flick``) follows the finger wherever it slides and never becomes a long
///   press; on lift, a movement that ``Configuration/flick`` recognises types the direction's text
///   (``KeyEvent/flick(_:_:)``), anything smaller or more diagonal types the key as a tap.
///
/// The interaction lays the current page out itself (``viewport``), again whenever the session shows
/// another page, so its hit testing always matches what the session shows. Call ``layOut(_:in:)`` after a
/// rotation or ``KeyboardSession/adapt(to:width:)``. Time passes through ``advance(to:session:)``: call it
/// from the renderer's display link or timer.
///
/// The `into:` forms of ``handle(_:session:into:)`` and ``advance(to:session:into:)`` append to a buffer
/// the renderer keeps, so a touch that types a key allocates nothing.
public struct KeyboardInteraction: Sendable {
    /// Timing.
    public struct Configuration: Sendable, Hashable {
        /// How long a press is held before it is a long press, in seconds.
        public var longPressDelay: Double
        /// The longest time between two taps on shift that make caps lock, in seconds.
        public var doubleTapInterval: Double
        /// What makes a slide on a flick key a flick, and toward which direction.
        public var flick: FlickGesture

        /// Creates a configuration; the defaults are the system keyboard's.
        public init(longPressDelay: Double = 0.5, doubleTapInterval: Double = 0.35, flick: FlickGesture = FlickGesture()) {
            self.longPressDelay = longPressDelay
            self.doubleTapInterval = doubleTapInterval
            self.flick = flick
        }
    }

    /// Where the keyboard is drawn: the view's width in points, the device's metrics and the safe area.
    public struct Viewport: Sendable, Hashable {
        /// The view's width in points, safe-area insets included.
        public var width: Double
        /// The device class, orientation and screen scale the keys are laid out for.
        public var metrics: KeyboardMetrics
        /// The insets keys stay out of.
        public var safeArea: SafeAreaInsets

        /// Creates a viewport.
        public init(width: Double, metrics: KeyboardMetrics, safeArea: SafeAreaInsets = .zero) {
            self.width = width
            self.metrics = metrics
            self.safeArea = safeArea
        }
    }

    /// The finger being tracked.
    private struct Press: Sendable {
        var id: Int
        var target: HitTarget
        var began: Double
        var isLong = false
        var lastRepeat = 0.0
        /// Where the finger touched down and where it is now, for a press on a flick key; `nil` otherwise.
        var flick: (startX: Double, startY: Double, x: Double, y: Double)?
    }

    /// The timing.
    public var configuration: Configuration
    /// Where the keyboard is drawn.
    public private(set) var viewport: Viewport
    /// Where things are drawn now, for the page the session showed when it was last laid out.
    public private(set) var hitTester: HitTester
    /// The open callout's cells, in the callout's order, or none.
    public private(set) var calloutRects: [KeyRect] = []

    private var laidOutPage: String
    private var press: Press?
    private var lastShiftTap: Double?

    /// Creates an interaction for a session's keyboard drawn in `viewport`.
    public init(session: KeyboardSession, viewport: Viewport, configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.viewport = viewport
        self.hitTester = Self.hitTester(for: session, in: viewport)
        self.laidOutPage = session.currentPage
    }

    /// Lays the session's current page out again in `viewport`: after a rotation, a change of width, or
    /// ``KeyboardSession/adapt(to:width:)``. A press in progress is kept.
    public mutating func layOut(_ session: KeyboardSession, in viewport: Viewport) {
        self.viewport = viewport
        hitTester = Self.hitTester(for: session, in: viewport)
        laidOutPage = session.currentPage
        calloutRects = session.calloutRects(forWidth: viewport.width, metrics: session.spacedMetrics(viewport.metrics), safeArea: viewport.safeArea)
    }

    /// The key to draw pressed, or `nil`: never while the screen is captured (the session says so), so a
    /// recording does not show which keys were typed.
    public func highlightedKey(in session: KeyboardSession) -> KeyPosition? {
        guard case .key(let position)? = press?.target, session.shouldHighlight(key: position) else { return nil }
        return position
    }

    /// The callout to draw, or `nil`: none is open, or the screen is captured (the alternates and the
    /// selection would show a recording which key was typed). The finger still selects and types.
    public func visibleCallout(in session: KeyboardSession) -> Callout? {
        session.isScreenCaptured ? nil : session.callout
    }

    /// The toolbar item to draw pressed, or `nil`; never while the screen is captured.
    public func highlightedToolbarItem(in session: KeyboardSession) -> Int? {
        guard case .toolbarItem(let index)? = press?.target, !session.isScreenCaptured else { return nil }
        return index
    }

    /// Handles a touch and returns what the host must do, in order.
    public mutating func handle(_ touch: TouchEvent, session: inout KeyboardSession) -> [KeyboardOutput] {
        var outputs: [KeyboardOutput] = []
        handle(touch, session: &session, into: &outputs)
        return outputs
    }

    /// Handles a touch and appends what the host must do to `outputs`, in order.
    public mutating func handle(_ touch: TouchEvent, session: inout KeyboardSession, into outputs: inout [KeyboardOutput]) {
        followPage(of: session)
        advance(to: touch.time, session: &session, into: &outputs)
        switch touch.phase {
        case .began:
            var target = hitTester.target(atX: touch.x, y: touch.y)
            if let current = press, current.id != touch.id {
                // A second finger: the first finger's key counts as lifted. The second finger touched the
                // key drawn before that, so it keeps that key if the page was reshuffled meanwhile.
                var touchedKey: KeyPosition?
                if case .key(let slot)? = target { touchedKey = session.currentArrangement.sourcePosition(of: slot) }
                let pageBefore = session.currentPage
                release(session: &session, into: &outputs)
                if session.currentPage != pageBefore {
                    target = hitTester.target(atX: touch.x, y: touch.y)
                } else if let touchedKey, let slot = slot(showing: touchedKey, in: session) {
                    target = .key(slot)
                }
            }
            begin(touch, on: target, session: &session, into: &outputs)
        case .moved:
            guard var current = press, current.id == touch.id else { return }
            if current.flick != nil {
                // A flick key keeps the finger wherever it slides: the slide is the gesture.
                current.flick?.x = touch.x
                current.flick?.y = touch.y
                press = current
                return
            }
            if session.callout != nil {
                if let index = CalloutLayout.cell(atX: touch.x, y: touch.y, in: calloutRects) {
                    session.handle(.calloutSelected(index), into: &outputs)
                }
                return
            }
            guard let target = hitTester.target(atX: touch.x, y: touch.y) else {
                // Off the keyboard: the press is cancelled.
                if current.isLong { session.handle(.longPressCancelled, into: &outputs) }
                press = nil
                return
            }
            if target != current.target, !current.isLong {
                // Onto another key: the press moves there and starts again.
                current.target = target
                current.began = touch.time
                press = current
            }
        case .ended:
            guard press?.id == touch.id else { return }
            if press?.flick != nil {
                press?.flick?.x = touch.x
                press?.flick?.y = touch.y
            }
            release(session: &session, into: &outputs)
        case .cancelled:
            guard let current = press, current.id == touch.id else { return }
            if current.isLong { session.handle(.longPressCancelled, into: &outputs) }
            calloutRects.removeAll()
            press = nil
        }
        followPage(of: session)
    }

    /// Lets time pass: a press held long enough becomes a long press, and delete repeats.
    public mutating func advance(to time: Double, session: inout KeyboardSession) -> [KeyboardOutput] {
        var outputs: [KeyboardOutput] = []
        advance(to: time, session: &session, into: &outputs)
        return outputs
    }

    /// Lets time pass, appending what the host must do to `outputs`.
    public mutating func advance(to time: Double, session: inout KeyboardSession, into outputs: inout [KeyboardOutput]) {
        guard var current = press, case .key(let position) = current.target, current.flick == nil else { return }
        if !current.isLong, time - current.began >= configuration.longPressDelay, session.key(at: position)?.action != .shift {
            current.isLong = true
            current.lastRepeat = current.began + configuration.longPressDelay
            session.handle(.longPressBegan(position), into: &outputs)
            if session.callout != nil {
                calloutRects = session.calloutRects(forWidth: viewport.width, metrics: session.spacedMetrics(viewport.metrics), safeArea: viewport.safeArea)
            }
        }
        if current.isLong, session.isDeleteRepeating {
            let interval = max(session.deleteRepeat.interval, 0.001)
            while time - current.lastRepeat >= interval - 1e-9 {
                current.lastRepeat += interval
                session.handle(.longPressRepeated(position), into: &outputs)
            }
        }
        press = current
    }

    // MARK: - Private

    private static func hitTester(for session: KeyboardSession, in viewport: Viewport) -> HitTester {
        // The page's theme may widen the gaps: the keys are hit where they are drawn.
        let (width, metrics, safeArea) = (viewport.width, session.spacedMetrics(viewport.metrics), viewport.safeArea)
        // The bottom safe area is the home indicator's: a touch there is the system's gesture, not a key.
        let height = session.currentGeometry.viewHeight(forWidth: width, metrics: metrics, safeArea: safeArea) - safeArea.bottom
        return HitTester(
            keyRects: session.keyRects(forWidth: width, metrics: metrics, safeArea: safeArea),
            toolbar: session.toolbarRects(forWidth: width, metrics: metrics, safeArea: safeArea),
            bounds: KeyRect(x: 0, y: 0, width: width, height: height))
    }

    /// Lays the page out again if the session shows another page than the one hit testing is for.
    private mutating func followPage(of session: KeyboardSession) {
        if session.currentPage != laidOutPage { layOut(session, in: viewport) }
    }

    /// The slot of the current page that shows the declared key at `source`.
    private func slot(showing source: KeyPosition, in session: KeyboardSession) -> KeyPosition? {
        let arrangement = session.currentArrangement
        for (row, rects) in hitTester.keyRects.enumerated() {
            for index in rects.indices where arrangement.sourcePosition(of: KeyPosition(row: row, index: index)) == source {
                return KeyPosition(row: row, index: index)
            }
        }
        return nil
    }

    /// A finger touches down on `target` (nothing happens for `nil`, outside the keyboard).
    private mutating func begin(_ touch: TouchEvent, on target: HitTarget?, session: inout KeyboardSession, into outputs: inout [KeyboardOutput]) {
        guard let target else { return }
        press = Press(id: touch.id, target: target, began: touch.time)
        if case .key(let position) = target, session.key(at: position)?.flick != nil {
            press?.flick = (touch.x, touch.y, touch.x, touch.y)
        }
        if case .key(let position) = target, session.key(at: position)?.action == .shift {
            // Shift acts on touch-down; a quick second one is caps lock.
            let isDouble = lastShiftTap.map { touch.time - $0 <= configuration.doubleTapInterval } ?? false
            session.handle(isDouble ? .doubleTap(position) : .tap(position), into: &outputs)
            lastShiftTap = isDouble ? nil : touch.time
        } else {
            // Another key in between: shift, a letter, shift is shift once again, not caps lock.
            lastShiftTap = nil
        }
    }

    /// The tracked finger lifts: its key acts.
    private mutating func release(session: inout KeyboardSession, into outputs: inout [KeyboardOutput]) {
        guard let current = press else { return }
        press = nil
        if !calloutRects.isEmpty { calloutRects.removeAll() }
        switch current.target {
        case .toolbarItem(let index):
            session.handle(.toolbarTap(index), into: &outputs)
        case .key(let position):
            if let flick = current.flick {
                let direction = configuration.flick.direction(dx: flick.x - flick.startX, dy: flick.y - flick.startY)
                session.handle(direction.map { .flick(position, $0) } ?? .tap(position), into: &outputs)
            } else if current.isLong {
                session.handle(.longPressEnded(position), into: &outputs)
            } else if session.key(at: position)?.action != .shift {
                // Shift acted on touch-down.
                session.handle(.tap(position), into: &outputs)
            }
        }
        followPage(of: session)
    }
}
