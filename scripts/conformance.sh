#!/usr/bin/env bash
# Runs `quill lint`, `quill dump` and `quill render` on every .xib of the shared corpus and
# compares dumps and renders with the references in Tests/Conformance (RECORD=1 rewrites them).
# The corpus folder comes from QUILL_XIB_CORPUS (default ../shared/corpus/xib).
set -uo pipefail
corpus=${QUILL_XIB_CORPUS:-../shared/corpus/xib}
quill=${QUILL:-.build/debug/quill}
expected=Tests/Conformance
out=out/conformance
record=${RECORD:-0}

if [ ! -d "$corpus" ]; then
  echo "conformance: the .xib corpus folder '$corpus' does not exist; set QUILL_XIB_CORPUS to it" >&2
  exit 1
fi
mkdir -p "$out" "$expected/dumps" "$expected/renders"
resources=()
for dir in "$corpus"/images/*/; do [ -d "$dir" ] && resources+=(--resources "$dir"); done

passed=0
failed=0
fail() { echo "conformance: FAILED: $1" >&2; failed=$((failed + 1)); }

shopt -s nullglob
files=("$corpus"/*.xib)
[ ${#files[@]} -gt 0 ] || { echo "conformance: no .xib files in '$corpus'" >&2; exit 1; }
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
# The command line itself: exit codes and the file:line:column format.
bad="$out/Bad.quill"
printf 'quill: 1\nobjects:\n  - {class: Lable, text: hi}\n' > "$bad"
lint_out=$("$quill" lint "$bad" 2>&1); lint_status=$?
if [ $lint_status -ne 1 ] || ! grep -q "^$bad:3:5: error: unknown class 'Lable'" <<<"$lint_out"; then
  fail "quill lint on a broken template should exit 1 with '$bad:3:5: error: unknown class ...', got $lint_status: $lint_out"
fi
if "$quill" lint --strict "$corpus/${files[0]##*/}" > /dev/null 2>&1; then :; else
  strict_status=$?
  [ $strict_status -eq 1 ] || fail "quill lint --strict should exit 0 or 1, got $strict_status"
fi
if "$quill" dump "$bad" > /dev/null 2>&1; then fail "quill dump of a broken template should exit 1"; fi
if "$quill" render "$bad" --out "$out/bad.png" > /dev/null 2>&1; then fail "quill render of a broken template should exit 1"; fi

# quill convert never replaces a file unless told to.
first_quill="$out/$(basename "${files[0]}" .xib).quill"
if "$quill" convert "${files[0]}" --out "$first_quill" > /dev/null 2>&1; then
  fail "quill convert should refuse to replace $first_quill without --force"
fi

# quill new makes a bundle whose tests pass; a broken expectation makes quill test exit 1 and
# name the case; quill new never writes into an existing folder.
rm -rf "$out/new" && mkdir -p "$out/new"
if ! "$quill" new Probe --in "$out/new" > "$out/new.txt" 2>&1; then fail "quill new Probe failed:"; cat "$out/new.txt" >&2; fi
sed -i 's/test.expectEqual(view.tapCount, 2)/test.expectEqual(view.tapCount, 3)/' "$out/new/Probe/Tests/ProbeTests.swift"
probe_out=$("$quill" test "$out/new/Probe" 2>&1); probe_status=$?
if [ $probe_status -ne 1 ] || ! grep -q "FAILED  tapping the button counts" <<<"$probe_out" || ! grep -q "2 is not 3" <<<"$probe_out"; then
  fail "quill test of a failing bundle test should exit 1 naming the case, got $probe_status: $probe_out"
fi
if "$quill" new Probe --in "$out/new" > /dev/null 2>&1; then fail "quill new should refuse an existing folder"; fi

# quill preview with no display renders its first frame; a broken template shows its error.
if ! "$quill" preview --headless --out "$out/preview.png" Widgets/GridCell > /dev/null 2>&1 || [ ! -s "$out/preview.png" ]; then
  fail "quill preview --headless Widgets/GridCell should write $out/preview.png"
fi

# A widget bundle is linted as a whole: manifest errors carry the manifest's line and column.
bad_bundle="$out/BrokenBundle"
mkdir -p "$bad_bundle"
printf 'name: BrokenBundle\nquill: 0.6\nprincipalClas: Nope\n' > "$bad_bundle/bundle.yaml"
bundle_out=$("$quill" lint "$bad_bundle" 2>&1); bundle_status=$?
if [ $bundle_status -ne 1 ] || ! grep -q "^$bad_bundle/bundle.yaml:3:1: error: unknown manifest key 'principalClas'" <<<"$bundle_out"; then
  fail "quill lint on a broken bundle should exit 1 with 'bundle.yaml:3:1: error: unknown manifest key ...', got $bundle_status: $bundle_out"
fi

# quill render takes a bundle, or BUNDLE/TEMPLATE; a missing template names the bundle's templates.
if ! "$quill" render Widgets/GridCell/GridCell --out "$out/GridCell.png" > /dev/null 2>&1 || [ ! -s "$out/GridCell.png" ]; then
  fail "quill render Widgets/GridCell/GridCell should write $out/GridCell.png"
fi
missing_out=$("$quill" render Widgets/GridCell/Nope --out "$out/nope.png" 2>&1); missing_status=$?
if [ $missing_status -ne 1 ] || ! grep -q "has no template named 'Nope' (its templates: GridCell)" <<<"$missing_out"; then
  fail "quill render of a missing bundle template should exit 1 and list the bundle's templates, got $missing_status: $missing_out"
fi

echo "conformance: ${#files[@]} corpus files (lint, dump, render, convert) against $expected"
echo "conformance: $passed passed, $failed failed"
[ $failed = 0 ]
