// The SwiftUI half of the sample app: the same two fields as SignInViewController, with SwiftUI state for
// the focus and the progress. Tests/iOS/typecheck.sh type-checks it against the iOS SDK.
import SwiftUI
import KeyboardRuntime
import SecureInput
import KeyboardUIKit
import StandardLayouts

/// The screen's keyboard, made once: `@StateObject` evaluates its initial value once, where `@State`'s
/// would make a new keyboard every time SwiftUI re-creates the view.
@MainActor
final class SharedKeyboard: ObservableObject {
    let keyboard = try! SecureKeyboardInputView(layouts: StandardLayouts.all, initialPage: "decimal-pad")
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

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SecureKeyboardField(keyboard: keyboard, rules: .pin(length: 6), count: $pinCount, isFocused: $pinFocused,
                                returnKeyType: .next, placeholder: "PIN",
                                onEvent: { event in hint = SignInView.hint(for: event) },
                                onSubmit: { _, _ in codeFocused = true })
            SecureKeyboardField(keyboard: keyboard, rules: .pin(length: 6), count: $codeCount, isFocused: $codeFocused,
                                placeholder: "Code",
                                onEvent: { event in hint = SignInView.hint(for: event) },
                                onComplete: { model in signIn(pin: pinCount, code: model) })
            Text("\(pinCount + codeCount) of 12 digits")
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

    private func signIn(pin: Int, code: SecureFieldModel) {
        let digest = code.withPlaintextUTF8 { bytes in bytes.reduce(0) { ($0 &* 31) &+ Int($1) } }
        _ = (pin, digest)  // stands for the app's network call
        // A count of 0 clears the field through the field: its mask and the keyboard follow.
        pinCount = 0
        codeCount = 0
    }
}

@main
struct SampleApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                SignInView().tabItem { Text("SwiftUI") }
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
