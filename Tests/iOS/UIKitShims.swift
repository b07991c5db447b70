// UIKit API newer than the iOS 16.5 SDK, for Tests/iOS/typecheck.sh only.
//
// The trimmed SDK that check uses is iOS 16.5's; KeyboardUIKit calls iOS 17 API behind `#available`
// (an app builds with Xcode 16 or later, whose SDK has it). This file declares the signatures it calls so
// the check covers those lines too; it is added to KeyboardUIKit's check and nowhere else, and never runs.
import UIKit

/// Stands for iOS 17's `UISceneCaptureState`.
@available(iOS 17, *)
enum UISceneCaptureState: Int {
    case unspecified = -1, inactive = 0, active = 1
}

/// Stands for iOS 17's `UITraitDefinition`.
@available(iOS 17, *)
protocol UITraitDefinition {}

/// Stands for iOS 17's `UITrait`.
@available(iOS 17, *)
typealias UITrait = any UITraitDefinition.Type

/// Stands for iOS 17's `UITraitSceneCaptureState`.
@available(iOS 17, *)
enum UITraitSceneCaptureState: UITraitDefinition {}

/// Stands for iOS 17's `UITraitChangeRegistration`.
@available(iOS 17, *)
protocol UITraitChangeRegistration {}

@available(iOS 17, *)
extension UITraitCollection {
    /// Stands for iOS 17's `sceneCaptureState`.
    var sceneCaptureState: UISceneCaptureState { .unspecified }
}

@available(iOS 17, *)
extension UIView {
    /// Stands for iOS 17's `UITraitChangeObservable.registerForTraitChanges(_:target:action:)`.
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        fatalError("signature only")
    }
}
