#!/usr/bin/env bash
# Startup time of `kbc validate Layouts` against an empty Swift program, both release builds.
#
#   Benchmarks/scripts/startup.sh            # from anywhere
#
# Builds kbc with `swift build -c release --scratch-path .build-bench` at the repository root, compiles an
# empty `main.swift` with `swiftc -O` into a temporary folder, prints which Swift and Foundation libraries
# kbc links (ldd), then runs hyperfine. Skips the timing, with a message, when hyperfine is missing.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
scratch="$root/.build-bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== building kbc (release, $scratch)"
swift build -c release --scratch-path "$scratch" --product kbc --package-path "$root" 2>&1 | tail -1
kbc="$scratch/release/kbc"

echo "== building an empty Swift program (swiftc -O)"
: > "$work/main.swift"
swiftc -O "$work/main.swift" -o "$work/empty"
mkdir -p "$work/print"
printf 'print("")\n' > "$work/print/main.swift"
swiftc -O "$work/print/main.swift" -o "$work/print-empty"

echo "== shared libraries of kbc (Swift runtime and Foundation)"
ldd "$kbc" | grep -Ei 'swift|foundation|icu|xml|curl|yaml|dispatch' || true
echo "   ($(ldd "$kbc" | wc -l) libraries in total; the empty program: $(ldd "$work/empty" | wc -l))"
echo "== sizes"
ls -l "$kbc" "$work/empty" | awk '{print "   " $5 "\t" $9}'

echo "== kbc validate Layouts (sanity run)"
(cd "$root" && "$kbc" validate Layouts) || echo "   (kbc validate exited with status $?)"

if ! command -v hyperfine >/dev/null 2>&1; then
    echo "hyperfine is not installed (apt-get install -y hyperfine); skipping the timing."
    exit 0
fi

echo "== hyperfine"
cd "$root"
hyperfine -N --warmup 5 --min-runs 50 \
    --command-name 'empty Swift program' "$work/empty" \
    --command-name 'print("")' "$work/print-empty" \
    --command-name 'kbc --version' "$kbc --version" \
    --command-name 'kbc validate Layouts' "$kbc validate Layouts"
