"""A title's guided first game, read from `resources/<game id>/tutorial.json` (data, not code).

A tutorial is a real game with scripted chance and a list of steps. Each step is a short card,
anchored to a thing on the table, that waits for one thing: the player pressing Next, rolling,
making one named action (the guide refuses any other), or watching the guide make an action
itself. The format is described in docs/teaching.md; `play()` walks a tutorial without a table,
which is how the tests prove that every step can be done and shows the rules it promises.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stadsliv_qt.engine import Action, Event, Game, IllegalAction, registry
from stadsliv_qt.engine.chance import Chance
from stadsliv_qt.engine.decisions import Decision, Kind
from stadsliv_qt.paths import resource

FORMAT = 1
LANGUAGES = ("en", "sv", "de")
WAITS = ("next", "roll", "act", "auto", "end")


class TutorialError(ValueError):
    """A tutorial file that cannot be used, or a step that cannot be done, said in a sentence."""


@dataclass(frozen=True)
class Step:
    """One card of the guide and what it waits for."""

    id: str
    text: Mapping[str, str]  # the card's words by language
    wait: str  # one of WAITS
    anchor: str = ""  # what the card points at: a board ref ("field:5") or "ui:<part>"
    light: tuple[str, ...] = ()  # board refs lit while the card shows
    action: Mapping[str, Any] | None = None  # for act/auto: {"type": class name, field: value}
    rule: str = ""  # the rule the card teaches (a link to the rules browser)
    shows: tuple[str, ...] = ()  # rule ids the step's events must include (checked by play())
    hint: Mapping[str, str] | None = None  # said when the player does something else

    def say(self, lang: str) -> str:
        """The card's text in a language (English when the language has none)."""
        return self.text.get(lang) or self.text["en"]

    def hint_text(self, lang: str) -> str:
        """What to say when the player tries another action ('' when the step has no hint)."""
        if not self.hint:
            return ""
        return self.hint.get(lang) or self.hint.get("en", "")


@dataclass(frozen=True)
class Tutorial:
    """A title's guided game: who plays, the options, the scripted chance and the steps."""

    game: str
    title: Mapping[str, str]
    players: tuple[str, ...]
    options: Mapping[str, Any]
    seed: int
    chance: Mapping[str, tuple[Any, ...]]
    steps: tuple[Step, ...]

    def new_game(self, players: Iterable[str] | None = None) -> Game:
        """A fresh game of the tutorial, its chance scripted from the first shuffle on."""
        chance = Chance(self.seed)
        for kind, outcomes in self.chance.items():
            chance.script(kind, *outcomes)
        cls = registry.get(self.game)
        names = list(players) if players is not None else list(self.players)
        return cls(names, dict(self.options), seed=self.seed, chance=chance)

    def rules(self) -> set[str]:
        """Every rule id the steps teach or show."""
        out = {s.rule for s in self.steps if s.rule}
        for s in self.steps:
            out.update(s.shows)
        return out


def path_for(game_id: str) -> Path:
    """Where a title's tutorial lives."""
    return resource(game_id, "tutorial.json")


def has_tutorial(game_id: str) -> bool:
    """True if the title ships a tutorial."""
    return path_for(game_id).is_file()


def load(game_id: str, path: str | Path | None = None) -> Tutorial:
    """Read and check a tutorial; TutorialError says what is wrong with the file."""
    where = Path(path) if path is not None else path_for(game_id)
    try:
        raw = json.loads(where.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise TutorialError(f"There is no tutorial for {game_id}.") from exc
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise TutorialError(f"The tutorial for {game_id} cannot be read: {exc}.") from exc
    return parse(raw, game_id)


def parse(raw: Any, game_id: str) -> Tutorial:
    """Check a tutorial document strictly; nothing unknown or missing passes."""
    if not isinstance(raw, dict):
        raise TutorialError("A tutorial is a JSON object.")
    _only(raw, {"format", "game", "title", "players", "options", "seed", "chance", "steps"}, "")
    if raw.get("format") != FORMAT:
        raise TutorialError(f"The tutorial has format {raw.get('format')!r}; expected {FORMAT}.")
    if raw.get("game") != game_id:
        raise TutorialError(f"The tutorial is for {raw.get('game')!r}, not {game_id!r}.")
    players = raw.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) and p for p in players):
        raise TutorialError("The tutorial's players must be a list of names.")
    options = raw.get("options", {})
    seed = raw.get("seed", 0)
    chance = raw.get("chance", {})
    if not isinstance(options, dict):
        raise TutorialError("The tutorial's options must be an object.")
    if not isinstance(seed, int):
        raise TutorialError("The tutorial's seed must be a whole number.")
    if not isinstance(chance, dict) or not all(isinstance(v, list) for v in chance.values()):
        raise TutorialError("The tutorial's chance must map each kind to a list of outcomes.")
    steps_raw = raw.get("steps")
    if not isinstance(steps_raw, list) or not steps_raw:
        raise TutorialError("The tutorial has no steps.")
    steps = tuple(_step(s, k) for k, s in enumerate(steps_raw))
    ids = [s.id for s in steps]
    if len(set(ids)) != len(ids):
        raise TutorialError("Two steps of the tutorial have the same id.")
    if steps[-1].wait != "end":
        raise TutorialError("The tutorial's last step must wait for 'end'.")
    return Tutorial(
        game=game_id,
        title=_texts(raw.get("title"), "title"),
        players=tuple(players),
        options=options,
        seed=seed,
        chance={k: tuple(_tuple(v) for v in vs) for k, vs in chance.items()},
        steps=steps,
    )


def _tuple(value: Any) -> Any:
    """JSON lists as tuples (a roll of two dice is a tuple)."""
    return tuple(_tuple(v) for v in value) if isinstance(value, list) else value


def _only(d: Mapping[str, Any], known: set[str], where: str) -> None:
    unknown = sorted(set(d) - known)
    if unknown:
        raise TutorialError(f"The tutorial{where} has unknown keys: {', '.join(unknown)}.")


def _texts(value: Any, what: str) -> dict[str, str]:
    if not isinstance(value, dict):
        raise TutorialError(f"The tutorial's {what} must give a text per language.")
    missing = [
        lang for lang in LANGUAGES if not isinstance(value.get(lang), str) or not value[lang]
    ]
    if missing:
        raise TutorialError(f"The tutorial's {what} has no text in {', '.join(missing)}.")
    return {lang: value[lang] for lang in LANGUAGES}


def _step(raw: Any, k: int) -> Step:
    where = f" step {k + 1}"
    if not isinstance(raw, dict):
        raise TutorialError(f"The tutorial's{where} is not an object.")
    _only(raw, {"id", "text", "wait", "anchor", "light", "action", "rule", "shows", "hint"}, where)
    sid = raw.get("id")
    if not isinstance(sid, str) or not sid:
        raise TutorialError(f"The tutorial's{where} has no id.")
    where = f" step {sid!r}"
    wait = raw.get("wait")
    if wait not in WAITS:
        raise TutorialError(f"The tutorial's{where} waits for {wait!r}; use one of {WAITS}.")
    action = raw.get("action")
    if wait in ("act", "auto"):
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise TutorialError(f"The tutorial's{where} needs an action with a type.")
        if not isinstance(action.get("seat"), int):
            raise TutorialError(f"The tutorial's{where} needs the seat of its action.")
    elif action is not None:
        raise TutorialError(f"The tutorial's{where} waits for {wait!r} and takes no action.")
    light = raw.get("light", [])
    shows = raw.get("shows", [])
    for name, value in (("light", light), ("shows", shows)):
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise TutorialError(f"The tutorial's{where} {name} must be a list of strings.")
    anchor, rule = raw.get("anchor", ""), raw.get("rule", "")
    if not isinstance(anchor, str) or not isinstance(rule, str):
        raise TutorialError(f"The tutorial's{where} anchor and rule must be strings.")
    hint = raw.get("hint")
    return Step(
        id=sid,
        text=_texts(raw.get("text"), f"step {sid!r}"),
        wait=wait,
        anchor=anchor,
        light=tuple(light),
        action=action,
        rule=rule,
        shows=tuple(shows),
        hint=_texts(hint, f"hint of {sid!r}") if hint is not None else None,
    )


def _same(a: Any, b: Any) -> bool:
    """Equal, counting a JSON list and a tuple with the same items as the same."""
    return bool(_tuple(a) == _tuple(b) if isinstance(b, list | tuple) else a == b)


def matches(action: Action, spec: Mapping[str, Any]) -> bool:
    """True if the action is the one a step names (its class and every field the step gives)."""
    if type(action).__name__ != spec["type"]:
        return False
    for key, want in spec.items():
        if key == "type":
            continue
        if not hasattr(action, key) or not _same(getattr(action, key), want):
            return False
    return True


def build(game: Game, spec: Mapping[str, Any]) -> Action:
    """The legal action a step names; free amounts are filled into a listed action of its type."""
    seat = int(spec["seat"])
    legal = game.legal_actions(seat)
    for action in legal:
        if matches(action, spec):
            return action
    for action in legal:
        if type(action).__name__ == spec["type"]:
            fields = {k: _tuple(v) for k, v in spec.items() if k != "type"}
            try:
                return dataclasses.replace(action, **fields)
            except TypeError as exc:
                raise TutorialError(
                    f"The action {dict(spec)!r} has a field its type lacks."
                ) from exc
    kinds = sorted({type(a).__name__ for a in legal})
    raise TutorialError(
        f"The game offers seat {seat} no {spec['type']} now (it offers {', '.join(kinds) or 'nothing'})."
    )


class Guide:
    """Where a player is in a tutorial, and which of their actions the current step lets through."""

    def __init__(self, tutorial: Tutorial, index: int = 0) -> None:
        if not 0 <= index < len(tutorial.steps):
            raise TutorialError("The saved place in the tutorial is not one of its steps.")
        self.tutorial = tutorial
        self.index = index

    @property
    def step(self) -> Step:
        """The card showing now."""
        return self.tutorial.steps[self.index]

    @property
    def done(self) -> bool:
        """True on the closing card."""
        return self.step.wait == "end"

    def allows(self, action: Action) -> bool:
        """True if the current step waits for exactly this action from the player."""
        step = self.step
        return bool(step.wait == "act" and step.action is not None and matches(action, step.action))

    def allows_roll(self) -> bool:
        """True if the current step waits for the player to roll."""
        return self.step.wait == "roll"

    def advance(self) -> None:
        """Go to the next card (the step was done)."""
        if self.index < len(self.tutorial.steps) - 1:
            self.index += 1

    def after_action(self, action: Action) -> bool:
        """Note an action the table applied; True (and the next card) if it was the step's."""
        step = self.step
        if (
            step.wait in ("act", "auto")
            and step.action is not None
            and matches(action, step.action)
        ):
            self.advance()
            return True
        return False

    def after_roll(self) -> bool:
        """Note a roll; True (and the next card) if the step waited for it."""
        if self.step.wait == "roll":
            self.advance()
            return True
        return False

    def next(self) -> bool:
        """The player pressed Next; True if the step waited for that."""
        if self.step.wait == "next":
            self.advance()
            return True
        return False

    def auto_action(self, game: Game) -> Action | None:
        """The action the guide makes itself on an 'auto' step (None on other steps)."""
        step = self.step
        if step.wait != "auto" or step.action is None:
            return None
        return build(game, step.action)


def is_dice(decision: Decision) -> bool:
    """Dice and named dice wait for a click on Roll; shuffles and other draws happen by themselves."""
    kind = decision.chance.lower()
    return not kind or "dice" in kind or "die" in kind or kind in ("fate", "roll")


def settle(game: Game, rolled: bool) -> list[Event]:
    """Make the draws the table makes by itself: shuffles, and dice right after a Roll action."""
    events: list[Event] = []
    while (d := game.decision()).kind is Kind.CHANCE and (rolled or not is_dice(d)):
        events += game.resolve_chance()
        rolled = False
    return events


def play(
    tutorial: Tutorial, on_step: Callable[[Step, Game, list[Event]], None] | None = None
) -> Game:
    """Walk the whole tutorial without a table, as a player who follows every card would.

    Raises TutorialError naming the step that cannot be done or that misses a rule it promises.
    `on_step(step, game, events)` sees each step's events (tests check secrets and coverage).
    """
    game = tutorial.new_game()
    guide = Guide(tutorial)
    events: list[Event] = settle(game, False)
    while True:
        step = guide.step
        try:
            if step.wait == "end":
                if on_step:
                    on_step(step, game, events)
                return game
            if step.wait == "next":
                guide.next()
            elif step.wait == "roll":
                if game.decision().kind is not Kind.CHANCE:
                    raise TutorialError(
                        f"Step {step.id!r} waits for a roll, but nothing is to roll."
                    )
                events += game.resolve_chance()
                guide.after_roll()
                events += settle(game, False)
            else:
                assert step.action is not None
                action = build(game, step.action)
                events += game.apply(action)
                guide.after_action(action)
                events += settle(game, type(action).__name__ == "Roll")
        except IllegalAction as exc:
            raise TutorialError(f"Step {step.id!r} cannot be done: {exc}") from exc
        seen = {e.rule for e in events}
        missing = [r for r in step.shows if r not in seen]
        if missing:
            raise TutorialError(f"Step {step.id!r} shows no event of {', '.join(missing)}.")
        if on_step:
            on_step(step, game, events)
        events = []
