#!/usr/bin/env bash
# Scrolling a real window, for the Gallery: what the X server shows must be the frame
# Quill drew, pixel for pixel, after a session of real wheel input. Quill moves scrolled pixels
# on the X server and sends only what it redrew, so a move made in the wrong order, at the
# wrong offset or from a stale screen would leave wrong pixels here (a move one row off was
# seen to leave 55,353 of them).
#  1. opens the Gallery in a real X window under Xvfb (SDL's X11 driver, Quill's X11 presenter);
#  2. scrolls its sidebar and its first page with xdotool's wheel clicks (down, up, down
#     again, in bursts);
#  3. reads the window back from the X server (xwd) and quits with Ctrl+Q, the example writing
#     its last frame (QUILL_SAVE_LAST_FRAME);
#  4. requires the two to be equal, and the scrolled frame to differ from the first one;
#  5. does it again with xlogo's window over the lower part of the page (what the server
#     cannot move comes back as GraphicsExpose and must be sent again).
# Usage: scripts/scroll-window-check.sh path/to/gallery
set -euo pipefail
example=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
check=scroll-window-check
. "$(dirname "$0")/lib/window-check-common.sh"

QUILL_SAVE_LAST_FRAME="$work/last-frame.png" xvfb-run -a -s "-screen 0 1600x1000x24" bash -c '
  set -e
  example="$1" work="$2"
  QUILL_ACCESSIBILITY=0 XDG_CONFIG_HOME="$work/config" "$example" & pid=$!
  window_name="Quill Gallery"; eval "$wait_for_window"
  sleep 1   # let the first frame be presented
  xwd -silent -name "Quill Gallery" > "$work/first.xwd"
  wid=$(xdotool search --name "^Quill Gallery\$" | head -1)
  for place in "100 400" "700 450"; do
    xdotool mousemove --window "$wid" $place
    for burst in "5 12" "4 5" "5 20" "4 3" "5 7"; do
      set -- $burst
      xdotool click --repeat "$2" --delay 16 "$1"
      sleep 0.2
    done
  done
  sleep 1
  xwd -silent -name "Quill Gallery" > "$work/scrolled.xwd"
  eval "$quit_and_wait"
' _ "$example" "$work"
check_window_came

[ -f "$work/quit" ] || fail "the Gallery did not quit on Ctrl+Q"
[ -f "$work/last-frame.png" ] || fail "the Gallery wrote no last frame at quit (QUILL_SAVE_LAST_FRAME)"
convert "$work/first.xwd" "$work/first.png"
convert "$work/scrolled.xwd" "$work/scrolled.png"
size_window=$(identify -format '%wx%h' "$work/scrolled.png")
size_frame=$(identify -format '%wx%h' "$work/last-frame.png")
[ "$size_window" = "$size_frame" ] || fail "the window is $size_window but its last frame is $size_frame"
moved=$(differing "$work/first.png" "$work/scrolled.png")
[ "$moved" != "0" ] || fail "the wheel did not scroll the window (it shows its first frame)"
wrong=$(differing "$work/last-frame.png" "$work/scrolled.png")
[ "$wrong" = "0" ] || fail "$wrong pixels differ between the X window and the frame Quill drew"
echo "$check: after 94 wheel clicks the X window ($size_window) equals Quill's last frame pixel for pixel ($moved pixels changed since the first frame)"

# Again with another window (xlogo) over the lower part of the page while it scrolls down: the
# server cannot copy the covered pixels up into view, says so (GraphicsExpose), and Quill sends
# them again; outside the covering window the screen must be the frame Quill drew.
rm -f "$work/quit" "$work/last-frame.png"
QUILL_SAVE_LAST_FRAME="$work/last-frame.png" xvfb-run -a -s "-screen 0 1600x1000x24" bash -c '
  set -e
  example="$1" work="$2"
  QUILL_ACCESSIBILITY=0 XDG_CONFIG_HOME="$work/config" "$example" & pid=$!
  window_name="Quill Gallery"; eval "$wait_for_window"
  sleep 1
  wid=$(xdotool search --name "^Quill Gallery\$" | head -1)
  eval "$(xdotool getwindowgeometry --shell "$wid")"
  echo "$X $Y" > "$work/origin"
  xlogo -geometry 500x150+$((X + 400))+$((Y + 560)) & cover=$!
  for i in $(seq 1 50); do xwininfo -name xlogo >/dev/null 2>&1 && break; sleep 0.1; done
  sleep 0.5
  xdotool mousemove --window "$wid" 700 300
  for burst in 12 8 20; do
    xdotool click --repeat "$burst" --delay 16 5
    sleep 0.3
  done
  sleep 1
  xwd -silent -name "Quill Gallery" > "$work/covered.xwd"
  eval "$quit_and_wait"
  kill $cover 2>/dev/null || true
' _ "$example" "$work"
check_window_came
[ -f "$work/last-frame.png" ] || fail "the Gallery wrote no last frame at quit in the covered session"
convert "$work/covered.xwd" "$work/covered.png"
# The covering window with its 1-pixel border, in the Gallery window's coordinates.
cover="rectangle 400,560 901,711"
convert "$work/covered.png" -fill black -draw "$cover" "$work/covered-outside.png"
convert "$work/last-frame.png" -fill black -draw "$cover" "$work/frame-outside.png"
wrong=$(differing "$work/frame-outside.png" "$work/covered-outside.png")
[ "$wrong" = "0" ] || fail "with a window over the page, $wrong pixels outside it differ from the frame Quill drew"
echo "$check: scrolled under another window, the X window equals Quill's last frame outside it (what the server could not move was sent again)"
