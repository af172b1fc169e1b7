#!/usr/bin/env bash
# Builds the API reference: DocC documentation of every public module (symbol docs, the guides
# in docs/ as articles of the Quill module's catalog, Sources/Quill/Quill.docc, and its Getting
# Started article) with swift-docc-plugin, as static HTML in one combined archive. Warnings are
# errors: a broken symbol link, a heading DocC cannot place or a parameter left undocumented
# fails the build.
# Usage: scripts/docs.sh [OUTPUT]   (default .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
targets=(
  QuillFoundation QuillSolver QuillGraphics QuillViews QuillWidgets QuillTemplateFormats QuillTemplates
  QuillWidgetBundles QuillControllers QuillSDL QuillAuthoring Quill QuillTesting QuillUIKitNames
)
args=()
for target in "${targets[@]}"; do args+=(--target "$target"); done
rm -rf "$out"
mkdir -p "$out"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift package --allow-writing-to-directory "$out" generate-documentation "${args[@]}" \
  --output-path "$out" --transform-for-static-hosting --disable-indexing \
  --enable-experimental-combined-documentation --warnings-as-errors >"$log" 2>&1; then
  grep -E -B2 -A8 "(warning|error):" "$log" | head -150 >&2 || tail -40 "$log" >&2
  echo "docs: the reference did not build (warnings are errors); see above" >&2
  exit 1
fi
if grep -q "warning:" "$log"; then
  grep -E -A8 "warning:" "$log" | head -100 >&2
  echo "docs: DocC warned; fix the warnings above" >&2
  exit 1
fi
echo "docs: the API reference of ${#targets[@]} modules is in $out (serve it: python3 -m http.server -d $out, then open http://localhost:8000/documentation/quill)"
