#!/usr/bin/env bash
# A new app team's first day, end to end: a fresh package, `kbc init` exactly as the README says, the
# Package.swift lines it prints pasted in verbatim, the README's app code as main.swift, then
# `swift build` and a run that types on the generated, shuffled PIN pad.
#
#   Tests/FreshApp/run.sh              # the app depends on this checkout (the plugins' tool built from source)
#   Tests/FreshApp/run.sh --release    # on a release of HEAD made by Distribution/make-release.sh (prebuilt)
set -euo pipefail
kbc_root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
app="$work/PinApp"
kbc_package="$kbc_root"
if [ "${1:-}" = --release ]; then
    # Beside the app, under the README's name.
    "$kbc_root/Distribution/make-release.sh" "$work/kbc-release" | tail -2
    kbc_package="$work/kbc-release"
fi
mkdir -p "$app/Sources/PinApp"
cd "$app"

# The app package before kbc: only the app's own target.
cat > Package.swift <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PinApp",
    targets: [
        .executableTarget(name: "PinApp"),
    ]
)
SWIFT

# The README's command, run in the app's folder.
if [ "$kbc_package" = "$kbc_root" ]; then
    swift run --package-path "$kbc_root" kbc init > init.out
else
    swift run --package-path "$kbc_root" kbc init --kbc-path ../kbc-release > init.out
fi
cat init.out

# The README shows the lines `kbc init --kbc-path ../kbc-release` prints: they must be what it printed.
if [ "$kbc_package" != "$kbc_root" ]; then
    python3 - "$kbc_root/README.md" "$app/init.out" <<'PY'
import sys
readme, printed = open(sys.argv[1]).read(), open(sys.argv[2]).read()
block = readme.split("<!-- excerpt: the lines kbc init prints", 1)[1].split("```swift\n", 1)[1].split("```", 1)[0]
if block not in printed:
    sys.exit("README.md: the lines it shows for `kbc init --kbc-path ../kbc-release` are not what it printed:\n" + printed)
print("README.md's kbc init lines are what kbc init printed.")
PY
fi

# Paste the printed lines in: they replace the manifest's `targets:` list, and the app target is added
# to the printed one with the keyboard target as its dependency.
python3 - "$app/init.out" "$app/Package.swift" <<'PY'
import sys
printed = open(sys.argv[1]).read().split("\n")
start = next(i for i, line in enumerate(printed) if line.strip().startswith("platforms:"))
end = next(i for i in range(start, len(printed)) if printed[i] == "    ]")
block = printed[start:end + 1]
block[-1:] = ['        .executableTarget(name: "PinApp", dependencies: ["SecureKeyboards"]),', "    ]"]
manifest = open(sys.argv[2]).read()
before, rest = manifest.split("    targets: [\n", 1)
after = rest.split("    ]\n", 1)[1]
open(sys.argv[2], "w").write(before + "\n".join(block) + "\n" + after)
PY
cat Package.swift
cp "$kbc_root/Tests/FreshApp/main.swift" Sources/PinApp/main.swift

swift build 2>&1 | tail -3
# The plugins' tool needs only the compiler: an app never compiles the previews, the playground or the importer.
for module in KeyboardPreview KeyboardPlayground KeyboardImport; do
    if find .build/debug/ -path "*/$module*.build/*.o" | grep -q .; then
        echo "FreshApp: the app's build compiled $module, which the plugins' tool must not depend on" >&2
        exit 1
    fi
done
if [ "$kbc_package" != "$kbc_root" ] && [ -e .build/debug/kbc-plugin-tool ]; then
    echo "FreshApp: the app built kbc-plugin-tool from source instead of running the release's prebuilt one" >&2
    exit 1
fi
output=$(swift run PinApp 2>/dev/null)
echo "$output"
if [ "$output" != "Typed 3 digits on pin-pad" ]; then
  echo "FreshApp: expected 'Typed 3 digits on pin-pad', got '$output'" >&2
  exit 1
fi
echo "FreshApp: a package made by kbc init builds, and its app types on the generated PIN pad."
