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
