#!/usr/bin/env bash
# Runs `quill lint`, `quill dump`, `quill render` and `quill convert` on every .xib of a folder and
# compares dumps and renders with committed references (RECORD=1 rewrites them). Files with
# constraints are also laid out with `quill layout` at their design size (solved frames against
# the ones Interface Builder stored) and at 0.75 and 1.5 times their width (every required
# constraint must hold, no negative sizes), rendered at those widths, and compared likewise.
#
#   scripts/conformance.sh CORPUS EXPECTED [NAME]
#
# `make test` runs it on Quill's own fixtures (Tests/Fixtures/Xib against
# Tests/Conformance/Fixtures) and, where it exists, on the shared corpus of real .xib files
# (../shared/corpus/xib against Tests/Conformance/Corpus).
set -uo pipefail
corpus=${1:?usage: scripts/conformance.sh CORPUS EXPECTED [NAME]}
expected=${2:?usage: scripts/conformance.sh CORPUS EXPECTED [NAME]}
label=${3:-conformance}
quill=${QUILL:-.build/debug/quill}
out=out/$label
record=${RECORD:-0}

if [ ! -d "$corpus" ]; then
  echo "$label: the .xib folder '$corpus' does not exist" >&2
  exit 1
fi
mkdir -p "$out" "$expected/dumps" "$expected/renders" "$expected/layout"
layout_files=0
layout_matched=0
layout_compared=0
resources=()
for dir in "$corpus"/images/*/; do [ -d "$dir" ] && resources+=(--resources "$dir"); done

passed=0
failed=0
fail() { echo "$label: FAILED: $1" >&2; failed=$((failed + 1)); }

shopt -s nullglob
files=("$corpus"/*.xib)
[ ${#files[@]} -gt 0 ] || { echo "$label: no .xib files in '$corpus'" >&2; exit 1; }
for xib in "${files[@]}"; do
  name=$(basename "$xib" .xib)
  ok=1
  if ! "$quill" lint --quiet "${resources[@]}" "$xib" > "$out/$name.lint.txt" 2>&1; then
    fail "$name: quill lint reported errors:"; sed 's/^/    /' "$out/$name.lint.txt" >&2; ok=0
  fi
  if "$quill" dump "${resources[@]}" "$xib" 2> "$out/$name.dump.err" | sed "s|$corpus/||" > "$out/$name.dump.txt"; then
    if [ "$record" = 1 ]; then cp "$out/$name.dump.txt" "$expected/dumps/$name.txt"; fi
    if ! diff -u "$expected/dumps/$name.txt" "$out/$name.dump.txt" > "$out/$name.dump.diff" 2>&1; then
      fail "$name: the dump differs from $expected/dumps/$name.txt:"; head -20 "$out/$name.dump.diff" >&2; ok=0
    fi
  else
    fail "$name: quill dump failed:"; cat "$out/$name.dump.err" >&2; ok=0
  fi
  if grep -q '^\[0\]' "$out/$name.dump.txt" && "$quill" render "${resources[@]}" "$xib" --out "$out/$name.png" > /dev/null 2> "$out/$name.render.err"; then
    if [ "$record" = 1 ]; then cp "$out/$name.png" "$expected/renders/$name.png"; fi
    differing=$(compare -metric AE "$expected/renders/$name.png" "$out/$name.png" "$out/$name.diff.png" 2>&1 >/dev/null || true)
    if [ "$differing" != "0" ]; then
      fail "$name: the render differs from $expected/renders/$name.png ($differing pixels; see $out/$name.png and $out/$name.diff.png)"; ok=0
    fi
  elif [ -s "$out/$name.render.err" ]; then
    if grep -q "no top-level view" "$out/$name.render.err"; then :; else
      fail "$name: quill render failed:"; cat "$out/$name.render.err" >&2; ok=0
    fi
  fi
  # quill convert writes a native template that loads into the same tree (leniently, as the
  # .xib loads): the dumps agree except for the header line and the connections whose ends the
  # .xib reader does not create, which the conversion lists instead.
  if "$quill" convert "$xib" --out "$out/$name.quill" --force > /dev/null 2> "$out/$name.convert.err"; then
    "$quill" dump --lenient "${resources[@]}" "$out/$name.quill" 2> "$out/$name.converted.dump.err" | tail -n +2 > "$out/$name.converted.dump.txt"
    tail -n +2 "$out/$name.dump.txt" | grep -v '(not created)' > "$out/$name.dump.created.txt"
    if ! diff -u "$out/$name.dump.created.txt" "$out/$name.converted.dump.txt" > "$out/$name.convert.diff"; then
      fail "$name: the converted template dumps differently (see $out/$name.quill):"; head -20 "$out/$name.convert.diff" >&2; ok=0
    fi
    dropped=$(grep -c '(not created)' "$out/$name.dump.txt")
    listed=$(grep -c 'not converted:' "$out/$name.convert.err")
    if [ "$dropped" != "$listed" ]; then
      fail "$name: $dropped connection(s) to objects not created, but quill convert listed $listed"; ok=0
    fi
  else
    fail "$name: quill convert failed:"; cat "$out/$name.convert.err" >&2; ok=0
  fi
  # Auto Layout: fidelity at the design size, soundness at other widths, renders at them.
  if grep -q '<constraint ' "$xib"; then
    layout_files=$((layout_files + 1))
    {
      "$quill" layout "${resources[@]}" "$xib" 2>&1 || echo "EXIT STATUS $? (a required constraint does not hold or a size is negative)"
      for factor in 0.75 1.5; do
        "$quill" layout --summary --width-factor $factor "${resources[@]}" "$xib" 2>&1 || echo "EXIT STATUS $? at $factor times the width"
      done
    } | sed "s|$corpus/||" > "$out/$name.layout.txt"
    if grep -q 'EXIT STATUS' "$out/$name.layout.txt"; then
      fail "$name: quill layout found a broken layout:"; grep -B3 'EXIT STATUS' "$out/$name.layout.txt" >&2; ok=0
    fi
    counts=$(grep -m1 '^matched' "$out/$name.layout.txt" | awk '{print $2, $4}')
    if [ -n "$counts" ]; then
      layout_matched=$((layout_matched + ${counts% *}))
      layout_compared=$((layout_compared + ${counts#* }))
      echo "$label: layout $name: matched ${counts% *} of ${counts#* } views"
    fi
    if [ "$record" = 1 ]; then cp "$out/$name.layout.txt" "$expected/layout/$name.txt"; fi
    if ! diff -u "$expected/layout/$name.txt" "$out/$name.layout.txt" > "$out/$name.layout.diff" 2>&1; then
      fail "$name: the layout differs from $expected/layout/$name.txt:"; head -20 "$out/$name.layout.diff" >&2; ok=0
    fi
    for factor in 0.75 1.5; do
      png="$name@${factor}w.png"
      if "$quill" render "${resources[@]}" "$xib" --width-factor $factor --out "$out/$png" > /dev/null 2> "$out/$name.render-$factor.err"; then
        if [ "$record" = 1 ]; then cp "$out/$png" "$expected/renders/$png"; fi
        differing=$(compare -metric AE "$expected/renders/$png" "$out/$png" "$out/$name@${factor}w.diff.png" 2>&1 >/dev/null || true)
        if [ "$differing" != "0" ]; then
          fail "$name: the render at $factor times the width differs from $expected/renders/$png ($differing pixels; see $out/$png)"; ok=0
        fi
      else
        fail "$name: quill render at $factor times the width failed:"; cat "$out/$name.render-$factor.err" >&2; ok=0
      fi
    done
  fi
  [ $ok = 1 ] && passed=$((passed + 1))
done
echo "$label: ${#files[@]} .xib files of $corpus (lint, dump, render, convert) against $expected"
if [ $layout_files -gt 0 ]; then
  percent=$(awk -v m=$layout_matched -v n=$layout_compared 'BEGIN { if (n > 0) printf "%.1f", 100 * m / n; else print "-" }')
  echo "$label: Auto Layout: $layout_files files with constraints; at the design size $layout_matched of $layout_compared views match Interface Builder's frames within 1 pt (2 pt for text-sized views): $percent% (target 97%)"
fi
echo "$label: $passed passed, $failed failed"
[ $failed = 0 ]
