#!/usr/bin/env bash
# Checks the AT-SPI2 bridge for real: a private session bus (dbus-run-session) starts
# at-spi2-core's accessibility bus and registry on demand, the Gallery runs in an Xvfb window,
# and a pyatspi client (Tests/AccessibilityBus/gallery_atspi_check.py) reads its tree, clicks a
# button, toggles a switch, sets a slider, edits a field and follows focus.
#   scripts/accessibility-bus-check.sh [PATH/TO/gallery]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
gallery=${1:-$root/.build/debug/gallery}
[ -x "$gallery" ] || { echo "accessibility-bus-check: $gallery is not built (swift build --product gallery)" >&2; exit 1; }
# Debian's pyatspi is for Debian's Python: never a pyenv or virtualenv one.
python=/usr/bin/python3
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! timeout 180 dbus-run-session -- xvfb-run -a -s "-screen 0 1400x900x24" \
    "$python" "$root/Tests/AccessibilityBus/gallery_atspi_check.py" "$gallery" > "$log" 2>&1; then
  cat "$log" >&2
  echo "accessibility-bus-check: FAILED (output above)" >&2
  exit 1
fi
grep -E '^  ok |^  measured|checks passed' "$log"
