#!/usr/bin/env bash
# Live resizing of a real window laid out by Auto Layout, for the Tables example:
#  1. opens it in a real X window under Xvfb (SDL's X11 driver);
#  2. resizes the window several times in a row with xdotool (real ConfigureNotify events
#     through SDL), as a user dragging its corner would;
#  3. requires the window, once it has settled, to equal the headless render at the final
#     size pixel for pixel: every frame was laid out again and nothing stale is left on screen.
# Usage: scripts/resize-window-check.sh path/to/tables
set -euo pipefail
example=$1
title=Tables
final=1180x700
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
check=resize-window-check
. "$(dirname "$0")/lib/window-check-common.sh"

"$example" --headless --size "$final" --out "$work/headless.png" >/dev/null

xvfb-run -a -s "-screen 0 1600x1000x24" bash -c '
  set -e
  "$1" & pid=$!
  window_name="$2" work="$4"; eval "$wait_for_window"
  sleep 1   # let the first frame be presented
  wid=$(xdotool search --name "^$2\$" | head -1)
  for size in "1000 640" "1050 660" "1120 680" "1160 690" "${3/x/ }"; do
    xdotool windowsize "$wid" $size
    sleep 0.15
  done
  sleep 1
  xwd -silent -name "$2" > "$4/resized.xwd"
  kill $pid; wait $pid 2>/dev/null || true
' _ "$example" "$title" "$final" "$work"
check_window_came

fail() {
  mkdir -p out
  cp "$work"/*.png out/ 2>/dev/null || true
  echo "resize-window-check: FAILED: $1 (images copied to out/)" >&2
  exit 1
}

convert "$work/resized.xwd" "$work/resized.png"
size_window=$(identify -format '%wx%h' "$work/resized.png")
[ "$size_window" = "$final" ] || fail "the resized window is $size_window, not $final"
differing=$(compare -metric AE "$work/headless.png" "$work/resized.png" "$work/diff.png" 2>&1 >/dev/null || true)
[ "$differing" = "0" ] || fail "$differing pixels differ between the resized X window and the headless render at $final"
echo "resize-window-check: after five live resizes the X window ($size_window) equals the headless render at that size pixel for pixel"
