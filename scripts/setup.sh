#!/usr/bin/env bash
# One command to install what is missing and then start Stadsliv (app) or check everything (test:
# ruff, mypy on the package and mypy --strict on the engine, then every test).
#   bash scripts/setup.sh app  [app arguments]
#   bash scripts/setup.sh test [pytest arguments]
# Each long step says what it is doing; apt-get and pip run with time limits, and a failure stops
# the script with a sentence saying what failed. A half-made or broken .venv (say, left by a first
# run on a Debian without python3-venv) is noticed and made again. Python packages are installed at
# the exact versions of requirements/constraints.txt, so an unchanged clone installs the same tools.
set -euo pipefail

mode=${1:-app}
shift || true
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
constraints="$root/requirements/constraints.txt"
# Time limits in seconds (the environment may lower them, as the tests of this script do).
apt_timeout=${STADSLIV_APT_TIMEOUT:-900}
pip_timeout=${STADSLIV_PIP_TIMEOUT:-1800}

die() {
  printf '%s\n' "$@" >&2
  exit 1
}

# step SECONDS SHOWN WHAT COMMAND...: runs COMMAND with a time limit, shows the lines of its output
# that match the pattern SHOWN as they come (so a long step is never silent), and keeps all of it;
# on failure prints the last lines and stops with a sentence naming WHAT failed.
step() {
  local seconds=$1 shown=$2 what=$3 log status
  shift 3
  log=$(mktemp "${TMPDIR:-/tmp}/stadsliv-setup.XXXXXX")
  set +e
  timeout "$seconds" "$@" 2>&1 | tee "$log" | grep --line-buffered -E "$shown" | sed -u 's/^ */    /'
  status=${PIPESTATUS[0]}
  set -e
  if [ "$status" != 0 ]; then
    {
      echo "---- the last lines $what printed (all of them are in $log) ----"
      tail -n 15 "$log"
      echo "----"
    } >&2
    if [ "$status" = 124 ]; then
      die "Stopped: $what took longer than $seconds seconds and was cut off." \
        "Check the network connection, then run this command again."
    fi
    die "Stopped: $what failed (exit status $status); the lines above say why." \
      "Fix that, then run this command again."
  fi
  rm -f "$log"
}

# Debian/Ubuntu packages Qt needs to run (headless or on a desktop), plus venv support.
qt_libs=(libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3 fonts-dejavu-core
         libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxkbcommon-x11-0)
case "$mode" in
  app) need=("${qt_libs[@]}") ;;
  test) need=("${qt_libs[@]}" binutils) ;;
  *) die "usage: bash scripts/setup.sh app|test [arguments]" ;;
esac
if ! command -v python3 >/dev/null 2>&1; then
  need+=(python3 python3-venv)
elif ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
  need+=(python3-venv)
fi

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for pkg in "${need[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
  done
fi
if ((${#missing[@]})); then
  apt_line="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
  as_root=()
  if [ "$(id -u)" = 0 ]; then
    as_root=(env)
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo -n env)
  fi
  if ((${#as_root[@]})) && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${#missing[@]} system packages with apt-get (this can take a few minutes): ${missing[*]}"
    echo "  Reading the package lists (apt-get update)"
    step "$apt_timeout" '^(Get:|Err:|E: |W: )' "apt-get update" \
      "${as_root[@]}" DEBIAN_FRONTEND=noninteractive apt-get update -q
    echo "  Downloading and installing them and what they depend on (apt-get install)"
    step "$apt_timeout" '^(Get:|Setting up |E: )' "apt-get install" \
      "${as_root[@]}" DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -q --no-install-recommends "${missing[@]}"
  elif ! command -v apt-get >/dev/null 2>&1; then
    die "Stadsliv needs these system packages, and this system has no apt-get to install them:" \
      "    ${missing[*]}" \
      "Install them (or your system's packages of the same libraries), then run this command again."
  else
    msg=("Stadsliv needs these system packages first: ${missing[*]}"
         "Only root can install them. Run this (it asks for the root password), then run this command again:"
         "    su -c '$apt_line'")
    if command -v sudo >/dev/null 2>&1; then
      msg+=("or, if your account may use sudo:" "    sudo sh -c '$apt_line'")
    fi
    die "${msg[@]}"
  fi
fi

command -v python3 >/dev/null 2>&1 || die "Stadsliv needs python3 (3.11 or newer), and there is none on the PATH."
python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
  || die "Stadsliv needs Python 3.11 or newer; python3 here is $(python3 -c 'import platform; print(platform.python_version())')."

# The venv is whole when its Python runs and has pip, and its creation was seen to finish (the
# marker, or an install stamp of an earlier version of this script, written only after success).
venv="$root/.venv"
marker="$venv/.stadsliv-venv"
if [ -e "$venv" ] || [ -L "$venv" ]; then
  broken=""
  if ! "$venv/bin/python" -c 'import pip, sys' >/dev/null 2>&1; then
    broken="its Python does not run or has no pip"
  elif [ ! -f "$marker" ] && [ ! -f "$venv/.stadsliv-test" ] && [ ! -f "$venv/.stadsliv-app" ]; then
    broken="an earlier run stopped before it was complete"
  fi
  if [ -n "$broken" ]; then
    echo "The virtual environment in .venv is broken ($broken): making it again"
    rm -rf "$venv"
  fi
fi
if [ ! -e "$venv" ]; then
  echo "Creating the virtual environment in .venv"
  if ! timeout 600 python3 -m venv "$venv" || ! "$venv/bin/python" -c 'import pip, sys' >/dev/null 2>&1; then
    rm -rf "$venv"
    die "Stopped: python3 -m venv could not make a virtual environment with pip in .venv (removed again)." \
      "On Debian or Ubuntu the package python3-venv is missing; as root run:" \
      "    apt-get update && apt-get install -y python3-venv" \
      "then run this command again."
  fi
  touch "$marker"
fi

[ -f "$constraints" ] || die "requirements/constraints.txt is missing: this checkout is incomplete."
extra=""
[ "$mode" = test ] && extra="[test]"
stamp="$venv/.stadsliv-$mode"
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ setup.py -nt "$stamp" ] \
   || [ "$constraints" -nt "$stamp" ]; then
  pip=("$venv/bin/python" -m pip install --disable-pip-version-check --progress-bar off
       --timeout 60 --retries 3 -c "$constraints")
  shown='^ *(Obtaining|Collecting|Downloading|Installing build dependencies: started'
  shown+='|Building (editable|wheel) for .*started|Installing collected|Successfully installed|ERROR)'
  echo "Installing pip $(sed -n 's/^pip==//p' "$constraints") into .venv"
  step "$pip_timeout" "$shown" "pip (installing pip itself)" "${pip[@]}" pip
  echo "Installing Stadsliv and its Python packages into .venv (PySide6 alone is an 80 MB download)"
  step "$pip_timeout" "$shown" "pip (installing Stadsliv$extra)" \
    "${pip[@]}" --build-constraint "$constraints" -e ".$extra"
  touch "$stamp"
fi

if [ "$mode" = app ]; then
  if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    die "No display found: start Stadsliv from a desktop session (or set QT_QPA_PLATFORM=offscreen)."
  fi
  exec "$venv/bin/python" -m stadsliv_qt "$@"
fi

# check WHAT COMMAND...: says what it checks, runs COMMAND with its whole output shown, and stops
# with a sentence naming WHAT when it fails (the lines above it say where).
check() {
  local what=$1
  shift
  echo "$what"
  "$@" || die "Stopped: $what failed; the lines above say where." \
    "Fix that, then run this command again."
}

export QT_QPA_PLATFORM=offscreen
# The order: the quick checks first, so a typo stops before the ten-minute suite starts.
check "Checking the code style with ruff" "$venv/bin/ruff" check .
check "Checking the types of the whole package with mypy (pyproject.toml's [tool.mypy])" \
  "$venv/bin/python" -m mypy stadsliv_qt
check "Checking the types of the engine, the titles and the words with mypy --strict" \
  "$venv/bin/python" -m mypy --strict stadsliv_qt/engine stadsliv_qt/games stadsliv_qt/text \
    stadsliv_qt/teach
# The tests run in one worker per core (pytest-xdist), unless the arguments choose otherwise
# (-n N, --numprocesses, -p no:xdist) or STADSLIV_TEST_WORKERS says how many (0: no workers).
workers=(-n "${STADSLIV_TEST_WORKERS:-auto}")
for arg in "$@"; do
  case "$arg" in -n | -n* | --numprocesses* | no:xdist) workers=() ;; esac
done
[ "${STADSLIV_TEST_WORKERS:-}" = 0 ] && workers=()
check "Running the tests with pytest" "$venv/bin/python" -m pytest "${workers[@]}" "$@"
