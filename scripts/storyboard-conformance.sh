#!/usr/bin/env bash
# Runs `quill lint`, `quill dump` and `quill convert` on every .storyboard of a folder, then for each scene
# `quill render --scene` (the scene as the running app makes it: navigation and tab bar
# controllers with their screens) and, for scenes with constraints, `quill layout --scene` at
# the stored size (solved frames against the ones Interface Builder stored) and at 0.75 and
# 1.5 times the width (every required constraint must hold). Dumps, renders and layouts are
# compared with committed references (RECORD=1 rewrites them).
#
#   scripts/storyboard-conformance.sh FOLDER EXPECTED [NAME]
#
# `make test` runs it on Quill's own storyboards (Tests/Fixtures/Storyboard against
# Tests/Conformance/Storyboards) and, where it exists, on the shared corpus of real storyboards
# (../shared/corpus/storyboard against Tests/Conformance/CorpusStoryboards).
set -uo pipefail
folder=${1:?usage: scripts/storyboard-conformance.sh FOLDER EXPECTED [NAME]}
expected=${2:?usage: scripts/storyboard-conformance.sh FOLDER EXPECTED [NAME]}
label=${3:-storyboard-conformance}
quill=${QUILL:-.build/debug/quill}
out=out/$label
record=${RECORD:-0}
[ -d "$folder" ] || { echo "$label: the storyboard folder '$folder' does not exist" >&2; exit 1; }
mkdir -p "$out" "$expected/dumps" "$expected/renders" "$expected/layout"
passed=0 failed=0 scenes=0 rendered=0 layout_matched=0 layout_compared=0
fail() { echo "$label: FAILED: $1" >&2; failed=$((failed + 1)); }
compare_file() { # reference actual what
  if [ "$record" = 1 ]; then cp "$2" "$1"; fi
  if ! diff -u "$1" "$2" > "$2.diff" 2>&1; then fail "$3 differs from $1:"; head -20 "$2.diff" >&2; return 1; fi
}

shopt -s nullglob
files=("$folder"/*.storyboard)
[ ${#files[@]} -gt 0 ] || { echo "$label: no .storyboard files in '$folder'" >&2; exit 1; }
for file in "${files[@]}"; do
  name=$(basename "$file" .storyboard)
  ok=1
  if ! "$quill" lint --quiet "$file" > "$out/$name.lint.txt" 2>&1; then
    fail "$name: quill lint reported errors:"; sed 's/^/    /' "$out/$name.lint.txt" >&2; ok=0
  fi
  if "$quill" dump "$file" 2> "$out/$name.dump.err" | sed "s|$folder/||" > "$out/$name.dump.txt"; then
    compare_file "$expected/dumps/$name.txt" "$out/$name.dump.txt" "$name: the dump" || ok=0
  else
    fail "$name: quill dump failed:"; cat "$out/$name.dump.err" >&2; ok=0; continue
  fi
  # quill convert writes a native storyboard and its templates that read back into the same
  # scenes: the dumps agree but for the first line and each scene's header.
  mkdir -p "$out/$name.converted"
  if "$quill" convert "$file" --out "$out/$name.converted/$name.quillstoryboard" --force > /dev/null 2> "$out/$name.convert.err"; then
    "$quill" dump --lenient "$out/$name.converted/$name.quillstoryboard" 2> /dev/null | tail -n +2 | grep -v ' top-level object(s)$' > "$out/$name.converted.dump.txt"
    tail -n +2 "$out/$name.dump.txt" | grep -v ' top-level object(s)$' > "$out/$name.dump.scenes.txt"
    if ! diff -u "$out/$name.dump.scenes.txt" "$out/$name.converted.dump.txt" > "$out/$name.convert.diff"; then
      fail "$name: the converted storyboard dumps differently (see $out/$name.converted):"; head -20 "$out/$name.convert.diff" >&2; ok=0
    fi
  else
    fail "$name: quill convert failed:"; cat "$out/$name.convert.err" >&2; ok=0
  fi
  for scene in $(grep '^scene ' "$out/$name.dump.txt" | grep -v ' reference to ' | awk '{print $2}' | tr -d ':'); do
    scenes=$((scenes + 1))
    png="$name.$scene.png"
    if "$quill" render --scene "$scene" "$file" --out "$out/$png" > /dev/null 2> "$out/$name.$scene.render.err"; then
      rendered=$((rendered + 1))
      if [ "$record" = 1 ]; then cp "$out/$png" "$expected/renders/$png"; fi
      differing=$(compare -metric AE "$expected/renders/$png" "$out/$png" "$out/$name.$scene.diff.png" 2>&1 >/dev/null || true)
      [ "$differing" = "0" ] || { fail "$name: scene $scene renders differently from $expected/renders/$png ($differing pixels; see $out/$png)"; ok=0; }
    else
      fail "$name: quill render --scene $scene failed:"; cat "$out/$name.$scene.render.err" >&2; ok=0
    fi
    # Layout: scenes whose view has constraints, at the stored size and two other widths.
    "$quill" layout --summary --scene "$scene" "$file" > "$out/$name.$scene.layout.txt" 2>&1 || echo "EXIT STATUS $?" >> "$out/$name.$scene.layout.txt"
    grep -q "has no top-level view" "$out/$name.$scene.layout.txt" && continue
    for factor in 0.75 1.5; do
      "$quill" layout --summary --width-factor $factor --scene "$scene" "$file" >> "$out/$name.$scene.layout.txt" 2>&1 || echo "EXIT STATUS $? at $factor times the width" >> "$out/$name.$scene.layout.txt"
    done
    sed -i "s|$folder/||" "$out/$name.$scene.layout.txt"
    if grep -q 'EXIT STATUS' "$out/$name.$scene.layout.txt"; then
      fail "$name: scene $scene: quill layout found a broken layout:"; grep -B3 'EXIT STATUS' "$out/$name.$scene.layout.txt" >&2; ok=0
    fi
    counts=$(grep -m1 '^matched' "$out/$name.$scene.layout.txt" | awk '{print $2, $4}')
    if [ -n "$counts" ]; then
      layout_matched=$((layout_matched + ${counts% *})); layout_compared=$((layout_compared + ${counts#* }))
    fi
    compare_file "$expected/layout/$name.$scene.txt" "$out/$name.$scene.layout.txt" "$name: scene $scene's layout" || ok=0
  done
  [ $ok = 1 ] && passed=$((passed + 1))
done
echo "$label: ${#files[@]} storyboards of $folder, $scenes scenes ($rendered rendered), against $expected"
percent=$(awk -v m=$layout_matched -v n=$layout_compared 'BEGIN { if (n > 0) printf "%.1f", 100 * m / n; else print "-" }')
echo "$label: Auto Layout: at the stored size $layout_matched of $layout_compared views match Interface Builder's frames within 1 pt (2 pt for text-sized views): $percent%"
echo "$label: $passed passed, $failed failed"
[ $failed = 0 ]
