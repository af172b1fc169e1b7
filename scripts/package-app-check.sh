#!/usr/bin/env bash
# Builds Examples/PackageApp, an app in its own package that depends on Quill by path, and runs
# it from a folder far from both packages: its own template and image load through its
# Bundle.module, Quill's fonts through Quill's resources, a widget bundle built with that
# package's `quill build` loads as a plugin, and the same app linked without --export-dynamic
# refuses the plugin naming the linker flag. The window must match Expected/contacts.png.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app="$root/Examples/PackageApp"
away=$(mktemp -d)
failed=0
fail() { echo "package-app-check: FAILED: $1" >&2; failed=$((failed + 1)); }

(cd "$app" && swift build && swift build --product quill) > "$away/build.txt" 2>&1 || { cat "$away/build.txt" >&2; fail "Examples/PackageApp did not build"; exit 1; }
if grep -q "warning:" "$away/build.txt"; then fail "building an app on Quill shows warnings:"; grep "warning:" "$away/build.txt" >&2; fi
bin=$(cd "$app" && swift build --show-bin-path)
cp -R "$root/Widgets/ImagesCell" "$away/ImagesCell" && rm -f "$away/ImagesCell/"*.so
(cd "$away" && "$bin/quill" build ImagesCell > build-widget.txt 2>&1) || { fail "the app package's quill could not build a widget:"; cat "$away/build-widget.txt" >&2; }

cd "$away"
if ! PACKAGE_APP_WIDGET="$away/ImagesCell" "$bin/PackageApp" --headless --out contacts.png > app.txt 2>&1; then
  fail "PackageApp did not render:"; cat app.txt >&2
elif grep -q "error" app.txt; then
  fail "PackageApp reported errors:"; cat app.txt >&2
else
  differing=$(compare -metric AE "$app/Expected/contacts.png" contacts.png contacts.diff.png 2>&1 >/dev/null || true)
  [ "$differing" = "0" ] || fail "PackageApp's window differs from Examples/PackageApp/Expected/contacts.png in $differing pixels (see $away/contacts.png)"
fi
unexported=$(PACKAGE_APP_WIDGET="$away/ImagesCell" "$bin/PluginHostWithoutExports" --headless --out unexported.png 2>&1)
if ! grep -q "the program 'PluginHostWithoutExports' does not export Quill's symbols" <<<"$unexported" || ! grep -q -- "--export-dynamic" <<<"$unexported"; then
  fail "a host without --export-dynamic should say so when a plugin cannot load, got: $unexported"
fi
[ $failed = 0 ] && rm -rf "$away"
echo "package-app-check: $([ $failed = 0 ] && echo "an app in its own package builds on Quill and runs anywhere" || echo "$failed failed")"
[ $failed = 0 ]
