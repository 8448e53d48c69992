"""What the table does to teach in a real game: rule cards the first time a rule happens, the log's
links and hover lights, the rules browser, and the "since your turn" digest on the curtain.

Kept out of table.py so the table only calls a few hooks: `after_refresh(start)` when public
lines were added, `acted()` when a person moves, `mark_turn(seat)` while a seat is at its turn,
and `digest_lines(seat)` when the curtain opens for a seat. Board things come from the title
through the titles' teaching interface (docs/teaching.md: `refs_for`, `scene.light`, `scene.picture`/`anchor_rect`); each is
looked up with getattr and the table works, more plainly, without it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject

from stadsliv_qt.engine import Event
from stadsliv_qt.teach import cards
from stadsliv_qt.teach.digest import Digest, Figure, digest, public_row
from stadsliv_qt.text import Many, Msg

from . import words
from .rule_card import BoardPictures, RuleCards, Shown

MONEY_KEYS = ("money",)
CARD_READ_MS = 7000  # a rule card at a table of computers only, at normal pace
CARD_LEAST_MS = 2500  # and never shorter, also with animations off


def title_refs(game_id: str) -> Any:
    """The title's `refs_for(event)` (None when its table package gives none)."""
    from . import titles

    try:
        module = titles.table(game_id)
    except Exception:  # noqa: BLE001 (a title without a table package)
        return None
    refs = getattr(module, "refs_for", None) if module is not None else None
    return refs if callable(refs) else None


class Teacher(QObject):
    """The table's teaching: cards, log links and lights, the browser, the digest."""

    def __init__(self, table: Any) -> None:  # the Table (not imported: table.py imports this)
        super().__init__(table)
        self.table = table
        game = table.session.game
        self.game_id = game.info.id
        self._refs = title_refs(self.game_id)
        self.pictures = BoardPictures(table.scene)
        self.cards = RuleCards(table.board)
        self.cards.openRule.connect(self.open_rule)
        self.browser: Any = None
        # per seat: the public log's length and the seat's public row at its last turn
        self._since: dict[int, tuple[int, dict[str, Any]]] = {}
        # the rules of the public log's first `upto` lines (its last line `last`), for cards
        self._taught: set[str] = set()
        self._taught_upto: tuple[int, Event | None] = (0, None)
        log = table.log
        log.ruleClicked.connect(self.open_rule)
        log.cardAsked.connect(self.show_card)
        log.hovered.connect(self.hover)

    # ----- board things -----------------------------------------------------------------------
    def refs(self, event: Event) -> list[str]:
        """The board things an event concerns, from the title ([] without refs_for)."""
        if self._refs is None:
            return []
        try:
            return [str(r) for r in self._refs(event)]
        except Exception:  # noqa: BLE001 (a title's refs must never break the log)
            return []

    def hover(self, event: Event | None) -> None:
        """Light what the line under the pointer concerns; clear the light when it leaves."""
        light = getattr(self.table.scene, "light", None)
        if callable(light):
            light(self.refs(event) if event is not None else [], "hover")

    def rule_refs(self, rule: str) -> list[str]:
        """The board things the first public event of a rule in this game concerns."""
        for event in self.table.session.game.log_for(None):
            if event.rule == rule and cards.teaches(event):
                return self.refs(event)
        return []

    # ----- rule cards -------------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        """Rule cards are on in Settings."""
        return bool(getattr(self.table.prefs, "rule_cards", True))

    def shown_for(self, event: Event) -> Shown:
        """The card of an event's rule, in the table's language, with its picture."""
        card = cards.card_for(self.game_id, event.rule, words.language())
        refs = self.refs(event)
        picture = self.pictures.of(refs) if refs else None
        return Shown(words.say(event.message), card, picture)

    def after_refresh(self, start: int) -> None:
        """Public lines from `start` on were just shown: a card for each rule met first."""
        if not self.enabled:
            return
        self.cards.dwell_ms = self.dwell_ms()
        public = self.table.session.game.log_for(None)
        for event in self._first_times(public, start):
            self.cards.push(self.shown_for(event))

    def _first_times(self, public: list[Event], start: int) -> list[Event]:
        """cards.first_times(public, start), without reading the whole log again at every step:
        the rules already taught are kept with how far the log was read (counted again from
        the start when the log was cut back or replaced: an undo, a resumed game)."""
        upto, last = self._taught_upto
        if upto > start or upto > len(public) or (upto and public[upto - 1] is not last):
            self._taught = {e.rule for e in public[:start] if cards.teaches(e)}
        else:
            self._taught.update(e.rule for e in public[upto:start] if cards.teaches(e))
        out: list[Event] = []
        for event in public[start:]:
            if cards.teaches(event) and event.rule not in self._taught:
                self._taught.add(event.rule)
                out.append(event)
        self._taught_upto = (len(public), public[-1] if public else None)
        return out

    def dwell_ms(self) -> int:
        """How long a card stays: until clicked while a person plays (their next move clears
        the cards); at a table of computers only, a reading time at the chosen pace."""
        if self.table.session.people:
            return 0
        return max(CARD_LEAST_MS, self.table.prefs.delay_ms(CARD_READ_MS))

    def show_card(self, event: Event) -> None:
        """The "?" of a log line: its rule's card again (also with cards off in Settings)."""
        if event.to is not None or not event.rule:
            return
        self.cards.clear()
        self.cards.push(self.shown_for(event))

    def acted(self) -> None:
        """A person moved: the cards of what came before go."""
        self.cards.clear()

    def open_rule(self, rule: str) -> None:
        """The rules browser at `rule`, highlighted (one browser per table, reused)."""
        from .dialogs.help import RulesBrowser, rules_file

        browser = self.browser
        if browser is None or not browser.isVisible():
            if browser is not None:
                browser.deleteLater()
            path = rules_file(self.game_id, words.language())
            if path is None:
                return
            browser = RulesBrowser(
                self.table.session.game.info.title,
                path.read_text(encoding="utf-8"),
                self.table,
                pictures=self.pictures,
                section_refs=self.rule_refs,
            )
            self.browser = browser
        browser.open_at(rule)
        browser.show()
        browser.raise_()

    # ----- since your turn --------------------------------------------------------------------
    def mark_turn(self, seat: int, view: dict[str, Any] | None = None) -> None:
        """The table waits for `seat` in the open: whoever's turn it is (the view's `current`,
        else that seat) is at its turn, and its digest starts from here. `view`: the public
        view of now, when the caller has it."""
        game = self.table.session.game
        view = game.view(None) if view is None else view
        current = view.get("current")
        if type(current) is int and 0 <= current < len(game.seats):
            seat = current  # a bid in another's auction is not one's own turn
        self._since[seat] = (len(game.log_for(None)), public_row(view, seat))

    def told(self, seat: int) -> None:
        """The seat has read its digest: the next one starts from here."""
        game = self.table.session.game
        self._since[seat] = (len(game.log_for(None)), public_row(game.view(None), seat))

    def digest_of(self, seat: int) -> Digest:
        """What changed for the seat since its last turn (or since the table was made)."""
        game = self.table.session.game
        public = game.log_for(None)
        start, before = self._since.get(seat, (self.table_start, None))
        start = min(start, len(public))
        return digest(seat, public[start:], before, public_row(game.view(None), seat), self.refs)

    table_start = 0  # set by the table: the public log's length when it was made

    def digest_lines(self, seat: int) -> list[str]:
        """The digest as lines in the table's language ([] when nothing changed)."""
        found = self.digest_of(seat)
        self.told(seat)  # told once: the next digest starts here
        return say_digest(found, self.table.session.game.info.money)

    def digest_title(self, seat: int) -> tuple[str, list[str], str]:
        """The curtain's digest box: its title, its lines, and what it says when empty."""
        return (
            words.say(Msg("cards.digest.title")),
            self.digest_lines(seat),
            words.say(Msg("cards.digest.nothing")),
        )


def _figure(figure: Figure, unit: str) -> str:
    what = words.say(Msg(f"cards.figure.{figure.key}"))
    if figure.key in MONEY_KEYS:
        before, after = words.money(figure.before, unit), words.money(figure.after, unit)
    else:
        before, after = words.number(figure.before), words.number(figure.after)
    return words.say(Msg("cards.digest.figure", {"what": what, "before": before, "after": after}))


def _things(items: Sequence[Msg | str]) -> Many:
    return Many(tuple(words.name(i) for i in items))


def say_digest(found: Digest, unit: str) -> list[str]:
    """A digest as short lines: figures, places won and lost, then the events about the seat."""
    if found.empty:
        return []
    lines = [_figure(f, unit) for f in found.figures]
    if found.won:
        lines.append(words.say(Msg("cards.digest.won", {"things": _things(found.won)})))
    if found.lost:
        lines.append(words.say(Msg("cards.digest.lost", {"things": _things(found.lost)})))
    if found.more:
        lines.append(words.say(Msg("cards.digest.more", {"n": found.more})))
    lines.extend(words.line(e) for e in found.events)
    return lines
