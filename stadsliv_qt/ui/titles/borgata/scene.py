"""Borgata: Interregnum's board: the 5x5 city at night, the phase track, status and contacts.

The scene draws the public view only (view(None)) and public events. While a family chooses on
the board it lights the lots the offered actions name (borgata_pick.Picker); a click completes an
action and sends it with `actionChosen`; a click on an unlit lot sends the action the engine will
refuse, so the table shows the engine's own sentence. Reveals and the end open as overlays on the
board (dialogs/borgata_reveal.py); at the end a banner names the winner over the city, while
the table shows the shared end screen (ui/results.py, read through dialogs/borgata_adapters.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRect, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsView, QWidget

from stadsliv_qt.engine import Action, Decision, Event, Kind
from stadsliv_qt.games.borgata.data import load
from stadsliv_qt.games.borgata.odds import LotOdds, odds_by_lot, say_odds

from ... import typed, words
from ...reveal import Stepper
from ...scenes import BoardScene, SceneContext
from . import look
from .fx import Effects, coin_flight, fall
from .lights import Lights
from .lights import picture as render_picture
from .lot import H, LotItem, W
from .odds import OddsLayer
from .pick import Picker
from .refs import parse_lot, parse_seat
from .side import ContactItem, EndBanner, PhaseTrack, RaceBoard
from .text import contact_tip, lot_tip, money, translate

if TYPE_CHECKING:
    from .overlay import BorgataOverlay

MARGIN, GAP = 30.0, 12.0
GRID_TOP = 104.0
GRID_W = 5 * W + 4 * GAP
GRID_H = 5 * H + 4 * GAP
SIDE_X = MARGIN + GRID_W + 34
SIDE_W = 2 * ContactItem.W + GAP
CONTACT_H, CONTACT_GAP = 120.0, 10.0
CONTACTS_H = 5 * CONTACT_H + 4 * CONTACT_GAP
# Events that move money (issue 18): into a family's cash from the bank, or out of it to the bank.
MONEY_IN = ("collect", "contract_paid", "arrest")  # an arrest with an amount: police collection
MONEY_OUT = ("contact_won", "payment", "contract_won", "recruit")
BOARD_TAGS = ("place", "block", "collect", "name_contract", "mobilise", "recruit", "response")
PRISON_POS = (4, 4)


def lot_origin(pos: tuple[int, int]) -> QPointF:
    """Top-left corner of a lot's card in scene units."""
    r, c = pos
    return QPointF(MARGIN + c * (W + GAP), GRID_TOP + r * (H + GAP))


class BorgataScene(BoardScene):
    """The city, its lots as cards, the contacts at the side, and choosing on the board."""

    pickChanged = Signal()  # noqa: N815 (Qt signal style): what is picked on the board changed

    def __init__(self, context: SceneContext) -> None:
        super().__init__(context)
        self.looks = [(s.name, s.colour, s.token) for s in context.seats]
        self.names = [s.name for s in context.seats]
        self.setBackgroundBrush(QBrush(QColor(look.NIGHT)))
        self.view_data: dict[str, Any] = {}
        self.decision: Decision | None = None
        self.picker: Picker | None = None
        self.explain: Callable[[Action], str] | None = None
        self.overlay: BorgataOverlay | None = None
        self._ended = False
        self._shown = False
        self._staged: list[Event] = []  # reveals the table staged; update_from does not reopen them
        self.banner: EndBanner | None = None
        prefs = context.prefs
        self.fx = Effects(self, prefs.delay_ms if prefs is not None else (lambda ms: 0))
        self.track = PhaseTrack(GRID_W)
        self.track.setPos(MARGIN, 26)
        self.addItem(self.track)
        self.lots: dict[tuple[int, int], LotItem] = {}
        for r in range(5):
            for c in range(5):
                item = LotItem((r, c), self.looks)
                item.setPos(lot_origin((r, c)))
                item.clicked.connect(self._lot_clicked)
                self.addItem(item)
                self.lots[(r, c)] = item
        room = GRID_TOP + GRID_H - 26 - CONTACTS_H - 16
        self.race = RaceBoard(SIDE_W, self.looks, room)
        self.race.setPos(SIDE_X, 26)
        self.addItem(self.race)
        self.contacts: dict[str, ContactItem] = {}
        bottom = GRID_TOP + GRID_H
        self.setSceneRect(QRectF(0, 0, SIDE_X + SIDE_W + MARGIN, bottom + MARGIN))
        self.lights = Lights(self, self._ref_rects)
        self.odds = OddsLayer(self, self.lot_rect, self.names)

    # ----- drawing the streets ----------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt name)
        """Night, and the streets between the lots with their faint centre lines."""
        painter.fillRect(rect, QColor(look.NIGHT))
        city = QRectF(MARGIN - 14, GRID_TOP - 14, GRID_W + 28, GRID_H + 28)
        painter.setPen(QPen(QColor("#4A3C31"), 2))
        painter.setBrush(QColor(look.STREET))
        painter.drawRoundedRect(city, 16, 16)
        pen = QPen(QColor(look.STREET_LINE), 1.4)
        pen.setDashPattern([6, 8])
        painter.setPen(pen)
        for k in range(1, 5):
            x = MARGIN + k * (W + GAP) - GAP / 2
            y = GRID_TOP + k * (H + GAP) - GAP / 2
            painter.drawLine(QPointF(x, city.top() + 6), QPointF(x, city.bottom() - 6))
            painter.drawLine(QPointF(city.left() + 6, y), QPointF(city.right() - 6, y))

    # ----- the table's hooks ------------------------------------------------------------------
    def update_from(self, view: dict[str, Any], decision: Decision, events: list[Event]) -> None:
        """Show the public view; animate the public events; open reveals and the end."""
        self.view_data = view
        self.decision = decision
        self.track.set_state(
            int(view.get("round", 0)), int(view.get("phase_no", 0)), int(view.get("round_limit", 0))
        )
        self.race.set_view(view)
        odds = odds_by_lot(view, load())  # what each face-down lot may be (BOR-03), once a step
        self._update_lots(view, odds)
        self._update_contacts(view)
        self.lights.redraw()  # a family's light follows its members
        self.odds.update(view, decision.tag, odds)
        if self._shown:
            if events:
                self.fx.clear()  # the next action finishes what still moves at once
            self._play(events)  # the first picture (a new table, a loaded game) replays nothing
        self._shown = True
        if decision.kind is Kind.TERMINAL and not self._ended:
            self._ended = True
            self._show_end(view)

    def offer(self, seat: int | None, actions: list[Action]) -> None:
        """Light what `seat` may choose on the board; nothing when seat is None."""
        tag = self.decision.tag if self.decision is not None else ""
        if seat is None or tag not in BOARD_TAGS:
            self.picker = None
            self.explain = None
        else:
            self.picker = Picker(seat, list(actions))
            self._link_panel()
        self._refresh_lights()

    # ----- lights, anchors and pictures for the teaching code (refs.py names the things) ---------
    def light(self, refs: Sequence[str], role: str) -> None:
        """Light these board things in a role ("hover", "guide", "choice"); empty refs clear it."""
        self.lights.light(refs, role)

    def guide_target(self, spec: dict[str, Any]) -> QRectF | None:
        """Where the tutorial's guide points for an action made on the board (scene
        coordinates): a move's lot to pick up from, then where it goes; Polisbilen's card, then
        its lot; else the lot the action names."""
        picker = self.picker
        frm, to, lot = spec.get("frm"), spec.get("to"), spec.get("lot")
        if spec.get("type") == "PoliceCar" and (picker is None or picker.armed != "polisbilen"):
            return self.anchor_rect("contact:polisbilen")
        if spec.get("type") == "Step" and picker is not None and picker.armed is not None:
            return self.anchor_rect(f"contact:{picker.armed}")  # a click on it puts it down
        if isinstance(frm, list) and isinstance(to, list):
            source = picker.source if picker is not None else None
            return self._name_band((to[0], to[1]) if source == tuple(frm) else (frm[0], frm[1]))
        if isinstance(lot, list):
            return self._name_band((lot[0], lot[1]))
        return None

    def _name_band(self, pos: tuple[int, int]) -> QRectF | None:
        """The band of a lot's name: a click there is a click on the lot, never on a police car
        or a member chip (which would pick something else)."""
        rect = self.lot_rect(pos)
        return QRectF(rect.x(), rect.y() + 8, rect.width(), 28) if rect is not None else None

    def guide_blocker(self) -> QWidget | None:
        """What must be closed before the board can be used (a reveal's card over the city)."""
        overlay = self.overlay
        if overlay is not None and overlay.isVisible():
            return overlay.close_button
        return None

    def anchor_rect(self, ref: str) -> QRectF | None:
        """The thing's rectangle in scene coordinates, for a card's ring or arrow (None: unknown)."""
        pos = parse_lot(ref)
        if pos is not None:
            return self.lot_rect(pos)
        seat = parse_seat(ref)
        if seat is not None:
            if not 0 <= seat < len(self.looks):
                return None
            row = self.race.row_rect(seat)
            return self.race.mapRectToScene(row) if row is not None else None
        if ref.startswith("contact:"):
            item = self.contacts.get(ref[8:])
            return item.mapRectToScene(QRectF(0, 0, item.w, item.h)) if item is not None else None
        if ref == "phase":
            return self.track.mapRectToScene(QRectF(0, 0, self.track.w, self.track.h))
        if ref == "bank":
            return self.bank_rect()
        if ref == "status":
            return self.race.mapRectToScene(QRectF(0, 0, self.race.w, self.race.h))
        return None

    def _ref_rects(self, ref: str) -> list[QRectF]:
        """What a light rings: a family's lots where its members stand, else the thing itself."""
        seat = parse_seat(ref)
        if seat is not None and 0 <= seat < len(self.looks):
            out = [
                self.lot_rect(tuple(lot["pos"]))
                for lot in self.view_data.get("lots") or []
                if seat < len(lot.get("members") or []) and lot["members"][seat]
            ]
            row = self.anchor_rect(ref)
            return out + ([row] if row is not None else [])
        rect = self.anchor_rect(ref)
        return [rect] if rect is not None else []

    def picture(self, refs: Sequence[str], width: int) -> QPixmap | None:
        """A small picture of those things drawn from the board itself (public view only)."""
        area = QRectF()
        for ref in refs:
            for rect in self._ref_rects(ref):
                area = area.united(rect)
        if area.isEmpty():
            return None
        area = area.adjusted(-GAP, -GAP, GAP, GAP)
        with self.lights.hidden():
            return render_picture(self, area, width, look.NIGHT)

    # ----- state ------------------------------------------------------------------------------
    def _update_lots(self, view: dict[str, Any], odds: dict[tuple[int, int], LotOdds]) -> None:
        blocked = set(view.get("blocked") or [])
        contract = view.get("contract_lot")
        pending = view.get("pending_attack") or {}
        blocked_now = tuple(view.get("blocked") or ())
        names = tuple(self.names)
        for lot in view.get("lots") or []:
            pos = tuple(lot["pos"])
            item = self.lots.get(pos)
            if item is None:
                continue
            attacked = (
                pending.get("target") if pending and pending.get("lot") == lot["pos"] else None
            )
            item.set_lot(
                lot,
                blocked=lot.get("face_up", False) and lot.get("category") in blocked,
                named=contract == lot["pos"],
                attacked=attacked,
            )
            # the tip is written again only when what it says may have changed
            said = (lot, contract, blocked_now, odds.get(pos), names, words.language())
            if item.tip_from != said:
                item.tip_from = said
                item.base_tip = lot_tip(lot, self.names, view)
                if pos in odds:  # what a face-down lot may be, from the unseen cards (BOR-03)
                    item.base_tip += "\n\n" + words.say(say_odds(odds[pos]))
                item.setToolTip(typed.tip(item.base_tip))

    def _update_contacts(self, view: dict[str, Any]) -> None:
        cards = view.get("contacts") or []
        if not self.contacts and cards:
            top = GRID_TOP + GRID_H - CONTACTS_H
            for k, contact in enumerate(cards):
                item = ContactItem(contact["id"], self.looks, CONTACT_H)
                x = SIDE_X + (k % 2) * (ContactItem.W + GAP)
                item.setPos(x, top + (k // 2) * (CONTACT_H + CONTACT_GAP))
                item.clicked.connect(self._contact_clicked)
                self.addItem(item)
                self.contacts[contact["id"]] = item
        for contact in cards:
            shown = self.contacts.get(contact["id"])
            if shown is not None:
                said = (contact, tuple(self.names), words.language())
                if shown.tip_from != said:  # the tip is text work: only when it may change
                    shown.tip_from = said
                    shown.setToolTip(typed.tip(contact_tip(contact, self.names)))
                shown.set_contact(contact)

    # ----- choosing on the board ----------------------------------------------------------------
    def _link_panel(self) -> None:
        """Hand the action bar's Borgata panel this scene (it plays contacts, passes, explains)."""
        for view in self.views():
            widget = view.parentWidget()
            while widget is not None:
                bar = getattr(widget, "bar", None)
                panel = getattr(bar, "panel", None) if bar is not None else None
                attach = getattr(panel, "attach_scene", None)
                if attach is not None:
                    attach(self)
                    return
                widget = widget.parentWidget()

    def _face_down(self) -> list[tuple[int, int]]:
        return [
            tuple(lot["pos"]) for lot in self.view_data.get("lots") or [] if not lot.get("face_up")
        ]

    def _crowds(self) -> dict[tuple[int, int], list[int]]:
        return {
            tuple(lot["pos"]): [f for f, c in enumerate(lot.get("members") or []) if c]
            for lot in self.view_data.get("lots") or []
        }

    def _refresh_lights(self) -> None:
        picker = self.picker
        lit = picker.lit() if picker is not None else {}
        choosing = any(
            role != "source" for role in lit.values()
        )  # a bare step offer keeps the city bright
        crowds, down = self._crowds(), self._face_down()
        for pos, item in self.lots.items():
            role = lit.get(pos)
            item.set_role(role, dim=choosing)
            tip = getattr(item, "base_tip", "")
            if picker is not None and choosing:
                tip += "\n\n" + self._hint_for(picker, pos, role, crowds, down)
            item.setToolTip(typed.tip(tip))
        playable = set(picker.contacts()) if picker is not None else set()
        armed = picker.armed if picker is not None else None
        for cid, card in self.contacts.items():
            role = "selected" if cid == armed else ("target" if cid in playable else None)
            card.set_role(role)
        self.pickChanged.emit()

    def _hint_for(
        self,
        picker: Picker,
        pos: tuple[int, int],
        role: str | None,
        crowds: dict[tuple[int, int], list[int]],
        down: list[tuple[int, int]],
    ) -> str:
        if role == "target":
            return translate("BorgataScene", "Click to choose this lot.")
        if role == "source":
            return translate("BorgataScene", "Click to pick up from here.")
        if role in ("selected", "marked"):
            return translate("BorgataScene", "Picked. Click again to undo the pick.")
        probe = picker.probe(pos, crowds, down)
        sentence = self._refusal(picker, probe)
        if sentence:
            return translate("BorgataScene", "Not possible: {why}").format(why=sentence)
        return translate("BorgataScene", "Not offered now.")

    def _refusal(self, picker: Picker, probe: Action | None) -> str:
        if probe is None or self.explain is None or probe in picker.actions:
            return ""
        return self.explain(probe)

    def _lot_clicked(self, pos: tuple[int, int], family: int | None) -> None:
        picker = self.picker
        if picker is None:
            return
        if pos not in picker.lit():
            probe = picker.probe(pos, self._crowds(), self._face_down())
            if probe is not None and probe not in picker.actions:
                self.actionChosen.emit(probe)  # the table shows the engine's refusal
            return
        action = picker.click(pos, family)
        if action is not None:
            self.actionChosen.emit(action)
            return
        self._refresh_lights()

    def _contact_clicked(self, cid: str) -> None:
        picker = self.picker
        if picker is None or cid not in picker.contacts():
            return
        self.arm(None if picker.armed == cid else cid)

    # ----- what the panel calls -----------------------------------------------------------------
    def arm(self, contact: str | None) -> None:
        """Start playing a contact on the board (None: back to moving members)."""
        if self.picker is not None:
            self.picker.arm(contact)
            self._refresh_lights()

    def choose(self, action: Action) -> None:
        """Send an action the panel completed (a target family, one freed member)."""
        self.actionChosen.emit(action)

    # ----- animations, reveals, the end -----------------------------------------------------------
    def lot_rect(self, pos: tuple[int, int]) -> QRectF:
        """A lot's card in scene units."""
        return QRectF(lot_origin(pos), lot_origin(pos) + QPointF(W, H))

    def _centre(self, pos: Any) -> QPointF:
        return self.lot_rect(tuple(pos)).center()

    def _play(self, events: list[Event]) -> None:
        for k, event in enumerate(events):
            if event.kind == "reveal" and not any(event is e for e in self._staged):
                self._show_reveal(event, events[k + 1 :]).start()
            self._animate(event)
        self._staged = []

    def stage(self, view: dict[str, Any], event: Event, after: list[Event]) -> Stepper | None:
        """Open the envelopes or contract bids of a reveal event; the table waits for its steps."""
        if event.kind != "reveal" or not ("envelopes" in event.data or "bids" in event.data):
            return None
        self._staged.append(event)
        return self._show_reveal(event, after, view)

    def _animate(self, event: Event) -> None:
        d = event.data
        kind = event.kind
        seat = d.get("seat", -1)  # -1 (no seat) fails look_ok like None
        look_ok = isinstance(seat, int) and 0 <= seat < len(self.looks)
        if kind in ("move", "smuggle") and look_ok:
            _, colour, shape = self.looks[seat]
            self.fx.glide(shape, colour, self._centre(d["frm"]), self._centre(d["dest"]))
        elif kind == "arrest" and look_ok and "lot" in d:
            _, colour, shape = self.looks[seat]
            self.fx.glide(shape, colour, self._centre(d["lot"]), self._centre(PRISON_POS))
        elif kind == "lawyer" and look_ok:
            _, colour, shape = self.looks[seat]
            for lot in d.get("lots", []):
                self.fx.glide(shape, colour, self._centre(PRISON_POS), self._centre(lot))
        elif kind in ("place", "recruit") and "lot" in d:
            self.fx.rise(
                self._centre(d["lot"]), "+1", self.looks[seat][1] if look_ok else look.GLOW
            )
        elif kind == "death" and "lot" in d:
            self.fx.flash(self.lot_rect(tuple(d["lot"])), "#C0392B")
            self.fx.rise(self._centre(d["lot"]), "✝ −1", "#FF6B57")
        elif kind == "burn" and "lot" in d:
            self.fx.flash(self.lot_rect(tuple(d["lot"])), "#FF8C2A")
        elif kind in ("turn_up", "new_lot", "police") and "lot" in d:
            self.fx.flash(self.lot_rect(tuple(d["lot"])), look.GLOW)
        elif kind == "contract_paid" and "lot" in d:
            self.fx.rise(self._centre(d["lot"]), "+" + money(int(d.get("amount", 0))), look.BRASS)
        elif kind == "conflict" and "lot" in d:
            self._conflict(d)
        elif kind == "removal" and "lot" in d and isinstance(d.get("family"), int):
            f = d["family"]
            if 0 <= f < len(self.looks):
                _, colour, shape = self.looks[f]
                fall(self.fx, self._centre(d["lot"]), shape, colour, int(d.get("count", 1)))
        if kind in MONEY_IN or kind in MONEY_OUT:
            self._money(event)

    def _money(self, event: Event) -> None:
        """Money seen moving: from the bank (or a contract lot) to a family, or to the bank."""
        d = event.data
        seat, amount = d.get("seat"), d.get("amount")
        if not isinstance(seat, int) or not 0 <= seat < len(self.looks):
            return
        if not isinstance(amount, int) or amount <= 0:
            return
        row = self.anchor_rect(f"seat:{seat}")
        if row is None:
            return
        family = QPointF(row.left() + 150, row.center().y())
        bank = self.bank_rect().center()
        if event.kind in MONEY_IN:
            start = self._centre(d["lot"]) if event.kind == "contract_paid" and "lot" in d else bank
            coin_flight(self.fx, start, family, "+" + money(amount), look.GLOW)
        else:
            coin_flight(self.fx, family, bank, "−" + money(amount), "#FF8A70")

    def bank_rect(self) -> QRectF:
        """Where the bank sits: the plate at the top right of the status board."""
        return self.race.mapRectToScene(QRectF(self.race.w - 150, 6, 136, 26))

    def finish_animations(self) -> None:
        """Every effect at its end now (a click on the board, or the curtain coming up)."""
        self.fx.clear()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """A click skips what still moves, then does what it would have done."""
        if self.fx.running:
            self.fx.clear()
        super().mousePressEvent(event)

    def _conflict(self, d: dict[str, Any]) -> None:
        if "lot" in d:
            self.fx.conflict(
                self.lot_rect(tuple(d["lot"])),
                list(d.get("before", [])),
                list(d.get("after", [])),
                self.looks,
                translate("BorgataScene", "Conflict"),
            )

    def _board_view(self) -> QGraphicsView | None:
        views = self.views()
        return views[0] if views else None

    def _open_overlay(self, widget: QWidget) -> BorgataOverlay:
        from stadsliv_qt.ui.titles.borgata.overlay import BorgataOverlay

        if self.overlay is not None:
            self.overlay.close()
            self.overlay.deleteLater()
        view = self._board_view()
        self.overlay = overlay = BorgataOverlay(widget, view)
        overlay.closed.connect(self._overlay_closed)
        if view is not None:
            overlay.show()
        return overlay

    def _overlay_closed(self) -> None:
        self.overlay = None

    def _show_reveal(
        self, event: Event, after: list[Event], view: dict[str, Any] | None = None
    ) -> Stepper:
        from stadsliv_qt.ui.titles.borgata.reveal import BorgataReveal

        prefs = self.context.prefs
        delay = prefs.delay_ms if prefs is not None else (lambda ms: 0)
        reveal = BorgataReveal(event, after, self.looks, view or self.view_data, delay)
        overlay = self._open_overlay(reveal)
        # closing the card early opens the rest: the table never waits for a card nobody sees
        overlay.closed.connect(reveal.open_all)
        return reveal.stepper

    def _show_end(self, view: dict[str, Any]) -> None:
        result = view.get("result") or {}
        winners = result.get("winners") or []
        if not winners or winners[0] >= len(self.looks):
            return
        self.banner = EndBanner(
            GRID_W, self.looks[winners[0]], words.name(result.get("reason", ""))
        )
        self.banner.setPos(MARGIN, GRID_TOP + GRID_H / 2 - EndBanner.H / 2)
        self.addItem(self.banner)

    def busy_ms(self) -> int:
        """How long the board still animates; the table waits before raising the curtain."""
        return self.fx.remaining_ms()

    def texts(self) -> list[str]:
        """Every string the scene paints or shows as a tooltip (for tests of what may leak)."""
        out: list[str] = []
        for item in self.items():
            out.extend(getattr(item, "strings", []))  # lots, side panels and odds badges
            if item.toolTip():
                out.append(item.toolTip())
        return out


def create_scene(context: SceneContext) -> BoardScene:
    """The table's entry point for Borgata."""
    return BorgataScene(context)
