#!/usr/bin/env bash
# Type-checks an app's own iOS screens that use kbc, on Linux CI, against the iOS SDK: what kbc's CI does for
# itself (Tests/iOS/typecheck.sh), for an app package. Nothing is linked or run.
#
#   Distribution/typecheck-ios.sh --kbc KBC [--keyboards NAME=DIR]... [--module NAME=DIR]...
#
#   --kbc KBC            kbc's package (a release made by make-release.sh, or a checkout): its KeyboardRuntime,
#                        SecureInput, KeyboardUIKit and StandardLayouts are type-checked first, as an app build
#                        sees them.
#   --keyboards NAME=DIR a keyboard target made by `kbc init` (Sources/SecureKeyboards): its layouts generated as
#                        the build plugin generates them (its kbc-config.yaml applies), with its Swift files.
#   --module NAME=DIR    a target of the app (its screens): every .swift file under DIR, importing the modules
#                        before it. Repeat the options in dependency order.
#
# KBC_TOOL may name a kbc (or kbc-plugin-tool) executable to generate the layouts with.
# Needs SWIFTC_IOS: a swiftc wrapper for arm64-apple-ios16.0 with an iOS SDK (`-sdk`); with Xcode on a Mac,
# `xcrun --sdk iphoneos swiftc -target arm64-apple-ios16.0` does the same. Run from the app package's folder.
# Exits non-zero on any error. Tests/FreshApp/typecheck-ios.sh runs it on an app made by `kbc init`.
set -euo pipefail

kbc="" steps=()
while [ $# -gt 0 ]; do
    case "$1" in
        --kbc) kbc="$2"; shift 2 ;;
        --keyboards|--module) steps+=("$1" "$2"); shift 2 ;;
        *) echo "usage: typecheck-ios.sh --kbc KBC [--keyboards NAME=DIR]... [--module NAME=DIR]..." >&2; exit 2 ;;
    esac
done
[ -n "$kbc" ] || { echo "typecheck-ios.sh: --kbc KBC is required" >&2; exit 2; }
kbc="$(cd "$kbc" && pwd)"
swiftc_ios="${SWIFTC_IOS:-}"
[ -x "$swiftc_ios" ] || { echo "typecheck-ios.sh: set SWIFTC_IOS to an iOS swiftc wrapper (see the header)" >&2; exit 2; }
out="$PWD/.build/ios-typecheck-app"
rm -rf "$out"
mkdir -p "$out/modules"
source "$kbc/Distribution/typecheck-ios-functions.sh"
# The iOS 16 SDK's standard library is Swift 5.8's: the shims declare the newer API kbc's sources call.
shims="$kbc/Tests/iOS/StandardLibraryShims.swift"

# kbc's tool, for generating the layouts: KBC_TOOL, else the release's prebuilt one, else built from the checkout.
tool="${KBC_TOOL:-$(find "$kbc/Artifacts" -path "*$(uname -m)*" -name kbc-plugin-tool -type f 2>/dev/null | head -1)}"
if [ -z "$tool" ]; then
    swift build --package-path "$kbc" --product kbc-plugin-tool >/dev/null
    tool="$(swift build --package-path "$kbc" --show-bin-path)/kbc-plugin-tool"
fi

sources() { find "$1" -name '*.swift' | sort; }
check KeyboardRuntime 6 $(sources "$kbc/Sources/KeyboardRuntime")
check SecureInput 6 $(sources "$kbc/Sources/SecureInput")
mkdir -p "$out/standard"
"$tool" generate "$kbc/Layouts" --output "$out/standard" >/dev/null
check StandardLayouts 6 "$kbc/Layouts/StandardLayouts.swift" $(sources "$out/standard")
# UIKit and SwiftUI code in Swift 5 mode: the iOS 16.5 SDK predates UIKit's Sendable annotations. Its UIKit is
# iOS 16.5's: Tests/iOS/UIKitShims.swift declares the iOS 17 API KeyboardUIKit calls behind `#available`.
check KeyboardUIKit 5 $(sources "$kbc/Sources/KeyboardUIKit") "$kbc/Tests/iOS/UIKitShims.swift"

set -- ${steps[@]+"${steps[@]}"}
while [ $# -gt 0 ]; do
    name="${2%%=*}" dir="${2#*=}"
    if [ "$1" = --keyboards ]; then
        mkdir -p "$out/generated/$name"
        # As the build plugin runs it: the target's kbc-config.yaml (accessLevel: public, …) passed explicitly.
        config=()
        for file in "$dir/kbc-config.yaml" "$dir/kbc-config.yml"; do [ -f "$file" ] && config=(--config "$file"); done
        "$tool" generate "$dir" ${config[@]+"${config[@]}"} --output "$out/generated/$name" >/dev/null
        check "$name" 6 $(sources "$dir") $(sources "$out/generated/$name")
    else
        check "$name" 5 $(sources "$dir")
    fi
    shift 2
done
echo "iOS type-check of the app passed"
