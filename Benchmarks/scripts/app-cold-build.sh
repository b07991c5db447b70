#!/usr/bin/env bash
# An app's cold build with kbc, against the floor: the same app built against a package that holds only
# KeyboardRuntime's sources, with the generated Swift checked in instead of the plugin.
#
#   Benchmarks/scripts/app-cold-build.sh [--release] [RUNS]   # from anywhere; RUNS defaults to 3
#   KBC=.build/debug/kbc Benchmarks/scripts/app-cold-build.sh  # use this kbc for init and generate
#   KBC_RELEASE=DIR Benchmarks/scripts/app-cold-build.sh --release   # an existing release, made by
#                                                                     # Distribution/make-release.sh DIR
#
# The kbc app is made exactly as the README says (Tests/FreshApp/run.sh does the same): `kbc init` in an
# empty app package, the printed Package.swift lines pasted in, Tests/FreshApp/main.swift as the app. It
# applies the KeyboardLayoutGenerator plugin and links KeyboardRuntime. It depends by path on this
# checkout, where SwiftPM builds the plugins' tool from source, or with --release on a release of the
# checkout's HEAD made by Distribution/make-release.sh first (not timed), whose plugins run the tool
# prebuilt.
#
# The floor app has the same two targets and the same main.swift; its keyboard target holds the Swift that
# `kbc generate` makes from the same pin-pad.yaml and kbc-config.yaml, and depends on a package that holds
# a copy of Sources/KeyboardRuntime and nothing else. It is the least any app using the runtime builds.
#
# Each run deletes both apps' .build folders and builds them back to back with `swift build` (debug, as an
# app team builds while working), the floor first. Resolution is part of a cold build: kbc's dependency
# (swift-argument-parser) is cloned from SwiftPM's local repository cache, not the network, after the
# first run. Printed per run and as medians: wall time and CPU time (user + system, of swift build and
# every compiler it starts), and their ratios. On a loaded machine the CPU time is the steadier figure.
set -euo pipefail

release=false
if [ "${1:-}" = --release ]; then release=true; shift; fi
runs="${1:-3}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The kbc the app depends on: this checkout, or a release of it.
kbc_package="$root"
if $release && [ -n "${KBC_RELEASE:-}" ]; then
    kbc_package="$(cd "$KBC_RELEASE" && pwd)"
elif $release; then
    echo "== making a release of HEAD with Distribution/make-release.sh (not timed)"
    "$root/Distribution/make-release.sh" "$work/kbc" | tail -2
    kbc_package="$work/kbc"
fi

if [ -n "${KBC:-}" ]; then
    kbc="$KBC"
else
    echo "== building kbc (debug) for kbc init and kbc generate (not timed)"
    swift build --product kbc --package-path "$root" 2>&1 | tail -1
    kbc="$(swift build --show-bin-path --package-path "$root")/kbc"
fi

manifest_head='// swift-tools-version: 6.1
import PackageDescription
'

# The kbc app, as the README sets it up.
app="$work/kbc-app"
mkdir -p "$app/Sources/PinApp"
printf '%s\nlet package = Package(\n    name: "PinApp",\n    targets: [\n        .executableTarget(name: "PinApp"),\n    ]\n)\n' "$manifest_head" > "$app/Package.swift"
(cd "$app" && "$kbc" init --kbc-path "$kbc_package" > init.out)
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
rm "$app/init.out"
cp "$root/Tests/FreshApp/main.swift" "$app/Sources/PinApp/main.swift"

# The runtime-only package: KeyboardRuntime's sources and nothing else.
runtime="$work/runtime-only"
mkdir -p "$runtime/Sources"
cp -R "$root/Sources/KeyboardRuntime" "$runtime/Sources/KeyboardRuntime"
printf '%s\nlet package = Package(\n    name: "runtime-only",\n    platforms: [.macOS(.v13), .iOS(.v16)],\n    products: [.library(name: "KeyboardRuntime", targets: ["KeyboardRuntime"])],\n    targets: [.target(name: "KeyboardRuntime")]\n)\n' "$manifest_head" > "$runtime/Package.swift"

# The floor app: the same sources, the layout generated once, no plugin.
floor="$work/floor-app"
mkdir -p "$floor/Sources/PinApp" "$floor/Sources/SecureKeyboards"
cp "$app/Sources/PinApp/main.swift" "$floor/Sources/PinApp/"
cp "$app/Sources/SecureKeyboards/SecureKeyboards.swift" "$floor/Sources/SecureKeyboards/"
"$kbc" generate "$app/Sources/SecureKeyboards" --config "$app/Sources/SecureKeyboards/kbc-config.yaml" \
    --output "$floor/Sources/SecureKeyboards" > /dev/null
printf '%s\nlet package = Package(\n    name: "PinApp",\n    platforms: [.iOS(.v16), .macOS(.v13)],\n    dependencies: [.package(path: "%s")],\n    targets: [\n        .target(name: "SecureKeyboards", dependencies: [.product(name: "KeyboardRuntime", package: "runtime-only")]),\n        .executableTarget(name: "PinApp", dependencies: ["SecureKeyboards"]),\n    ]\n)\n' \
    "$manifest_head" "$runtime" > "$floor/Package.swift"

echo "== the kbc app's Package.swift"
sed -n '/^let package/,$p' "$app/Package.swift"

# Builds one app cold; prints "wall cpu" in seconds.
cold_build() {
    rm -rf "$1/.build"
    /usr/bin/time -f '%e %U %S' -o "$work/time" swift build --package-path "$1" > "$work/build.log" 2>&1 || {
        cat "$work/build.log" >&2; echo "app-cold-build: swift build failed in $1" >&2; exit 1; }
    "$1/.build/debug/PinApp" | grep -qx 'Typed 3 digits on pin-pad' || { echo "app-cold-build: $1 does not type" >&2; exit 1; }
    awk '{printf "%.1f %.1f\n", $1, $2 + $3}' "$work/time"
}

echo "== $runs cold builds of each, back to back (seconds)"
$release && echo "   (the kbc app depends on a release: kbc-plugin-tool prebuilt)" || echo "   (the kbc app depends on the checkout: kbc-plugin-tool built from source)"
printf '%-4s %12s %12s %12s %12s %8s %8s\n' run 'floor wall' 'floor cpu' 'kbc wall' 'kbc cpu' 'wall ×' 'cpu ×'
: > "$work/results"
for run in $(seq 1 "$runs"); do
    read -r floor_wall floor_cpu < <(cold_build "$floor")
    read -r app_wall app_cpu < <(cold_build "$app")
    echo "$floor_wall $floor_cpu $app_wall $app_cpu" >> "$work/results"
    awk -v r="$run" '{printf "%-4s %12.1f %12.1f %12.1f %12.1f %8.2f %8.2f\n", r, $1, $2, $3, $4, $3 / $1, $4 / $2}' \
        <<<"$floor_wall $floor_cpu $app_wall $app_cpu"
done

median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
fw=$(cut -d' ' -f1 "$work/results" | median); fc=$(cut -d' ' -f2 "$work/results" | median)
aw=$(cut -d' ' -f3 "$work/results" | median); ac=$(cut -d' ' -f4 "$work/results" | median)
awk -v fw="$fw" -v fc="$fc" -v aw="$aw" -v ac="$ac" 'BEGIN {
    printf "median %12.1f %12.1f %12.1f %12.1f %8.2f %8.2f\n", fw, fc, aw, ac, aw / fw, ac / fc
    printf "\nThe kbc app builds cold in %.2f× the floor'"'"'s CPU time (%.2f× its wall time); target ≤ 1.5×.\n", ac / fc, aw / fw
}'
echo "($(nproc) cores, $(swift --version 2>&1 | head -1))"
