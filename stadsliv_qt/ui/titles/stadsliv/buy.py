"""Buying (a block, the Bank's share, a Guldbonus, a seat) and accepting a low final bid.

The offer on the table is public: what is for sale, its printed price and fee, and the buyer's
poäng. A buyer short of poäng sees the loan box open, with what the loan will cost (STA-14).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QWidget

from stadsliv_qt.engine.record import Record
from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.games.stadsliv.actions import Buy

from ... import typed
from ...dialogs import DecisionPanel, PanelContext, register
from ...elided import ElidedLabel
from ...style import pt
from .look import HOGHUS, SQUARE, ink_for
from .parts import ROW_GAP, StadslivPanel, answers, of_type
from .words import GAME, item_words, poang

translate = QCoreApplication.translate


def _frame(game: StadslivGame, kind: str) -> Record | dict[str, Any]:
    """The public offer the game waits on (the top step of its stack; {} if another waits)."""
    stack = game.stack
    return stack[-1] if stack and stack[-1].get("t") == kind else {}


def block_lines(game: StadslivGame, code: str) -> tuple[str, list[str], str]:
    """A block's title, what owning it means, and its colour."""
    card = game.cards[code]
    colour = HOGHUS.get(card.kind, "") if card.hoghus else ""
    colour = colour or SQUARE.get(card.kind, "#999")
    title = translate("Stadsliv", "{code} {name} · price {price} · fee {fee}").format(
        code=code, name=card.name, price=poang(card.price), fee=poang(game.fee(code))
    )
    lines = [
        translate("Stadsliv", "Whoever else lands here pays you its fee of {fee} (STA-07).").format(
            fee=poang(game.fee(code))
        ),
        translate("Stadsliv", "It counts its price at the count (STA-24)."),
    ]
    if card.hoghus:
        lines.append(translate("Stadsliv", "A höghus: the dearest blocks of their kind (STA-02)."))
    if card.group:
        lines.append(
            translate(
                "Stadsliv",
                "Payers choose among owners of Varuhus or hotels; protests go to Domstolen (STA-08).",
            )
        )
    if code == "D":
        lines.append(
            translate(
                "Stadsliv", "Its owner is the court and throws the Ödestärning for it (STA-21)."
            )
        )
    if code == "T":
        lines.append(
            translate(
                "Stadsliv", "Stortorget's owner gets 10 varvslön at every Start passage (STA-10)."
            )
        )
    return title, lines, colour


@register("buy", game=GAME)
class BuyPanel(StadslivPanel):
    """Buy what is on offer at its price, or not; borrow first if short."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        game = context.game_as(StadslivGame)
        offer = _frame(game, "buy")
        what, code, price = offer.get("what", "block"), offer.get("code", ""), offer.get("price", 0)
        money = context.view()["players"][context.seat]["money"]
        colour = ""
        if what == "block" and code == "B":
            title = translate("Stadsliv", "The Bank's share (B, Banken) · price {price}").format(
                price=poang(price)
            )
            lines = [
                translate("Stadsliv", "Banken's fees go to you and the share counts 15 at the count; the banker stays banker (STA-19, STA-20)."),
            ]  # fmt: skip
            colour = SQUARE["building"]
        elif what == "block" and code in game.cards:
            title, lines, colour = block_lines(game, code)
        elif what == "gb":
            title = translate("Stadsliv", "A Guldbonus from Stadskassan · price {price}").format(
                price=poang(price)
            )
            lines = [
                translate("Stadsliv", "It counts 25 at the count. Owning one, a later GB face forces you to auction it (STA-12, STA-20)."),
            ]  # fmt: skip
            colour = "#D9B44A"
        else:
            title = translate("Stadsliv", "A seat of Stadsfullmäktige · price {price}").format(
                price=poang(price)
            )
            lines = [
                translate("Stadsliv", "It counts 15 at the count; holders may change rules with the Röstkort; all three seats bring the victory vote (STA-18, STA-22, STA-23)."),
            ]  # fmt: skip
            colour = SQUARE["council"]
        short = max(0, price - money)
        if short:
            lines.append(
                translate(
                    "Stadsliv", "You have {money}: borrow at least {short} to buy it."
                ).format(money=poang(money), short=poang(short))
            )
        else:
            lines.append(translate("Stadsliv", "You have {money}.").format(money=poang(money)))
        super().__init__(context, "", [], parent)
        # what is for sale, with its price and fee, on a card in its square's colour; one line,
        # cut with "…" when the bar is narrow (the prompt above names it as well)
        self.card = ElidedLabel(title)
        self.card.setStyleSheet(
            f"background: {colour}; color: {ink_for(colour).name()}; font-size: {pt(12)};"
            " font-weight: 700; border-radius: 6px; padding: 4px 10px;"
        )
        self.lay.insertWidget(0, self.card)
        self.text = typed.label(" ".join(lines))
        self.text.setWordWrap(True)
        self.text.setProperty("role", "muted")
        self.lay.insertWidget(1, self.text)
        yes = [a for a in of_type(context.actions, Buy) if a.yes]
        no = [a for a in of_type(context.actions, Buy) if not a.yes]
        buy_text = translate("Stadsliv", "Buy for {price}").format(price=poang(price))
        if yes:
            self.add(yes[0], buy_text, primary=True)
        else:
            why = translate("Stadsliv", "Borrow first: you are {short} short.").format(
                short=poang(short)
            )
            self.add_unavailable(buy_text, why)
        for action in no:
            self.add(action, primary=not yes)
        box = self.loan_box(max(1, short))
        if box is not None:
            self._beside_buttons(box)
            box.setVisible(bool(short))
            self.box = box
        self.finish()

    def _beside_buttons(self, box: QWidget) -> None:
        """The loan box right of the buttons, not on a row of its own under them: the bar's
        height is fixed, and at 1440x900 the box of a buyer short of poäng was out of sight."""
        holder = self.row.parentWidget()
        assert holder is not None  # the row's widget, made with the panel
        index = self.lay.indexOf(holder)
        self.lay.removeWidget(holder)
        widths = [b.sizeHint().width() for b in self.buttons]
        holder.setMinimumWidth(sum(widths) + ROW_GAP * max(0, len(widths) - 1))
        row = QHBoxLayout()
        row.setSpacing(16)
        row.addWidget(holder, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(box, 1)
        self.lay.insertLayout(index, row)


@register("auction_accept", game=GAME)
def accept_panel(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """STA-09: a final bid below the card's price may be refused by a seller who chose to sell."""
    game = context.game_as(StadslivGame)
    f = _frame(game, "accept")
    item = item_words(game, f.get("item", ""))
    bidder = game.seats[f["bidder"]].name if "bidder" in f else "?"
    lines = [
        translate(
            "Stadsliv",
            "The final bid for {item} is {bid} by {bidder}, below the card's price of {price}. "
            "Accept it, or refuse and keep it (STA-09).",
        ).format(
            item=item, bid=poang(f.get("bid", 0)), bidder=bidder, price=poang(f.get("price", 0))
        )
    ]
    panel = StadslivPanel(context, "", lines, parent)
    for action in sorted(answers(context.actions), key=lambda a: not a.yes):
        panel.add(action, primary=action.yes)
    panel.finish()
    return panel
