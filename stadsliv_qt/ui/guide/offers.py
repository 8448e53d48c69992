"""Which titles ship a tutorial and how far each is, read without loading any game (start-up
stays light: the welcome page and the Help menu ask this before a game is imported)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from stadsliv_qt.paths import resources_dir

from ..settings import Preferences


@dataclass(frozen=True)
class Offer:
    """A tutorial to offer: its title in the table's language, its steps, and the step left at."""

    game_id: str
    title: str
    steps: int
    left_at: int | None  # 0-based, None when not under way


def fingerprint(steps: Iterable[tuple[str, str]]) -> str:
    """What a saved place must match: the tutorial's step ids and waits, in order."""
    ids = "\n".join(f"{sid}:{wait}" for sid, wait in steps)
    return hashlib.sha256(ids.encode("utf-8")).hexdigest()[:16]


def _raw_steps(raw: dict[str, Any]) -> list[tuple[str, str]]:
    steps = raw.get("steps")
    if not isinstance(steps, list):
        return []
    return [(str(s.get("id", "")), str(s.get("wait", ""))) for s in steps if isinstance(s, dict)]


def offers(prefs: Preferences, lang: str) -> list[Offer]:
    """Every shipped tutorial (resources/<id>/tutorial.json), by game id."""
    found = []
    for path in sorted(resources_dir().glob("*/tutorial.json")):
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError):
            continue  # the guide says what is wrong when it is started
        if not isinstance(raw, dict):
            continue
        game_id = path.parent.name
        titles = raw.get("title")
        said = titles.get(lang) or titles.get("en") if isinstance(titles, dict) else None
        title = str(said or game_id)
        steps = _raw_steps(raw)
        place = prefs.tutorial_place(game_id)
        step = place.get("step")
        fits = isinstance(step, int) and place.get("tutorial") == fingerprint(steps)
        left_at = step if fits and isinstance(step, int) and 0 <= step < len(steps) else None
        found.append(Offer(game_id, title, len(steps), left_at))
    return found
