#!/usr/bin/env bash
# One command to install what is missing and then start Stadsliv (app) or run every test (test).
#   bash scripts/setup.sh app  [app arguments]
#   bash scripts/setup.sh test [pytest arguments]
set -euo pipefail

mode=${1:-app}
shift || true
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

# Debian/Ubuntu packages Qt needs to run (headless or on a desktop), plus venv support.
qt_libs=(libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 fonts-dejavu-core
         libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxkbcommon-x11-0)
case "$mode" in
  app) need=("${qt_libs[@]}") ;;
  test) need=("${qt_libs[@]}" binutils) ;;
  *) echo "usage: bash scripts/setup.sh app|test [arguments]" >&2; exit 2 ;;
esac
python3 -c 'import venv, ensurepip' 2>/dev/null || need+=(python3-venv)

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for pkg in "${need[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
  done
fi
if ((${#missing[@]})); then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing system libraries: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null && command -v apt-get >/dev/null; then
    echo "Installing system libraries with sudo: ${missing[*]}"
    sudo DEBIAN_FRONTEND=noninteractive apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "Stadsliv needs these system packages, which this script cannot install here:" >&2
    echo "    sudo apt-get install ${missing[*]}" >&2
    echo "Run that (or ask an administrator to), then run this command again." >&2
    exit 1
  fi
fi

venv="$root/.venv"
if [ ! -x "$venv/bin/python" ]; then
  echo "Creating the virtual environment in .venv"
  python3 -m venv "$venv"
fi
extra=""
[ "$mode" = test ] && extra="[test]"
stamp="$venv/.stadsliv-$mode"
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ setup.py -nt "$stamp" ]; then
  echo "Installing Stadsliv and its Python packages into .venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check --upgrade pip
  "$venv/bin/python" -m pip install -q --disable-pip-version-check -e ".$extra"
  touch "$stamp"
fi

if [ "$mode" = app ]; then
  if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    echo "No display found: start Stadsliv from a desktop session (or set QT_QPA_PLATFORM=offscreen)." >&2
    exit 1
  fi
  exec "$venv/bin/python" -m stadsliv_qt "$@"
fi

export QT_QPA_PLATFORM=offscreen
"$venv/bin/ruff" check .
"$venv/bin/python" -m pytest "$@"
