#!/bin/sh
# Desktop integration of an installed SpectraFlow, shared by the .deb and .rpm maintainer scripts.
#
#   sh integrate.sh install   [ROOT]   after the files are unpacked (deb postinst, rpm %post)
#   sh integrate.sh uninstall [ROOT]   before they are removed (deb prerm, rpm %preun)
#
# install puts `spectraflow` on PATH (/usr/bin link), the menu entry, the .sfpipe MIME type and
# the icons at every hicolor size, creating any standard folder that is missing (servers,
# containers and WSL often have none). Every file and folder it creates is listed in
# ROOT/var/lib/spectraflow/desktop-files, and uninstall removes exactly those, so a purge leaves
# nothing behind. Desktop caches are refreshed only where the desktop's own tools are installed.
# Neither verb ever fails the package operation: a desktop step that cannot be done is reported
# as a note on stderr and skipped. ROOT (default /) lets tests run both verbs in a folder.
set -u

verb=${1:-}
root=${2:-}
root=${root%/}
here=$(cd "$(dirname "$0")" && pwd)
app=/opt/spectraflow
state="$root/var/lib/spectraflow"
manifest="$state/desktop-files"
sizes="16 24 32 48 64 128 256 512"

note() { echo "spectraflow: $*" >&2; }

# Creates folder $1 (and its missing parents), recording each one it creates.
make_dir() {
  [ -d "$1" ] && return 0
  make_dir "$(dirname "$1")" || return 1
  mkdir "$1" 2>/dev/null || { note "cannot create $1, skipped"; return 1; }
  echo "d $1" >>"$manifest"
}

# Copies $1 to $2 (mode 644), recording the file.
put_file() {
  make_dir "$(dirname "$2")" || return 0
  cp "$1" "$2" 2>/dev/null && chmod 644 "$2" && echo "f $2" >>"$manifest" \
    || note "cannot write $2, skipped"
}

refresh_caches() {
  if command -v update-desktop-database >/dev/null 2>&1 && [ -z "$root" ]; then
    update-desktop-database -q /usr/share/applications 2>/dev/null || true
  fi
  if command -v update-mime-database >/dev/null 2>&1 && [ -z "$root" ] \
      && [ -f /usr/share/mime/packages/freedesktop.org.xml ]; then
    update-mime-database /usr/share/mime 2>/dev/null || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -z "$root" ] \
      && [ -f /usr/share/icons/hicolor/index.theme ]; then
    gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor 2>/dev/null || true
  fi
}

# The AOT cache lib/app/spectraflow.aot is used only while every jar has the modification time
# it was trained with (tools/aot/train-aot-cache.sh writes it to spectraflow.aot.stamp); dpkg and
# rpm unpack files with the time they were packaged, so put that time back.
restamp_jars() {
  stamp_file="$root$app/lib/app/spectraflow.aot.stamp"
  [ -f "$stamp_file" ] || return 0
  stamp=$(cat "$stamp_file")
  find "$root$app/lib/app" -name '*.jar' -exec env TZ=UTC touch -m -t "$stamp" {} + 2>/dev/null \
    || note "cannot restore the jars' times: the start-up cache is not used (slower first start)"
}

install_all() {
  restamp_jars
  missing=""
  dir=$state
  while [ ! -d "$dir" ]; do missing="$dir $missing"; dir=$(dirname "$dir"); done
  mkdir -p "$state" && : >"$manifest" || { note "cannot write $manifest"; return 0; }
  for dir in $missing; do [ "$dir" = "$state" ] || echo "d $dir" >>"$manifest"; done
  make_dir "$root/usr/bin" \
    && ln -sf "$app/bin/spectraflow" "$root/usr/bin/spectraflow" \
    && echo "f $root/usr/bin/spectraflow" >>"$manifest"
  put_file "$here/spectraflow.desktop" "$root/usr/share/applications/spectraflow.desktop"
  put_file "$here/spectraflow-mime.xml" "$root/usr/share/mime/packages/spectraflow.xml"
  for n in $sizes; do
    icon="$here/icons/spectraflow-$n.png"
    [ -f "$icon" ] || continue
    put_file "$icon" "$root/usr/share/icons/hicolor/${n}x${n}/apps/spectraflow.png"
    put_file "$icon" "$root/usr/share/icons/hicolor/${n}x${n}/mimetypes/application-x-spectraflow-pipeline.png"
  done
  refresh_caches
}

uninstall_all() {
  [ -f "$manifest" ] || return 0
  # Files first, then the folders this script created, deepest first, only when empty.
  sed -n 's/^f //p' "$manifest" | while IFS= read -r file; do rm -f "$file"; done
  sed -n 's/^d //p' "$manifest" | sort -r | while IFS= read -r dir; do
    rmdir "$dir" 2>/dev/null || true
  done
  created_state_parents=$(sed -n 's/^d //p' "$manifest" | grep -v "^$root/usr" | sort -r)
  rm -f "$manifest"
  rmdir "$state" 2>/dev/null || true
  for dir in $created_state_parents; do rmdir "$dir" 2>/dev/null || true; done
  refresh_caches
}

case "$verb" in
  install) install_all ;;
  uninstall) uninstall_all ;;
  *) echo "usage: integrate.sh install|uninstall [ROOT]" >&2; exit 2 ;;
esac
exit 0
