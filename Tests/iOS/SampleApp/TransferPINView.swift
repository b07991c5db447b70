// The whole way from the shuffled pad to the server, in SwiftUI: the keyboard, the field, the envelope. Three
// lines of kbc (marked 1, 2, 3; the keyboard is SharedKeyboard's, made once for the screen); the DocC article
// "A secure PIN field in UIKit and SwiftUI" quotes them, and the same flow runs on Linux in the reference
// server's check (Tests/ServerReference/run.sh).
import SwiftUI
import KeyboardUIKit
import SecureInput

@MainActor
struct TransferPINView: View {
    let amount: String
    @StateObject private var shared = SharedKeyboard()
    @State private var count = 0
    @State private var focused = true
    @State private var sent = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Confirm \(amount) with your PIN")
            SecureKeyboardField(keyboard: shared.keyboard, rules: .pin(length: 6), count: $count, isFocused: $focused,  // 2
                                onComplete: { pin in
                                    let envelope = try? pin.seal(for: Backend.serverKey, label: "transfer-pin",  // 3
                                                                 freshness: .challenge(Backend.challenge(for: "transfer-pin")))
                                    count = 0  // clears the field through the field
                                    if let envelope { Backend.send(["pin": envelope]); sent = true }
                                })
            Text(sent ? "Sent" : "\(count) of 6 digits")
        }
        .padding()
    }
}
