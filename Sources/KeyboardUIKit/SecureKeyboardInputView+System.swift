// The system's state, forwarded to the host model: the scene's activity, the screen's capture, VoiceOver,
// and the settings that change how keys are drawn.
#if canImport(UIKit) && os(iOS)
import UIKit
import KeyboardRuntime

extension SecureKeyboardInputView {
    /// Called once from `init`.
    func observeSystem() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(screenReaderChanged), name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(drawingSettingsChanged), name: UIAccessibility.boldTextStatusDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(drawingSettingsChanged), name: UIAccessibility.darkerSystemColorsStatusDidChangeNotification, object: nil)
        // didMoveToWindow does not run when the app comes back: the scene's own notifications do.
        center.addObserver(self, selector: #selector(sceneWillDeactivate), name: UIScene.willDeactivateNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneDidEnterBackground), name: UIScene.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneDidActivate), name: UIScene.didActivateNotification, object: nil)
        // Capture is a trait of the scene from iOS 17 (`sceneCaptureState`), a screen notification before.
        if #available(iOS 17, *) {
            registerForTraitChanges([UITraitSceneCaptureState.self], target: self, action: #selector(captureChanged))
        } else {
            center.addObserver(self, selector: #selector(captureChanged), name: UIScreen.capturedDidChangeNotification, object: nil)
        }
    }

    /// Whether `notification` is about this keyboard's scene. A keyboard off screen has no scene: it
    /// learns the scene's state when it is shown again (`didMoveToWindow`).
    private func isOwnScene(_ notification: Notification) -> Bool {
        guard let scene = window?.windowScene else { return false }
        return notification.object as? UIScene === scene
    }

    @objc private func sceneWillDeactivate(_ notification: Notification) {
        if isOwnScene(notification) { send(.sceneWillDeactivate) }
    }

    @objc private func sceneDidEnterBackground(_ notification: Notification) {
        if isOwnScene(notification) { send(.sceneDidEnterBackground) }
    }

    @objc private func sceneDidActivate(_ notification: Notification) {
        if isOwnScene(notification) { send(.sceneDidActivate) }
    }

    @objc private func captureChanged() {
        guard let window else { return }
        send(.screenCaptureChanged(ScreenCapture.isCaptured(self, in: window)))
    }

    @objc private func screenReaderChanged() {
        send(.screenReaderChanged(UIAccessibility.isVoiceOverRunning))
    }

    @objc private func drawingSettingsChanged() {
        canvas.symbols.removeAll()
        send(.drawingSettingsChanged)
    }

    /// Redraws in the theme's other appearance (dark mode, Increase Contrast) and for another Dynamic Type
    /// size or Bold Text trait.
    public override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        guard let previous else { return }
        if traitCollection.hasDifferentColorAppearance(comparedTo: previous)
            || traitCollection.accessibilityContrast != previous.accessibilityContrast
            || traitCollection.preferredContentSizeCategory != previous.preferredContentSizeCategory
            || traitCollection.legibilityWeight != previous.legibilityWeight {
            canvas.symbols.removeAll()
            send(.drawingSettingsChanged)
        }
    }
}
#endif
