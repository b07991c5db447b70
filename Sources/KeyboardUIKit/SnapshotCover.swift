#if canImport(UIKit) && os(iOS)
import UIKit

/// A plain view laid over a secure field while its scene is not in the foreground, so the app switcher's
/// snapshot shows neither the mask (its length) nor the caret. When it is shown is `FieldSceneState`'s
/// decision; the keyboard covers itself the same way (`SecureKeyboardInputView.coversWhenInactive`).
///
/// `UIScene.willDeactivateNotification` comes before the snapshot is taken, and also when Notification
/// Center or Control Center is pulled over the app: covering then too is what banking apps do.
@MainActor
final class SnapshotCover {
    private weak var host: UIView?
    private var cover: UIView?

    init(host: UIView) {
        self.host = host
    }

    /// Lays the cover over the host, or takes it off.
    func show(_ isShown: Bool) {
        guard let host else { return }
        if isShown, cover == nil {
            let view = UIView(frame: host.bounds)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.backgroundColor = .secondarySystemBackground
            view.isAccessibilityElement = false
            host.addSubview(view)
            cover = view
        } else if !isShown, let cover {
            cover.removeFromSuperview()
            self.cover = nil
        }
    }
}
#endif
