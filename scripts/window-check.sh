#!/usr/bin/env bash
# End-to-end check of a real window, for the Hello example:
#  1. opens it in a real X window under Xvfb (SDL's X11 driver, not the headless path);
#  2. takes a screenshot from the X server and requires it to equal the headless render;
#  3. measures the CPU the idle window uses over two seconds (it should sleep);
#  4. clicks "Say hello" with xdotool (real X events through SDL's event pump) and requires
#     the window to equal the test suite's reference render after one synthetic click.
# Usage: scripts/window-check.sh path/to/hello
set -euo pipefail
example=$1
title=Hello
after_click_reference=Tests/QuillTests/__Snapshots__/HelloTests/testClickingTheButtonChangesTheLabelOnScreen.after-one-click.png
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
check=window-check
. "$(dirname "$0")/lib/window-check-common.sh"

"$example" --headless --out "$work/headless.png" >/dev/null

xvfb-run -a -s "-screen 0 1024x768x24" bash -c '
  set -e
  "$1" & pid=$!
  window_name="$2" work="$3"; eval "$wait_for_window"
  sleep 1   # let the first frame be presented
  xwd -silent -name "$2" > "$3/window.xwd"
  # CPU time (user + system, in clock ticks) over two idle seconds.
  before=$(awk "{print \$14 + \$15}" /proc/$pid/stat)
  sleep 2
  after=$(awk "{print \$14 + \$15}" /proc/$pid/stat)
  echo $((after - before)) > "$3/idle-ticks"
  wid=$(xdotool search --name "^$2\$" | head -1)
  xdotool mousemove --window "$wid" 326 200 click 1
  sleep 0.5
  xwd -silent -name "$2" > "$3/clicked.xwd"
  kill $pid; wait $pid 2>/dev/null || true
' _ "$example" "$title" "$work"
check_window_came

fail() {
  mkdir -p out
  cp "$work"/*.png out/ 2>/dev/null || true
  echo "window-check: FAILED: $1 (images copied to out/)" >&2
  exit 1
}

same_pixels() {  # $1 $2: PNG files; prints the number of differing pixels
  compare -metric AE "$1" "$2" "$work/diff-$(basename "$2")" 2>&1 >/dev/null || true
}

convert "$work/window.xwd" "$work/window.png"
convert "$work/clicked.xwd" "$work/clicked.png"
size_headless=$(identify -format '%wx%h' "$work/headless.png")
size_window=$(identify -format '%wx%h' "$work/window.png")
[ "$size_headless" = "$size_window" ] || fail "the window is $size_window but the headless render is $size_headless"
differing=$(same_pixels "$work/headless.png" "$work/window.png")
[ "$differing" = "0" ] || fail "$differing pixels differ between the X window and the headless render"
echo "window-check: the X window screenshot ($size_window) equals the headless render pixel for pixel"

ticks=$(cat "$work/idle-ticks")
hz=$(getconf CLK_TCK)
[ "$ticks" -le 2 ] || fail "the idle window used $ticks CPU ticks (1/$hz s each) in 2 s; it should sleep"
echo "window-check: the idle window used $ticks CPU ticks (1/$hz s) in 2 seconds"

differing=$(same_pixels "$after_click_reference" "$work/clicked.png")
[ "$differing" = "0" ] || fail "after a real click, $differing pixels differ from the reference after a synthetic click"
echo "window-check: a real X click on 'Say hello' gives the same pixels as the synthetic click in the tests"
