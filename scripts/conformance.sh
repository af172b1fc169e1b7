#!/usr/bin/env bash
# Runs `quill lint`, `quill dump`, `quill render` and `quill convert` on every .xib of a folder and
# compares dumps and renders with committed references (RECORD=1 rewrites them).
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
mkdir -p "$out" "$expected/dumps" "$expected/renders"
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
  [ $ok = 1 ] && passed=$((passed + 1))
done
echo "$label: ${#files[@]} .xib files of $corpus (lint, dump, render, convert) against $expected"
echo "$label: $passed passed, $failed failed"
[ $failed = 0 ]
