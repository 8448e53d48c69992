"""The table gives the heap's freed memory back every TRIM_EVERY steps (issue 15: memory stays
flat over a long evening), after the step's autosave."""

from __future__ import annotations

import sys

import pytest

from stadsliv_qt.engine.events import Event
from stadsliv_qt.ui import heap


def test_the_heap_is_trimmed_once_every_so_many_steps(monkeypatch) -> None:
    calls: list[int] = []
    monkeypatch.setattr(heap, "_trim", lambda pad: calls.append(pad) or 1)
    monkeypatch.setattr(heap, "_steps", 0)
    trimmed = [heap.stepped() for _ in range(3 * heap.TRIM_EVERY)]
    assert calls == [0, 0, 0]
    assert [k for k, t in enumerate(trimmed) if t] == [
        heap.TRIM_EVERY - 1,
        2 * heap.TRIM_EVERY - 1,
        3 * heap.TRIM_EVERY - 1,
    ]


def test_without_malloc_trim_nothing_is_done(monkeypatch) -> None:
    monkeypatch.setattr(heap, "_trim", None)
    monkeypatch.setattr(heap, "_steps", heap.TRIM_EVERY - 1)
    assert heap.stepped() is False
    assert heap.trim() is False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim is Linux's")
def test_linux_trims_for_real_and_keeps_what_is_used() -> None:
    kept = [Event(f"line {n}") for n in range(20_000)]
    garbage = [bytearray(4096) for _ in range(5_000)]
    del garbage[::2]  # freed pages between used ones
    assert heap.trim() is True
    assert [e.text for e in kept[:3]] == ["line 0", "line 1", "line 2"]
    assert sum(len(b) for b in garbage) == 2_500 * 4096


def test_the_session_counts_its_autosaves_as_steps(qtbot, tmp_path, monkeypatch) -> None:
    from stadsliv_qt.engine import registry
    from stadsliv_qt.ui.session import Session

    counted: list[bool] = []
    monkeypatch.setattr(heap, "stepped", lambda: counted.append(True) or False)
    game = registry.get("gladopolis")(["Anna", "Björn"], {}, seed=1)
    session = Session(game, tmp_path / "autosave.sqlite")
    before = len(counted)  # the session's first autosave counted already
    assert before == 1
    session.autosave()
    assert len(counted) == before + 1
    assert (tmp_path / "autosave.sqlite").exists()
    session.close()
