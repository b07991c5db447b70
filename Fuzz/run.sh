#!/usr/bin/env bash
# Builds kbc's fuzz target (Fuzz/Sources/KbcFuzz: load → decode → validate → Swift emission → SVG, text
# and HTML rendering) with libFuzzer and AddressSanitizer, then fuzzes it.
#
#   Fuzz/run.sh [SECONDS]            # default 60; CI runs exactly this
#   Fuzz/run.sh 14400                # four hours
#   JOBS=2 Fuzz/run.sh 3600          # two fuzzing processes in parallel
#   FUZZ_FLAGS='-runs=0' Fuzz/run.sh # extra libFuzzer flags, for example to only replay the corpus
#   Fuzz/run.sh 0 crash-1234…        # replay one input (a crash artifact) and exit
#
# The committed seed corpus (Fuzz/Corpus) is copied to a temporary folder first, so a run never grows it;
# set KEEP_CORPUS=DIR to fuzz in DIR instead and keep what it finds (for example across long runs).
# RSS_LIMIT_MB (default 2048) bounds memory: AddressSanitizer's allocator keeps its high-water mark, which
# grows over hours of varied inputs (a fixed input re-run 20,000 times stays at about 400 MB).
# Crashing inputs are written to .build-fuzz/artifacts/. Build products stay in .build-fuzz/.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scratch="$root/.build-fuzz"
seconds="${1:-60}"

binary="$scratch/kbc-fuzz"
# A binary left by an earlier run must never be fuzzed in place of this build's: remove it first, so that
# any failure below leaves no binary at all.
rm -f "$binary"

echo "== building the fuzz target (release, -sanitize=fuzzer,address, $scratch)"
# pipefail makes a failed build fail the script; its log is shown whole only then.
build_log="$(mktemp)"
if ! swift build -c release --package-path "$root" --scratch-path "$scratch" --target KbcFuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -g >"$build_log" 2>&1; then
    cat "$build_log" >&2; rm -f "$build_log"
    echo "error: building the fuzz target failed" >&2; exit 2
fi
tail -1 "$build_log"; rm -f "$build_log"

# SwiftPM's link of an executable expects a `main`, which libFuzzer provides: link the objects directly.
objects=()
for module in KbcFuzz KbcPlatform KeyboardCompiler KeyboardPreview KeyboardPlayground PlaygroundWebAssembly TextClassification KeyboardRuntime YAMLLoader; do
    while IFS= read -r -d '' object; do objects+=("$object"); done \
        < <(find "$scratch/release/$module.build" -name '*.o' -print0)
done
[ ${#objects[@]} -gt 0 ] || { echo "error: no object files of the fuzz target in $scratch/release" >&2; exit 2; }
# The linker's exit status decides, not grep's: the filter only hides a known, harmless warning
# (ASan's local symbols), and a failed link fails the script.
link_log="$(mktemp)"
link_status=0
# shellcheck disable=SC2046
swiftc -sanitize=fuzzer,address -g "${objects[@]}" $(pkg-config --libs yaml-0.1) -o "$binary" >"$link_log" 2>&1 \
    || link_status=$?
grep -v "Cannot export local symbol '__asan" "$link_log" || true
rm -f "$link_log"
if [ "$link_status" -ne 0 ] || [ ! -x "$binary" ]; then
    echo "error: linking $binary failed (status $link_status)" >&2; exit 2
fi

mkdir -p "$scratch/artifacts"
flags=(-dict="$root/Fuzz/yaml.dict" -timeout=10 -rss_limit_mb="${RSS_LIMIT_MB:-2048}" -max_len=16384 -print_final_stats=1
       -artifact_prefix="$scratch/artifacts/")
# LeakSanitizer: swift-argument-parser is not linked here, so no suppression is needed; report every leak.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
# Swift's own crash backtracer would run inside AddressSanitizer's signal handling; let libFuzzer report.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"

if [ $# -ge 2 ]; then
    shift
    exec "$binary" "${flags[@]}" ${FUZZ_FLAGS:-} "$@"
fi

if [ -n "${KEEP_CORPUS:-}" ]; then
    corpus="$KEEP_CORPUS"
    mkdir -p "$corpus"
    cp -n "$root/Fuzz/Corpus/"* "$corpus/" 2>/dev/null || true
else
    corpus="$(mktemp -d)"
    trap 'rm -rf "$corpus"' EXIT
    cp "$root/Fuzz/Corpus/"* "$corpus/"
fi

echo "== fuzzing for $seconds s over $(ls "$corpus" | wc -l) seeds"
jobs="${JOBS:-1}"
if [ "$jobs" -gt 1 ]; then
    "$binary" "${flags[@]}" -max_total_time="$seconds" -jobs="$jobs" -workers="$jobs" ${FUZZ_FLAGS:-} "$corpus"
else
    "$binary" "${flags[@]}" -max_total_time="$seconds" ${FUZZ_FLAGS:-} "$corpus"
fi
