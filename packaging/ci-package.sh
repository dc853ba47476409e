#!/usr/bin/env bash
# CI packaging check for Linux: builds the app-image and the .deb, then smoke-tests both.
#
#   JAVA_HOME=<JDK 21+> packaging/ci-package.sh
#
# 1. ./mvnw -B -Pdist,deb -DskipTests package  (the .deb is gzip-compressed at level 1 here to
#    save about 20 s; release builds keep dpkg's default xz).
# 2. The app-image launcher passes packaging/smoke-test.sh and prints the pom's version.
# 3. The .deb's metadata (dpkg-deb -I) declares the GTK/OpenGL libraries JavaFX needs.
# 4. The .deb extracted with dpkg-deb -x: its launcher passes the same smoke test.
# 5. As root with apt-get (CI): packaging/install-test.sh installs the .deb with the system
#    package manager, runs `spectraflow` from PATH, opens the studio under Xvfb, purges the
#    package and checks that nothing of it is left on disk.
# Needs: a JDK 21+ with jpackage at JAVA_HOME, binutils (objcopy) and fakeroot; on a bare
# Debian/Ubuntu machine run as root and they are installed with apt-get.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/jpackage" ] \
  || { echo "ci-package: JAVA_HOME must point at a JDK 21+ that has bin/jpackage" >&2; exit 1; }

need=()
command -v objcopy >/dev/null || need+=(binutils)
command -v fakeroot >/dev/null || need+=(fakeroot)
if [ ${#need[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}"
  else
    echo "ci-package: missing ${need[*]} (install them with your package manager)" >&2; exit 1
  fi
fi
# JavaFX unpacks its native libraries under HOME.
if [ -z "${HOME:-}" ] || [ ! -w "${HOME}" ]; then export HOME="$(mktemp -d)"; fi

version=$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' pom.xml | head -1)
start=$(date +%s)
DPKG_DEB_COMPRESSOR_TYPE=gzip DPKG_DEB_COMPRESSOR_LEVEL=1 ./mvnw -B -q -Pdist,deb -DskipTests package
echo "ci-package: built app-image and .deb in $(( $(date +%s) - start )) s"

echo "ci-package: app-image"
packaging/smoke-test.sh target/dist/spectraflow/bin/spectraflow "$version"

deb=$(ls target/dist/spectraflow_"$version"_*.deb)
echo "ci-package: $deb ($(du -h "$deb" | cut -f1))"
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libgtk-3-0 libgl1 libxxf86vm1 libpango-1.0-0 libfontconfig1; do
  grep -qw -- "$lib" <<<"$depends" || { echo "ci-package: Depends lacks $lib: $depends" >&2; exit 1; }
done
echo "ci-package: Depends: $depends"

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
# desktop integration ships inside the app and is applied by the maintainer scripts
for f in spectraflow.desktop spectraflow-mime.xml integrate.sh icons/spectraflow-16.png icons/spectraflow-512.png; do
  [ -f "$root/opt/spectraflow/lib/app/desktop/$f" ] \
    || { echo "ci-package: the .deb lacks lib/app/desktop/$f" >&2; exit 1; }
done
echo "ci-package: extracted .deb"
packaging/smoke-test.sh "$root/opt/spectraflow/bin/spectraflow" "$version"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  packaging/install-test.sh "$deb" "$version"
else
  echo "ci-package: not root with apt-get: install test skipped"
fi
echo "ci-package: done in $(( $(date +%s) - start )) s"
