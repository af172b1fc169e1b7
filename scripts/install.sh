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
# The C targets of Sources/ (ICU called from C, moving framebuffer rows, the blending kernels):
# their headers, with a module map written here. Modules that import them keep them as
# dependencies, so code built against the SDK needs them even where nothing of theirs is public.
for module in CICU CPixelMove CPixelLanes; do
  mkdir -p "$prefix/lib/quill/include/$module"
  cp "$root/Sources/$module/include/"*.h "$prefix/lib/quill/include/$module/"
  { echo "module $module {"
    for header in "$root/Sources/$module/include/"*.h; do echo "    header \"$(basename "$header")\""; done
    echo "    export *"
    echo "}"; } > "$prefix/lib/quill/include/$module/module.modulemap"
done
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
