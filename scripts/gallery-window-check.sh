#!/usr/bin/env bash
# The gallery in a real X window under Xvfb, as `make run` opens it on a desktop:
#  1. its first frame equals the headless render of its first page, pixel for pixel;
#  2. a real click on the second sidebar row shows the second page, equal to its headless render;
#  3. Ctrl+Q (a real key press) quits it.
# Usage: scripts/gallery-window-check.sh path/to/gallery
set -euo pipefail
gallery=$1
title="Quill Gallery"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
check=gallery-window-check
. "$(dirname "$0")/lib/window-check-common.sh"

"$gallery" --headless --out "$work/headless" >/dev/null

xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
  set -e
  "$1" & pid=$!
  window_name="$2" work="$3"; eval "$wait_for_window"
  sleep 1.5   # let the first frame be presented
  xwd -silent -name "$2" > "$3/first.xwd"
  wid=$(xdotool search --name "^$2\$" | head -1)
  xdotool mousemove --window "$wid" 100 151 click 1   # the second row of the sidebar, under the menu bar
  sleep 1
  xwd -silent -name "$2" > "$3/second.xwd"
  work="$3"
  eval "$quit_and_wait"
' _ "$gallery" "$title" "$work"
check_window_came

convert "$work/first.xwd" "$work/window-first.png"
convert "$work/second.xwd" "$work/window-second.png"
first=$(ls "$work/headless" | sort | sed -n 1p)
second=$(ls "$work/headless" | sort | sed -n 2p)
d=$(differing "$work/headless/$first" "$work/window-first.png")
[ "$d" = "0" ] || { cp "$work/headless/$first" "$work/headless-first.png"; fail "$d pixels differ between the gallery window and the headless render of $first"; }
echo "gallery-window-check: the gallery window's first frame equals $first pixel for pixel"
d=$(differing "$work/headless/$second" "$work/window-second.png")
[ "$d" = "0" ] || { cp "$work/headless/$second" "$work/headless-second.png"; fail "after a real click on the sidebar, $d pixels differ from $second"; }
echo "gallery-window-check: a real click on the sidebar shows $second, pixel for pixel"
[ -e "$work/quit" ] || fail "Ctrl+Q did not quit the gallery"
echo "gallery-window-check: Ctrl+Q quit the gallery"
