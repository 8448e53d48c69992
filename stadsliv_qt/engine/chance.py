"""The one seeded source of chance in a game, with a script that tests use to fix outcomes.

Every die, Ödestärning throw and shuffle goes through the `Chance` held in the game state,
so a game is reproducible from its seed and a save restores the exact stream.

Tests script outcomes per kind; scripted outcomes are used first, in order, then the seeded
generator takes over again:

    game.chance.script("dice", (3, 4), (6, 6))      # two-dice rolls
    game.chance.script("die", 5)                    # one-die rolls (Stadsliv's single die)
    game.chance.script("fate", "GB", "KH")          # faces of a named die
    game.chance.script("shuffle:events", [3, 0, 1, 2, ...])  # an exact deck order

A scripted outcome that the rules could not produce (a 7 on a die, a face the die lacks, an order
that is not a permutation of the deck) raises ValueError at the draw, so a broken test is loud.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from typing import Any, TypeVar

from .errors import StateError

T = TypeVar("T")


class Chance:
    """Seeded random draws, optionally scripted; counts draws so undo can stop at them."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._random = random.Random(seed)
        self._shared = False  # True while copies may hold the same generator (copy on draw)
        self._script: dict[str, deque[Any]] = {}
        self.draws = 0

    @property
    def _rng(self) -> random.Random:
        """The generator to draw from; a shared one is copied first, so copies never interfere."""
        if self._shared:
            own = random.Random.__new__(random.Random)
            own.setstate(self._random.getstate())
            self._random = own
            self._shared = False
        return self._random

    def script(self, kind: str, *outcomes: Any) -> None:
        """Queue outcomes for `kind`; they are used before any seeded draw of that kind."""
        self._script.setdefault(kind, deque()).extend(outcomes)

    def scripted(self, kind: str) -> int:
        """How many scripted outcomes of `kind` are still waiting."""
        return len(self._script.get(kind, ()))

    def _next_scripted(self, kind: str) -> Any | None:
        queue = self._script.get(kind)
        if queue:
            value = queue.popleft()
            if not queue:
                del self._script[kind]
            return value
        return None

    def dice(self, n: int = 2, sides: int = 6, kind: str | None = None) -> tuple[int, ...]:
        """Roll n dice; scripted under 'dice' for two or more dice and 'die' for one."""
        self.draws += 1
        key = kind or ("die" if n == 1 else "dice")
        value = self._next_scripted(key)
        if value is None:
            return tuple(self._rng.randint(1, sides) for _ in range(n))
        roll = (value,) if isinstance(value, int) else tuple(value)
        if len(roll) != n or not all(isinstance(v, int) and 1 <= v <= sides for v in roll):
            raise ValueError(f"scripted {key} outcome {value!r} is not a roll of {n}d{sides}")
        return roll

    def face(self, faces: Sequence[T], kind: str) -> T:
        """Throw a die with the given faces (e.g. the Ödestärning); scripted under `kind`."""
        self.draws += 1
        value = self._next_scripted(kind)
        if value is None:
            return faces[self._rng.randrange(len(faces))]
        if value not in faces:
            raise ValueError(f"scripted {kind} outcome {value!r} is not one of {list(faces)!r}")
        return faces[list(faces).index(value)]

    def shuffle(self, items: Sequence[T], kind: str) -> list[T]:
        """Return a shuffled copy; a scripted order under `kind` must be a permutation of items."""
        self.draws += 1
        value = self._next_scripted(kind)
        if value is None:
            out = list(items)
            self._rng.shuffle(out)
            return out
        order = list(value)
        if sorted(map(repr, order)) != sorted(map(repr, items)):
            raise ValueError(
                f"scripted {kind} order is not a permutation of the {len(items)} items"
            )
        return order

    def copy(self) -> Chance:
        """An independent copy that continues the same stream (for a search's copy of a game)."""
        c = Chance.__new__(Chance)
        c.seed = self.seed
        c._random = self._random  # shared until one of the two draws
        c._shared = self._shared = True
        c._script = {k: deque(q) for k, q in self._script.items()}
        c.draws = self.draws
        return c

    def reseed(self, seed: int) -> None:
        """Continue with a new stream and no script: a bot's copy must not know the real future."""
        self._random = random.Random(seed)
        self._shared = False
        self._script = {}

    def to_dict(self) -> dict[str, Any]:
        """JSON form: seed, generator state, pending script and draw count."""
        version, internal, gauss = self._random.getstate()  # reading needs no copy
        return {
            "seed": self.seed,
            "rng": [version, list(internal), gauss],
            "script": {k: [_jsonable(v) for v in q] for k, q in self._script.items()},
            "draws": self.draws,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Chance:
        """Strict inverse of to_dict; raises StateError on anything malformed."""
        if not isinstance(d, dict):
            raise StateError("the chance record is malformed")
        seed, rng, script, draws = d.get("seed"), d.get("rng"), d.get("script", {}), d.get("draws")
        if not isinstance(seed, int) or not isinstance(draws, int) or draws < 0:
            raise StateError("the chance record has a bad seed or draw count")
        if (
            not isinstance(rng, list)
            or len(rng) != 3
            or not isinstance(rng[1], list)
            or len(rng[1]) != 625
            or not all(isinstance(x, int) and 0 <= x < 2**32 for x in rng[1])
        ):
            raise StateError("the random generator state is damaged")
        if not isinstance(script, dict) or not all(isinstance(v, list) for v in script.values()):
            raise StateError("the scripted chance outcomes are malformed")
        c = cls(seed)
        try:
            c._random.setstate((rng[0], tuple(rng[1]), rng[2]))
        except (TypeError, ValueError) as exc:
            raise StateError("the random generator state is damaged") from exc
        c._script = {k: deque(v) for k, v in script.items() if v}
        c.draws = draws
        return c


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    return value
