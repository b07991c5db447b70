/// A secure field's side of its scene's life: whether it is covered now, and whether to clear it when the
/// scene goes to the background or comes back after a while. The field forwards its scene's notifications
/// and its moves between windows; it lays a cover over itself while ``isCovered`` and clears its model
/// when a method returns `true`.
public struct FieldSceneState: Sendable, Hashable {
    /// What the field does while the scene is away.
    public struct Policy: Sendable, Hashable {
        /// Whether the field is covered while its scene is not in the foreground (the app-switcher snapshot).
        public var coversWhenInactive: Bool
        /// Whether the field is cleared when its scene enters the background.
        public var clearsOnBackground: Bool
        /// Seconds in the background after which the field is cleared when the scene comes back, or `nil`.
        public var clearsAfterBackground: Double?

        /// Creates a policy: covered while inactive, never cleared.
        public init(coversWhenInactive: Bool = true, clearsOnBackground: Bool = false, clearsAfterBackground: Double? = nil) {
            self.coversWhenInactive = coversWhenInactive
            self.clearsOnBackground = clearsOnBackground
            self.clearsAfterBackground = clearsAfterBackground
        }
    }

    /// What the field does while the scene is away.
    public var policy: Policy
    /// The scene's state as the field knows it.
    public private(set) var scene = SceneActivity()

    /// A field in a foreground scene.
    public init(policy: Policy = Policy()) {
        self.policy = policy
    }

    /// Whether the field is covered now.
    public var isCovered: Bool { policy.coversWhenInactive && !scene.isActive }

    /// The scene is about to stop being active.
    public mutating func willDeactivate() {
        scene.willDeactivate()
    }

    /// The scene entered the background at `time`; `true` if the field must be cleared now.
    public mutating func didEnterBackground(at time: Double) -> Bool {
        scene.didEnterBackground(at: time)
        return policy.clearsOnBackground
    }

    /// The scene is coming back at `time`; `true` if the field must be cleared now (it was away at least
    /// ``Policy/clearsAfterBackground``).
    public mutating func willEnterForeground(at time: Double) -> Bool {
        guard let away = scene.willEnterForeground(at: time), let limit = policy.clearsAfterBackground else { return false }
        return away >= limit
    }

    /// The scene is active again: the cover comes off.
    public mutating func didActivate() {
        scene.didActivate()
    }

    /// The field was put in a window whose scene is active or not (`nil` window: nothing to learn). A field
    /// that missed the scene's return while out of its window uncovers here.
    public mutating func movedToWindow(sceneIsActive: Bool?) {
        guard let sceneIsActive else { return }
        scene.attached(sceneIsActive: sceneIsActive)
    }
}
