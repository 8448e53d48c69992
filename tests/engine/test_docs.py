"""docs/engine.md's complete example runs, so the documented API stays true."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "engine.md"


def test_engine_doc_example_runs(capsys):
    text = DOC.read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    example = blocks[-1]
    ns = {"GAME_ID": "toy", "OPTIONS": {"rounds": 3}, "SCRIPT": ("dice", (6, 6))}
    exec(compile(example, str(DOC), "exec"), ns)
    out = capsys.readouterr().out
    assert "Tärningsduell 2 to 4 seats" in out
    assert "Rolled 6+6" in out
    assert "winners:" in out
