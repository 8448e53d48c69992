"""What the last Ödestärning throw did, built from the public events and the public view only.

A report starts at each 'fate' event and gathers what follows it in the same turn: for a throw
from Ödet, every player's line (who pays or gets how much, who is spared because they stand on
an NZ or are the banker, STA-12 and STA-16); for the court's and the loan's throws, what the
face meant and the outcome the engine announced.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from stadsliv_qt.engine import Event

from . import texts


@dataclass
class FateRow:
    """One player's line in the report; tone is pay, get, spared, none or info."""

    seat: int
    text: str
    tone: str


@dataclass
class FateReport:
    """The last throw: the face, the thrower, what it means, and who pays or receives what."""

    face: str
    name: str
    positive: bool
    thrower: int
    rule: str
    lander: int
    explanation: str
    rows: list[FateRow] = field(default_factory=list)
    outcome: list[str] = field(default_factory=list)


def _on_nz(view: dict[str, Any], seat: int) -> bool:
    squares = view.get("squares", [])
    pos = view.get("positions", [])
    return (
        seat < len(pos)
        and 0 <= pos[seat] < len(squares)
        and squares[pos[seat]]["kind"] == "neutral"
    )


def _in_game(view: dict[str, Any], seat: int) -> bool:
    players = view.get("players", [])
    return seat < len(players) and players[seat].get("in_game", True)


class FateTracker:
    """Keeps the report of the latest throw up to date as public events arrive."""

    def __init__(self) -> None:
        self.report: FateReport | None = None
        self.fresh = False  # a throw happened in this turn

    def feed(self, events: list[Event], view: dict[str, Any]) -> bool:
        """Take new public events; True if the report changed."""
        changed = False
        for e in events:
            if e.kind == "turn":
                if self.fresh:
                    self.fresh = False
                    changed = True
                continue
            if e.kind == "fate":
                self._start(e, view)
                changed = True
            elif self.report is not None and self.fresh:
                changed = self._follow(e, view) or changed
        return changed

    def _start(self, e: Event, view: dict[str, Any]) -> None:
        code = str(e.data.get("face", ""))
        names = view.get("last_fate") or {}
        rule = e.rule
        lander = view.get("current", -1) if rule == "STA-12" else -1
        if rule == "STA-12":
            explanation = texts.face_explanation(code, view.get("rules", {}))
        else:
            explanation = texts.purpose_meaning(rule)
        self.report = FateReport(
            face=code,
            name=str(names.get("name", code)) if names.get("face") == code else code,
            positive=bool(e.data.get("positive")),
            thrower=int(e.data.get("thrower", -1)),
            rule=rule,
            lander=lander,
            explanation=explanation,
        )
        self.fresh = True
        if rule == "STA-12" and code == "KH" and lander >= 0:
            self._untouched(view, lander)

    def _untouched(self, view: dict[str, Any], payer: int) -> None:
        rows = self.report.rows
        for s in range(len(view.get("players", []))):
            if s != payer and _in_game(view, s):
                rows.append(
                    FateRow(s, QCoreApplication.translate("Stadsliv", "not touched"), "none")
                )

    def _follow(self, e: Event, view: dict[str, Any]) -> bool:
        r = self.report
        if r.rule != "STA-12":
            if e.rule == r.rule and e.kind not in ("voted", "my_vote"):
                r.outcome.append(e.text)
                return True
            return False
        if e.kind == "fate_effect":
            self._effect(e, view)
            return True
        seat = e.data.get("seat")
        if (
            r.face == "KH"
            and seat == r.lander
            and e.kind in ("pay", "debt")
            and not any(row.seat == seat for row in r.rows)
        ):
            amount = e.data.get("amount", "")
            text = QCoreApplication.translate("Stadsliv", "pays {amount} poäng").format(
                amount=amount
            )
            r.rows.insert(0, FateRow(seat, text, "pay"))
            return True
        if (
            r.face == "GB"
            and e.kind in ("guldbonus", "buy", "auction", "sold", "info")
            and seat in (r.lander, None)
        ):
            r.outcome.append(e.text)
            return True
        return False

    def _effect(self, e: Event, view: dict[str, Any]) -> None:
        r = self.report
        hit = [int(s) for s in e.data.get("seats", [])]
        amount = e.data.get("amount", 0)
        gets = r.face in ("IU", "GK")
        banker = view.get("banker", -1)
        rows = []
        for s in range(len(view.get("players", []))):
            if not _in_game(view, s):
                continue
            if s in hit:
                if gets:
                    text = QCoreApplication.translate("Stadsliv", "gets {amount} poäng").format(
                        amount=amount
                    )
                else:
                    text = QCoreApplication.translate("Stadsliv", "pays {amount} poäng").format(
                        amount=amount
                    )
                rows.append(FateRow(s, text, "get" if gets else "pay"))
            elif _on_nz(view, s):
                rows.append(
                    FateRow(s, QCoreApplication.translate("Stadsliv", "spared: on an NZ"), "spared")
                )
            elif s == banker:
                rows.append(
                    FateRow(
                        s, QCoreApplication.translate("Stadsliv", "spared: the banker"), "spared"
                    )
                )
            else:
                rows.append(
                    FateRow(s, QCoreApplication.translate("Stadsliv", "not touched"), "none")
                )
        r.rows = rows
