#!/usr/bin/env bash
# Checks the `quill` command line as a user meets it: exit codes, the file:line:column format,
# `convert` refusing to overwrite, `new` + `test`, `preview` headless, bundles in `lint` and
# `render`. Needs nothing outside the checkout.
set -uo pipefail
quill=${QUILL:-.build/debug/quill}
out=out/cli-checks
fixture=Tests/Fixtures/Xib/ContactCell.xib
failed=0
fail() { echo "cli-checks: FAILED: $1" >&2; failed=$((failed + 1)); }
rm -rf "$out" && mkdir -p "$out"

# The command line itself: exit codes and the file:line:column format.
bad="$out/Bad.quill"
printf 'quill: 1\nobjects:\n  - {class: Lable, text: hi}\n' > "$bad"
lint_out=$("$quill" lint "$bad" 2>&1); lint_status=$?
if [ $lint_status -ne 1 ] || ! grep -q "^$bad:3:5: error: unknown class 'Lable'" <<<"$lint_out"; then
  fail "quill lint on a broken template should exit 1 with '$bad:3:5: error: unknown class ...', got $lint_status: $lint_out"
fi
if "$quill" lint --strict "$fixture" > /dev/null 2>&1; then :; else
  strict_status=$?
  [ $strict_status -eq 1 ] || fail "quill lint --strict should exit 0 or 1, got $strict_status"
fi
if "$quill" dump "$bad" > /dev/null 2>&1; then fail "quill dump of a broken template should exit 1"; fi
# What a screen reader would read in a template.
a11y=$("$quill" dump --accessibility Tests/Fixtures/Xib/ProfileViews.xib 2>&1)
if ! grep -q '^  button "Follow"$' <<<"$a11y" || ! grep -q '^  text "Display name"$' <<<"$a11y"; then
  fail "quill dump --accessibility should list the template's elements in reading order, got: $a11y"
fi
if "$quill" render "$bad" --out "$out/bad.png" > /dev/null 2>&1; then fail "quill render of a broken template should exit 1"; fi

# quill convert never replaces a file unless told to.
first_quill="$out/ContactCell.quill"
"$quill" convert "$fixture" --out "$first_quill" > /dev/null 2>&1
if "$quill" convert "$fixture" --out "$first_quill" > /dev/null 2>&1; then
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
# A snapshot that differs leaves NAME.actual.png and NAME.diff.png beside the reference; a run
# with --record, and a passing run, leave none behind.
sed -i 's/test.expectEqual(view.tapCount, 3)/test.expectEqual(view.tapCount, 2)/' "$out/new/Probe/Tests/ProbeTests.swift"
snapshots="$out/new/Probe/Tests/__Snapshots__"
"$quill" test "$out/new/Probe" > /dev/null 2>&1 || true   # records the reference if the scaffold has none
reference=$(ls "$snapshots"/*.png | grep -v -e '\.actual\.png$' -e '\.diff\.png$' | head -1)
[ -n "$reference" ] || fail "quill test should have recorded a snapshot in $snapshots"
convert "$reference" -fill red -draw 'rectangle 0,0 8,8' "$reference"
if "$quill" test "$out/new/Probe" > /dev/null 2>&1; then fail "quill test should fail on a changed snapshot"; fi
[ -f "${reference%.png}.actual.png" ] && [ -f "${reference%.png}.diff.png" ] || fail "a snapshot mismatch should write .actual.png and .diff.png beside $reference"
"$quill" test --record "$out/new/Probe" > /dev/null 2>&1 || fail "quill test --record should pass"
[ ! -e "${reference%.png}.actual.png" ] && [ ! -e "${reference%.png}.diff.png" ] || fail "quill test --record left .actual.png or .diff.png behind"
"$quill" test "$out/new/Probe" > /dev/null 2>&1 || fail "quill test should pass after --record"
grep -q "quill build Probe" "$out/new/Probe/bundle.yaml" || fail "the bundle.yaml quill new writes should say how to build the library (quill build)"

# Headless renders keep to Quill's fonts (the same pixels everywhere) and say which characters
# they drew as boxes; --system-fonts (or QUILL_SYSTEM_FONTS=1) draws them with installed fonts.
cat > "$out/Scripts.quill" <<'QUILL'
quill: 1
objects:
  - class: UIView
    frame: [0, 0, 220, 40]
    backgroundColor: "#FFFFFF"
    subviews:
      - {class: UILabel, frame: [10, 5, 200, 30], text: "漢字 ภาษาไทย"}
QUILL
own_fonts=$("$quill" render "$out/Scripts.quill" --out "$out/scripts-own.png" 2>&1) || fail "quill render of CJK and Thai text should still write the picture: $own_fonts"
grep -q "show as boxes: 漢 字" <<<"$own_fonts" && grep -q -- "--system-fonts" <<<"$own_fonts" || fail "quill render should name the characters it drew as boxes and suggest --system-fonts, got: $own_fonts"
"$quill" render --system-fonts "$out/Scripts.quill" --out "$out/scripts-system.png" > /dev/null 2>&1 || fail "quill render --system-fonts failed"
QUILL_SYSTEM_FONTS=1 "$quill" render "$out/Scripts.quill" --out "$out/scripts-env.png" > /dev/null 2>&1 || fail "QUILL_SYSTEM_FONTS=1 quill render failed"
cmp -s "$out/scripts-system.png" "$out/scripts-env.png" || fail "--system-fonts and QUILL_SYSTEM_FONTS=1 should render alike"
if fc-list ':lang=zh' | grep -q . && fc-list ':lang=th' | grep -q .; then
  ! cmp -s "$out/scripts-own.png" "$out/scripts-system.png" || fail "--system-fonts should draw the CJK and Thai text with installed fonts"
  system_fonts=$("$quill" render --system-fonts "$out/Scripts.quill" --out "$out/scripts-system.png" 2>&1)
  ! grep -q "show as boxes" <<<"$system_fonts" || fail "with installed CJK and Thai fonts nothing should show as boxes: $system_fonts"
else
  echo "cli-checks: no installed CJK or Thai font here: --system-fonts's glyphs not compared (make test installs fonts-wqy-microhei and fonts-tlwg-garuda-ttf)"
fi

# quill preview with no display renders its first frame; a broken template shows its error.
if ! "$quill" preview --headless --out "$out/preview.png" Widgets/GridCell > /dev/null 2>&1 || [ ! -s "$out/preview.png" ]; then
  fail "quill preview --headless Widgets/GridCell should write $out/preview.png"
fi

# A widget bundle is linted as a whole: manifest errors carry the manifest's line and column.
bad_bundle="$out/BrokenBundle"
mkdir -p "$bad_bundle"
printf 'name: BrokenBundle\nquill: 0.7\nprincipalClas: Nope\n' > "$bad_bundle/bundle.yaml"
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

# quill build works from any folder; the other commands rebuild a library older than its
# sources and say so; apps refuse such a library.
quill_abs=$(cd "$(dirname "$quill")" && pwd)/$(basename "$quill")
elsewhere=$(mktemp -d)
cp -r Widgets/ImagesCell "$elsewhere/ImagesCell" && rm -f "$elsewhere/ImagesCell/"*.so
if ! (cd "$elsewhere" && "$quill_abs" build ImagesCell > "$elsewhere/build.txt" 2>&1) || [ ! -s "$elsewhere/ImagesCell/libImagesCell.so" ]; then
  fail "quill build from $elsewhere should build ImagesCell/libImagesCell.so:"; cat "$elsewhere/build.txt" >&2
fi
touch -d '1 minute ago' "$elsewhere/ImagesCell/libImagesCell.so"
lint_stale=$(cd "$elsewhere" && "$quill_abs" lint ImagesCell 2>&1); lint_stale_status=$?
if [ $lint_stale_status -ne 0 ] || ! grep -q "warning: rebuilt the library of bundle 'ImagesCell' (libImagesCell.so is older than" <<<"$lint_stale"; then
  fail "quill lint should rebuild a stale library and say so, got $lint_stale_status: $lint_stale"
fi
rm -rf "$elsewhere"

# Assets travel with the executable: a copy of an app without its resource folder refuses to
# start, naming itself and saying what to do; QUILL_ASSETS points it at the assets.
copied=$(mktemp -d)
cp .build/debug/hello "$copied/hello"
copy_out=$(cd "$copied" && ./hello --headless --out "$copied/hello.png" 2>&1); copy_status=$?
if [ $copy_status -ne 1 ] || ! grep -q "^hello: error: Quill's fonts and images were not found" <<<"$copy_out" || [ -e "$copied/hello.png" ]; then
  fail "a copied app without its assets should exit 1 with 'hello: error: Quill's fonts and images were not found', got $copy_status: $copy_out"
fi
assets="$PWD/Assets"
if ! (cd "$copied" && QUILL_ASSETS="$assets" ./hello --headless --out "$copied/hello.png" > /dev/null 2>&1) || [ ! -s "$copied/hello.png" ]; then
  fail "QUILL_ASSETS should let a copied app find its fonts"
fi
rm -rf "$copied"

# `quill new-app` writes an app package; `lint --module` knows its classes from its sources and
# checks the cell's outlets against them (building the app is `make new-app-check`).
new_app_out=$("$quill" new-app Demo --in "$out" 2>&1)
if [ $? -ne 0 ] || [ ! -f "$out/Demo/Package.swift" ] || [ ! -f "$out/Demo/Sources/DemoKit/Resources/ContactCell.xib" ] \
  || ! grep -q 'customModule="DemoKit"' "$out/Demo/Sources/DemoKit/Resources/ContactCell.xib"; then
  fail "quill new-app Demo should write the app package, got: $new_app_out"
fi
if "$quill" new-app Demo --in "$out" > /dev/null 2>&1; then fail "quill new-app should refuse an existing folder"; fi
module_out=$("$quill" lint --module "$out/Demo" "$out/Demo/Sources/DemoKit/Resources" 2>&1); module_status=$?
if [ $module_status -ne 0 ] || ! grep -q "ContactCell.xib: ok" <<<"$module_out"; then
  fail "quill lint --module should know the new app's ContactCell, got $module_status: $module_out"
fi
sed 's/property="nameLabel"/property="nameLabl"/' "$out/Demo/Sources/DemoKit/Resources/ContactCell.xib" > "$out/Misspelt.xib"
misspelt_out=$("$quill" lint --module "$out/Demo" "$out/Misspelt.xib" 2>&1); misspelt_status=$?
if [ $misspelt_status -ne 1 ] || ! grep -q "error: ContactCell has no outlet 'nameLabl' (declared at $out/Demo/Sources/DemoKit/ContactCell.swift:5:1) (its outlets are: detailLabel, nameLabel)" <<<"$misspelt_out"; then
  fail "quill lint --module should name a misspelt outlet and the class's declaration, got $misspelt_status: $misspelt_out"
fi
bare_out=$("$quill" lint "$out/Demo/Sources/DemoKit/Resources" 2>&1)
if ! grep -q "warning: unknown class 'ContactCell' (module DemoKit)" <<<"$bare_out"; then
  fail "quill lint without --module should not know the app's class, got: $bare_out"
fi

echo "cli-checks: $([ $failed = 0 ] && echo "all passed" || echo "$failed failed")"
[ $failed = 0 ]
