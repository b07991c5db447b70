#!/usr/bin/env bash
# KeyboardRuntime builds with library evolution, as an XCFramework needs it, and its .swiftinterface is
# usable: the module is compiled with `-enable-library-evolution` (whole module, optimized, warnings as
# errors), its textual interface is compiled back into a module (what a newer compiler does with an
# XCFramework), and a client built only against that module is linked with the library's object and run
# (Tests/LibraryEvolution/Client.swift). With a kbc path, the standard layouts it generates are also
# type-checked against the interface, as an app's generated layouts would be.
#
# Usage: bash Tests/LibraryEvolution/check.sh [path/to/kbc]    Exits non-zero on any error or warning.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mkdir -p "$out/built" "$out/from-interface" "$out/layouts"

swiftc -enable-library-evolution -wmo -O -swift-version 6 -parse-as-library -warnings-as-errors \
  -module-name KeyboardRuntime $(find Sources/KeyboardRuntime -name '*.swift' | sort) \
  -emit-module -emit-module-path "$out/built/KeyboardRuntime.swiftmodule" \
  -emit-module-interface-path "$out/built/KeyboardRuntime.swiftinterface" \
  -c -o "$out/KeyboardRuntime.o"
echo "KeyboardRuntime builds with library evolution ($(wc -l < "$out/built/KeyboardRuntime.swiftinterface") lines of .swiftinterface)."

# The interface alone, with no binary module beside it, must compile back into a module.
swiftc -frontend -compile-module-from-interface -module-name KeyboardRuntime \
  "$out/built/KeyboardRuntime.swiftinterface" -o "$out/from-interface/KeyboardRuntime.swiftmodule"
echo "Its .swiftinterface compiles back into a module."

swiftc -O -parse-as-library -swift-version 6 -I "$out/from-interface" Tests/LibraryEvolution/Client.swift \
  "$out/KeyboardRuntime.o" -o "$out/client"
"$out/client"

if [ $# -ge 1 ]; then
  "$1" generate Layouts --output "$out/layouts" >/dev/null
  swiftc -typecheck -swift-version 6 -parse-as-library -module-name StandardLayouts -I "$out/from-interface" \
    Layouts/StandardLayouts.swift $(find "$out/layouts" -name '*.swift' | sort)
  echo "The generated standard layouts type-check against the interface."
fi
