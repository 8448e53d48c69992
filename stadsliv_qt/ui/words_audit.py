"""What a table says of a game, checked: every engine text rendered in strict mode.

The smoke (`--smoke --lang sv`) and the tests play random games and pass every event, prompt,
action label, refusal and end text through `words` in strict mode. `Audit` keeps what went
wrong: a missing translation, an unfilled placeholder, a raw message id, and every engine text
that is still plain English `str` (a title not converted to messages yet).
"""

from __future__ import annotations

import dataclasses
import random
import re
from dataclasses import dataclass, field

from stadsliv_qt.engine import Action, Game, IllegalAction, Kind
from stadsliv_qt.text import MissingText

from . import words

PLACEHOLDER = re.compile(r"\{[a-z_][a-z_0-9]*[},]")
RAW_ID = re.compile(r"(?<![\w.])[a-z][a-z_0-9]*(\.[a-z_0-9]+){1,}(?![\w.])")


@dataclass
class Audit:
    """What went wrong while a table said a game's texts, by kind."""

    said: int = 0
    missing: list[str] = field(default_factory=list)  # no finished translation
    unfilled: list[str] = field(default_factory=list)  # a {placeholder} left in the words
    raw: list[str] = field(default_factory=list)  # a message id shown instead of words
    plain: set[str] = field(default_factory=set)  # engine texts still plain English str

    def check(self, text: str, where: str) -> None:
        """One rendered text as a player would read it."""
        self.said += 1
        if PLACEHOLDER.search(text):
            self.unfilled.append(f"{where}: {text}")
        if RAW_ID.fullmatch(text.strip()):
            self.raw.append(f"{where}: {text}")

    def say(self, fn, value, where: str) -> str:  # noqa: ANN001 (any words.* helper and its value)
        """Say `value` through a words helper, noting a missing translation instead of raising."""
        try:
            text = fn(value)
        except MissingText as exc:
            self.missing.append(f"{where}: {exc}")
            return ""
        self.check(text, where)
        return text

    def problems(self) -> list[str]:
        """Every finding as one line each, plain English str texts last (sorted, deduplicated)."""
        out = [f"missing translation: {m}" for m in dict.fromkeys(self.missing)]
        out += [f"unfilled placeholder: {m}" for m in dict.fromkeys(self.unfilled)]
        out += [f"raw message id: {m}" for m in dict.fromkeys(self.raw)]
        out += [f"still a plain str in the engine: {t!r}" for t in sorted(self.plain)]
        return out


def refusals(game: Game, rng: random.Random) -> list[IllegalAction]:
    """Provoke refusals on copies: an action of the seat to act, claimed by another seat, and
    an action that was legal a step ago played again."""
    out: list[IllegalAction] = []
    d = game.decision()
    if d.kind not in (Kind.SEAT, Kind.SEALED) or not d.seats:
        return out
    seat = min(d.seats)
    actions = game.legal_actions(seat)
    if not actions:
        return out
    action = rng.choice(actions)
    probes: list[tuple[Action, Game]] = []
    others = [s for s in range(len(game.seats)) if s not in d.seats]
    if others and dataclasses.is_dataclass(action):
        probes.append((dataclasses.replace(action, seat=rng.choice(others)), game.copy()))
    trial = game.copy()
    trial.apply(action)
    probes.append((action, trial))  # the same action again, once it is done
    for attempt, target in probes:
        try:
            target.apply(attempt)
        except IllegalAction as exc:
            out.append(exc)
    return out


def speak(game: Game, rng: random.Random, steps: int, audit: Audit) -> int:
    """Play up to `steps` random steps saying everything a table would; returns steps taken.

    Call within `words.strict()` in the language to check; plain strs are collected there.
    """
    from .dialogs import discover
    from .dialogs.common import label_for

    discover()
    taken = 0
    seen = len(game.log)
    while taken < steps:
        d = game.decision()
        if d.prompt:
            audit.say(words.prompt, d, f"prompt {d.tag}")
        if d.kind is Kind.TERMINAL:
            if d.results is not None:
                audit.say(words.say, d.results.reason, "end reason")
            break
        if d.kind is Kind.CHANCE:
            game.resolve_chance()
        else:
            seat = d.seats[0] if d.kind is Kind.SEAT else rng.choice(sorted(d.seats))
            actions = game.legal_actions(seat)
            for action in actions:
                audit.say(lambda a: label_for(game, a), action, f"label {d.tag}")
            if taken % 7 == 0:
                for exc in refusals(game, rng):
                    audit.say(words.refusal, exc, "refusal")
            game.apply(rng.choice(actions))
        for event in game.log[seen:]:
            audit.say(words.line, event, f"event {event.kind}")
        seen = len(game.log)
        taken += 1
    return taken


def finish(game: Game, rng: random.Random, audit: Audit, limit: int = 20000) -> None:
    """Play on quietly to the end, then say the end (reason) and the last events."""
    from stadsliv_qt.engine.playout import play_random

    play_random(game, rng, limit)
    for event in game.log[-30:]:
        audit.say(words.line, event, f"event {event.kind}")
    d = game.decision()
    if d.kind is Kind.TERMINAL and d.results is not None:
        audit.say(words.say, d.results.reason, "end reason")


def collect_plain(audit: Audit, state: words._State) -> None:
    """Move the plain strs the strict mode noted into the audit."""
    audit.plain.update(state.plain or [])
