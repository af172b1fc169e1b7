#!/usr/bin/env bash
# Installs Quill into a prefix so its programs run from there with nothing else beside them:
#
#   PREFIX/bin/                  quill and the demos
#   PREFIX/share/quill/Assets    the bundled fonts and images (found from PREFIX/bin)
#   PREFIX/share/quill/Widgets   the widget bundles, their code built against this install
#   PREFIX/lib/quill             the SDK `quill build` compiles widget code against: Quill's
#                                Swift modules, its C modules' maps, and their include paths
#
#   scripts/install.sh PREFIX BIN_PATH PRODUCT...     (`make install` runs it)
set -euo pipefail
prefix=${1:?usage: scripts/install.sh PREFIX BIN_PATH PRODUCT...}
bin=${2:?usage: scripts/install.sh PREFIX BIN_PATH PRODUCT...}
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$prefix/bin" "$prefix/share/quill" "$prefix/lib/quill/include"
prefix=$(cd "$prefix" && pwd)

for product in "$@"; do install -m 755 "$bin/$product" "$prefix/bin/$product"; done

rm -rf "$prefix/share/quill/Assets" "$prefix/share/quill/Widgets" "$prefix/lib/quill/Modules"
mkdir -p "$prefix/share/quill/Assets"
cp -R "$root/Assets/Fonts" "$root/Assets/Images" "$prefix/share/quill/Assets/"
# The demos' own resources (SwiftPM resource folders) go beside their executables.
for resources in "$bin"/*.resources; do
  [ -d "$resources" ] && case "$(basename "$resources")" in *_QuillAssets.resources) ;; *) cp -R "$resources" "$prefix/bin/" ;; esac
done

# The SDK: modules, module maps (each C module's map and shim in its own folder), include paths.
cp -R "$bin/Modules" "$prefix/lib/quill/Modules"
for module in CFreeType CHarfBuzz CLibXML2 CLibYAML CPNG CJPEG CFontconfig CFriBidi CSDL2 CSystemdBus; do
  mkdir -p "$prefix/lib/quill/include/$module"
  cp "$root/Sources/$module/"* "$prefix/lib/quill/include/$module/"
done
# CICU is a C target (ICU is called from C only): its header with a module map written here.
mkdir -p "$prefix/lib/quill/include/CICU"
cp "$root/Sources/CICU/include/quill_icu.h" "$prefix/lib/quill/include/CICU/"
printf 'module CICU {\n    header "quill_icu.h"\n    export *\n}\n' > "$prefix/lib/quill/include/CICU/module.modulemap"
# CPixelMove is a C target too (moving scrolled framebuffer rows): the same.
mkdir -p "$prefix/lib/quill/include/CPixelMove"
cp "$root/Sources/CPixelMove/include/quill_pixel_move.h" "$prefix/lib/quill/include/CPixelMove/"
printf 'module CPixelMove {\n    header "quill_pixel_move.h"\n    export *\n}\n' > "$prefix/lib/quill/include/CPixelMove/module.modulemap"
yaml=$(cd "$bin/../.." && pwd)/checkouts/Yams/Sources/CYaml/include
[ -d "$yaml" ] || yaml="$root/.build/checkouts/Yams/Sources/CYaml/include"
mkdir -p "$prefix/lib/quill/include/CYaml" && cp "$yaml"/* "$prefix/lib/quill/include/CYaml/"
pkg-config --cflags-only-I freetype2 harfbuzz libpng libjpeg fontconfig fribidi libxml-2.0 yaml-0.1 | tr ' ' '\n' | sed -n 's/^-I//p' | sort -u > "$prefix/lib/quill/include-paths.txt"

# The widget bundles, with their code built by the installed quill against the installed SDK.
mkdir -p "$prefix/share/quill/Widgets"
for bundle in "$root"/Widgets/*/; do cp -R "${bundle%/}" "$prefix/share/quill/Widgets/"; done
find "$prefix/share/quill/Widgets" -name '*.so' -delete
"$prefix/bin/quill" build "$prefix"/share/quill/Widgets/*/ > /dev/null

echo "Installed Quill into $prefix: $(printf '%s ' "$@")in bin/, assets and widgets in share/quill/, the widget SDK in lib/quill."
