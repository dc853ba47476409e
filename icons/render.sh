#!/usr/bin/env bash
# Renders the application icon from its SVG sources into every size the platforms need.
# The outputs are committed, so builds never run this; run it again after editing an SVG.
#
# Needs (Debian/Ubuntu package names):
#   rsvg-convert   librsvg2-bin   SVG -> PNG
#   convert        imagemagick    PNGs -> multi-size .ico (Windows)
#   png2icns       icnsutils      PNGs -> .icns (macOS)
#
# Sources: spectraflow-small.svg is drawn for 16-32 px, spectraflow.svg for 48 px and up.
# Outputs: png/spectraflow-<N>.png, spectraflow.png (256, the Linux launcher icon, also copied to
#          packaging/linux/resources for the .deb/.rpm menu entry),
#          spectraflow.ico, spectraflow.icns, and the studio's window icons under
#          src/main/resources/org/spectraflow/ui/icons/.
set -euo pipefail
cd "$(dirname "$0")"

for tool in rsvg-convert convert png2icns; do
  command -v "$tool" >/dev/null || { echo "render.sh: '$tool' not found (see the header for packages)" >&2; exit 1; }
done

sizes=(16 24 32 48 64 128 256 512)
mkdir -p png
for n in "${sizes[@]}"; do
  src=spectraflow.svg
  [ "$n" -le 32 ] && src=spectraflow-small.svg
  rsvg-convert --width "$n" --height "$n" --keep-aspect-ratio "$src" --output "png/spectraflow-$n.png"
done
cp png/spectraflow-256.png spectraflow.png
# Linux installers take the menu icon from their resource folder, not from --icon.
cp png/spectraflow-256.png ../packaging/linux/resources/spectraflow.png

# Windows: one .ico holding 16..256 (256 is stored as PNG inside the .ico).
convert png/spectraflow-{16,24,32,48,64,128,256}.png spectraflow.ico

# macOS: png2icns accepts 16, 32, 48, 128, 256 and 512 px images.
png2icns spectraflow.icns png/spectraflow-{16,32,48,128,256,512}.png >/dev/null

# Window icons loaded by the studio (org.spectraflow.ui.app.AppIcons).
res=../src/main/resources/org/spectraflow/ui/icons
mkdir -p "$res"
for n in 16 32 48 64 128 256; do
  cp "png/spectraflow-$n.png" "$res/spectraflow-$n.png"
done
echo "render.sh: rendered ${#sizes[@]} PNG sizes, spectraflow.ico and spectraflow.icns"
