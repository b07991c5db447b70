#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and LeakSanitizer (or ThreadSanitizer), in a build folder of
# its own. LeakSanitizer's suppressions come from lsan-suppressions.txt beside this script, through
# LSAN_OPTIONS, so the shipping kbc carries none. Child processes (the end-to-end tests run kbc) inherit them.
#
#   Tests/Sanitizers/run.sh                       # address + leak, whole suite
#   Tests/Sanitizers/run.sh address --filter MemoryResidue
#   Tests/Sanitizers/run.sh thread
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
sanitizer="${1:-address}"
[ $# -gt 0 ] && shift
case "$sanitizer" in
    address)
        export LSAN_OPTIONS="suppressions=$root/Tests/Sanitizers/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
        export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" ;;
    thread) ;;
    *) echo "usage: $0 [address|thread] [swift test options]" >&2; exit 2 ;;
esac
exec swift test --package-path "$root" --sanitize="$sanitizer" --scratch-path "$root/.build-${sanitizer:0:1}san" "$@"
