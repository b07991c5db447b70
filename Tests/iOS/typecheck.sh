#!/usr/bin/env bash
# Type-checks kbc's Apple-platform code for arm64-apple-ios16.0 against the trimmed iPhoneOS 16.5 SDK in
# ../shared/ios-sdk (see its README), module by module, the way an app build would see them:
#
#   KeyboardRuntime · SecureInput (its CryptoKit path) · KeyboardTracking · StandardLayouts (the layouts
#   `kbc generate` emits, against the KeyboardRuntime module emitted here) · SampleKeyboards (the sample
#   app's keyboard target, Tests/iOS/SampleKeyboards, with its KeyboardLayouts.all) · BankKeyboards (the themed
#   bank example, Examples/Layouts/bank) · KeyboardUIKit (UIKit host,
#   secure field, SwiftUI view) · the sample app in Tests/iOS/SampleApp (UIKit and SwiftUI), whose code
#   the DocC article "A secure PIN field in UIKit and SwiftUI" quotes.
#
# Each module is type-checked with every function body (-typecheck), then its interface is emitted for the
# modules that import it (Distribution/typecheck-ios-functions.sh). Nothing is linked or run. An app checks its
# own screens the same way with Distribution/typecheck-ios.sh.
#
# The SDK's standard library is Swift 5.8's: Tests/iOS/StandardLibraryShims.swift declares the newer API
# the sources call, and is added to every module here and nowhere else. Its UIKit is iOS 16.5's:
# Tests/iOS/UIKitShims.swift declares the iOS 17 API KeyboardUIKit calls behind `#available`, for that
# module's check only (its emitted interface does not expose them).
#
# Usage: bash Tests/iOS/typecheck.sh [path/to/kbc]    Exits non-zero on any error.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
# Beside the checkout, or in the workplace's shared folder for a clone made elsewhere (as CI may make it).
default_ios="$root/../shared/ios-sdk/swiftc-ios"
[ -x "$default_ios" ] || default_ios=/work/shared/ios-sdk/swiftc-ios
swiftc_ios="${SWIFTC_IOS:-$default_ios}"
if [ ! -x "$swiftc_ios" ]; then
  echo "typecheck.sh: no iOS SDK wrapper at $swiftc_ios (set SWIFTC_IOS)" >&2
  exit 1
fi
out="$root/.build/ios-typecheck"
rm -rf "$out"
mkdir -p "$out/modules" "$out/layouts"
shims="$root/Tests/iOS/StandardLibraryShims.swift"
start=$SECONDS

# check NAME SWIFT_VERSION FILES…, shared with the app recipe (Distribution/typecheck-ios.sh).
source "$root/Distribution/typecheck-ios-functions.sh"

sources() { find "Sources/$1" -name '*.swift' | sort; }

# The pure modules build in Swift 6 mode, as SwiftPM builds them (tools version 6.1). KeyboardRuntime is
# emitted with library evolution and a .swiftinterface, as an XCFramework of it would be, and everything
# below is checked against that module (Tests/LibraryEvolution/check.sh checks the same on Linux, run).
emit_flags=(-enable-library-evolution -emit-module-interface-path "$out/modules/KeyboardRuntime.swiftinterface")
check KeyboardRuntime 6 $(sources KeyboardRuntime)
check SecureInput 6 $(sources SecureInput)
check KeyboardTracking 6 $(sources KeyboardTracking)

# The standard layouts exactly as kbc emits them.
if [ $# -ge 1 ]; then
  "$1" generate Layouts --output "$out/layouts" >/dev/null
else
  swift run --quiet kbc generate Layouts --output "$out/layouts" >/dev/null
fi
check StandardLayouts 6 Layouts/StandardLayouts.swift $(find "$out/layouts" -name '*.swift' | sort)

# The sample app's own keyboard target (its PIN pad, and letters that replace the standard ones), generated as
# the build plugin would, with its KeyboardLayouts.all.
mkdir -p "$out/sample-keyboards"
if [ $# -ge 1 ]; then
  "$1" generate Tests/iOS/SampleKeyboards --output "$out/sample-keyboards" >/dev/null
else
  swift run --quiet kbc generate Tests/iOS/SampleKeyboards --output "$out/sample-keyboards" >/dev/null
fi
check SampleKeyboards 6 Tests/iOS/SampleKeyboards/SampleKeyboards.swift $(find "$out/sample-keyboards" -name '*.swift' | sort)

# The bank example (Examples/Layouts/bank): keyboards extended from the standard ones in one theme file, so
# a generated theme, its per-key overrides and a page's secure switches are checked as an app compiles them.
mkdir -p "$out/bank-keyboards"
if [ $# -ge 1 ]; then
  "$1" generate Examples/Layouts/bank --output "$out/bank-keyboards" >/dev/null
else
  swift run --quiet kbc generate Examples/Layouts/bank --output "$out/bank-keyboards" >/dev/null
fi
check BankKeyboards 6 $(find "$out/bank-keyboards" -name '*.swift' | sort)

# UIKit and SwiftUI code in Swift 5 mode: the iOS 16.5 SDK predates UIKit's Sendable annotations, so Swift 6
# mode reports its constants (UIAccessibility.Notification.layoutChanged, UIAccessibilityTraits.button…) as
# shared mutable state. Xcode 16 and later build against SDKs that annotate them.
check KeyboardUIKit 5 $(sources KeyboardUIKit) "$root/Tests/iOS/UIKitShims.swift"
check SampleApp 5 $(find Tests/iOS/SampleApp -name '*.swift' | sort)

echo "iOS type-check passed in $((SECONDS - start)) s"
