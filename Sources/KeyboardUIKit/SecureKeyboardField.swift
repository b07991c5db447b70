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
/// (never the text).
///
/// <!-- excerpt: SwiftUI; the sample app (Tests/iOS/SampleApp) is type-checked against the iOS SDK -->
/// ```swift
/// SecureKeyboardField(keyboard: keyboard, rules: .pin(length: 6), count: $count, isFocused: $focused,
///                     onComplete: { pin in send(try? pin.seal(for: serverKey, label: "login-pin", freshness: .challenge(challenge))) })
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
    /// Called when the completion rule is met, with the model to read the secret from.
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
        field.setContentHuggingPriority(.defaultHigh, for: .vertical)
        return field
    }

    /// Passes the latest callbacks and moves the focus when the binding asks for it.
    public func updateUIView(_ field: SecureKeyboardTextField, context: Context) {
        field.placeholder = placeholder
        field.returnKeyType = returnKeyType
        // Next is the app's to route in SwiftUI (it changes its focus state in onSubmit).
        field.nextField = nil
        let count = $count, focus = $isFocused
        let onEvent = onEvent, onComplete = onComplete, onSubmit = onSubmit
        field.onEvent = { [weak field] event in
            guard let field else { return }
            if count.wrappedValue != field.model.count { count.wrappedValue = field.model.count }
            onEvent(event)
            switch event {
            case .completed: onComplete(field.model)
            case .submitted(let kind): onSubmit(kind, field.model)
            case .edited, .rejected: break
            }
        }
        field.onFocusChange = { focused in
            if focus.wrappedValue != focused { focus.wrappedValue = focused }
        }
        // Focus changes are UIKit's to make outside SwiftUI's update pass.
        if isFocused != field.isFirstResponder {
            let wantsFocus = isFocused
            DispatchQueue.main.async {
                if wantsFocus { _ = field.becomeFirstResponder() } else { _ = field.resignFirstResponder() }
            }
        }
    }

    /// Clears the secret when SwiftUI removes the field (deinitializing would too; this does it now).
    public static func dismantleUIView(_ field: SecureKeyboardTextField, coordinator: ()) {
        // The secret goes with the view.
        field.model.clear()
    }
}
#endif
