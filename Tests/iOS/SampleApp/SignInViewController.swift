// The UIKit half of the sample app: a PIN and a one-time code sharing one secure keyboard, Next moving from
// the first to the second. Tests/iOS/typecheck.sh type-checks it against the iOS SDK; the DocC article
// "A secure PIN field in UIKit and SwiftUI" quotes it.
import UIKit
import KeyboardRuntime
import SecureInput
import KeyboardUIKit
import SampleKeyboards

final class SignInViewController: UIViewController {
    private var keyboard: SecureKeyboardInputView!
    private var pinField: SecureKeyboardTextField!
    private var codeField: SecureKeyboardTextField!
    private let hint = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // One keyboard for both fields: each takes it over when it gains focus.
        // Its shuffled pad goes blank while the screen is recorded or mirrored (the default).
        keyboard = try! SecureKeyboardInputView(layouts: KeyboardLayouts.all, initialPage: "pin-pad")
        // The click on every key (the default) and a haptic tap: light for digits, medium for delete and
        // return. The hook learns the key's kind, never its digit; the system applies the user's Keyboard
        // Clicks and System Haptics settings.
        keyboard.feedback = { kind in KeyFeedback.withHaptics(for: kind) }

        // A 6-digit PIN: the return key says Next and moves to the code field.
        pinField = SecureKeyboardTextField(rules: .pin(length: 6), keyboard: keyboard)
        pinField.placeholder = "PIN"
        pinField.returnKeyType = .next
        pinField.onEvent = { [weak self] event in self?.show(event) }

        // A 6-digit one-time code that finishes itself on the sixth digit.
        codeField = SecureKeyboardTextField(rules: .pin(length: 6), keyboard: keyboard)
        codeField.placeholder = "Code"
        codeField.returnKeyType = .done
        codeField.onEvent = { [weak self] event in
            self?.show(event)
            if event == .completed { self?.signIn() }
        }
        pinField.nextField = codeField
        // The keys take every colour from their theme; tintColor colours the fields' carets and selection.
        pinField.tintColor = .systemIndigo
        codeField.tintColor = .systemIndigo

        let stack = UIStackView(arrangedSubviews: [pinField, codeField, hint])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])
    }

    /// Rejections say why, without the text: the model never reports it.
    private func show(_ event: SecureFieldEvent) {
        switch event {
        case .rejected(.input(.tooLong, _)): hint.text = "Six digits at most"
        case .rejected(.input(.disallowedCharacters, _)): hint.text = "Digits only"
        case .rejected(.pasteNotAllowed): hint.text = "Pasting is off for this field"
        case .rejected(.tooShort(let minimum)): hint.text = "Enter \(minimum) digits"
        case .rejected(.systemTextInputNotAllowed): hint.text = "Use the on-screen keys"
        case .edited, .completed, .submitted: hint.text = nil
        }
    }

    private func signIn() {
        // Each secret goes from its field to an envelope only the server opens, then both fields are cleared
        // through their own path (the mask and the keyboard follow).
        do {
            let pin = try pinField.seal(for: Backend.serverKey, label: "login-pin",
                                        freshness: .challenge(Backend.challenge(for: "login-pin")))
            let code = try codeField.seal(for: Backend.serverKey, label: "login-code",
                                          freshness: .challenge(Backend.challenge(for: "login-code")))
            Backend.send(["pin": pin, "code": code])
        } catch {
            hint.text = "Could not seal: \(error)"  // an EnvelopeError names no secret
        }
        pinField.clear()
        codeField.clear()
    }
}
