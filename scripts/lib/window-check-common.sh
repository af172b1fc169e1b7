# Shared by the Xvfb window checks (sourced, not run): set `check` (the script's name) and
# `work` (its scratch folder) first.

# Fails the check, copying its screenshots and notes to out/ for a look.
fail() {
  mkdir -p out
  cp "$work"/*.png "$work"/*.txt out/ 2>/dev/null || true
  echo "$check: FAILED: $1 (images copied to out/)" >&2
  exit 1
}

# How many pixels of two images differ (ImageMagick's absolute error count).
differing() { compare -metric AE "$1" "$2" "$work/diff-$(basename "$2")" 2>&1 >/dev/null || true; }

# The lines the Xvfb scripts run inside their session to quit the app with Ctrl+Q and wait for
# it: `eval "$quit_and_wait"` with `pid` set; writes "$work/quit" when it quit by itself.
quit_and_wait='
  xdotool key ctrl+q
  for i in $(seq 1 30); do
    if ! kill -0 $pid 2>/dev/null; then echo quit > "$work/quit"; break; fi
    sleep 0.1
  done
  kill $pid 2>/dev/null || true
  wait $pid 2>/dev/null || true
'
export quit_and_wait

# The lines the Xvfb scripts run inside their session to wait for the app's window: `eval
# "$wait_for_window"` with `pid`, `work` and `window_name` set. Waits up to 60 s (a debug build
# starting on a loaded machine can take more than the 10 s once allowed); when no window comes,
# writes why to "$work/no-window" (the app exited, with its status, or is still running without
# one) and ends the session, for `check_window_came` to report.
wait_for_window='
  for i in $(seq 1 600); do
    if xwininfo -name "$window_name" >/dev/null 2>&1; then break; fi
    if ! kill -0 $pid 2>/dev/null; then
      status=0; wait $pid || status=$?
      echo "the app exited (status $status) before its window \"$window_name\" appeared" > "$work/no-window"
      exit 0
    fi
    sleep 0.1
  done
  if ! xwininfo -name "$window_name" >/dev/null 2>&1; then
    echo "no window named \"$window_name\" appeared in 60 s; the app was still running" > "$work/no-window"
    kill $pid 2>/dev/null || true
    exit 0
  fi
'
export wait_for_window

# After a session: fails the check with what `wait_for_window` found, if it found no window.
check_window_came() {
  if [ -f "$work/no-window" ]; then fail "$(cat "$work/no-window")"; fi
}
