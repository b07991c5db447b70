/// Turns touches into key events for a ``KeyboardSession``, as the system keyboard does, and says what to
/// draw: the pressed key, the open callout.
///
/// The rules, all decided here and tested, so a renderer only forwards touches and draws:
/// - A touch hits the key under it, or the nearest one from a gap or the keyboard's edge (``HitTester``).
/// - Character keys type on lift; shift acts on touch-down (a second touch-down within
///   ``Configuration/doubleTapInterval`` is a double tap: caps lock); other keys act on lift.
/// - Sliding onto another key moves the press there; sliding off the keyboard cancels it.
/// - A second finger commits the first finger's key (it types), then is tracked itself.
/// - Held for ``Configuration/longPressDelay``, a press becomes a long press: delete repeats every
///   ``DeleteRepeat/interval``; a key with alternates opens its callout, the finger selects among them, and
///   lifting types the selected one (cancelling types nothing).
///
/// Time passes through ``advance(to:session:)``: call it from the renderer's display link or timer.
public struct KeyboardInteraction: Sendable {
    /// Timing.
    public struct Configuration: Sendable, Hashable {
        /// How long a press is held before it is a long press, in seconds.
        public var longPressDelay: Double
        /// The longest time between two taps on shift that make caps lock, in seconds.
        public var doubleTapInterval: Double

        /// Creates a configuration; the defaults are the system keyboard's.
        public init(longPressDelay: Double = 0.5, doubleTapInterval: Double = 0.35) {
            self.longPressDelay = longPressDelay
            self.doubleTapInterval = doubleTapInterval
        }
    }

    /// The finger being tracked.
    private struct Press: Sendable {
        var id: Int
        var target: HitTarget
        var began: Double
        var isLong = false
        var lastRepeat = 0.0
    }

    /// The timing.
    public var configuration: Configuration
    /// Where things are drawn now; set it whenever the page is laid out again.
    public var hitTester: HitTester
    /// The callout's cells while one is open, in the callout's order; set by the renderer from
    /// ``KeyboardSession/calloutRects(forWidth:metrics:safeArea:)`` after a long press opens one.
    public var calloutRects: [KeyRect] = []

    private var press: Press?
    private var lastShiftTap: Double?

    /// Creates an interaction over a page laid out as `hitTester` says.
    public init(hitTester: HitTester, configuration: Configuration = Configuration()) {
        self.hitTester = hitTester
        self.configuration = configuration
    }

    /// The key to draw pressed, or `nil`: never while the screen is captured (the session says so), so a
    /// recording does not show which keys were typed.
    public func highlightedKey(in session: KeyboardSession) -> KeyPosition? {
        guard case .key(let position)? = press?.target, session.shouldHighlight(key: position) else { return nil }
        return position
    }

    /// Handles a touch and returns what the host must do, in order.
    public mutating func handle(_ touch: TouchEvent, session: inout KeyboardSession) -> [KeyboardOutput] {
        var outputs = advance(to: touch.time, session: &session)
        switch touch.phase {
        case .began:
            if let current = press, current.id != touch.id {
                // A second finger: the first finger's key counts as lifted.
                outputs += release(session: &session)
            }
            guard let target = hitTester.target(atX: touch.x, y: touch.y) else { return outputs }
            press = Press(id: touch.id, target: target, began: touch.time)
            if case .key(let position) = target, session.key(at: position)?.action == .shift {
                // Shift acts on touch-down; a quick second one is caps lock.
                let isDouble = lastShiftTap.map { touch.time - $0 <= configuration.doubleTapInterval } ?? false
                outputs += session.handle(isDouble ? .doubleTap(position) : .tap(position))
                lastShiftTap = isDouble ? nil : touch.time
            }
        case .moved:
            guard var current = press, current.id == touch.id else { return outputs }
            if session.callout != nil {
                if let index = calloutRects.firstIndex(where: { touch.x >= $0.x && touch.x < $0.maxX }) {
                    outputs += session.handle(.calloutSelected(index))
                }
                return outputs
            }
            guard let target = hitTester.target(atX: touch.x, y: touch.y) else {
                // Off the keyboard: the press is cancelled.
                if current.isLong { outputs += session.handle(.longPressCancelled) }
                press = nil
                return outputs
            }
            if target != current.target, !current.isLong {
                // Onto another key: the press moves there and starts again.
                current.target = target
                current.began = touch.time
                press = current
            }
        case .ended:
            guard press?.id == touch.id else { return outputs }
            outputs += release(session: &session)
        case .cancelled:
            guard let current = press, current.id == touch.id else { return outputs }
            if current.isLong { outputs += session.handle(.longPressCancelled) }
            press = nil
        }
        return outputs
    }

    /// Lets time pass: a press held long enough becomes a long press, and delete repeats.
    public mutating func advance(to time: Double, session: inout KeyboardSession) -> [KeyboardOutput] {
        guard var current = press, case .key(let position) = current.target else { return [] }
        var outputs: [KeyboardOutput] = []
        if !current.isLong, time - current.began >= configuration.longPressDelay, session.key(at: position)?.action != .shift {
            current.isLong = true
            current.lastRepeat = current.began + configuration.longPressDelay
            outputs += session.handle(.longPressBegan(position))
        }
        if current.isLong, session.isDeleteRepeating {
            let interval = max(session.deleteRepeat.interval, 0.001)
            while time - current.lastRepeat >= interval - 1e-9 {
                current.lastRepeat += interval
                outputs += session.handle(.longPressRepeated(position))
            }
        }
        press = current
        return outputs
    }

    /// The tracked finger lifts: its key acts.
    private mutating func release(session: inout KeyboardSession) -> [KeyboardOutput] {
        guard let current = press else { return [] }
        press = nil
        switch current.target {
        case .toolbarItem(let index):
            return session.handle(.toolbarTap(index))
        case .key(let position):
            if current.isLong { return session.handle(.longPressEnded(position)) }
            // Shift acted on touch-down.
            if session.key(at: position)?.action == .shift { return [] }
            return session.handle(.tap(position))
        }
    }
}
