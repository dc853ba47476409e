#!/usr/bin/env bash
# Installs a built .deb with the system package manager, uses it as a user would, removes and
# purges it, and checks that nothing of it is left on disk.
#
#   packaging/install-test.sh target/dist/spectraflow_<version>_amd64.deb [expected-version]
#
# 1. A first install pulls in the package's dependencies, and a purge takes it away again, so
#    that the second round sees only what SpectraFlow itself adds.
# 2. The second install: `spectraflow` is on PATH (/usr/bin link) and passes smoke-test.sh, its
#    launcher uses its AOT cache (when the image has one), the desktop entry, MIME type and icons
#    (16-512 px) are in place, and the studio opens a window under Xvfb (screenshot in
#    target/screenshots/installed-studio.png when ImageMagick is there).
# 3. apt-get purge; then every file and folder under /opt, /usr, /etc and /var/lib must be as
#    before the second install.
# Needs root and apt-get (it installs xvfb, xdotool and xauth if they are missing).
set -euo pipefail
cd "$(dirname "$0")/.."
deb=$(readlink -f "${1:?usage: install-test.sh <package.deb> [version]}")
version=${2:-}
apt_get() { DEBIAN_FRONTEND=noninteractive apt-get -y -qq "$@" >/dev/null 2>&1 || { echo "install-test: apt-get $* failed" >&2; return 1; }; }
fail() { echo "install-test: FAIL: $*" >&2; exit 1; }
step() { echo "install-test: $*"; }

need=()
for tool in Xvfb:xvfb xdotool:xdotool xauth:xauth; do
  command -v "${tool%%:*}" >/dev/null || need+=("${tool#*:}")
done
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  apt_get install --no-install-recommends "${need[@]}"
fi

snapshot() {
  find /opt /usr /etc /var/lib -xdev \( -path /var/lib/dpkg -o -path /var/lib/apt \
    -o -path /var/lib/systemd -o -path /etc/ld.so.cache \) -prune -o -print 2>/dev/null | sort
}

start=$(date +%s)
apt_get install --no-install-recommends "$deb"
apt_get purge spectraflow
step "first install and purge (dependencies pulled in) in $(( $(date +%s) - start )) s"

work=$(mktemp -d)
studio_pid="" xvfb_pid=""
stop() { for pid in "$@"; do [ -n "$pid" ] && kill "$pid" 2>/dev/null; done; return 0; }
trap 'stop "$studio_pid" "$xvfb_pid"; rm -rf "$work"' EXIT
snapshot >"$work/before"
apt_get install --no-install-recommends "$deb"
step "installed $(dpkg-query -W -f '${Package} ${Version}' spectraflow)"

[ "$(command -v spectraflow)" = /usr/bin/spectraflow ] || fail "spectraflow is not on PATH as /usr/bin/spectraflow"
packaging/smoke-test.sh "$(command -v spectraflow)" "$version"
if [ -f /opt/spectraflow/lib/app/spectraflow.aot ]; then
  # the start-up cache must still match the installed jars (integrate.sh restores their times)
  JAVA_TOOL_OPTIONS="-Xlog:class+load:file=$work/classes.txt" spectraflow --version >/dev/null 2>&1
  cached=$(grep -c 'source: shared objects file' "$work/classes.txt" || true)
  [ "$cached" -ge 1000 ] || fail "the installed launcher does not use its AOT cache ($cached classes from it)"
  step "AOT cache used by the installed launcher ($cached classes from it)"
fi
for file in /usr/share/applications/spectraflow.desktop /usr/share/mime/packages/spectraflow.xml; do
  [ -f "$file" ] || fail "$file is missing"
done
for n in 16 24 32 48 64 128 256 512; do
  for icon in apps/spectraflow mimetypes/application-x-spectraflow-pipeline; do
    file=/usr/share/icons/hicolor/${n}x${n}/$icon.png
    [ -f "$file" ] || fail "$file is missing"
  done
done
step "desktop entry, MIME type and icons at 16-512 px installed"

display=:$(( 90 + RANDOM % 9 ))
Xvfb "$display" -screen 0 1440x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
sleep 2
DISPLAY=$display spectraflow >"$work/studio.log" 2>&1 &
studio_pid=$!
window=""
for _ in $(seq 1 60); do
  window=$(DISPLAY=$display xdotool search --name ' — SpectraFlow$' 2>/dev/null | head -1 || true)
  [ -n "$window" ] && break
  kill -0 "$studio_pid" 2>/dev/null || fail "the studio exited: $(tail -5 "$work/studio.log")"
  sleep 1
done
[ -n "$window" ] || fail "no studio window within 60 s: $(tail -5 "$work/studio.log")"
# On a fresh home the studio opens the demo pipeline; its title is "Untitled" only until then.
for _ in $(seq 1 30); do
  case "$(DISPLAY=$display xdotool getwindowname "$window" 2>/dev/null || true)" in
    Untitled*) sleep 1 ;;
    *) break ;;
  esac
done
case "$(DISPLAY=$display xdotool getwindowname "$window")" in
  Untitled*) fail "the studio did not open the demo pipeline within 30 s: $(tail -5 "$work/studio.log")" ;;
esac
step "studio window: $(DISPLAY=$display xdotool getwindowname "$window")"
if grep -q 'Unsupported JavaFX configuration' "$work/studio.log"; then
  fail "JavaFX warned about its configuration: $(cat "$work/studio.log")"
fi
if command -v import >/dev/null; then
  sleep 3
  mkdir -p target/screenshots
  DISPLAY=$display import -window root target/screenshots/installed-studio.png || true
fi
stop "$studio_pid" "$xvfb_pid"
wait "$studio_pid" 2>/dev/null || true
studio_pid="" xvfb_pid=""

apt_get purge spectraflow
snapshot >"$work/after"
if ! diff "$work/before" "$work/after" >"$work/diff"; then
  fail "left behind or changed after purge: $(head -20 "$work/diff")"
fi
step "purged; nothing left under /opt, /usr, /etc, /var/lib ($(( $(date +%s) - start )) s in all)"
