#!/usr/bin/env bash
# Installs the Debian packages Quill builds against, when they are missing.
# Usage: scripts/install-deps.sh [extra-package ...]
set -euo pipefail

packages=(pkg-config libsdl2-dev libx11-dev libxext-dev libfreetype-dev libharfbuzz-dev libpng-dev libjpeg-dev libfontconfig-dev libfribidi-dev libicu-dev libsystemd-dev libxml2-dev libyaml-dev "$@")
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Quill needs these Debian packages: ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO=sudo
  else
    echo "Not root: install them with" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
else
  SUDO=
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
