#if canImport(UIKit) && os(iOS)
import UIKit

/// A plain view laid over a secure field while its scene is not in the foreground, so the app switcher's
/// snapshot shows neither the mask (its length) nor the caret. The keyboard covers itself the same way
/// (`SecureKeyboardInputView.coversWhenInactive`).
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

    /// Whether the cover is shown.
    var isShown: Bool { cover != nil }

    /// Lays the cover over the host if `notification` is about the host's own scene.
    func show(for notification: Notification) {
        guard let host, cover == nil, Self.isHostScene(host, notification) else { return }
        let view = UIView(frame: host.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = .secondarySystemBackground
        view.isAccessibilityElement = false
        host.addSubview(view)
        cover = view
    }

    /// Removes the cover; `true` if it was shown (the caller then reshuffles).
    func hide(for notification: Notification) -> Bool {
        guard let host, let cover, Self.isHostScene(host, notification) else { return false }
        cover.removeFromSuperview()
        self.cover = nil
        return true
    }

    private static func isHostScene(_ host: UIView, _ notification: Notification) -> Bool {
        guard let scene = host.window?.windowScene else { return false }
        return notification.object as? UIScene === scene
    }
}
#endif
