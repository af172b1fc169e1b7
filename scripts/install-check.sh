#!/usr/bin/env bash
# Installs Quill into a temporary prefix and uses it from a folder with no checkout in sight:
# the demos render with their fonts, images and plugins, `quill` renders an installed bundle and
# builds a copied one against the installed SDK.
set -uo pipefail
prefix=$(mktemp -d)/quill
away=$(mktemp -d)
failed=0
fail() { echo "install-check: FAILED: $1" >&2; failed=$((failed + 1)); }

if ! make --no-print-directory install PREFIX="$prefix" CONFIG=debug > "$away/install.txt" 2>&1; then
  fail "make install failed:"; cat "$away/install.txt" >&2; exit 1
fi
cd "$away"
for app in hello tables controls; do
  if ! "$prefix/bin/$app" --headless --out "$away/$app.png" > "$away/$app.txt" 2>&1 || [ ! -s "$away/$app.png" ]; then
    fail "$prefix/bin/$app did not render:"; cat "$away/$app.txt" >&2
  elif grep -q "error" "$away/$app.txt"; then
    fail "$prefix/bin/$app reported errors:"; cat "$away/$app.txt" >&2
  fi
done
if ! "$prefix/bin/gallery" --headless --out "$away/gallery" > "$away/gallery.txt" 2>&1 || [ "$(ls "$away/gallery" | wc -l)" -lt 10 ]; then
  fail "$prefix/bin/gallery did not render its pages:"; cat "$away/gallery.txt" >&2
elif grep -q "error" "$away/gallery.txt"; then
  fail "$prefix/bin/gallery reported errors:"; cat "$away/gallery.txt" >&2
fi
if ! "$prefix/bin/quill" render "$prefix/share/quill/Widgets/GridCell" --out "$away/gridcell.png" > "$away/render.txt" 2>&1; then
  fail "the installed quill did not render the installed GridCell bundle:"; cat "$away/render.txt" >&2
fi
cp -R "$prefix/share/quill/Widgets/ImagesCell" "$away/ImagesCell" && rm -f "$away/ImagesCell/"*.so
if ! "$prefix/bin/quill" build ImagesCell > "$away/build.txt" 2>&1 || [ ! -s "$away/ImagesCell/libImagesCell.so" ]; then
  fail "the installed quill did not build a bundle against the installed SDK:"; cat "$away/build.txt" >&2
fi
rm -rf "$(dirname "$prefix")" "$away"
echo "install-check: $([ $failed = 0 ] && echo "the installed programs ran from the prefix" || echo "$failed failed")"
[ $failed = 0 ]
