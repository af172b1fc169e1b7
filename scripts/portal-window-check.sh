#!/usr/bin/env bash
# Issue 29's file chooser portal for real: the Gallery under Xvfb on a private session bus
# (dbus-run-session) where a stand-in portal (scripts/lib/fake-file-chooser-portal.py) owns
# org.freedesktop.portal.Desktop. A real click on "Open Images…" (page 22) must reach the
# portal as OpenFile with the window's own X11 id as its parent, the picker's title, filters,
# folder and multiple selection; the portal's answer must close the sheet and show the chosen
# files on the page.
# Usage: scripts/portal-window-check.sh path/to/gallery
set -euo pipefail
gallery=$1
title="Quill Gallery"
work=$(mktemp -d)
trap "rm -rf \"$work\"" EXIT
check=portal-window-check
. "$(dirname "$0")/lib/window-check-common.sh"
portal="$(cd "$(dirname "$0")" && pwd)/lib/fake-file-chooser-portal.py"

xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- bash -c '
  set -e
  gallery="$1" name="$2" work="$3" portal="$4"
  FAKE_PORTAL_DELAY_MS=1500 /usr/bin/python3 "$portal" "$work/portal.log" "file://$PWD/a.png" "file://$PWD/b%20c.jpg" & portal_pid=$!
  for i in $(seq 1 50); do grep -q ready "$work/portal.log" 2>/dev/null && break; sleep 0.1; done
  QUILL_ACCESSIBILITY=0 "$gallery" --page 22 & pid=$!
  window_name="$name"; eval "$wait_for_window"
  sleep 1.5
  wid=$(xdotool search --name "^$name\$" | head -1)
  printf "x11:%x\n" "$wid" > "$work/window-id.txt"
  shot() { xwd -silent -name "$name" > "$work/$1.xwd"; }
  shot before
  xdotool mousemove --window "$wid" 361 135 click 1   # Open Images…
  sleep 0.9
  shot waiting
  sleep 1.6
  shot after
  eval "$quit_and_wait"
  kill $portal_pid 2>/dev/null || true
' _ "$gallery" "$title" "$work" "$portal"
check_window_came

for shot in before waiting after; do convert "xwd:$work/$shot.xwd" "$work/$shot.png"; done
[ -f "$work/quit" ] || fail "the Gallery did not quit on Ctrl+Q"
call=$(grep '"member"' "$work/portal.log" | head -1 || true)
[ -n "$call" ] || fail "the portal heard no OpenFile call (log: $(cat "$work/portal.log"))"
expected_parent=$(cat "$work/window-id.txt")
/usr/bin/python3 - "$call" "$expected_parent" "$PWD" <<'PY' || fail "the portal's call was not what the picker asked"
import json, sys
call, parent, folder = json.loads(sys.argv[1]), sys.argv[2], sys.argv[3]
options = call["options"]
problems = []
if call["member"] != "OpenFile": problems.append("member %s" % call["member"])
if call["parent_window"] != parent: problems.append("parent %s, the window is %s" % (call["parent_window"], parent))
if call["title"] != "Open": problems.append("title %r" % call["title"])
if options.get("multiple") is not True: problems.append("multiple %r" % options.get("multiple"))
if options.get("current_folder") != folder: problems.append("folder %r" % options.get("current_folder"))
names = [entry[0] for entry in options.get("filters", [])]
if names != ["All supported files", "PNG image", "JPEG image"]: problems.append("filters %r" % names)
for problem in problems: print("portal-window-check: " + problem, file=sys.stderr)
sys.exit(1 if problems else 0)
PY

# The status line (page y 64..184, the window's 166..286 below the bar) shows the choice; the
# sheet (the middle of the page) was there while the portal's dialog showed, and is gone.
status_area=700x60+286+166
sheet_area=400x200+500+400
crop() { convert "$work/$1.png" -crop "$2" +repage "$work/$1-$3.png"; }
for shot in before waiting after; do crop $shot $status_area status; crop $shot $sheet_area sheet; done
[ "$(differing "$work/before-status.png" "$work/after-status.png")" != "0" ] || fail "the page does not show the chosen files"
[ "$(differing "$work/before-sheet.png" "$work/waiting-sheet.png")" != "0" ] || fail "no sheet showed while the portal's dialog was open"
[ "$(differing "$work/before-sheet.png" "$work/after-sheet.png")" = "0" ] || fail "the sheet did not close after the portal answered"
if [ -n "${QUILL_KEEP_SHOTS:-}" ]; then mkdir -p out && cp "$work"/*.png out/; fi
echo "$check: a real click reached the file chooser portal as OpenFile from window $expected_parent (title, filters, folder, multiple), and its answer closed the sheet and showed the files"
