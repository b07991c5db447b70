#!/usr/bin/env bash
# The live playground end to end: the committed WebAssembly module matches its sources
# (Playground/build.sh --check), then the page `kbc playground` writes is driven in headless Chromium.
# Usage: bash Tests/Playground/run.sh PATH-TO-KBC
# Installs Chromium and fonts (Debian packages) and Playwright (PyPI, driving the system Chromium; it
# never downloads a browser) when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ $# -lt 1 ]; then
  echo "usage: bash Tests/Playground/run.sh PATH-TO-KBC" >&2
  exit 2
fi

bash Playground/build.sh --check

packages=()
if ! command -v chromium >/dev/null 2>&1; then packages+=(chromium); fi
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list 'Liberation Sans' family 2>/dev/null)" ]; then packages+=(fonts-liberation); fi
if [ ${#packages[@]} -gt 0 ]; then
  echo "Installing ${packages[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi
if ! python3 -c 'import playwright' >/dev/null 2>&1; then
  echo "Installing playwright (PyPI)"
  python3 -m pip install --quiet playwright
fi

python3 Tests/Playground/check_playground.py "$1"
python3 Tests/Playground/check_flick_playground.py "$1"
python3 Tests/Playground/check_theme_playground.py "$1"
