#!/usr/bin/env bash
# Issue 29's drags between two windows of one application, with real input under Xvfb: the
# Gallery's Windows page (page 23) opens its Inspector window; a note pressed in the gallery's
# window and dragged over the Inspector (X11 delivers the moves to the window the press began
# in, or SDL to the one with its mouse focus: both must reach the drag) shows its picture, with
# the copy badge, inside the Inspector, and dropping it there changes the Inspector's text.
# Usage: scripts/window-drag-check.sh path/to/gallery
set -euo pipefail
gallery=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
check=window-drag-check
. "$(dirname "$0")/lib/window-check-common.sh"

xvfb-run -a -s "-screen 0 2560x1200x24" bash -c '
  set -e
  gallery="$1" work="$2"
  QUILL_ACCESSIBILITY=0 XDG_CONFIG_HOME="$work/config" "$gallery" --page 23 & pid=$!
  for i in $(seq 1 100); do xwininfo -name "Quill Gallery" >/dev/null 2>&1 && break; sleep 0.1; done
  sleep 1.5
  wid=$(xdotool search --name "^Quill Gallery\$" | head -1)
  xdotool mousemove --window "$wid" 361 135 click 1      # Open Inspector
  for i in $(seq 1 50); do xwininfo -name "Inspector" >/dev/null 2>&1 && break; sleep 0.1; done
  sleep 1
  iw=$(xdotool search --name "^Inspector\$" | head -1)
  xwd -silent -id "$iw" > "$work/before.xwd"
  xdotool mousemove --window "$wid" 360 228 mousedown 1   # the note
  sleep 0.2
  eval "$(xdotool getwindowgeometry --shell "$iw")"
  for step in 1 2 3 4 5 6 7 8; do
    xdotool mousemove $((X + 180 * step / 8)) $((Y + 120 * step / 8)); sleep 0.05
  done
  sleep 0.4
  xwd -silent -id "$iw" > "$work/during.xwd"
  xdotool mouseup 1
  sleep 0.8
  xwd -silent -id "$iw" > "$work/after.xwd"
  pid=$pid; eval "$quit_and_wait"
' _ "$gallery" "$work"

for shot in before during after; do convert "xwd:$work/$shot.xwd" "$work/$shot.png"; done
[ "$(differing "$work/before.png" "$work/during.png")" != "0" ] || fail "the dragged note's picture did not show over the Inspector window"
[ "$(differing "$work/before.png" "$work/after.png")" != "0" ] || fail "the Inspector's text did not change: the drop did not land there"
[ "$(differing "$work/during.png" "$work/after.png")" != "0" ] || fail "the picture stayed after the drop"
echo "$check: a note dragged from the gallery's window showed over the Inspector window and dropped there"
