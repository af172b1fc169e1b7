#!/usr/bin/env bash
# Builds a widget bundle's code: compiles BUNDLE/Sources/*.swift into the dynamic library its
# manifest names (library: libNAME.so), against the Quill modules of a SwiftPM build folder.
# The library leaves Quill's symbols undefined; they are found in the app that loads it (linked
# with --export-dynamic, as `quill` is), so the process has one copy of Quill.
#
#   scripts/build-widget.sh BUNDLE [BUILD_DIR]      (BUILD_DIR defaults to .build/debug)
set -euo pipefail
bundle=${1:?usage: scripts/build-widget.sh BUNDLE [BUILD_DIR]}
bundle=${bundle%/}
root=$(cd "$(dirname "$0")/.." && pwd)
build=${2:-$root/.build/debug}
manifest="$bundle/bundle.yaml"
[ -f "$manifest" ] || { echo "build-widget: $manifest: no manifest (a widget bundle needs bundle.yaml)" >&2; exit 1; }
library=$(sed -n 's/^library:[[:space:]]*\([^#[:space:]]*\).*/\1/p' "$manifest")
name=$(sed -n 's/^name:[[:space:]]*\([^#[:space:]]*\).*/\1/p' "$manifest")
[ -n "$library" ] || { echo "build-widget: $manifest: no 'library:' (a data-only bundle has nothing to build)"; exit 0; }
shopt -s nullglob
sources=("$bundle"/Sources/*.swift)
[ ${#sources[@]} -gt 0 ] || { echo "build-widget: $bundle/Sources: no .swift files for $library" >&2; exit 1; }
[ -d "$build/Modules" ] || { echo "build-widget: $build/Modules: build Quill first (swift build)" >&2; exit 1; }
maps=()
for module in CFreeType CHarfBuzz CPNG CSDL2; do maps+=(-Xcc "-fmodule-map-file=$root/Sources/$module/module.modulemap"); done
yaml="$root/.build/checkouts/Yams/Sources/CYaml/include"
maps+=(-Xcc "-fmodule-map-file=$yaml/module.modulemap" -Xcc "-I$yaml")
for flag in $(pkg-config --cflags-only-I freetype2 harfbuzz sdl2 libpng); do maps+=(-Xcc "$flag"); done
swiftc -emit-library -parse-as-library -swift-version 6 -module-name "${name//-/_}Widget" \
  -I "$build/Modules" "${maps[@]}" "${sources[@]}" -o "$bundle/$library"
echo "build-widget: built $bundle/$library"
