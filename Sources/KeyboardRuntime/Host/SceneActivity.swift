/// Whether a view's scene is in the foreground, as its host learns it: from the scene's notifications
/// while the view is on screen, and from the scene's own state whenever the view is put on screen again.
///
/// The second source is what keeps a cover from staying on for good: a view that left its window while
/// the scene was inactive (a field that resigned, a keyboard that hid) misses the notification that the
/// scene came back, and learns it when it is shown again.
public struct SceneActivity: Sendable, Hashable {
    /// Whether the scene is in the foreground and active.
    public private(set) var isActive = true
    /// Whether the scene left the foreground since ``acknowledgeReturn()`` was last called: whatever was on
    /// screen then may be in a snapshot or a recording.
    public private(set) var hasLeftForeground = false

    /// A scene in the foreground.
    public init() {}

    /// The scene is about to stop being active (`UIScene.willDeactivateNotification`): the app switcher,
    /// Notification Center or Control Center is coming over it.
    public mutating func willDeactivate() {
        isActive = false
        hasLeftForeground = true
    }

    /// The scene entered the background (`UIScene.didEnterBackgroundNotification`); normally it was
    /// deactivated first.
    public mutating func didEnterBackground() {
        willDeactivate()
    }

    /// The scene is active again (`UIScene.didActivateNotification`).
    public mutating func didActivate() {
        isActive = true
    }

    /// The view was put on screen in a scene whose state is `isActive` (`activationState ==
    /// .foregroundActive`): whatever notifications it missed while it was off screen, this is the truth.
    public mutating func attached(sceneIsActive: Bool) {
        if !sceneIsActive { hasLeftForeground = true }
        isActive = sceneIsActive
    }

    /// Marks the return handled (a new arrangement was drawn); returns whether there was one to handle.
    public mutating func acknowledgeReturn() -> Bool {
        defer { hasLeftForeground = false }
        return hasLeftForeground && isActive
    }
}
