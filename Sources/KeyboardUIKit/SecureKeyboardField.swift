#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
import SwiftUI
import UIKit
import KeyboardRuntime
import SecureInput

/// A secure PIN or password field for SwiftUI: a ``SecureKeyboardTextField`` (and so its model, its secure
/// keyboard and every closed input path) behind a `UIViewRepresentable`.
///
/// SwiftUI's `TextField` has no `inputView`, so this is the way to put the secure keyboard under a field in
/// a SwiftUI screen. The field owns its secret: the app gets the model inside the callbacks, to seal it for the
/// server with `seal(for:label:freshness:)` (the app never reads it), and a count binding for what it shows
/// (never the text). Set the count to `0` to clear the field (through the field, so its mask and the
/// keyboard follow). Next keeps the keyboard up for the app to move its focus state in `onSubmit`; a focus
/// request made before the field is in a window waits for the window, and one UIKit refuses sets the binding
/// back to `false`. The field takes the width it is offered, however long its mask.
///
/// <!-- excerpt: SwiftUI; the sample app (Tests/iOS/SampleApp) is type-checked against the iOS SDK -->
/// ```swift
/// SecureKeyboardField(keyboard: keyboard, rules: .pin(length: 6), count: $count, isFocused: $focused,
///                     onComplete: { pin in
///                         send(try? pin.seal(for: serverKey, label: "login-pin", freshness: .challenge(challenge)))
///                         count = 0
///                     })
/// ```
@MainActor
public struct SecureKeyboardField: UIViewRepresentable {
    /// The shared keyboard; create it once (it throws on a bad page id) and pass it to every field.
    public let keyboard: SecureKeyboardInputView
    /// The field's rules; read when the field is created.
    public let rules: SecureFieldRules
    /// The number of characters typed, for progress dots or a button's state.
    @Binding public var count: Int
    /// Whether the field has focus: set it to move the focus, read it to follow the user.
    @Binding public var isFocused: Bool
    /// The return key's label and meaning (`.next` to move to another field).
    public var returnKeyType: UIReturnKeyType
    /// The placeholder shown while the field is empty.
    public var placeholder: String
    /// Called with every event of the model (edits, refusals with their reason, completion, submit).
    public var onEvent: (SecureFieldEvent) -> Void
    /// Called when the completion rule is met, with the model that seals the secret.
    public var onComplete: (SecureFieldModel) -> Void
    /// Called when the return key is accepted, with its kind and the model.
    public var onSubmit: (ReturnKind, SecureFieldModel) -> Void

    /// Creates a field; every callback is optional.
    public init(
        keyboard: SecureKeyboardInputView,
        rules: SecureFieldRules,
        count: Binding<Int>,
        isFocused: Binding<Bool>,
        returnKeyType: UIReturnKeyType = .done,
        placeholder: String = "",
        onEvent: @escaping (SecureFieldEvent) -> Void = { _ in },
        onComplete: @escaping (SecureFieldModel) -> Void = { _ in },
        onSubmit: @escaping (ReturnKind, SecureFieldModel) -> Void = { _, _ in }
    ) {
        self.keyboard = keyboard
        self.rules = rules
        _count = count
        _isFocused = isFocused
        self.returnKeyType = returnKeyType
        self.placeholder = placeholder
        self.onEvent = onEvent
        self.onComplete = onComplete
        self.onSubmit = onSubmit
    }

    /// Creates the control once; its model lives as long as the view.
    public func makeUIView(context: Context) -> SecureKeyboardTextField {
        let field = SecureKeyboardTextField(rules: rules, keyboard: keyboard)
        field.borderStyle = .roundedRect
        field.appRoutesNext = true
        field.setContentHuggingPriority(.defaultHigh, for: .vertical)
        // A long mask must not widen the field: it takes the width SwiftUI offers (sizeThatFits).
        field.setContentHuggingPriority(.defaultLow, for: .horizontal)
        field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return field
    }

    /// The state kept between updates: the focus request and the count last written to the binding.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// The width SwiftUI offers, and the field's own height.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView field: SecureKeyboardTextField, context: Context) -> CGSize? {
        guard let width = proposal.width else { return nil }
        return CGSize(width: width, height: field.intrinsicContentSize.height)
    }

    /// Passes the latest callbacks, clears the field when the app set the count to 0, and moves the focus
    /// when the binding asks for it. Bindings are written after SwiftUI's update, never during it.
    public func updateUIView(_ field: SecureKeyboardTextField, context: Context) {
        let coordinator = context.coordinator
        field.placeholder = placeholder
        if field.returnKeyType != returnKeyType { field.returnKeyType = returnKeyType }
        let count = $count, focus = $isFocused
        let onEvent = onEvent, onComplete = onComplete, onSubmit = onSubmit
        field.onEvent = { [weak field, weak coordinator] event in
            guard let field else { return }
            coordinator?.reportedCount = field.model.count
            if count.wrappedValue != field.model.count { count.wrappedValue = field.model.count }
            onEvent(event)
            switch event {
            case .completed: onComplete(field.model)
            case .submitted(let kind): onSubmit(kind, field.model)
            case .edited, .rejected: break
            }
        }
        field.onFocusChange = { [weak coordinator] focused in
            guard let coordinator else { return }
            coordinator.perform(coordinator.focus.focusChanged(to: focused, binding: focus.wrappedValue), on: nil, binding: focus)
        }
        field.onWindowChange = { [weak field, weak coordinator] in
            guard let field, let coordinator else { return }
            coordinator.perform(coordinator.focus.movedToWindow(isInWindow: field.window != nil), on: field, binding: focus)
        }
        // The app wrote the count: 0 clears the field; anything else is set back to what it holds.
        if self.count != coordinator.reportedCount {
            let asked = self.count
            DispatchQueue.main.async { [weak field] in
                guard let field else { return }
                if asked == 0 { field.clear() } else { count.wrappedValue = field.model.count }
            }
        }
        let action = coordinator.focus.requested(isFocused, isFocused: field.isFirstResponder, isInWindow: field.window != nil)
        coordinator.perform(action, on: field, binding: focus)
    }

    /// Clears the secret when SwiftUI removes the field, without writing its bindings during the update.
    public static func dismantleUIView(_ field: SecureKeyboardTextField, coordinator: Coordinator) {
        field.onEvent = nil
        field.onFocusChange = nil
        field.onWindowChange = nil
        field.clear()
    }

    /// What a ``SecureKeyboardField`` keeps between SwiftUI's updates.
    @MainActor
    public final class Coordinator {
        /// The binding's focus request, waiting for a window if need be.
        var focus = FocusRequest()
        /// The count last written to the binding.
        var reportedCount = 0

        /// Does `action` outside SwiftUI's update: focus changes are UIKit's to make, binding writes
        /// must not happen while SwiftUI updates.
        func perform(_ action: FocusRequest.Action, on field: SecureKeyboardTextField?, binding: Binding<Bool>) {
            switch action {
            case .none:
                break
            case .becomeFirstResponder:
                DispatchQueue.main.async { [weak self, weak field] in
                    guard let self, let field, !field.isFirstResponder else { return }
                    self.perform(self.focus.attempted(succeeded: field.becomeFirstResponder()), on: field, binding: binding)
                }
            case .resignFirstResponder:
                DispatchQueue.main.async { [weak field] in _ = field?.resignFirstResponder() }
            case .report(let focused):
                DispatchQueue.main.async { if binding.wrappedValue != focused { binding.wrappedValue = focused } }
            @unknown default:
                break
            }
        }
    }
}
#endif
