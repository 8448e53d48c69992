"""The Game base class every title implements: decisions, legal actions, apply, views, state.

A game is driven by a loop over `decision()`:

* CHANCE: call `resolve_chance()`; the game draws from `self.chance` and moves on.
* SEAT: the one seat in `decision().seats` picks from `legal_actions(seat)` and the driver `apply`s it.
* SEALED: each seat in `decision().seats` submits privately; nothing is revealed until all are in.
* TERMINAL: `decision().results` says who won and why.

`apply` never half-applies: games validate in `check()` before `_apply()` changes anything, and
raise `IllegalAction` with a sentence for the player.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from stadsliv_qt.text import Msg, SeatRef, msg

from .chance import Chance
from .decisions import Decision, Kind
from .errors import IllegalAction, StateError
from .events import BLOCK, Event, pack
from .options import OptionSpec, clean_seat_names, resolve_options


@dataclass(frozen=True)
class Action:
    """Base of every action: who acts. Subclasses are frozen dataclasses with a describe()."""

    seat: int

    def describe(self) -> Msg | str:
        """What the action does, as a message for labels and the log (English: str() of it)."""
        return type(self).__name__


QUIET_EVENT = Event("")  # what emit() returns in quiet mode: nothing is logged
LIVE = 2048  # the log's newest events kept as objects; older ones are packed (events.pack)


@dataclass(frozen=True)
class GameInfo:
    """What the registry and the New Game dialog know about a title."""

    id: str
    title: str
    description: str
    min_seats: int
    max_seats: int
    options: tuple[OptionSpec, ...] = ()
    money: str = ""
    second_currency: str = ""
    list_order: int = 100  # place in the New Game list, lower first (ties by id)


@dataclass(frozen=True)
class Seat:
    """A seat at the table; colour and token are kept for the UI and saves, unused by rules."""

    name: str
    colour: str = ""
    token: str = ""


class Game(ABC):
    """Shared machinery: seats, options, chance, the log, undo barriers, save form."""

    info: ClassVar[GameInfo]
    quiet: bool = False  # True: emit() keeps no events (a search's copies, see clone())
    _packed: int = 0  # the log before this index was packed (pack_log), in blocks of BLOCK

    def __init__(
        self,
        seats: list[str] | list[Seat],
        options: dict[str, Any] | None = None,
        seed: int = 0,
        *,
        chance: Chance | None = None,
    ) -> None:
        given = [s if isinstance(s, Seat) else Seat(s) for s in seats]
        names = clean_seat_names([s.name for s in given], self.info.min_seats, self.info.max_seats)
        self.seats: tuple[Seat, ...] = tuple(
            Seat(n, s.colour, s.token) for n, s in zip(names, given, strict=True)
        )
        self.options: dict[str, Any] = resolve_options(self.info.options, options)
        # a prepared Chance (a tutorial's script, set-up shuffles included) or a fresh one
        self.chance = chance if chance is not None else Chance(seed)
        self.log: list[Event] = []
        self.barrier = 0
        self.setup()

    # ----- what each game implements -------------------------------------------------------
    @abstractmethod
    def setup(self) -> None:
        """Build the starting state from seats, options and chance."""

    @abstractmethod
    def decision(self) -> Decision:
        """What the game waits for now."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """What this seat may do now; empty for a seat that is not asked."""

    @abstractmethod
    def check(self, action: Action) -> None:
        """Raise IllegalAction (and change nothing) unless the action is legal now."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a checked action, emitting events."""

    def _resolve_chance(self) -> None:
        """Draw what the CHANCE decision waits for; games with chance nodes override this."""
        raise IllegalAction(msg("core.nothing_to_draw"))

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything `seat` may see (None: the shared screen), secrets of others removed."""

    @abstractmethod
    def state_dict(self) -> dict[str, Any]:
        """The game-specific state as plain JSON data."""

    @abstractmethod
    def load_state(self, data: dict[str, Any]) -> None:
        """Strict inverse of state_dict; raises StateError/ValueError/KeyError/TypeError on bad data."""

    @abstractmethod
    def validate(self) -> None:
        """Raise StateError if the state is impossible under the rules (used on load and in tests)."""

    # ----- the shared driver API ------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Validate and carry out an action; returns the new events. State unchanged on refusal."""
        d = self.decision()
        if d.kind is Kind.TERMINAL:
            raise IllegalAction(msg("core.over"))
        if d.kind is Kind.CHANCE:
            raise IllegalAction(msg("core.roll_first"))
        if not isinstance(action, Action) or not isinstance(action.seat, int):
            raise IllegalAction(msg("core.not_an_action"))
        if action.seat not in d.seats:
            if 0 <= action.seat < len(self.seats):
                raise IllegalAction(self.not_asked(action.seat, d))
            raise IllegalAction(msg("core.no_such_seat"))
        self.check(action)
        start = len(self.log)
        self._apply(action)
        return self.log[start:]

    def not_asked(self, seat: int, d: Decision) -> Msg:
        """Why a seat that is not asked may not act: its sealed entry is already in, or it is
        not its turn; a title may say more (who does not vote, and why)."""
        if seat in d.submitted:
            return msg("core.already_in", seat=self.ref(seat))
        return msg("core.not_your_turn", seat=self.ref(seat))

    def resolve_chance(self) -> list[Event]:
        """Let the chance source draw for a CHANCE decision; returns the new events."""
        if self.decision().kind is not Kind.CHANCE:
            raise IllegalAction(msg("core.nothing_to_draw"))
        start = len(self.log)
        self._resolve_chance()
        self.barrier += 1
        return self.log[start:]

    def emit(
        self,
        message: Msg | str,
        rule: str = "",
        kind: str = "",
        to: tuple[int, ...] | None = None,
        **data: Any,
    ) -> Event:
        """Append an event to the log (in quiet mode, nothing is kept)."""
        if self.quiet:
            return QUIET_EVENT
        event = Event(message, rule, kind, to, data)
        log = self.log
        log.append(event)
        if len(log) - self._packed >= LIVE + BLOCK or self._packed > len(log):
            self.pack_log()
        return event

    def pack_log(self) -> None:
        """Pack the log's events older than its newest LIVE, a block at a time (events.pack),
        so a long evening's log costs tens of bytes an event, not one and a half KB."""
        log = self.log
        if self._packed > len(log):  # another, shorter log was put in place
            self._packed = 0
        while len(log) - self._packed >= LIVE + BLOCK:
            pack(log[self._packed : self._packed + BLOCK])
            self._packed += BLOCK

    def reveal(self) -> None:
        """Mark a point undo may not cross: a reveal, a card drawn, a sealed entry committed."""
        self.barrier += 1

    def undo_key(self) -> tuple[int, int]:
        """Changes whenever something was revealed or drawn; undo stops there."""
        return (self.barrier, self.chance.draws)

    def log_for(self, seat: int | None) -> list[Event]:
        """The log as this seat (None: the shared screen) may read it.

        The table asks for it several times a step: what was read before is kept per seat and
        only the events added since are filtered, so the cost does not grow with the game. The
        kept part is trusted only while the log is the same list and still holds, at the same
        place, the last event read (undo cuts the log back; a clone or a load has another)."""
        log = self.log
        read: dict[int | None, tuple[list[Event], int, Event | None, list[Event]]]
        read = self.__dict__.setdefault("_read", {})
        n = len(log)
        kept = read.get(seat)
        if kept is not None:
            held, count, last, seen = kept
            if held is log and count <= n and (count == 0 or log[count - 1] is last):
                if count < n:
                    seen = seen + [e for e in log[count:] if e.visible_to(seat)]
                    read[seat] = (log, n, log[n - 1], seen)
                return list(seen)
        seen = [e for e in log if e.visible_to(seat)]
        read[seat] = (log, n, log[n - 1] if n else None, seen)
        return list(seen)

    def name(self, seat: int) -> str:
        """A seat's player name."""
        return self.seats[seat].name

    def ref(self, seat: int) -> SeatRef:
        """A seat as a message parameter (its number and its player's name)."""
        return SeatRef(seat, self.seats[seat].name)

    @property
    def is_over(self) -> bool:
        """True once the decision is TERMINAL."""
        return self.decision().kind is Kind.TERMINAL

    # ----- save form -------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The whole game as plain JSON data."""
        return {
            "game": self.info.id,
            "seats": [{"name": s.name, "colour": s.colour, "token": s.token} for s in self.seats],
            "options": dict(self.options),
            "chance": self.chance.to_dict(),
            "barrier": self.barrier,
            "log": [e.to_dict() for e in self.log],
            "state": self.state_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """Rebuild a game from to_dict data, refusing anything malformed or impossible."""
        if data.get("game") != cls.info.id:
            raise StateError(f"the file holds another game, not {cls.info.title}")
        game = cls.__new__(cls)
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list) or not all(isinstance(s, dict) for s in raw_seats):
            raise StateError("the seats are missing or malformed")
        names = clean_seat_names(
            [s.get("name") for s in raw_seats], cls.info.min_seats, cls.info.max_seats
        )
        game.seats = tuple(
            Seat(n, str(s.get("colour", "")), str(s.get("token", "")))
            for n, s in zip(names, raw_seats, strict=True)
        )
        options = data.get("options")
        if not isinstance(options, dict):
            raise StateError("the game options are missing")
        game.options = resolve_options(cls.info.options, options)
        game.chance = Chance.from_dict(data.get("chance"))  # type: ignore[arg-type]
        barrier = data.get("barrier")
        if not isinstance(barrier, int) or barrier < 0:
            raise StateError("the undo marker is damaged")
        game.barrier = barrier
        log = data.get("log")
        if not isinstance(log, list):
            raise StateError("the game log is missing")
        game.log = [Event.from_dict(e) for e in log]
        game.pack_log()
        state = data.get("state")
        if not isinstance(state, dict):
            raise StateError("the game state is missing")
        game.load_state(state)
        game.validate()
        game.check_playable()
        return game

    def check_playable(self) -> None:
        """Raise StateError unless the decision names seats at this table that each may act.

        The generic last check on load for every title: a loaded game must never wait for nobody,
        for a seat that is not at the table, or for a seat with nothing it may do.
        """
        n = len(self.seats)
        d = self.decision()
        if d.kind is Kind.TERMINAL:
            r = d.results
            if r is None or not r.winners or not all(_seat(w, n) for w in r.winners):
                raise StateError("the game is over but names no winner at this table")
            return
        if d.kind is Kind.CHANCE:
            if d.seats:
                raise StateError("the dice are waited for, yet a player is asked to act")
            return
        if not d.seats:
            raise StateError("the game waits for a player but names none")
        if not all(_seat(s, n) for s in (*d.seats, *d.submitted)):
            raise StateError("the game waits for a player who is not at the table")
        if len(set(d.seats)) != len(d.seats) or set(d.seats) & set(d.submitted):
            raise StateError("the game asks a player twice, or one who has already answered")
        if d.kind is Kind.SEAT and len(d.seats) != 1:
            raise StateError("the game asks several players at once for one choice")
        for s in range(n):
            legal = self.legal_actions(s)
            if s in d.seats and not legal:
                raise StateError(f"{self.name(s)} must act but has nothing they may do")
            if s not in d.seats and legal:
                raise StateError(f"{self.name(s)} may act although it is not their turn")

    def clone(self) -> Self:
        """A copy for search: the same state and chance stream, no log, quiet, not re-validated.

        Cost does not grow with the length of the game: the log is left behind and the state is
        copied by the title's `_cloned()` (its typed record's generated copy).
        """
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.__dict__.pop("_read", None)  # what log_for read is the original's
        new.chance = self.chance.copy()
        new.log = []
        new.quiet = True
        new._cloned(self)
        return new

    def _cloned(self, original: Game) -> None:
        """Give a fresh clone its own copy of the mutable state; titles override this."""
        data = original.state_dict()
        self.load_state(data)

    def copy(self) -> Game:
        """An independent deep copy through the save form (used by bots and undo)."""
        return type(self).from_dict(self.to_dict())


def _seat(value: object, n: int) -> bool:
    """True for a seat number at a table of n seats."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n
