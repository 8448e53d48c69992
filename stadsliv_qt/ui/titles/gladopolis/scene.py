"""The Glad-o-polis 2.0 board: the 40-field track of Frohbach an der Glade in vector art.

Drawn from the public view only: owners, Bauvorhaben, Leuchtturmprojekte and mortgages on the
fields, tokens (inside the Hinterzimmer or just visiting), the Stadtkasse, the Wahlkalender, the
Beschlusslage and what is going on now. Tokens walk field by field and the dice tumble on the
board at the chosen animation speed. When the seat to act may build, sell, mortgage or redeem,
those fields light up and a click offers exactly those legal actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QCursor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QMenu

from stadsliv_qt.engine import Action, Decision, Event
from stadsliv_qt.games.gladopolis.data import default_data
from stadsliv_qt.text import msg

from ... import typed, words
from ...format import plural
from ...scenes import BoardScene, SceneContext
from ...scenes import picture as pictures
from ...scenes.dice import DiceItem
from ...scenes.flight import land_all
from ...scenes.items import TokenItem
from .centre import (
    INNER,
    MOTION,
    TEAL,
    BannerItem,
    BeschlussItem,
    CalendarItem,
    KasseItem,
    ProjectionItem,
    TitleItem,
)
from .fields import BOARD, TOKEN, FieldItem, token_slot, walk_points
from .flows import GAP_MS, MONEY_MS, MOTION_MS, FlowItem
from .lights import ROLES, OddsLayer, RingLayer
from .odds import lead, reach_from_view
from .refs import parse
from .tips import action_label, field_tip

BANK = -1  # payment parties as the engine names them (games/gladopolis/state.py)
KASSE = -2
PICTURE_MIN_SIDE = 198.0  # a corner field (150) and the picture's margins
FELT = "#D9CCB2"
DICE_MS = 650
STEP_MS = 120


class GladopolisScene(BoardScene):
    """The board, its tokens, dice and centre."""

    def __init__(self, context: SceneContext) -> None:
        super().__init__(context)
        self.data = default_data()
        self.setSceneRect(QRectF(-24, -24, BOARD + 48, BOARD + 48))
        self.fields: list[FieldItem] = []
        for f in self.data.fields:
            colour = self.data.groups[f.group].colour if f.group else ""
            item = FieldItem(f.pos, {"kind": f.kind, "name": f.name, "price": f.price}, colour)
            item.clicked.connect(self._field_clicked)
            self.addItem(item)
            self.fields.append(item)
        self.title = TitleItem(self.data.town)
        self.calendar = CalendarItem()
        self.kasse = KasseItem()
        self.banner = BannerItem()
        self.beschluss = BeschlussItem()
        self.projection = ProjectionItem()
        pieces = (
            self.title,
            self.calendar,
            self.kasse,
            self.banner,
            self.beschluss,
            self.projection,
        )
        for piece in pieces:
            self.addItem(piece)
        self.odds = OddsLayer()
        self.addItem(self.odds)
        self.flows: list[FlowItem] = []
        self.dice = DiceItem(58)
        self.dice.setPos(INNER.left() + 560, INNER.top() + 385)
        self.addItem(self.dice)
        self.tokens: list[TokenItem] = []
        for i, look in enumerate(context.seats):
            token = TokenItem(i, look.name, look.colour, look.token, TOKEN)
            token.place(token_slot(0, i, len(context.seats)))
            self.addItem(token)
            self.tokens.append(token)
        self.view: dict[str, Any] = {}
        self._rules: dict[str, Any] | None = None
        self.choices: dict[int, list[Action]] = {}
        self.repeals: dict[int, Action] = {}
        self.auction_lit = False
        self.beschluss.clicked.connect(self.choose_resolution)
        self.menu: QMenu | None = None
        self.layers: dict[str, RingLayer] = {}
        for role in ROLES:
            layer = RingLayer(role)
            layer.setVisible(False)
            self.addItem(layer)
            self.layers[role] = layer

    # ----- drawing --------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt name)
        """The felt, the board's shadow and its paper."""
        painter.fillRect(rect, QColor(FELT))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = QRectF(0, 0, BOARD, BOARD)
        painter.setPen(QPen(QColor(0, 0, 0, 0)))
        painter.setBrush(QColor(60, 45, 30, 55))
        painter.drawRoundedRect(board.translated(6, 9), 8, 8)
        painter.setBrush(QColor("#F1E7D4"))
        painter.setPen(QPen(QColor("#8C7B66"), 2))
        painter.drawRect(board)
        painter.setPen(QPen(QColor("#E4D6BD"), 1))
        painter.setBrush(QColor("#F6EEDD"))
        painter.drawRect(INNER.adjusted(10, 10, -10, -10))

    # ----- the table's hooks ---------------------------------------------------------------------
    def update_from(self, view: dict[str, Any], decision: Decision, events: list[Event]) -> None:
        """Redraw from the public view; animate the dice and moves among the new events."""
        self.finish_flows()  # the next action ends what still flies
        self.view = view
        seats = self.context.seats
        rules = view.get("rules_in_force", {})
        names = [s.name for s in seats]
        new_rules, self._rules = rules != self._rules, rules
        for item, field in zip(self.fields, view["fields"], strict=True):
            owner = field["owner"]
            colour = seats[owner].colour if owner >= 0 else ""
            shape = seats[owner].token if owner >= 0 else ""
            if item.set_state(field, colour, shape) or new_rules or not item.toolTip():
                item.setToolTip(typed.tip(field_tip(self.data, field, names, rules)))
        self.kasse.set(
            kasse=view["kasse"], events=view["decks"]["events"], motions=view["decks"]["motions"]
        )
        self.calendar.set(calendar=view["calendar"], length=view["calendar_length"])
        self.calendar.setToolTip(
            self.tr(
                "Wahlkalender: every LOS passage of any player moves the marker one field; at "
                "WAHLTAG the round is finished and the election held (GLA-07, GLA-08)."
            )
        )
        self.beschluss.set(
            resolutions=[(r["name"], words.name(r["text"])) for r in view["resolutions"]]
        )
        self.beschluss.setToolTip(
            self.tr("Resolutions in force; at most five lie at once (GLA-22, GLA-24).")
        )
        self.kasse.setToolTip(
            self.tr(
                "Taxes, fees and fines go into the Stadtkasse (GLA-13); the Bürgerfest pays out "
                "half of it (GLA-15); when it cannot pay, the Nothaushalt (GLA-14)."
            )
        )
        self._banner(view, events)
        self._odds(view)
        self._animate(view, events)
        self._flow(events)
        for role, layer in self.layers.items():  # tokens may have moved under a lit seat
            if layer.refs:
                self.light(layer.refs, role)

    def offer(self, seat: int | None, actions: list[Action]) -> None:
        """Light the places the seat may act on; a click offers those actions.

        Fields for building, selling, mortgaging, redeeming and buying; the resolutions a sixth
        accepted motion may repeal (GLA-22); the field under the hammer is lit while bids go round.
        """
        choices: dict[int, list[Action]] = {}
        repeals: dict[int, Action] = {}
        order = [r["id"] for r in self.view.get("resolutions", [])]
        for action in actions:
            pos = getattr(action, "field", None)
            if type(action).__name__ in ("Buy", "Decline"):
                pos = self.view.get("pending", -1)
            if isinstance(pos, int) and 0 <= pos < 40:
                choices.setdefault(pos, []).append(action)
            motion = getattr(action, "motion", None)
            if type(action).__name__ == "Repeal" and motion in order:
                repeals[order.index(motion)] = action
        self.choices = choices if seat is not None else {}
        self.repeals = repeals if seat is not None else {}
        for item in self.fields:
            item.set_lit(item.index in self.choices)
        self.beschluss.set_pickable(frozenset(self.repeals))
        auction = self.view.get("auction") if seat is not None else None
        bidding = any(type(a).__name__ in ("Bid", "Pass") for a in actions)
        if auction and bidding:
            self.light([f"field:{auction['field']}"], "choice")
            self.auction_lit = True
        elif self.auction_lit:  # clear only the light this method set
            self.light([], "choice")
            self.auction_lit = False

    def choose_resolution(self, index: int) -> None:
        """Repeal the index-th resolution in force (a click on its lit card, GLA-22)."""
        action = self.repeals.get(index)
        if action is not None:
            self.actionChosen.emit(action)

    def busy_ms(self) -> int:
        """How long the dice, tokens, money and motions still move."""
        moving = [self.dice.busy_ms()] + [t.busy_ms() for t in self.tokens]
        return max(moving + [f.busy_ms() for f in self.flows])

    def finish_animations(self) -> None:
        """Everything at its end now (the curtain is coming up)."""
        self.dice.finish()
        for token in self.tokens:
            token.finish()
        self.finish_flows()

    def finish_flows(self) -> None:
        """Money and motions arrive at once (a click, the next action, the curtain)."""
        flows, self.flows = self.flows, []
        land_all(flows)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt name)
        """A click on the board first ends what still moves (dice, tokens, money), then does
        what it does."""
        if self.busy_ms():
            self.finish_animations()
        super().mousePressEvent(event)

    # ----- board refs (refs.py): light, anchor, picture -------------------------------------------
    def light(self, refs: Sequence[str], role: str) -> None:
        """Ring these board things for a role ("hover", "guide", "choice"); none clears that role."""
        layer = self.layers.get(role)
        if layer is None:
            return
        rects = [r for r in (self.anchor_rect(ref) for ref in refs) if r is not None]
        layer.show_rects(list(refs), rects)

    def lit(self, role: str) -> tuple[str, ...]:
        """The refs a role lights now (tests and the guide ask)."""
        layer = self.layers.get(role)
        return layer.refs if layer is not None and layer.rects else ()

    def anchor_rect(self, ref: str) -> QRectF | None:
        """A board thing's rectangle in scene coordinates; None for a ref this board lacks."""
        kind, ident = parse(ref)
        if kind == "field":
            return QRectF(self.fields[int(ident)].rect)
        if kind == "group":
            out = QRectF()
            for f in self.data.groups[ident].members:
                out = out.united(self.fields[f].rect)
            return out
        if kind == "seat":
            seat = int(ident)
            if seat >= len(self.tokens):
                return None
            token = self.tokens[seat]
            centre = token.target
            half = TOKEN / 2 + 4
            return QRectF(centre - QPointF(half, half), centre + QPointF(half, half))
        parts = {"kasse": self.kasse, "calendar": self.calendar, "resolutions": self.beschluss,
                 "banner": self.banner}  # fmt: skip
        if kind in parts:
            item = parts[kind]
            return item.mapRectToScene(item.area)
        if kind == "dice":
            return self.dice.sceneBoundingRect()
        if kind == "centre":
            return QRectF(INNER)
        return None

    def picture_area(self, refs: Sequence[str]) -> QRectF | None:
        """The part of the board a picture of these things shows: them, a margin, and at least
        a corner field's worth (a token alone, enlarged to a card's width, was a few huge
        letters of the field beneath it); None when no ref names a thing on this board."""
        area = QRectF()
        for ref in refs:
            r = self.anchor_rect(ref)
            if r is not None:
                area = area.united(r)
        if area.isEmpty():
            return None
        return _framed(area.adjusted(-24, -24, 24, 24), self.sceneRect())

    def picture(self, refs: Sequence[str], width: int) -> QPixmap | None:
        """A small picture of these things cut from the board itself (public view only)."""
        area = self.picture_area(refs)
        if area is None or width <= 0:
            return None
        height = max(1, round(width * area.height() / area.width()))
        pixmap = QPixmap(width, height)
        pixmap.fill(QColor(FELT))
        hidden = [layer for layer in self.layers.values() if layer.isVisible()]
        for layer in hidden:  # the picture shows the board, not today's rings
            layer.setVisible(False)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pictures.render(self, painter, QRectF(0, 0, width, height), area)
        painter.end()
        for layer in hidden:
            layer.setVisible(True)
        return pixmap

    # ----- clicks on fields ------------------------------------------------------------------------
    def labels_at(self, pos: int) -> list[str]:
        """The menu entries a click on a field offers."""
        return [action_label(self.data, a, self.view) for a in self.choices.get(pos, [])]

    def choose_at(self, pos: int, index: int = 0) -> None:
        """Choose the index-th action offered on a field (what the menu does)."""
        actions = self.choices.get(pos, [])
        if 0 <= index < len(actions):
            self.actionChosen.emit(actions[index])

    def _field_clicked(self, pos: int) -> None:
        actions = self.choices.get(pos, [])
        if len(actions) == 1:
            self.actionChosen.emit(actions[0])
            return
        if not actions:
            return
        menu = QMenu()
        for i, text in enumerate(self.labels_at(pos)):
            entry = menu.addAction(text)
            entry.setData(actions[i])  # what the entry sends (the tutorial's guide reads it)
            entry.triggered.connect(lambda _c=False, k=i: self.choose_at(pos, k))
        self.menu = menu
        menu.popup(QCursor.pos())

    # ----- what is going on now --------------------------------------------------------------------
    def _banner(self, view: dict[str, Any], events: list[Event]) -> None:
        names = [s.name for s in self.context.seats]
        fields = view["fields"]
        a, t, d, c = view.get("auction"), view.get("trade"), view.get("debt"), view.get("council")
        if a:
            name = fields[a["field"]]["name"]
            if a["leader"] >= 0:
                now = self.tr("highest bid {amount} € by {name}").format(
                    amount=words.number(a["high"]), name=names[a["leader"]]
                )
            else:
                now = self.tr("no bid yet")
            still = ", ".join(names[s] for s in a["order"])
            self.banner.set(
                title=self.tr("Auction: {field}").format(field=name),
                text=self.tr("{now} · still bidding: {who} (GLA-09)").format(now=now, who=still),
                colour="#B5643C",
            )
        elif t:
            self.banner.set(
                title=self.tr("Trade offer: {a} to {b}").format(
                    a=names[t["from"]], b=names[t["to"]]
                ),
                text=self.tr("{name} accepts or refuses on screen (GLA-26)").format(
                    name=names[t["to"]]
                ),
                colour=TEAL,
            )
        elif d:
            self.banner.set(
                title=self.tr("{name} owes {amount} €").format(
                    name=names[d["debtor"]], amount=words.number(d["amount"])
                ),
                text=f"{words.name(d['why'])} · GLA-27",
                colour="#A8322A",
            )
        elif c:
            motion = self.data.motions[c["motion"]]
            voted = ", ".join(names[s] for s in c.get("voted", []))
            text = words.name(motion.text) + (
                " · " + self.tr("has voted: {who}").format(who=voted) if voted else ""
            )
            self.banner.set(
                title=self.tr("Ratssitzung: {motion}").format(motion=motion.name),
                text=text,
                colour=MOTION,
            )
        else:
            # what happened, not a computer's reasoning ("has no other choice" said nothing)
            shown = [e for e in events if e.kind not in ("turn", "shuffle", "bot")]
            if shown:
                self.banner.set(title=self.tr("Latest"), text=words.line(shown[-1]), colour=TEAL)

    # ----- odds at a glance ------------------------------------------------------------------------
    def _odds(self, view: dict[str, Any]) -> None:
        """Before a roll, the fields it can reach shaded by chance; always, the count if held now."""
        reach = reach_from_view(view, int(self.data.params["hinterzimmer_turns"]))
        self.odds.show_odds(
            [
                (self.fields[f].rect, self.fields[f].side, r.ways, r.doubles)
                for f, r in reach.items()
            ]
        )
        projection = view.get("projection") or []
        leaders = lead(projection)
        rows = []
        for s, votes in enumerate(projection):
            said = (
                words.say(msg("gla.board.votes", votes=votes))
                if votes is not None
                else words.say(msg("gla.board.citizen"))
            )
            figure = words.number(votes) if votes is not None else "–"
            seat = self.context.seats[s]
            rows.append((seat.name, seat.colour, said, s in leaders, figure))
        self.projection.set(title=words.say(msg("gla.board.projection")), rows=rows)

    # ----- money and motions seen moving -------------------------------------------------------------
    def point(self, party: int) -> QPointF:
        """Where a party of a payment is on the board: a seat's token, the Stadtkasse, the bank."""
        if 0 <= party < len(self.tokens):
            return QPointF(self.tokens[party].target)
        if party == KASSE:
            box = self.kasse.mapRectToScene(self.kasse.area)
            return QPointF(box.center().x(), box.top() + 48)
        return self.title.mapRectToScene(self.title.area).center()  # the bank: the town's name

    def _flow(self, events: list[Event]) -> None:
        """After the dice and the walk: each payment flies from payer to payee, in order, and a
        passed motion is carried onto the Beschlusslage (GLA-22); nothing when animations are off."""
        prefs = self.context.prefs
        money_ms = prefs.delay_ms(MONEY_MS) if prefs is not None else 0
        if money_ms <= 0:
            return
        gap = prefs.delay_ms(GAP_MS) if prefs is not None else 0
        start = self.busy_ms()
        for event in events:
            flight = self._flight(event)
            if flight is None:
                continue
            src, dest, label, colour, card = flight
            item = FlowItem(label, colour, card)
            self.addItem(item)
            ms = prefs.delay_ms(MOTION_MS) if card and prefs is not None else money_ms
            item.fly(src, dest, ms, start)
            self.flows.append(item)
            start += ms + gap

    def _flight(self, event: Event) -> tuple[QPointF, QPointF, str, str, bool] | None:
        """(from, to, label, colour, is a card) for an event that moves money or a motion."""
        d = event.data
        amount = d.get("amount")
        coin = "#E8C25A"
        if event.kind == "accepted":
            cards = self.beschluss.card_rects()
            if not cards:
                return None
            dest = self.beschluss.mapRectToScene(cards[-1]).center()
            src = self.banner.mapRectToScene(self.banner.area).center()
            name = (
                self.data.motions[d["motion"]].name if d.get("motion") in self.data.motions else ""
            )
            return src, dest, name, MOTION, True
        if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
            return None
        parties = {
            "pay": (d.get("payer"), d.get("payee")),
            "los": (BANK, d.get("seat")),
            "fest": (KASSE, d.get("seat")),
            "nothaushalt": (KASSE, d.get("payee")),
            "buy": (d.get("seat"), BANK),
            "build": (d.get("seat"), BANK),
            "redeem": (d.get("seat"), BANK),
            "sell": (BANK, d.get("seat")),
            "mortgage": (BANK, d.get("seat")),
        }.get(event.kind)
        if parties is None or not all(isinstance(x, int) for x in parties):
            return None
        payer, payee = parties
        assert isinstance(payer, int) and isinstance(payee, int)
        return self.point(payer), self.point(payee), words.money(amount, "eur"), coin, False

    # ----- animation -----------------------------------------------------------------------------
    def _animate(self, view: dict[str, Any], events: list[Event]) -> None:
        prefs = self.context.prefs
        dice_ms = prefs.delay_ms(DICE_MS) if prefs is not None else 0
        step_ms = prefs.delay_ms(STEP_MS) if prefs is not None else 0
        rolled = 0
        names = [s.name for s in self.context.seats]
        for event in events:
            if event.kind != "dice":
                continue
            values = event.data.get("dice")
            if isinstance(values, list) and values:
                pips = plural(sum(values), self.tr("1 pip"), self.tr("{n} pips"))
                self.dice.roll(values, pips, dice_ms)
            elif isinstance(event.data.get("rolls"), dict):
                rolls = event.data["rolls"]
                caption = ", ".join(f"{names[int(s)]} {v}" for s, v in rolls.items())
                self.dice.roll(list(rolls.values()), caption, dice_ms)
            rolled = dice_ms
        players = view["players"]
        spots: dict[tuple[int, bool], list[int]] = {}
        for i, p in enumerate(players):
            spots.setdefault((p["position"], bool(p["in_hinterzimmer"])), []).append(i)
        moves: dict[int, list[int]] = {}
        for event in events:
            if event.kind == "move" and isinstance(event.data.get("seat"), int):
                d = event.data
                moves.setdefault(d["seat"], []).extend(
                    walk_points(d.get("src", d["dest"]), d.get("steps", 0), d["dest"])
                )
        for i, token in enumerate(self.tokens):
            p = players[i]
            key = (p["position"], bool(p["in_hinterzimmer"]))
            group = spots[key]
            final = token_slot(key[0], group.index(i), len(group), key[1])
            if token.faded != (not p["active"]):
                token.faded = not p["active"]
                token.update()  # drawn again only when it fades or comes back
            token.setToolTip(typed.tip(self._token_tip(p)))
            path = [token_slot(pos, 0, 1) for pos in moves.get(i, [])[:-1]]
            if token.target == final and not path:
                continue
            token.walk(path + [final], step_ms, rolled)

    def _token_tip(self, p: dict[str, Any]) -> str:
        lines = [f"{p['name']}: {words.name(p['money_text'])}, {words.name(p['second'])}"]
        lines += [words.name(n) for n in p.get("notes", [])]
        return "\n".join(lines)


def _framed(area: QRectF, board: QRectF) -> QRectF:
    """`area` grown to at least a corner field and its margin, and moved inside the board."""
    side = PICTURE_MIN_SIDE
    grown = area.adjusted(
        -max(0.0, side - area.width()) / 2,
        -max(0.0, side - area.height()) / 2,
        max(0.0, side - area.width()) / 2,
        max(0.0, side - area.height()) / 2,
    )
    dx = max(0.0, board.left() - grown.left()) - max(0.0, grown.right() - board.right())
    dy = max(0.0, board.top() - grown.top()) - max(0.0, grown.bottom() - board.bottom())
    return grown.translated(dx, dy).intersected(board)


def create_scene(context: SceneContext) -> GladopolisScene:
    """The table asks for the board through here."""
    return GladopolisScene(context)
