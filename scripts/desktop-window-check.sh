#!/usr/bin/env bash
# Issue 29's desktop behaviours with real input under Xvfb (xdotool), on the Gallery's
# "Menus and tooltips" page (page 20):
#  1. a right-click on a file row opens its context menu, and Escape closes it (the window's
#     pixels there change, then come back exactly);
#  2. resting the pointer on the Bold button shows its tooltip after the delay, and moving
#     away hides it;
#  3. the pointer over the note is the I-beam and over the page's background the arrow, as
#     the X server shows them (XFixes cursor images);
#  4. text typed into the note is copied with Ctrl+A, Ctrl+C and read by a program that is not
#     Quill (xclip); Ctrl+Z undoes the typing, which the clipboard then shows.
# Usage: scripts/desktop-window-check.sh path/to/gallery
set -euo pipefail
gallery=$1
title="Quill Gallery"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
check=desktop-window-check
. "$(dirname "$0")/lib/window-check-common.sh"

xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
  set -e
  gallery="$1" name="$2" work="$3"
  "$gallery" --page 20 & pid=$!
  window_name="$name"; eval "$wait_for_window"
  sleep 1.5
  wid=$(xdotool search --name "^$name\$" | head -1)
  shot() { xwd -silent -name "$name" > "$work/$1.xwd"; }
  cursor() { /usr/bin/python3 -c "
from Xlib import display
from Xlib.ext import xfixes
d = display.Display()
d.xfixes_query_version()
image = d.xfixes_get_cursor_image(d.screen().root)
print(image.width, image.height, image.xhot, image.yhot, hash(tuple(image.cursor_image)))
" > "$work/cursor-$1.txt"; }

  xdotool mousemove --window "$wid" 1100 740; sleep 0.3
  shot before-menu
  xdotool mousemove --window "$wid" 600 262 click 3; sleep 0.5   # the third file row
  shot menu
  xdotool key Escape; sleep 0.5
  shot after-menu

  xdotool mousemove --window "$wid" 1100 740; sleep 0.7
  shot before-tip
  xdotool mousemove --window "$wid" 328 132; sleep 1.2           # the Bold button
  shot tip
  xdotool mousemove --window "$wid" 1100 740; sleep 0.5
  shot after-tip

  xdotool mousemove --window "$wid" 400 400; sleep 0.4; cursor note
  xdotool mousemove --window "$wid" 1100 740; sleep 0.4; cursor background

  xdotool mousemove --window "$wid" 400 680 click 1; sleep 0.3   # below the note'"'"'s text: its end
  xdotool type --delay 30 " typed"; sleep 0.3
  xdotool key ctrl+a ctrl+c; sleep 0.5
  xclip -selection clipboard -o > "$work/typed.txt" 2>"$work/xclip.err" || true
  xdotool key ctrl+z; sleep 0.3
  xdotool key ctrl+a ctrl+c; sleep 0.5
  xclip -selection clipboard -o > "$work/undone.txt" 2>>"$work/xclip.err" || true

  eval "$quit_and_wait"
' _ "$gallery" "$title" "$work"
check_window_came
for name in before-menu menu after-menu before-tip tip after-tip; do convert "$work/$name.xwd" "$work/$name.png"; done
region() { convert "$work/$1.png" -crop "$2" +repage "$work/$1-region.png"; echo "$work/$1-region.png"; }

menu_area=260x220+600+262
d=$(differing "$(region before-menu $menu_area)" "$(region menu $menu_area)")
[ "$d" != "0" ] || fail "a right-click on a file row showed no menu"
d=$(differing "$(region before-menu $menu_area)" "$(region after-menu $menu_area)")
[ "$d" = "0" ] || fail "Escape left $d pixels of the context menu"
echo "desktop-window-check: a right-click opened the row's context menu and Escape closed it"

tip_area=300x40+300+148
d=$(differing "$(region before-tip $tip_area)" "$(region tip $tip_area)")
[ "$d" != "0" ] || fail "resting on the Bold button showed no tooltip"
d=$(differing "$(region before-tip $tip_area)" "$(region after-tip $tip_area)")
[ "$d" = "0" ] || fail "the tooltip stayed after the pointer left ($d pixels)"
echo "desktop-window-check: the Bold button's tooltip showed after the delay and hid when the pointer left"

read -r w h xhot yhot _ < "$work/cursor-background.txt"
[ -s "$work/cursor-note.txt" ] || fail "the X server's cursor could not be read"
if cmp -s "$work/cursor-note.txt" "$work/cursor-background.txt"; then fail "the pointer over the note is the same as over the background ($(cat "$work/cursor-note.txt"))"; fi
echo "desktop-window-check: the pointer over the note is the I-beam ($(cut -d" " -f1-4 "$work/cursor-note.txt")), elsewhere the arrow ($w $h $xhot $yhot)"

grep -q "typed$" "$work/typed.txt" || fail "xclip did not read the note's typed text from Quill's clipboard: $(head -c 200 "$work/typed.txt") $(cat "$work/xclip.err")"
if grep -q "typed" "$work/undone.txt"; then fail "Ctrl+Z did not undo the typing: $(tail -c 100 "$work/undone.txt")"; fi
[ -s "$work/undone.txt" ] || fail "nothing was copied after Ctrl+Z"
echo "desktop-window-check: typed text reached xclip through the clipboard, and Ctrl+Z undid the typing"
