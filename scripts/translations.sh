#!/usr/bin/env bash
# Refresh the sv/de catalogues from the UI's tr() calls, then compile them (.ts -> .qm).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.venv/bin
mapfile -t sources < <(find stadsliv_qt/ui stadsliv_qt/app.py -name '*.py' | sort)
for lang in sv de; do
  "$bin/pyside6-lupdate" -no-obsolete "${sources[@]}" -ts "resources/i18n/stadsliv_$lang.ts"
  "$bin/pyside6-lrelease" "resources/i18n/stadsliv_$lang.ts" -qm "resources/i18n/stadsliv_$lang.qm"
done
