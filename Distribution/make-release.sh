#!/usr/bin/env bash
# Makes a release of kbc: the repository's files at a commit, with the plugins' tool prebuilt as an
# artifact bundle (as SwiftLint and SwiftGen ship theirs), so an app that applies kbc's plugins no longer
# compiles the compiler on its first build.
#
#   Distribution/make-release.sh [--url URL] OUTPUT [COMMIT]     # COMMIT defaults to HEAD
#
# OUTPUT becomes a Swift package with everything a checkout has (the kbc command, the libraries, the
# plugins, the tests), where Package.swift's `prebuiltPluginTool` names
# Artifacts/kbc-plugin-tool.artifactbundle: `kbc-plugin-tool` built in release for this machine, with the
# Swift standard library linked in on Linux so that it runs with any toolchain. Apps depend on OUTPUT by
# path, or on the Git repository your team publishes it to, as they would on a checkout.
#
# Run it again with the same OUTPUT on another kind of machine (a Mac; Linux on arm64) to add that
# machine's build to the bundle: each run adds or replaces the variant for its own triple and keeps the
# others. The bundle's executable needs libyaml's shared library (libyaml-0-2 on Debian and Ubuntu, a
# dependency of libyaml-dev) where it runs, as a build from source does.
#
# It also zips the bundle (Artifacts/kbc-plugin-tool.artifactbundle.zip, byte-identical for identical
# executables) and prints its SHA-256, the checksum SwiftPM verifies, and the SHA-256 of each executable. With
# `--url https://…/kbc-plugin-tool.artifactbundle.zip` (where you will serve that zip) it prints the
# `.binaryTarget(name:url:checksum:)` line that fetches the bundle over HTTPS instead of committing it. Record
# these values where the release cannot change them (your app's repository, CI): README.md, "Verify the
# prebuilt tool", says how to check them.
set -euo pipefail

url=""
if [ "${1:-}" = --url ]; then
    url="${2:-}"
    shift 2 || true
    case "$url" in
        https://*.zip) ;;
        *) echo "make-release: --url must be an https:// URL of the .zip (SwiftPM fetches binary targets over HTTPS only)" >&2; exit 2 ;;
    esac
fi
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: Distribution/make-release.sh [--url https://…/kbc-plugin-tool.artifactbundle.zip] OUTPUT [COMMIT]" >&2
    exit 2
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
output="$1"
commit="${2:-HEAD}"
bundle_path="Artifacts/kbc-plugin-tool.artifactbundle"

mkdir -p "$output"
output="$(cd "$output" && pwd)"
case "$output/" in
    "$root"/*) echo "make-release: OUTPUT must be outside the repository ($root)" >&2; exit 2 ;;
esac

# The sources at COMMIT, not the work tree: a release is of a commit.
echo "== sources of $(git -C "$root" rev-parse --short "$commit") into $output"
git -C "$root" archive --format=tar "$commit" | tar -xf - -C "$output"
git -C "$root" rev-parse "$commit" > "$output/RELEASE_COMMIT"

# The tool, built in release from the same sources, in the release's own scratch folder.
triple="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"
static=()
[ "$(uname -s)" = Linux ] && static=(--static-swift-stdlib)
echo "== building kbc-plugin-tool (release, $triple)"
swift build -c release --product kbc-plugin-tool "${static[@]}" --package-path "$output" \
    --scratch-path "$output/.build-release-tool" 2>&1 | tail -1
built="$(swift build -c release --show-bin-path --package-path "$output" --scratch-path "$output/.build-release-tool")/kbc-plugin-tool"

variant="kbc-plugin-tool-$triple/bin/kbc-plugin-tool"
mkdir -p "$output/$bundle_path/$(dirname "$variant")"
cp "$built" "$output/$bundle_path/$variant"
# Without its debug information the executable is half the size (17 MB instead of 33 on Linux).
[ "$(uname -s)" = Linux ] && command -v strip >/dev/null && strip "$output/$bundle_path/$variant"
rm -rf "$output/.build-release-tool"
version="$("$output/$bundle_path/$variant" --version)"

# info.json: this triple's variant added to (or replacing) those already there.
python3 - "$output/$bundle_path/info.json" "$variant" "$triple" "$version" <<'PY'
import json, os, sys
path, variant, triple, version = sys.argv[1:]
info = {"schemaVersion": "1.0", "artifacts": {}}
if os.path.exists(path):
    info = json.load(open(path))
artifact = info["artifacts"].setdefault("kbc-plugin-tool", {"type": "executable", "variants": []})
artifact["version"] = version
artifact["variants"] = [v for v in artifact["variants"] if triple not in v["supportedTriples"]]
artifact["variants"].append({"path": variant, "supportedTriples": [triple]})
json.dump(info, open(path, "w"), indent=2)
open(path, "a").write("\n")
PY

# The release's manifest uses the bundle instead of building the tool.
manifest="$output/Package.swift"
grep -q '^let prebuiltPluginTool: String? = nil$' "$manifest" || {
    echo "make-release: Package.swift has no 'let prebuiltPluginTool: String? = nil' line to set" >&2; exit 1; }
sed -i.orig "s|^let prebuiltPluginTool: String? = nil\$|let prebuiltPluginTool: String? = \"$bundle_path\"|" "$manifest"
rm "$manifest.orig"

echo "Released kbc $version ($(cat "$output/RELEASE_COMMIT")) to $output with kbc-plugin-tool prebuilt for:"
python3 -c 'import json, sys; [print("  " + ", ".join(v["supportedTriples"])) for v in json.load(open(sys.argv[1]))["artifacts"]["kbc-plugin-tool"]["variants"]]' \
    "$output/$bundle_path/info.json"

# The bundle as a zip with fixed dates and modes, so the same executables give the same checksum; its SHA-256 is
# what `swift package compute-checksum` prints and what SwiftPM checks a downloaded binary target against.
python3 - "$output/Artifacts" "kbc-plugin-tool.artifactbundle" "$url" <<'PY'
import hashlib, os, sys, zipfile
artifacts, bundle, url = sys.argv[1:]
archive = os.path.join(artifacts, bundle + ".zip")
with zipfile.ZipFile(archive + ".partial", "w", zipfile.ZIP_DEFLATED) as zip_file:
    for folder, folders, files in sorted(os.walk(os.path.join(artifacts, bundle))):
        folders.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            entry = zipfile.ZipInfo(os.path.relpath(path, artifacts), date_time=(1980, 1, 1, 0, 0, 0))
            entry.external_attr = (0o100755 if os.access(path, os.X_OK) else 0o100644) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            with open(path, "rb") as source:
                zip_file.writestr(entry, source.read())
os.replace(archive + ".partial", archive)
def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as source:
        for chunk in iter(lambda: source.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()
checksum = sha256(archive)
print(f"Artifact bundle: {archive}")
print(f"  checksum (SHA-256, as swift package compute-checksum prints it): {checksum}")
for folder, _, files in sorted(os.walk(os.path.join(artifacts, bundle))):
    for name in sorted(files):
        if name == "kbc-plugin-tool":
            path = os.path.join(folder, name)
            print(f"  executable {os.path.relpath(path, artifacts)}: SHA-256 {sha256(path)}")
if url:
    print("To serve the bundle over HTTPS, upload the zip to that URL and declare the tool in the release's Package.swift as:")
    print(f'    .binaryTarget(name: "kbc-plugin-tool", url: "{url}", checksum: "{checksum}")')
else:
    print("Pass --url https://…/kbc-plugin-tool.artifactbundle.zip to print the .binaryTarget(url:checksum:) line for serving it over HTTPS.")
PY
