#!/usr/bin/env bash
# Builds the DocC catalogs of the libraries with the toolchain's docc, failing on any warning (a broken
# symbol link, a missing article). Output: .build/docs/<Target>.doccarchive
set -euo pipefail
cd "$(dirname "$0")/../.."
targets=(KeyboardRuntime KeyboardCompiler KeyboardPreview SecureInput KeyboardTracking)
# A scratch folder of its own: symbol graphs are only written when the modules are compiled.
scratch=.build-docs
graphs=$scratch/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs" .build/docs
for target in "${targets[@]}"; do
  rm -rf "$scratch/debug/Modules/$target.swiftmodule"
done
for target in KeyboardCompiler KeyboardPreview SecureInput KeyboardTracking; do
  swift build --scratch-path "$scratch" --target "$target" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
done
for target in "${targets[@]}"; do
  mkdir -p "$graphs/$target"
  cp "$graphs/$target".symbols.json "$graphs/$target/" 2>/dev/null || true
  cp "$graphs/$target"@*.symbols.json "$graphs/$target/" 2>/dev/null || true
  docc convert "Sources/$target/$target.docc" \
    --additional-symbol-graph-dir "$graphs/$target" \
    --fallback-display-name "$target" --fallback-bundle-identifier "kbc.$target" \
    --output-path ".build/docs/$target.doccarchive" --warnings-as-errors >/dev/null
  echo "Built .build/docs/$target.doccarchive"
done
