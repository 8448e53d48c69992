"""Declared game options: the data that builds the New Game dialog and validates a set-up."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import OptionError

MAX_NAME = 24


@dataclass(frozen=True)
class OptionSpec:
    """One option: its type, default, allowed values, one line of help and the rule it changes."""

    name: str
    label: str
    type: str  # "bool", "int" or "choice"
    default: Any
    help: str
    rule: str
    minimum: int | None = None
    maximum: int | None = None
    step: int = 1
    choices: tuple[tuple[str, str], ...] = ()  # (value, label)

    def check(self, value: Any) -> Any:
        """Return the value if allowed, else raise OptionError with a readable sentence."""
        if self.type == "bool":
            if not isinstance(value, bool):
                raise OptionError(f"{self.label} must be on or off.")
            return value
        if self.type == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(f"{self.label} must be a whole number.")
            if self.minimum is not None and value < self.minimum:
                raise OptionError(f"{self.label} must be at least {self.minimum}.")
            if self.maximum is not None and value > self.maximum:
                raise OptionError(f"{self.label} must be at most {self.maximum}.")
            if self.minimum is not None and (value - self.minimum) % self.step:
                raise OptionError(f"{self.label} must go in steps of {self.step}.")
            return value
        if self.type == "choice":
            allowed = [c[0] for c in self.choices]
            if value not in allowed:
                raise OptionError(f"{self.label} must be one of: {', '.join(map(str, allowed))}.")
            return value
        raise OptionError(f"{self.label} has an unknown type.")


def resolve_options(specs: tuple[OptionSpec, ...], given: dict[str, Any] | None) -> dict[str, Any]:
    """Fill defaults and check every given option; unknown names are refused."""
    given = dict(given or {})
    by_name = {s.name: s for s in specs}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        raise OptionError(f"This game has no option called {unknown[0]!r}.")
    return {s.name: s.check(given.get(s.name, s.default)) for s in specs}


def clean_seat_names(names: list[str], min_seats: int, max_seats: int) -> list[str]:
    """Trim names and refuse empty, over-long or duplicate ones (case-insensitive)."""
    if not isinstance(names, (list, tuple)) or not all(isinstance(n, str) for n in names):
        raise OptionError("Every seat needs a name.")
    if not min_seats <= len(names) <= max_seats:
        raise OptionError(f"This game needs {min_seats} to {max_seats} players, not {len(names)}.")
    cleaned = [" ".join(n.split()) for n in names]
    seen: dict[str, int] = {}
    for i, name in enumerate(cleaned, start=1):
        if not name:
            raise OptionError(f"Player {i} needs a name.")
        if len(name) > MAX_NAME:
            raise OptionError(
                f"The name {name[:MAX_NAME]!r}… is too long: at most {MAX_NAME} characters."
            )
        if not name.isprintable():
            raise OptionError(f"The name of player {i} contains characters that cannot be shown.")
        key = name.casefold()
        if key in seen:
            raise OptionError(
                f"Players {seen[key]} and {i} are both called {name!r}; names must differ."
            )
        seen[key] = i
    return cleaned
