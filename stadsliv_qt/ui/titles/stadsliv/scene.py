"""Stadsliv's board scene: the elliptical ring, the city inside it, the centre, pieces and dice.

The scene draws only view(None) and the public events. It holds no rules: who owns what, who
stands where, what the dice and the Ödestärning showed and who voted all come from the engine.
When the table offers a seat's actions, the choices that have a place on the board (the owner
to pay among Varuhus or hotels, one die or both) can be clicked there too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import partial
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QCursor, QPainter, QPainterPath, QPixmap, QRadialGradient
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QMenu

from stadsliv_qt.engine import Action, Decision, Event, Kind
from stadsliv_qt.games.stadsliv.actions import Buy, ChooseOwner, Offer, Roll, SellToKassa
from stadsliv_qt.text import Msg, msg

from ... import typed, words
from ...reveal import Stepper
from ...scenes import BoardScene, SceneContext, legible
from ...scenes import picture as pictures
from ...scenes.flight import land_all
from . import geometry as geo
from . import look, texts
from .board import BLOCK_KINDS, BlockItem, BoardBase, SquareItem
from .civic import RulesCard, Stadshuset, Stadskassan
from .end import EndCard
from .fate import FateTracker
from .fate_card import FateOddsCard
from .fate_odds import FaceOdds, fate_odds
from .flows import GAP_MS, MONEY_MS, VOTE_MS, FlowItem, parties
from .lights import ROLES, LightLayer
from .odds import reach
from .overlays import FatePanel, VoteCard
from .pieces import STEP_MS, PieceItem, slots
from .tray import DiceTray

MARGIN = 46.0
FATE_MS = 800  # at normal speed, the Ödestärning's tumble


class StadslivScene(BoardScene):
    """The whole board, rebuilt lazily from the first public view."""

    def __init__(self, context: SceneContext) -> None:
        super().__init__(context)
        grad = QRadialGradient(QPointF(0, 0), geo.A * 1.2)
        grad.setColorAt(0, QColor(look.TABLE))
        grad.setColorAt(1, QColor(look.TABLE_DARK))
        self.setBackgroundBrush(QBrush(grad))
        self.setSceneRect(
            QRectF(-geo.A - MARGIN, -geo.B - MARGIN, 2 * (geo.A + MARGIN), 2 * (geo.B + MARGIN))
        )
        self.names = [s.name for s in context.seats]
        # each square's tooltip and what it was made from: made anew only when that changed
        self._tips: dict[int, tuple[tuple[Any, ...], str]] = {}
        self.ring: geo.Ring | None = None
        self.base: BoardBase | None = None  # the board beneath everything, once built
        self.squares: list[SquareItem] = []
        self.blocks: dict[int, BlockItem] = {}
        self.codes: dict[str, int] = {}
        self.pieces: list[PieceItem] = []
        self.view: dict[str, Any] = {}
        self.seat: int | None = None
        self.actions: list[Action] = []
        self.choices: dict[int, list[Action]] = {}  # square index -> the actions a click offers
        self.menu: QMenu | None = None  # the small menu a click on a block opens
        self.fate = FateTracker()
        self._staged: list[Event] = []  # fate throws the table staged; not thrown twice
        self._positions: list[int] = []
        self._spots: dict[int, QPointF] = {}  # where each piece stands (or is walking to)
        self.flows: list[FlowItem] = []  # poäng and passed votes on their way (flows.py)
        self.hall = Stadshuset(context.seats)
        self.kassa = Stadskassan(context.seats)
        self.rules_card = RulesCard(context.seats)
        self.tray = DiceTray()
        self.fate_panel = FatePanel(context.seats)
        self.vote_card = VoteCard(context.seats)
        self.end_card = EndCard(context.seats)
        for item, pos in (
            (self.hall, QPointF(-Stadshuset.W / 2, -200)),
            (self.kassa, QPointF(-geo.A + geo.CENTRE + 64, -Stadskassan.H / 2)),
            (self.rules_card, QPointF(geo.A - geo.CENTRE - 64 - RulesCard.W, -RulesCard.H / 2)),
            (self.tray, QPointF(-DiceTray.W / 2, 22)),
        ):
            item.setPos(pos)
            item.setZValue(5)
            self.addItem(item)
        for card in (self.fate_panel, self.vote_card, self.end_card):
            card.setPos(0, -10)
            self.addItem(card)
        self.fate_odds_card = FateOddsCard()
        self.fate_odds_card.setPos(-FateOddsCard.W / 2, 22 + DiceTray.H + 10)
        self.addItem(self.fate_odds_card)
        self.fate_odds: list[FaceOdds] = []  # before a throw of the Ödestärning: its faces' odds
        self.lights = LightLayer()
        self.addItem(self.lights)
        self._lit: dict[str, list[str]] = {}  # the refs each role lights (resolved anew on change)
        self.odds: dict[int, dict[int, Fraction]] = {}  # before a roll: dice -> square -> chance
        self.status = QGraphicsSimpleTextItem()
        self.status.setBrush(QColor(look.INK))
        self.status.setZValue(5)
        self.addItem(self.status)
        self.turn_line = QGraphicsSimpleTextItem()
        self.turn_line.setBrush(QColor(look.MUTED))
        self.turn_line.setZValue(5)
        self.addItem(self.turn_line)
        self._place_status()

    def relayout(self) -> None:
        """Texts sized for the view's new scale; the turn lines set and centred again."""
        super().relayout()
        self._place_status()

    def _place_status(self) -> None:
        """Whose turn and the turn number, centred under Stadshuset, readable at any scale."""
        self.status.setFont(legible.font(self.status, 15, bold=True))
        self.turn_line.setFont(legible.font(self.turn_line, 12.5))
        y = -66.0
        for item in (self.status, self.turn_line):
            w = item.boundingRect().width()
            item.setPos(-w / 2, y)
            y += max(26.0, item.boundingRect().height() + 2)

    # ----- building -----------------------------------------------------------------------
    def _build(self, squares: list[dict[str, Any]]) -> None:
        for item in [*self.squares, *self.blocks.values()]:
            self.removeItem(item)
        self.ring = ring = geo.Ring(len(squares))
        base = self.base = BoardBase(ring, squares)
        self.addItem(base)
        self.squares = []
        self.blocks = {}
        self.codes = {}
        for i, sq in enumerate(squares):
            item = SquareItem(ring.cells[i], self._hover)
            item.setZValue(2)
            self.addItem(item)
            self.squares.append(item)
            if sq["kind"] in BLOCK_KINDS:
                block = BlockItem(ring, i, self._hover)
                block.setZValue(1)
                self.addItem(block)
                self.blocks[i] = block
            self.codes[sq["code"]] = i
        if not self.pieces:
            for s, seat in enumerate(self.context.seats):
                piece = PieceItem(s, seat.name, seat.colour, seat.token)
                self.addItem(piece)
                self.pieces.append(piece)

    def _hover(self, index: int, on: bool) -> None:
        if 0 <= index < len(self.squares):
            self.squares[index].set_lit(on)
        block = self.blocks.get(index)
        if block is not None:
            block.set_lit(on)

    def _ms(self, normal: int) -> int:
        prefs = self.context.prefs
        return prefs.delay_ms(normal) if prefs is not None else 0

    # ----- the table's hooks ----------------------------------------------------------------
    def update_from(self, view: dict[str, Any], decision: Decision, events: list[Event]) -> None:
        """Redraw from the public view and animate the public events."""
        self.finish_flows()  # the next action ends what still flies
        squares = view.get("squares", [])
        if self.ring is None or len(squares) != self.ring.length:
            self._build(squares)
            self._positions = []
        self.view = view
        self._places(view)
        self._pieces(view, events)
        self._centre(view, decision)
        self._dice(view, events)
        self._overlays(view, decision, events)
        self._odds_of_fate(view, decision)
        self._flow(events)
        self._end(view)
        self._relight()

    def offer(self, seat: int | None, actions: list[Action]) -> None:
        """Make the board's own choices clickable: owners to pay, a block to buy, to sell back
        or to put up for auction, one die or both."""
        self.seat = seat
        self.actions = list(actions)
        self.choices = self._place_choices(seat, actions)
        for i, item in enumerate(self.squares):
            on = i in self.choices
            item.set_target(on)
            block = self.blocks.get(i)
            if block is not None:
                block.set_target(on)
        rolls = [a for a in actions if isinstance(a, Roll)]
        choices: list[tuple[str, str, Callable[[], None]]] = []
        for a in sorted(rolls, key=lambda a: a.dice):
            if a.dice == 1:
                text = QCoreApplication.translate("Stadsliv", "1 die")
                tip = QCoreApplication.translate(
                    "Stadsliv", "Roll one die: move 1 to 6 squares (STA-06)"
                )
            else:
                text = QCoreApplication.translate("Stadsliv", "2 dice")
                tip = QCoreApplication.translate(
                    "Stadsliv", "Roll both dice: move 2 to 12 squares (STA-06)"
                )
            choices.append((text, tip, partial(self.actionChosen.emit, a)))
        self.tray.offer_rolls(choices)
        self._shade_odds(seat, rolls)

    def _odds_of_fate(self, view: dict[str, Any], decision: Decision) -> None:
        """Before a throw of the Ödestärning, its faces, their chances and effects (STA-11)."""
        self.fate_odds = []
        seat = view.get("current", -1)
        if decision.kind is Kind.CHANCE and decision.chance == "fate":
            self.fate_odds = fate_odds(view, decision.rule, seat)
        self.fate_odds_card.set_odds(self.fate_odds, seat, decision.rule, self.names)

    def _shade_odds(self, seat: int | None, rolls: list[Roll]) -> None:
        """Before a roll, shade where one die or two can take the piece, by chance (STA-06)."""
        positions = self.view.get("positions", [])
        shaded: list[tuple[QPainterPath, float, bool]] = []
        self.odds = {}
        if seat is not None and rolls and seat < len(positions) and self.ring is not None:
            for a in rolls:
                self.odds[a.dice] = reach(positions[seat], self.ring.length, a.dice)
            for dice, chances in sorted(self.odds.items(), reverse=True):
                for square, p in chances.items():
                    for path in self._place_shapes(square)[:1]:
                        shaded.append((path, float(p), dice == 1))
        self.lights.set_odds(shaded)

    def _place_choices(self, seat: int | None, actions: list[Action]) -> dict[int, list[Action]]:
        """The offered actions that are about a place, by the square of that place: the owner
        to pay (STA-08), the block under the piece to buy (STA-07), a block to sell back to
        Stadskassan or to put up for auction (STA-17, STA-09, STA-19)."""
        out: dict[int, list[Action]] = {}
        positions = self.view.get("positions", [])
        squares = self.view.get("squares", [])
        for a in actions:
            index: int | None = None
            if isinstance(a, ChooseOwner | Offer | SellToKassa):
                index = self.codes.get(a.code if isinstance(a, ChooseOwner) else a.item)
            elif isinstance(a, Buy) and a.yes and seat is not None and seat < len(positions):
                here = positions[seat]
                sq = squares[here] if 0 <= here < len(squares) else {}
                if sq.get("kind") in BLOCK_KINDS and sq.get("owner", -1) < 0:
                    index = here  # the block under the piece is for sale (not a GB or a seat)
            if index is not None:
                out.setdefault(index, []).append(a)
        return out

    def labels_at(self, index: int) -> list[str]:
        """The menu entries a click on a square or block offers."""
        return [self._label(a) for a in self.choices.get(index, [])]

    def _label(self, action: Action) -> str:
        """An action on a place in the action bar's words, from the public view."""
        squares = self.view.get("squares", [])
        code = getattr(action, "item", "") or getattr(action, "code", "")
        sq: dict[str, Any] = next((q for q in squares if q.get("code") == code), {})
        item = (
            QCoreApplication.translate("Stadsliv", "the Bank's share (B)")
            if code == "B"
            else f"{code} {sq.get('name', '')}".strip()
        )
        if isinstance(action, SellToKassa):
            return QCoreApplication.translate(
                "Stadsliv", "Sell {item} to Stadskassan (+{amount})"
            ).format(item=item, amount=f"{int(sq.get('price', 0)) // 2} poäng")
        if isinstance(action, Offer):
            return QCoreApplication.translate("Stadsliv", "Auction {item}").format(item=item)
        return words.say(action.describe())

    def choose_at(self, index: int, k: int = 0) -> None:
        """Choose the k-th action offered on a place (what the menu does)."""
        actions = self.choices.get(index, [])
        if 0 <= k < len(actions):
            self.actionChosen.emit(actions[k])

    def click_place(self, index: int) -> None:
        """A click on a lit place: paying an owner or buying is chosen at once; selling and
        auctioning (which give a block away) light it and open a small menu at the pointer."""
        actions = self.choices.get(index, [])
        if not actions:
            return
        if len(actions) == 1 and isinstance(actions[0], ChooseOwner | Buy):
            self.actionChosen.emit(actions[0])
            return
        self.light([f"square:{index}"], "choice")
        menu = QMenu()
        for k, text in enumerate(self.labels_at(index)):
            entry = menu.addAction(typed.button_text(text))
            entry.triggered.connect(partial(self.choose_at, index, k))
        # a method of the scene, not a partial: Qt drops the connection with the scene, so a
        # menu that outlives its table (closed later) never lights a board already deleted
        menu.aboutToHide.connect(self._unlight_choice)
        self.menu = menu
        menu.popup(QCursor.pos())

    def _unlight_choice(self) -> None:
        """The sale menu closed: the place it was about is no longer lit."""
        self.light([], "choice")

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """A click on a lit square or block chooses what is offered there."""
        super().mouseReleaseEvent(event)
        if event.isAccepted() and event.button() != event.button().LeftButton:
            return
        for item in self.items(event.scenePos()):
            if isinstance(item, (SquareItem, BlockItem)) and item.target:
                self.click_place(item.index)
                return

    # ----- lights, anchors and pictures (board refs: refs.py) ------------------------------------
    def light(self, refs: Sequence[str], role: str) -> None:
        """Light the things the refs name for a role ("hover", "guide", "choice"); [] clears it.

        Each role keeps its own light, so a hovered log line never clears the guide's."""
        if role not in ROLES:
            role = "guide"
        self._lit[role] = list(refs)
        self.lights.set_role(role, [p for ref in refs for p in self._shapes(ref)])

    def _relight(self) -> None:
        """Lights follow their things when the board is rebuilt or pieces move."""
        for role, refs in self._lit.items():
            if refs:
                self.lights.set_role(role, [p for ref in refs for p in self._shapes(ref)])

    def anchor_rect(self, ref: str) -> QRectF | None:
        """The thing's rectangle in scene coordinates, or None for a ref this board lacks."""
        rect = QRectF()
        for path in self._shapes(ref):
            rect = rect.united(path.boundingRect())
        return None if rect.isNull() else rect

    def picture(self, refs: Sequence[str], width: int) -> QPixmap | None:
        """A small picture of the board round those things, lit as the guide lights them.

        Drawn from the scene itself, which shows only the public view: no seat's secret."""
        rects = [r for r in (self.anchor_rect(ref) for ref in refs) if r is not None]
        if not rects or width <= 0:
            return None
        area = rects[0]
        for r in rects[1:]:
            area = area.united(r)
        pad = max(40.0, 0.25 * max(area.width(), area.height()))
        area = area.adjusted(-pad, -pad, pad, pad).intersected(self.sceneRect())
        if area.isEmpty():
            return None
        height = max(1, round(width * area.height() / area.width()))
        pixmap = QPixmap(width, height)
        pixmap.fill(Qt.GlobalColor.transparent)
        self.lights.set_role("picture", [p for ref in refs for p in self._shapes(ref)])
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = self.base
        if base is not None:
            base.picture_area = area  # the board beneath copied from its own picture
        try:
            pictures.render(self, painter, QRectF(0, 0, width, height), area)
        finally:
            if base is not None:
                base.picture_area = None
        painter.end()
        self.lights.set_role("picture", [])
        return pixmap

    def _shapes(self, ref: str) -> list[QPainterPath]:
        """The outlines (scene coordinates) a ref lights: a square with its block, a piece, ..."""
        kind, _, key = ref.partition(":")
        if kind == "square" and key.lstrip("-").isdigit():
            return self._place_shapes(int(key))
        if kind == "block":
            index = self.codes.get(key)
            return self._place_shapes(index) if index is not None else []
        if kind == "seat" and key.isdigit():
            s = int(key)
            if s < len(self.pieces) and self.pieces[s].isVisible():
                return [_round(self.pieces[s].sceneBoundingRect().adjusted(-4, -4, 4, 4), 99)]
            return []
        items = {
            "bank": self.kassa,
            "council": self.hall,
            "changes": self.rules_card,
            "fate": self.tray.fate,
        }
        if not key and kind in items:
            return [_round(items[kind].sceneBoundingRect().adjusted(-4, -4, 4, 4), 10)]
        if not key and kind == "dice":
            rect = QRectF()
            for die in self.tray.dice:
                rect = rect.united(die.sceneBoundingRect())
            return [_round(rect.adjusted(-4, -4, 4, 4), 10)] if not rect.isNull() else []
        return []

    def _place_shapes(self, index: int) -> list[QPainterPath]:
        if not 0 <= index < len(self.squares):
            return []
        out = [self.squares[index].mapToScene(self.squares[index].shape())]
        block = self.blocks.get(index)
        if block is not None:
            out.append(block.mapToScene(block.shape()))
        return out

    def _animations(self) -> list[QAbstractAnimation]:
        anims: list[QAbstractAnimation | None] = [p._anim for p in self.pieces]
        anims += [getattr(d, "_tumble", None) for d in (*self.tray.dice, self.tray.fate)]
        return [a for a in anims if a is not None and a.state() == QAbstractAnimation.State.Running]

    def busy_ms(self) -> int:
        """How long pieces, dice, poäng and votes still move (the curtain waits for them)."""
        moving = [a.totalDuration() - a.currentTime() for a in self._animations()]
        return max(moving + [f.busy_ms() for f in self.flows], default=0)

    def finish_animations(self) -> None:
        """Put every moving piece and die where it ends, at once; money and votes arrive."""
        for anim in self._animations():
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
        self.finish_flows()
        self._relight()

    def finish_flows(self) -> None:
        """Poäng and votes arrive at once (a click, the next action, the curtain)."""
        flows, self.flows = self.flows, []
        land_all(flows)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        """A click on the board first ends what still moves, then does what it does."""
        if self.busy_ms():
            self.finish_animations()
        super().mousePressEvent(event)

    # ----- money and votes seen moving (flows.py) -------------------------------------------------
    def point(self, party: int) -> QPointF:
        """Where a party of a payment is on the board: a player's piece, or Stadskassan."""
        if 0 <= party < len(self.pieces):
            return QPointF(self._spots.get(party, self.pieces[party].pos()))
        return self.kassa.sceneBoundingRect().center()

    def _flow(self, events: list[Event]) -> None:
        """After the dice and the walk, each payment flies from payer to payee with its amount,
        in order; a passed Röstkort vote is carried onto the rules card or Stadshuset (STA-22).
        Nothing when animations are off."""
        money_ms = self._ms(MONEY_MS)
        if money_ms <= 0:
            return
        gap = self._ms(GAP_MS)
        start = self.busy_ms()
        for event in events:
            for src, dest, label, colour, card in self._flights(event):
                item = FlowItem(label, colour, card)
                self.addItem(item)
                ms = self._ms(VOTE_MS) if card else money_ms
                item.fly(src, dest, ms, start)
                self.flows.append(item)
                start += ms + gap

    def _flights(self, event: Event) -> list[tuple[QPointF, QPointF, str, str, bool]]:
        """(from, to, label, colour, is a card) for each thing the event moves."""
        centre = self.vote_card.sceneBoundingRect().center()
        if event.kind == "rule_change":
            change = event.message.args.get("change") if isinstance(event.message, Msg) else None
            label = words.say(change) if isinstance(change, Msg | str) else event.text
            return [
                (centre, self.rules_card.sceneBoundingRect().center(), label, look.CHANGE, True)
            ]
        if event.kind == "seat" and event.rule == "STA-22":
            seat = event.data.get("seat")
            if isinstance(seat, int) and 0 <= seat < len(self.names):
                label = words.say(msg("sta.board.voted_seat", name=self.names[seat]))
                return [(centre, self.hall.sceneBoundingRect().center(), label, look.CHANGE, True)]
            return []
        return [
            (self.point(payer), self.point(payee), words.money(amount, "poang"), look.COIN, False)
            for payer, payee, amount in parties(event)
            if payer != payee
        ]

    # ----- parts ------------------------------------------------------------------------------
    def _look(self, seat: int) -> tuple[str, str]:
        if 0 <= seat < len(self.context.seats):
            s = self.context.seats[seat]
            return s.colour, s.token
        return "", ""

    def _places(self, view: dict[str, Any]) -> None:
        squares = view.get("squares", [])
        common = (view.get("rules", {}), view.get("banker", -1), len(squares), tuple(self.names))
        here: dict[int, list[int]] = {}
        for seat, place in enumerate(view.get("positions", [])):
            here.setdefault(place, []).append(seat)
        for i, sq in enumerate(squares):
            key = (sq, tuple(here.get(sq["n"] - 1, ())), common)
            made = self._tips.get(i)
            if made is not None and made[0] == key:
                continue  # the square, who stands on it and the rules are as they were
            colour, shape = self._look(sq.get("owner", -1))
            made = self._tips[i] = (key, texts.square_tooltip(sq, view, self.names))
            tip = made[1]
            self.squares[i].set_data(sq, colour, shape, tip)
            block = self.blocks.get(i)
            if block is not None:
                block.court = sq["code"] == "D" and sq.get("owner", -1) >= 0
                block.set_data(sq, colour, shape, tip)

    def _pieces(self, view: dict[str, Any], events: list[Event]) -> None:
        ring = self.ring
        assert ring is not None, "show() builds the ring before the pieces stand on it"
        positions = list(view.get("positions", []))
        players = view.get("players", [])
        walked: dict[int, list[QPointF]] = {}
        for e in events:
            if e.kind == "move" and isinstance(e.data.get("seat"), int):
                s = e.data["seat"]
                start, end = e.data.get("start", 0), e.data.get("square", 0)
                steps = (end - start) % ring.length
                walked[s] = ring.along(start, steps)
        by_square: dict[int, list[int]] = {}
        for s, p in enumerate(positions):
            if s < len(players) and not players[s].get("in_game", True):
                self.pieces[s].hide()
                continue
            by_square.setdefault(p, []).append(s)
        current = view.get("current", -1) if view.get("results") is None else -1
        banker = view.get("banker", -1)
        first = not self._positions
        for square, seats in by_square.items():
            spots, size = slots(ring, square, len(seats))
            for s, spot in zip(seats, spots, strict=True):
                piece = self.pieces[s]
                piece.show()
                piece.set_size(size)
                piece.set_flags(s == current, s == banker)
                sq = view["squares"][square]
                where = (
                    sq["name"]
                    if sq["code"] in (sq["name"], "Ö", "NZ")
                    else f"{sq['code']} {sq['name']}"
                )
                tip = QCoreApplication.translate(
                    "Stadsliv", "{name} on {square} (square {n})"
                ).format(name=self.names[s], square=where, n=square + 1)
                if s == banker:
                    tip += "\n" + QCoreApplication.translate(
                        "Stadsliv", "Wears the banker's ring (STA-04)"
                    )
                piece.setToolTip(typed.tip(tip))
                if first:
                    piece.setPos(spot)
                elif s in walked:
                    piece.walk(walked[s], spot, self._ms(STEP_MS))
                else:
                    piece.settle(spot, self._ms(200))
                piece.square = square
                self._spots[s] = QPointF(spot)
        self._positions = positions

    def _centre(self, view: dict[str, Any], decision: Decision) -> None:
        players = view.get("players", [])
        holders = [s for s, p in enumerate(players) for _ in range(p.get("seats", 0))]
        kassa = view.get("kassa", {})
        total = len(holders) + kassa.get("seats", 0)
        self.hall.set_holders(holders, max(3, total), _hall_tip())
        coins = [s for s, p in enumerate(players) for _ in range(p.get("guldbonus", 0))]
        coins += [-1] * max(0, 3 - len(coins))
        squares = {sq["code"]: sq for sq in view.get("squares", [])}
        share = squares.get("B", {}).get("owner", -1)
        self.kassa.set_state(
            coins[:3], kassa.get("seats", 0), share, view.get("banker", -1), _kassa_tip()
        )
        self.rules_card.set_view(view, _rules_tip())
        self._status(view, decision)

    def _status(self, view: dict[str, Any], decision: Decision) -> None:
        current = view.get("current", -1)
        if decision.kind is Kind.TERMINAL:
            head = QCoreApplication.translate("Stadsliv", "The game is over")
        elif view.get("banker", -1) < 0:
            head = QCoreApplication.translate("Stadsliv", "Choosing the banker")
        elif 0 <= current < len(self.names):
            head = QCoreApplication.translate("Stadsliv", "{name}'s turn").format(
                name=self.names[current]
            )
        else:
            head = ""
        self.status.setText(head)
        turns = view.get("turns", 0)
        line = QCoreApplication.translate("Stadsliv", "Turn {n}").format(n=turns) if turns else ""
        self.turn_line.setText(line)
        self._place_status()

    def _dice(self, view: dict[str, Any], events: list[Event]) -> None:
        for e in events:
            dice = e.data.get("dice")
            seat = e.data.get("seat")
            if isinstance(dice, list) and dice and isinstance(seat, int):
                if len(dice) == 1:
                    caption = QCoreApplication.translate("Stadsliv", "{name} rolled {n}").format(
                        name=self.names[seat], n=dice[0]
                    )
                else:
                    caption = QCoreApplication.translate(
                        "Stadsliv", "{name}: {dice} = {total}"
                    ).format(
                        name=self.names[seat], dice=" + ".join(map(str, dice)), total=sum(dice)
                    )
                self.tray.show_roll(dice, caption, self._ms(650))
            if e.kind == "fate" and not any(e is s for s in self._staged):
                self._show_fate(view, e.data.get("thrower", -1), self._ms(FATE_MS))
        self._staged = []
        # a loaded game: the last roll and throw, however long ago they were
        if view.get("last_dice") and not any(d.value for d in self.tray.dice):
            self.tray.show_roll(
                view["last_dice"], QCoreApplication.translate("Stadsliv", "last roll"), 0
            )
        if view.get("last_fate") and not self.tray.fate.code:
            self._show_fate(view, view["last_fate"].get("thrower", -1), 0)

    def stage(self, view: dict[str, Any], event: Event, after: list[Event]) -> Stepper | None:
        """Throw the Ödestärning of a fate event; the table waits until the die has landed."""
        if event.kind != "fate":
            return None
        self._staged.append(event)
        self._show_fate(view, event.data.get("thrower", -1), self._ms(FATE_MS))
        stepper = Stepper(1, lambda _k: self._land_fate(), self._ms, FATE_MS, 0, parent=self)
        stepper.finished.connect(stepper.deleteLater)
        return stepper

    def _land_fate(self) -> None:
        anim = getattr(self.tray.fate, "_tumble", None)
        if anim is not None and anim.state() == QAbstractAnimation.State.Running:
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()

    def _show_fate(self, view: dict[str, Any], thrower: int, ms: int) -> None:
        fate = view.get("last_fate") or {}
        code = str(fate.get("face", ""))
        who = self.names[thrower] if 0 <= thrower < len(self.names) else ""
        caption = QCoreApplication.translate("Stadsliv", "thrown by {name}").format(name=who)
        self.tray.show_fate(code, str(fate.get("name", code)), caption, ms)
        self.tray.fate.setToolTip(texts.face_explanation(code, view.get("rules", {})))

    def _overlays(self, view: dict[str, Any], decision: Decision, events: list[Event]) -> None:
        if self.fate.feed(events, view):
            if self.fate.fresh:
                self.fate_panel.set_report(self.fate.report, view.get("rules", {}))
                self.fate_panel.show()
            else:
                self.fate_panel.hide()
        vote = view.get("pending", {}).get("vote")
        if vote:
            self.vote_card.show_pending(vote, decision.rule == "STA-23")
            self.fate_panel.hide()
        else:
            self.vote_card.hide()  # after the reveal the table shows every vote (dialogs/vote.py)

    def _end(self, view: dict[str, Any]) -> None:
        results = view.get("results")
        if results is None:
            self.end_card.hide()
            return
        self.fate_panel.hide()
        self.vote_card.hide()
        self.end_card.set_results(results)
        self.end_card.show()


def _round(rect: QRectF, radius: float) -> QPainterPath:
    """A rounded rectangle (an ellipse-ish ring for a piece with a large radius)."""
    path = QPainterPath()
    r = min(radius, rect.width() / 2, rect.height() / 2)
    path.addRoundedRect(rect, r, r)
    return path


def _hall_tip() -> str:
    return QCoreApplication.translate(
        "Stadsliv",
        "Stadshuset: the three seats of Stadsfullmäktige. A free seat is bought for 15 poäng by "
        "standing on the SF square (STA-18) or won with the Röstkort (STA-22). Holders may put "
        "rule changes to the table (STA-22); whoever holds all three faces the victory vote "
        "(STA-23). Each seat counts 15 at the end (STA-20).",
    )


def _kassa_tip() -> str:
    return QCoreApplication.translate(
        "Stadsliv",
        "Stadskassan has unlimited poäng (STA-03) and holds the Stadsfullmäktige seats and the "
        "Guldbonus not yet sold (STA-05). A Guldbonus costs 10 on Ödet's GB face and counts 25 at "
        "the end (STA-12, STA-20). The banker wears the ring and keeps the banker's varvslön "
        "(STA-04, STA-10).",
    )


def _rules_tip() -> str:
    return QCoreApplication.translate(
        "Stadsliv",
        "The figures in force. Holders of a Stadsfullmäktige seat may change them with the "
        "Röstkort; a change holds to the end of the game (STA-22).",
    )


def create_scene(context: SceneContext) -> StadslivScene:
    """The table's entry point."""
    return StadslivScene(context)
