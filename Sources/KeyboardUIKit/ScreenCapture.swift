#if canImport(UIKit) && os(iOS)
import UIKit

/// Whether a view's screen is being recorded, mirrored or shared.
///
/// iOS 17 made it a trait of the scene (`UITraitCollection.sceneCaptureState`, observed with
/// `registerForTraitChanges`) and deprecates `UIScreen.isCaptured`; iOS 16 has only the screen's.
@MainActor
enum ScreenCapture {
    static func isCaptured(_ view: UIView, in window: UIWindow) -> Bool {
        if #available(iOS 17, *) {
            return view.traitCollection.sceneCaptureState == .active
        }
        return window.screen.isCaptured
    }
}
#endif
