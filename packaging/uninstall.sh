#!/usr/bin/env bash
# Removes what install.sh put in place; saved games and settings are kept.
#   ~/.local/lib/stadsliv/uninstall.sh     (the installed copy knows its own prefix)
#   PREFIX=/some/where bash packaging/uninstall.sh
set -euo pipefail

app_id=io.github.stadsliv.Stadsliv
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ -z "${PREFIX:-}" ] && [ "$(basename "$here")" = stadsliv ] \
  && [ "$(basename "$(dirname "$here")")" = lib ] && [ -x "$here/Stadsliv" ]; then
  prefix=$(dirname "$(dirname "$here")")
else
  prefix=${PREFIX:-${HOME:?HOME is not set}/.local}
fi
lib="$prefix/lib/stadsliv"
apps="$prefix/share/applications"
icons="$prefix/share/icons/hicolor"

removed=0
gone() { [ -e "$1" ] || [ -L "$1" ] || return 1; rm -f "$1"; removed=$((removed + 1)); }

gone "$apps/$app_id.desktop" || true
gone "$prefix/share/metainfo/$app_id.metainfo.xml" || true
if [ -d "$icons" ]; then
  while read -r icon; do gone "$icon" || true; done < <(find "$icons" -path "*/apps/$app_id.*")
fi
link="$prefix/bin/stadsliv"
if [ -L "$link" ] && [ "$(readlink "$link")" = "$lib/Stadsliv" ]; then
  gone "$link" || true
fi
# Only a folder that holds the bundle is removed, never whatever else might be called so.
if [ -x "$lib/Stadsliv" ] && [ -d "$lib/_internal" ]; then
  rm -rf "$lib"
  removed=$((removed + 1))
fi

command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" 2>/dev/null || true
if [ -f "$icons/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -t -f "$icons" || true
fi

if [ "$removed" = 0 ]; then
  echo "Stadsliv was not installed under $prefix; nothing removed."
else
  echo "Stadsliv is removed from $prefix. Your saved games and settings are kept."
fi
