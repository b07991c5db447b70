/// A secure field's side of its scene's life: whether it is covered now. The field forwards its scene's
/// notifications and its moves between windows, and lays a cover over itself while ``isCovered``.
///
/// Whether the field is *cleared* while the scene is away is not decided here: its text belongs to
/// `SecureFieldModel` (SecureInput), whose `SecureFieldRules.expiry` decides, and the platform field tells
/// the model of the same notifications.
public struct FieldSceneState: Sendable, Hashable {
    /// Whether the field is covered while its scene is not in the foreground (the app-switcher snapshot).
    public var coversWhenInactive: Bool
    /// The scene's state as the field knows it.
    public private(set) var scene = SceneActivity()

    /// A field in a foreground scene, covered while the scene is not (unless `coversWhenInactive` is `false`).
    public init(coversWhenInactive: Bool = true) {
        self.coversWhenInactive = coversWhenInactive
    }

    /// Whether the field is covered now.
    public var isCovered: Bool { coversWhenInactive && !scene.isActive }

    /// The scene is about to stop being active.
    public mutating func willDeactivate() {
        scene.willDeactivate()
    }

    /// The scene entered the background.
    public mutating func didEnterBackground() {
        scene.didEnterBackground()
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
