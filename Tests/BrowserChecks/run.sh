#!/usr/bin/env bash
# Opens kbc's rendered SVGs and HTML gallery in headless Chromium and checks their pixels, in the default
# theme and in the bank example's theme, light and dark.
# Usage: bash Tests/BrowserChecks/run.sh PATH-TO-KBC [--update-references]
# --update-references rewrites the pictures the checks compare with, which the README shows
# (Tests/BrowserChecks/References: the standard keyboards, and bank-letters.png, the branded one).
# Installs Chromium (Debian package 'chromium') and the CJK font the full-width pages need when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ $# -lt 1 ]; then
  echo "usage: bash Tests/BrowserChecks/run.sh PATH-TO-KBC [--update-references]" >&2
  exit 2
fi

packages=()
if ! command -v chromium >/dev/null 2>&1; then packages+=(chromium); fi
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list ':lang=zh-cn' family 2>/dev/null)" ]; then packages+=(fonts-noto-cjk); fi
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list 'Liberation Sans' family 2>/dev/null)" ]; then packages+=(fonts-liberation); fi
if [ ${#packages[@]} -gt 0 ]; then
  echo "Installing ${packages[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi

python3 Tests/BrowserChecks/check_render.py "$@"
python3 Tests/BrowserChecks/check_flick_render.py "$1"
python3 Tests/BrowserChecks/check_theme_render.py "$@"
