#!/usr/bin/env bash
# Installs the Stadsliv desktop bundle for the current user; no root needed.
#   bash install.sh                   from an unpacked release (Stadsliv/install.sh)
#   bash packaging/install.sh         from a checkout, after bash packaging/build.sh
#   PREFIX=/some/where bash install.sh    (default: ~/.local)
# It puts:
#   $PREFIX/lib/stadsliv/                                         the bundle (with uninstall.sh)
#   $PREFIX/bin/stadsliv                                          a link to start it from a shell
#   $PREFIX/share/applications/io.github.stadsliv.Stadsliv.desktop        the menu entry
#   $PREFIX/share/icons/hicolor/*/apps/io.github.stadsliv.Stadsliv.{png,svg}  the icon
#   $PREFIX/share/metainfo/io.github.stadsliv.Stadsliv.metainfo.xml       for software centres
set -euo pipefail

app_id=io.github.stadsliv.Stadsliv
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ -x "$here/Stadsliv" ] && [ -d "$here/_internal" ]; then
  bundle=$here
elif [ -x "$here/../dist/Stadsliv/Stadsliv" ]; then
  bundle=$(cd "$here/../dist/Stadsliv" && pwd)
else
  echo "No Stadsliv bundle next to this script: build it first with 'bash packaging/build.sh'." >&2
  exit 1
fi
if [ ! -d "$bundle/share/applications" ]; then
  echo "$bundle is incomplete (no share/ folder): rebuild it with 'bash packaging/build.sh'." >&2
  exit 1
fi

prefix=${PREFIX:-${HOME:?HOME is not set}/.local}
lib="$prefix/lib/stadsliv"
bin="$prefix/bin"
apps="$prefix/share/applications"
icons="$prefix/share/icons/hicolor"
metainfo="$prefix/share/metainfo"

# The bundle: copied beside the old one, then swapped in, so a failed copy breaks nothing.
if [ "$(cd "$bundle" && pwd -P)" != "$(mkdir -p "$lib" && cd "$lib" && pwd -P)" ]; then
  rm -rf "$lib.new"
  mkdir -p "$(dirname "$lib")"
  cp -a "$bundle" "$lib.new"
  rm -rf "$lib"
  mv "$lib.new" "$lib"
fi
exe="$lib/Stadsliv"

# A terminal command, unless something else already answers to that name.
mkdir -p "$bin"
if [ -L "$bin/stadsliv" ] || [ ! -e "$bin/stadsliv" ]; then
  ln -sfn "$exe" "$bin/stadsliv"
else
  echo "Note: $bin/stadsliv exists and is not Stadsliv's link; left as it is." >&2
fi

# The menu entry, pointing at the installed bundle by its full path (quoted if it has spaces).
exec_path=$exe
case "$exe" in *[[:space:]]*) exec_path="\"$exe\"" ;; esac
mkdir -p "$apps"
sed -e "s|^Exec=.*|Exec=$exec_path|" -e "s|^TryExec=.*|TryExec=$exe|" \
  "$bundle/share/applications/$app_id.desktop" >"$apps/$app_id.desktop"
chmod 644 "$apps/$app_id.desktop"

# Icons in every size the bundle carries, and the metainfo.
(cd "$bundle/share/icons/hicolor" && find . -name "$app_id.*" -type f) | while read -r rel; do
  install -Dm644 "$bundle/share/icons/hicolor/$rel" "$icons/$rel"
done
install -Dm644 "$bundle/share/metainfo/$app_id.metainfo.xml" "$metainfo/$app_id.metainfo.xml"

# Tell the desktop; these tools are optional and missing ones are fine.
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
touch "$icons"
if [ -f "$icons/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -t -f "$icons" || true
fi

echo "Stadsliv is installed in $lib"
echo "  start it from the desktop menu (Games), or run: $bin/stadsliv"
case ":$PATH:" in *":$bin:"*) ;; *) echo "  ($bin is not on your PATH; the menu entry works all the same)" ;; esac
echo "  remove it with: $lib/uninstall.sh"
