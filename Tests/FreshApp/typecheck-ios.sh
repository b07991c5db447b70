#!/usr/bin/env bash
# The app-level iOS type-check recipe, tried as a new app team would: a package set up by `kbc init`, a SwiftUI
# screen of the app that goes from the generated shuffled PIN pad to an envelope for the server, and
# Distribution/typecheck-ios.sh type-checking the keyboard target and the screen for arm64-apple-ios16.0.
#
#   Tests/FreshApp/typecheck-ios.sh [path/to/kbc]     # SWIFTC_IOS defaults to the workplace's wrapper
set -euo pipefail
kbc_root=$(cd "$(dirname "$0")/../.." && pwd)
if [ $# -ge 1 ]; then
    kbc_command=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")")
    export KBC_TOOL="${kbc_command[0]}"   # its `generate` is what the build plugin runs
else
    kbc_command=(swift run --quiet --package-path "$kbc_root" kbc)
fi
default_ios="$kbc_root/../shared/ios-sdk/swiftc-ios"
[ -x "$default_ios" ] || default_ios=/work/shared/ios-sdk/swiftc-ios
export SWIFTC_IOS="${SWIFTC_IOS:-$default_ios}"
export IOS_MODULE_CACHE="${IOS_MODULE_CACHE:-$kbc_root/.build/ios-module-cache}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
app="$work/PinApp"
mkdir -p "$app/Sources/PinApp"
cd "$app"
cat > Package.swift <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(name: "PinApp", targets: [.executableTarget(name: "PinApp")])
SWIFT
"${kbc_command[@]}" init > /dev/null

# The app's screen: the generated pad in the secure field, sealed for the server when complete.
cat > Sources/PinApp/PinScreen.swift <<'SWIFT'
import SwiftUI
import SecureKeyboards
import SecureInput
import KeyboardUIKit

/// The screen's keyboard, made once (`@State` would make one on every re-creation of the view).
@MainActor
final class PinKeyboard: ObservableObject {
    let keyboard = try! SecureKeyboardInputView(layouts: [.pinPad], initialPage: "pin-pad")
}

@MainActor  // the iOS 16 SDK's View is not main-actor isolated yet; newer SDKs make it so
struct PinScreen: View {
    let serverKey: RecipientPublicKey
    let challenge: [UInt8]
    let send: ([UInt8]) -> Void
    @StateObject private var pad = PinKeyboard()
    @State private var count = 0
    @State private var focused = true

    var body: some View {
        SecureKeyboardField(keyboard: pad.keyboard, rules: .pin(length: 6), count: $count, isFocused: $focused,
                            onComplete: { pin in
                                if let envelope = try? pin.seal(for: serverKey, label: "login-pin", freshness: .challenge(challenge)) {
                                    send(envelope)
                                }
                                count = 0  // clears the field through the field
                            })
    }
}
SWIFT

bash "$kbc_root/Distribution/typecheck-ios.sh" --kbc "$kbc_root" \
    --keyboards SecureKeyboards=Sources/SecureKeyboards --module PinApp=Sources/PinApp
echo "FreshApp: the iOS screens of a package made by kbc init type-check with Distribution/typecheck-ios.sh."
