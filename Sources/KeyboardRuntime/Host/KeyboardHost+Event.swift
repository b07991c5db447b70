extension KeyboardHost {
    /// Something the platform tells the host: the keyboard shown or laid out, a field's focus, the scene's
    /// state, the screen's capture, a finger, time passing.
    public enum Event: Sendable {
        /// The keyboard was put on screen in `viewport`, in a scene that is active or not. The viewport
        /// is the window's (its width, orientation and safe area now): the view's own bounds still have
        /// the size it was last shown at, which a rotation while hidden made stale.
        case shown(in: KeyboardInteraction.Viewport, sceneIsActive: Bool)
        /// The keyboard left the screen.
        case hidden
        /// The view was laid out in `viewport` (rotation, Split View, a new safe area).
        case laidOut(in: KeyboardInteraction.Viewport)
        /// `field` became first responder, with its return key's role.
        case focusGained(HostedFieldID, returnKeyRole: ReturnKeyRole?)
        /// `field` asked for focus and UIKit refused (the focused field would not end editing, or the new
        /// one is not in a window): the keyboard keeps serving the field it served.
        case focusRefused(HostedFieldID)
        /// `field` resigned first responder.
        case focusLost(HostedFieldID)
        /// `field`'s return key type changed; `nil` is the host's fallback (no field has focus).
        case returnKeyRoleChanged(HostedFieldID?, ReturnKeyRole?)
        /// `field` was cleared (by the app, or by its own policy): pending composition for it is dropped.
        case fieldCleared(HostedFieldID)
        /// A hardware keyboard's Return was pressed in `field`: it acts as the keyboard's return key.
        case hardwareReturn(HostedFieldID)
        /// The scene is about to stop being active.
        case sceneWillDeactivate
        /// The scene entered the background.
        case sceneDidEnterBackground
        /// The scene is active again.
        case sceneDidActivate
        /// The screen started (`true`) or stopped being recorded, mirrored or shared.
        case screenCaptureChanged(Bool)
        /// VoiceOver turned on (`true`) or off.
        case screenReaderChanged(Bool)
        /// The app changed the host's policy.
        case policyChanged(Policy)
        /// Something that changes how keys are drawn but not what they are: dark mode, Bold Text, Dynamic
        /// Type, the tint.
        case drawingSettingsChanged
        /// A finger.
        case touch(TouchEvent)
        /// Time passed while a finger is down (long presses, delete repeat); the host's clock, in seconds.
        case timePassed(Double)
    }

    /// Which pages the keys are blanked on while the screen is captured.
    public enum CaptureBlanking: String, Sendable, Hashable, CaseIterable {
        /// Never: the keys stay drawn (the pressed key and callouts are still hidden while captured).
        case never
        /// On pages that shuffle (a shuffle policy in force other than `never`), the default: a recording of
        /// a shuffled page shows its arrangement, and with the taps what was typed, while a page that never
        /// shuffles shows nothing a recording does not already know.
        case shuffledPages
        /// On every page.
        case allPages
    }

    /// What the host does in the states the app chooses.
    public struct Policy: Sendable, Hashable {
        /// Whether the keys are covered while the scene is not in the foreground (the app-switcher
        /// snapshot). On by default.
        public var coversWhenInactive: Bool
        /// On which pages the keys are blank while the screen is captured; shuffled pages by default.
        public var blanksKeysWhileCaptured: CaptureBlanking

        /// Creates a policy: by default covered while inactive, and shuffled pages blank while captured.
        public init(coversWhenInactive: Bool = true, blanksKeysWhileCaptured: CaptureBlanking = .shuffledPages) {
            self.coversWhenInactive = coversWhenInactive
            self.blanksKeysWhileCaptured = blanksKeysWhileCaptured
        }
    }
}
