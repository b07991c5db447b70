# The one way kbc's iOS type-checks check a module, sourced by Tests/iOS/typecheck.sh (kbc's own modules) and
# Distribution/typecheck-ios.sh (an app's). The caller sets: swiftc_ios (the iOS swiftc wrapper), out (a folder
# whose modules/ receives each module for its importers), shims (a Swift file added to every module) and,
# optionally, the array emit_flags (flags for the next emit only).
emit_flags=()

# check NAME SWIFT_VERSION FILES…: type-check every body, then emit the module for its importers. Emitting
# crashes this toolchain on typed throws unless bodies are skipped, hence
# -experimental-skip-non-inlinable-function-bodies for the emit only.
check() {
  local name="$1" version="$2"
  shift 2
  echo "== $name (Swift $version mode, $# files)"
  "$swiftc_ios" -typecheck -swift-version "$version" -parse-as-library -module-name "$name" \
    -I "$out/modules" "$@" "$shims"
  "$swiftc_ios" -emit-module -wmo -Xfrontend -experimental-skip-non-inlinable-function-bodies \
    -swift-version "$version" -parse-as-library -module-name "$name" -I "$out/modules" \
    -emit-module-path "$out/modules/$name.swiftmodule" ${emit_flags[@]+"${emit_flags[@]}"} "$@" "$shims"
  emit_flags=()
}
