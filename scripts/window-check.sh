#!/usr/bin/env bash
# Opens an example in a real X window under Xvfb, takes a screenshot of that window from the
# X server, and compares it pixel for pixel with the example's headless render.
# Usage: scripts/window-check.sh path/to/example [window-title]
set -euo pipefail
example=$1
title=${2:-Hello}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$example" --headless --out "$work/headless.png" >/dev/null

xvfb-run -a -s "-screen 0 1024x768x24" bash -c '
  set -e
  "$1" & pid=$!
  for i in $(seq 1 100); do
    if xwininfo -name "$2" >/dev/null 2>&1; then break; fi
    sleep 0.1
  done
  sleep 1   # let the first frame be presented
  xwd -silent -name "$2" > "$3/window.xwd"
  kill $pid; wait $pid 2>/dev/null || true
' _ "$example" "$title" "$work"

convert "$work/window.xwd" "$work/window.png"
differing=$(compare -metric AE "$work/headless.png" "$work/window.png" "$work/diff.png" 2>&1 >/dev/null || true)
size_headless=$(identify -format '%wx%h' "$work/headless.png")
size_window=$(identify -format '%wx%h' "$work/window.png")
if [ "$size_headless" != "$size_window" ]; then
  echo "window-check: FAILED: the window is $size_window but the headless render is $size_headless" >&2
  exit 1
fi
if [ "$differing" != "0" ]; then
  mkdir -p out && cp "$work/window.png" out/window-check-window.png && cp "$work/headless.png" out/window-check-headless.png && cp "$work/diff.png" out/window-check-diff.png
  echo "window-check: FAILED: $differing pixels differ between the X window and the headless render (see out/window-check-*.png)" >&2
  exit 1
fi
echo "window-check: the X window screenshot ($size_window) equals the headless render pixel for pixel"
