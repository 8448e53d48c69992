"""docs/engine.md's complete example runs for the test game and every title, so the API stays true."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "engine.md"


def example() -> str:
    text = DOC.read_text(encoding="utf-8")
    return re.findall(r"```python\n(.*?)```", text, re.S)[-1]


@pytest.mark.parametrize(
    ("game_id", "options", "script", "expect"),
    [
        ("toy", {"rounds": 3}, ("dice", (6, 6)), "Rolled 6+6"),
        ("gladopolis", {"short_game": True}, ("dice", (3, 4)), "Glad-o-polis 2.0 2 to 6 seats"),
        ("borgata", {"round_limit": 6}, ("dice", (1, 1)), "Borgata: Interregnum 2 to 6 seats"),
        ("stadsliv", {"turn_limit": 60}, ("fate", "GB"), "Stadsliv 2 to 8 seats"),
    ],
)
def test_engine_doc_example_runs(game_id, options, script, expect, capsys):
    ns = {"GAME_ID": game_id, "OPTIONS": options, "SCRIPT": script}
    exec(compile(example(), str(DOC), "exec"), ns)
    out = capsys.readouterr().out
    assert expect in out
    assert "winners:" in out
