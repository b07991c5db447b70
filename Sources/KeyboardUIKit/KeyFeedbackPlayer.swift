// Plays a KeyFeedback through the system, which applies the user's settings: the input click only sounds
// with Keyboard Clicks on (and only while an input view that enables input clicks is on screen), a haptic
// only with System Haptics on. The decision of what to play is the app's hook and KeyboardRuntime's.
#if canImport(UIKit) && os(iOS)
import UIKit
import KeyboardRuntime

/// The keyboard's click and haptic generators.
@MainActor
final class KeyFeedbackPlayer {
    private lazy var light = UIImpactFeedbackGenerator(style: .light)
    private lazy var medium = UIImpactFeedbackGenerator(style: .medium)

    /// Readies the Taptic Engine when the keyboard appears, so the first press is not late.
    func prepare() {
        light.prepare()
        medium.prepare()
    }

    /// Plays `feedback` now, then readies the generator again: the Taptic Engine stays prepared only a
    /// few seconds, and the next key may come at any time.
    func play(_ feedback: KeyFeedback) {
        if feedback.playsClick { UIDevice.current.playInputClick() }
        let generator: UIImpactFeedbackGenerator
        switch feedback.haptic {
        case .light?: generator = light
        case .medium?: generator = medium
        case nil: return
        @unknown default: generator = medium
        }
        generator.impactOccurred()
        generator.prepare()
    }
}
#endif
