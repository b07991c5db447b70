#!/usr/bin/env bash
# KeyboardRuntime and KeyboardPlayground compile as Embedded Swift for WebAssembly: no existentials, no
# key paths, no Foundation. The browser playground runs this same code (Playground/build.sh builds it).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -parse-as-library)
swiftc "${flags[@]}" -module-name KeyboardRuntime $(find Sources/KeyboardRuntime -name '*.swift' | sort) \
  -emit-module -emit-module-path "$out/KeyboardRuntime.swiftmodule" -c -o "$out/KeyboardRuntime.o"
echo "KeyboardRuntime compiles as Embedded Swift for wasm32 ($(wc -c < "$out/KeyboardRuntime.o") bytes of object code)."
swiftc "${flags[@]}" -I "$out" -module-name KeyboardPlayground $(find Sources/KeyboardPlayground -name '*.swift' | sort) \
  -c -o "$out/KeyboardPlayground.o"
echo "KeyboardPlayground compiles as Embedded Swift for wasm32 ($(wc -c < "$out/KeyboardPlayground.o") bytes of object code)."
