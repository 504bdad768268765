#!/usr/bin/env bash
# Installs the Debian packages the build and tests need, only when something is
# missing: the C libraries (found through pkg-config), HarfBuzz's hb-shape tool,
# which the shaping conformance tests run, and the Noto fonts text falls back to
# (read from their files and identified by digest: see HeadlessText's FallbackFonts).
set -euo pipefail

packages=(pkg-config libpng-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libicu-dev libturbojpeg0-dev libdeflate-dev libxxhash-dev libharfbuzz-bin fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji)
modules=(libpng freetype2 harfbuzz fribidi icu-uc libturbojpeg libdeflate libxxhash)

missing=0
command -v pkg-config >/dev/null 2>&1 || missing=1
if [ "$missing" = 0 ]; then
    for m in "${modules[@]}"; do
        pkg-config --exists "$m" || { missing=1; break; }
    done
fi
command -v hb-shape >/dev/null 2>&1 || missing=1
for font in /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc /usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf \
            /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf; do
    [ -f "$font" ] || missing=1
done

if [ "$missing" = 0 ]; then
    exit 0
fi

echo "Installing system packages: ${packages[*]}"
"$(dirname "$0")/apt-install.sh" "${packages[@]}"
echo "System packages installed."
