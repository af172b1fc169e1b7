#!/usr/bin/env bash
# Runs every hostile template and bundle of Tests/Hostile (and the large ones
# scripts/make-hostile-inputs.py writes on demand) through `quill lint` and `quill render`
# (bundles: `quill lint --no-code` and `quill lint`), each under a time limit of 60 s and an
# address-space limit of 4 GiB (lint's layout budget is raised to the time limit: its warning
# names a time, which varies; the budget itself is tested in TemplateLayoutBudgetTests), and
# compares what it printed and its exit status with the .expected file beside it in Tests/Hostile/Expected. A signal, a timeout or any difference fails.
# RECORD=1 rewrites the .expected files.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
quill=${QUILL:-$root/.build/debug/quill}
hostile=Tests/Hostile
expected_dir=$hostile/Expected
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 scripts/make-hostile-inputs.py --large "$tmp/large" > /dev/null
mkdir -p "$expected_dir"

run() {  # run LABEL COMMAND...: prints the command's output, paths made relative, and its status
  local out status; shift
  out=$( (ulimit -v 4194304; cd "$root" && timeout 60 "$@") 2>&1 ); status=$?
  printf '%s\n' "$out" | sed -e "s#$tmp/large#LARGE#g" -e "s#$tmp#TMP#g" -e "s#$root/##g" | cut -c1-600
  echo "[exit $status]"
  return $status
}

failed=0; count=0; crashes=0
check() {  # check NAME FILE-OR-FOLDER KIND
  local name=$1 path=$2 kind=$3 actual status
  actual="$tmp/actual.txt"
  : > "$actual"
  if [ "$kind" = bundle ]; then
    run lint "$quill" lint --layout-budget 60 --no-code "$path" >> "$actual"; status=$?
    [ $status -ge 2 ] && crashes=$((crashes + 1))
    run lint "$quill" lint --layout-budget 60 "$path" >> "$actual"; status=$?
  else
    run lint "$quill" lint --layout-budget 60 "$path" >> "$actual"; status=$?
    [ $status -ge 2 ] && crashes=$((crashes + 1))
    run render "$quill" render "$path" --out "$tmp/out.png" >> "$actual"; status=$?
    if [ "$kind" = template ] && [[ "$name" == convert-* ]]; then
      # What `quill convert` writes must load (issue 25, class 8).
      [ $status -ge 2 ] && crashes=$((crashes + 1))
      run convert "$quill" convert "$path" --out "$tmp/converted.quill" --force >> "$actual"; status=$?
      [ $status -ge 2 ] && crashes=$((crashes + 1))
      run lint "$quill" lint --lenient "$tmp/converted.quill" >> "$actual"; status=$?
    fi
  fi
  [ $status -ge 2 ] && crashes=$((crashes + 1))
  count=$((count + 1))
  local want="$expected_dir/$name.expected"
  if [ "${RECORD:-}" = 1 ]; then
    cp "$actual" "$want"
  elif ! diff -q "$want" "$actual" > /dev/null 2>&1; then
    echo "hostile-check: $name differs from $want:"
    diff "$want" "$actual" | head -20
    failed=$((failed + 1))
  fi
}

for file in "$hostile"/Templates/*; do
  name=$(basename "$file")
  if [ -d "$file" ]; then check "$name" "$file/Screen.xib" template; else check "$name" "$file" template; fi
done
for file in "$tmp"/large/*; do check "$(basename "$file")" "$file" template; done
# Special files cannot live in git: a FIFO in place of a template, of a bundle's library and of
# its manifest (each hung the reader, issue 25) are made here.
mkdir -p "$tmp/special/LibraryFIFO" "$tmp/special/ManifestFIFO"
mkfifo "$tmp/special/FIFO.quill"
check "special-FIFO.quill" "$tmp/special/FIFO.quill" template
printf 'name: LibraryFIFO\nversion: 1.0.0\nquill: 0.7\nlibrary: libFIFO.so\n' > "$tmp/special/LibraryFIFO/bundle.yaml"
mkfifo "$tmp/special/LibraryFIFO/libFIFO.so"
check "bundle-special-LibraryFIFO" "$tmp/special/LibraryFIFO" bundle
mkfifo "$tmp/special/ManifestFIFO/bundle.yaml"
check "bundle-special-ManifestFIFO" "$tmp/special/ManifestFIFO" bundle
# Names that carry terminal escapes: ESC and BEL in a class, property and id written with
# YAML escapes, and a newline and ESC in a file's name (they reached the terminal raw and could
# forge a diagnostic line, issue 25). The expected output holds them escaped.
printf 'quill: 1\nobjects:\n  - class: "Evil\\e]0;title\\a"\n    id: "id\\e[2J"\n    properties:\n      "color\\e[31m": 1\n' > "$tmp/special/Escapes.quill"
check "special-Escapes.quill" "$tmp/special/Escapes.quill" template
name=$(printf 'forged\nx.xib:1:1: error: \033[31mnot real.quill')
printf 'quill: 1\nobjects:\n  - class: Nope\n' > "$tmp/special/$name"
check "special-NewlineName.quill" "$tmp/special/$name" template
for folder in "$hostile"/Bundles/*/; do
  name=$(basename "$folder")
  [ "$name" = Outside ] && continue
  check "bundle-$name" "${folder%/}" bundle
done
# A symbolic link flipped between an image inside the template's folder and one outside while
# renders run (issue 25, class 6: 54 of 120 renders drew the outside image): every render draws
# the inside image or refuses the file as leading outside.
race="$tmp/race"
cp -r "$hostile/Race" "$race"
ln -s inside.png "$race/Folder/star.png"
run render "$quill" render "$race/Folder/Card.quill" --out "$tmp/inside.png" > /dev/null
inside_sum=$(md5sum < "$tmp/inside.png")
( while [ -e "$race/Folder/Card.quill" ]; do
    ln -sfn ../Outside/secret.png "$race/Folder/.star" && mv -T "$race/Folder/.star" "$race/Folder/star.png"
    ln -sfn inside.png "$race/Folder/.star" && mv -T "$race/Folder/.star" "$race/Folder/star.png"
  done ) &
flipper=$!
drawn=0; refused=0; leaked=0
for i in $(seq 1 40); do
  rm -f "$tmp/race.png"
  if out=$("$quill" render "$race/Folder/Card.quill" --out "$tmp/race.png" 2>&1) && [ -s "$tmp/race.png" ]; then
    if [ "$(md5sum < "$tmp/race.png")" = "$inside_sum" ]; then drawn=$((drawn + 1)); else leaked=$((leaked + 1)); fi
  elif printf '%s' "$out" | grep -q "outside"; then refused=$((refused + 1)); else leaked=$((leaked + 1)); echo "$out" | head -3; fi
done
rm -f "$race/Folder/Card.quill"; wait $flipper
count=$((count + 1))
echo "hostile-check: link flipped during 40 renders: $drawn drew the inside image, $refused refused it as leading outside, $leaked other"
[ $leaked -eq 0 ] || failed=$((failed + 1))
if grep -rl "hunter2\|EVIL CONSTRUCTOR RAN" "$expected_dir" > /dev/null 2>&1; then
  echo "hostile-check: an outside file's contents or a bundle's constructor output reached the output:"
  grep -rl "hunter2\|EVIL CONSTRUCTOR RAN" "$expected_dir"
  failed=$((failed + 1))
fi
if grep -rlP '[\x00-\x08\x0b-\x1f\x7f]' "$expected_dir" > /dev/null 2>&1; then
  echo "hostile-check: a control character reached the output unescaped:"
  grep -rlP '[\x00-\x08\x0b-\x1f\x7f]' "$expected_dir"
  failed=$((failed + 1))
fi
echo "hostile-check: $count hostile inputs (Tests/Hostile), $crashes crashed or timed out, $failed differ from their expected output"
[ $failed -eq 0 ] && [ $crashes -eq 0 ]
