#!/usr/bin/env bash
# Builds the Stadsliv desktop bundle from a checkout on Linux:
#   dist/Stadsliv/                                  the folder bundle (run dist/Stadsliv/Stadsliv)
#   dist/Stadsliv-<version>-linux-<arch>.tar.gz     the same folder, packed for release
# The bundle needs no Python on the target machine; README's "Desktop bundle" says what it does need.
#   bash packaging/build.sh            # uses .venv (made by scripts/setup.sh), installs PyInstaller
#   PYTHON=/path/to/python bash packaging/build.sh
#   bash packaging/build.sh --no-tar   # the folder only
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
make_tar=1
for arg in "$@"; do
  case "$arg" in
    --no-tar) make_tar=0 ;;
    *) echo "usage: bash packaging/build.sh [--no-tar]" >&2; exit 2 ;;
  esac
done

python=${PYTHON:-$root/.venv/bin/python}
if [ ! -x "$python" ]; then
  echo "No Python environment at $python: run 'bash scripts/setup.sh test' first (or set PYTHON)." >&2
  exit 1
fi
if ! "$python" -c 'import PyInstaller, stadsliv_qt' 2>/dev/null; then
  echo "Installing Stadsliv with its packaging tools (the \"package\" extra) into $(dirname "$(dirname "$python")")"
  # At the versions of requirements/constraints.txt, the build backend too where pip can pin it.
  pins=(-c requirements/constraints.txt)
  if "$python" -m pip install --help 2>/dev/null | grep -q -- --build-constraint; then
    pins+=(--build-constraint requirements/constraints.txt)
  fi
  timeout 1800 "$python" -m pip install -q --disable-pip-version-check --timeout 60 "${pins[@]}" \
    -e ".[package]" || {
    echo "Stopped: pip could not install the packaging tools (see above); fix that and run again." >&2
    exit 1
  }
fi
if ! command -v objdump >/dev/null 2>&1; then
  echo "PyInstaller needs objdump from binutils; as root run:" \
       "apt-get update && apt-get install -y binutils" >&2
  exit 1
fi

app_id=io.github.stadsliv.Stadsliv
version=$("$python" -c 'import stadsliv_qt; print(stadsliv_qt.__version__)')
arch=$(uname -m)
dist="$root/dist"
bundle="$dist/Stadsliv"
tarball="$dist/Stadsliv-$version-linux-$arch.tar.gz"

# Icons are committed; refuse a bundle whose PNGs no longer match the SVG.
"$python" packaging/make_icons.py --check >/dev/null || {
  echo "packaging/icons/ is older than resources/icons/stadsliv.svg:" \
       "run $python packaging/make_icons.py" >&2
  exit 1
}

# Translations: the compiled .qm files are committed beside their .ts sources
# (resources/i18n/README.md says how to refresh them); the bundle's smoke check loads each one.
shopt -s nullglob
for ts in resources/i18n/*.ts; do
  if [ ! -f "${ts%.ts}.qm" ]; then
    echo "$ts has no compiled ${ts%.ts}.qm: see resources/i18n/README.md" >&2
    exit 1
  fi
done
shopt -u nullglob

echo "Building Stadsliv $version with PyInstaller (a minute or so)"
start=$SECONDS
"$python" -m PyInstaller --noconfirm --log-level WARN \
  --distpath "$dist" --workpath "$root/build/pyinstaller" packaging/stadsliv.spec

# What install.sh puts in the user's desktop folders travels inside the bundle, so an unpacked
# tarball installs on its own: share/ in the usual layout, plus the two scripts.
share="$bundle/share"
install -Dm644 "packaging/$app_id.desktop" "$share/applications/$app_id.desktop"
install -Dm644 "packaging/$app_id.metainfo.xml" "$share/metainfo/$app_id.metainfo.xml"
install -Dm644 resources/icons/stadsliv.svg "$share/icons/hicolor/scalable/apps/$app_id.svg"
for png in packaging/icons/"$app_id"-*.png; do
  size=${png##*-}
  size=${size%.png}
  install -Dm644 "$png" "$share/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
install -m755 packaging/install.sh packaging/uninstall.sh "$bundle/"
cat >"$bundle/README.txt" <<EOF
Stadsliv $version for Linux ($arch): three city board games for friends round one screen.

Start it:    ./Stadsliv
Install it:  ./install.sh      (for you only: ~/.local, with a menu entry and icon; no root needed)
Remove it:   ~/.local/lib/stadsliv/uninstall.sh   (your saved games are kept)
Check it:    ./Stadsliv --smoke   (a headless self-test; prints one line per check)

It needs glibc 2.36 or newer (Debian 12, Ubuntu 23.04, Fedora 37 or later) and the usual desktop
libraries: OpenGL/EGL (libgl1, libegl1), libxcb1 on X11 or libwayland-client0, -cursor0 and -egl1
on Wayland, fontconfig with at least one font.
EOF

if [ "$make_tar" = 1 ]; then
  rm -f "$tarball"
  tar -C "$dist" --sort=name --owner=0 --group=0 --numeric-owner -czf "$tarball" Stadsliv
fi

echo "Built in $((SECONDS - start)) s:"
echo "  $bundle/ ($(du -sh "$bundle" | cut -f1))"
[ "$make_tar" = 1 ] && echo "  $tarball ($(du -h "$tarball" | cut -f1))"
echo "Check it with: $bundle/Stadsliv --smoke"
