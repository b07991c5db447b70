// The SwiftUI half of the sample app: the same two fields as SignInViewController, with SwiftUI state for
// the focus and the progress. Tests/iOS/typecheck.sh type-checks it against the iOS SDK.
import SwiftUI
import KeyboardRuntime
import SecureInput
import KeyboardUIKit
import SampleKeyboards

/// The screen's keyboard, made once: `@StateObject` evaluates its initial value once, where `@State`'s
/// would make a new keyboard every time SwiftUI re-creates the view. (TransferPINView's line 1.)
@MainActor
final class SharedKeyboard: ObservableObject {
    let keyboard = try! SecureKeyboardInputView(layouts: KeyboardLayouts.all, initialPage: "pin-pad")  // 1
}

@MainActor
struct SignInView: View {
    @StateObject private var shared = SharedKeyboard()
    private var keyboard: SecureKeyboardInputView { shared.keyboard }
    @State private var pinCount = 0
    @State private var codeCount = 0
    @State private var pinFocused = true
    @State private var codeFocused = false
    @State private var hint = ""
    /// The PIN's envelope, sealed when the user moves on to the code.
    @State private var pinEnvelope: [UInt8]?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SecureKeyboardField(keyboard: keyboard, rules: .pin(length: 6), count: $pinCount, isFocused: $pinFocused,
                                returnKeyType: .next, placeholder: "PIN",
                                onEvent: { event in hint = SignInView.hint(for: event) },
                                onSubmit: { _, pin in
                                    pinEnvelope = SignInView.seal(pin, as: "login-pin")
                                    pinCount = 0
                                    codeFocused = true
                                })
            SecureKeyboardField(keyboard: keyboard, rules: .pin(length: 6), count: $codeCount, isFocused: $codeFocused,
                                placeholder: "Code",
                                onEvent: { event in hint = SignInView.hint(for: event) },
                                onComplete: { model in signIn(code: model) })
            Text(pinEnvelope == nil ? "\(pinCount) of 6 digits" : "PIN sealed, \(codeCount) of 6 digits")
            Text(hint).foregroundColor(.red)
            Spacer()
        }
        .padding()
        .onAppear {
            // The same feel as the UIKit screen: clicks and haptic taps, as the user's settings allow.
            keyboard.feedback = { kind in KeyFeedback.withHaptics(for: kind) }
        }
    }

    private static func hint(for event: SecureFieldEvent) -> String {
        guard case .rejected(let reason) = event else { return "" }
        switch reason {
        case .input(.tooLong, _): return "Six digits at most"
        case .input(.disallowedCharacters, _): return "Digits only"
        case .pasteNotAllowed: return "Pasting is off for this field"
        case .tooShort(let minimum): return "Enter \(minimum) digits"
        case .systemTextInputNotAllowed: return "Use the on-screen keys"
        }
    }

    /// The field's text sealed for the server under `label`, with the challenge the server issued for it.
    private static func seal(_ field: SecureFieldModel, as label: String) -> [UInt8]? {
        try? field.seal(for: Backend.serverKey, label: label, freshness: .challenge(Backend.challenge(for: label)))
    }

    private func signIn(code: SecureFieldModel) {
        let codeEnvelope = SignInView.seal(code, as: "login-code")
        // A count of 0 clears a field through the field: its mask and the keyboard follow.
        codeCount = 0
        guard let pin = pinEnvelope, let code = codeEnvelope else {
            hint = "Could not seal the PIN and the code"
            return
        }
        Backend.send(["pin": pin, "code": code])
        pinEnvelope = nil
    }
}

@main
struct SampleApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                SignInView().tabItem { Text("SwiftUI") }
                TransferPINView(amount: "120.00 EUR").tabItem { Text("Transfer") }
                UIKitSignIn().tabItem { Text("UIKit") }
            }
        }
    }
}

/// The UIKit screen inside the SwiftUI app.
struct UIKitSignIn: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SignInViewController { SignInViewController() }
    func updateUIViewController(_ controller: SignInViewController, context: Context) {}
}
