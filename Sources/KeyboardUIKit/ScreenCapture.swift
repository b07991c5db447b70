#if canImport(UIKit) && os(iOS)
import UIKit

/// Whether a window's screen is being recorded, mirrored or shared.
///
/// iOS 17 moved the question to the scene (`UITraitCollection.sceneCaptureState`) and later deprecates
/// `UIScreen.isCaptured`. The iOS 16 SDK has no `sceneCaptureState`, and an `#available` check does not
/// hide a name the SDK lacks, so the iOS 17 path is compiled only against a UIKit of the iOS 17 SDK or later
/// (the iOS 16.5 SDK's UIKit is 6441.1.101; iOS 17's is 7000 and up).
@MainActor
enum ScreenCapture {
    static func isCaptured(_ window: UIWindow) -> Bool {
        #if canImport(UIKit, _version: 7000)
        if #available(iOS 17, *) {
            return window.traitCollection.sceneCaptureState == .active
        }
        #endif
        return window.screen.isCaptured
    }
}
#endif
