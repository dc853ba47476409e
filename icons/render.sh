#!/usr/bin/env bash
# Renders the application icon from its SVG sources into every size the platforms need.
# The outputs are committed, so builds never run this; run it again after editing an SVG.
#
# Needs (Debian/Ubuntu package names):
#   rsvg-convert   librsvg2-bin   SVG -> PNG
#   convert        imagemagick    PNGs -> multi-size .ico (Windows)
#   python3                       PNGs -> .icns (macOS), written by icns.py beside this script
#
# Sources: spectraflow-small.svg is drawn for 16-32 px, spectraflow.svg for 48 px and up.
# Outputs: png/spectraflow-<N>.png (the Linux packages install each into the hicolor theme),
#          spectraflow.png (256, the app-image icon on other platforms),
#          spectraflow.ico, spectraflow.icns, and the studio's window icons under
#          src/main/resources/org/spectraflow/ui/icons/.
set -euo pipefail
cd "$(dirname "$0")"

for tool in rsvg-convert convert python3; do
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

# Windows: one .ico holding 16..256 (256 is stored as PNG inside the .ico).
convert png/spectraflow-{16,24,32,48,64,128,256}.png spectraflow.ico

# macOS: every size from 16 to 512 at 1x and 2x (Retina), so 1024 px too.
rsvg-convert --width 1024 --height 1024 --keep-aspect-ratio spectraflow.svg --output "${TMPDIR:-/tmp}/spectraflow-1024.png"
python3 icns.py spectraflow.icns png "${TMPDIR:-/tmp}/spectraflow-1024.png"

# Window icons loaded by the studio (org.spectraflow.ui.app.AppIcons).
res=../src/main/resources/org/spectraflow/ui/icons
mkdir -p "$res"
for n in 16 32 48 64 128 256; do
  cp "png/spectraflow-$n.png" "$res/spectraflow-$n.png"
done
echo "render.sh: rendered ${#sizes[@]} PNG sizes, spectraflow.ico and spectraflow.icns"
