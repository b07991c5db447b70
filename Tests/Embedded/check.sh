#!/usr/bin/env bash
# KeyboardRuntime compiles as Embedded Swift for WebAssembly: no existentials, no key paths, no
# Foundation. The browser playground will run this same code; this keeps it possible.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swiftc -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -parse-as-library \
  -module-name KeyboardRuntime $(find Sources/KeyboardRuntime -name '*.swift' | sort) -c -o "$out/KeyboardRuntime.o"
echo "KeyboardRuntime compiles as Embedded Swift for wasm32 ($(wc -c < "$out/KeyboardRuntime.o") bytes of object code)."
