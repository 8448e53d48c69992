"""Every sentence of the table's own (tr) has its Swedish and German translation: the computer
players' words ("Computer (Easy)", "thinking…", the hand-over menu) reached the table in English
in every language, as no catalogue had them. The sources are read again as
scripts/translations.sh reads them, into a copy of each shipped catalogue."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LUPDATE = Path(sys.executable).with_name("pyside6-lupdate")


def _messages(path: Path) -> list[tuple[str, str, str | None, str]]:
    """(context, source, translation type, translation) of every message of a catalogue."""
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            out.append(
                (
                    name,
                    message.findtext("source") or "",
                    translation.get("type"),
                    translation.text or "",
                )
            )
    return out


@pytest.mark.parametrize("lang", ["sv", "de"])
def test_every_ui_sentence_is_translated(lang: str, tmp_path: Path) -> None:
    shipped = ROOT / "resources" / "i18n" / f"stadsliv_{lang}.ts"
    assert not [m for m in _messages(shipped) if m[2] == "unfinished"]
    sheet = tmp_path / shipped.name
    shutil.copy(shipped, sheet)
    sources = sorted(
        str(p.relative_to(ROOT))
        for p in [*(ROOT / "stadsliv_qt" / "ui").rglob("*.py"), ROOT / "stadsliv_qt" / "app.py"]
    )
    subprocess.run(
        [str(LUPDATE), "-no-obsolete", *sources, "-ts", str(sheet)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    messages = _messages(sheet)
    done = {(c.casefold(), s) for c, s, kind, text in messages if kind is None and text}
    # `curtain.tr(...)` is read as the context "curtain"; at run time it is the class Curtain
    missing = [
        (c, s)
        for c, s, kind, _text in messages
        if kind == "unfinished" and (c.casefold(), s) not in done
    ]
    assert missing == []
