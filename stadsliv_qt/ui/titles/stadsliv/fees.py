"""Fees for Varuhus and hotels (STA-08): the payer's choice of owner, the protest round, and the
plaintiff's choice after a negative face. The owners' blocks are also highlighted on the board.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QWidget

from ... import tokens
from ...dialogs import DecisionPanel, PanelContext, register
from .parts import StadslivPanel, of_type
from .words import GAME, poang

translate = QCoreApplication.translate


@register("choose_owner", game=GAME)
class ChooseOwnerPanel(StadslivPanel):
    """One button per owner's block, with the owner's token and the fee."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        game: Any = context.game
        view = context.view()
        choice = view["pending"].get("fee_choice", {})
        payer = choice.get("payer", context.seat)
        if payer == context.seat:
            lines = [
                translate(
                    "Stadsliv",
                    "Several players own these blocks: choose whose you pay; you pay that block's "
                    "fee. Any other player may then protest to Domstolen (STA-08).",
                )
            ]
        else:
            lines = [
                translate(
                    "Stadsliv",
                    "Domstolen's Ödestärning said nej: as plaintiff you choose whose block "
                    "{payer} pays. This choice is final (STA-08).",
                ).format(payer=game.seats[payer].name)
            ]
        lines.append(translate("Stadsliv", "Or click a highlighted block on the board."))
        super().__init__(context, "", lines, parent)
        for action in of_type(context.actions, "ChooseOwner"):
            owner = game.owner.get(action.code, -1)
            b = self.add(
                action,
                translate("Stadsliv", "{name}: {code} {block}, fee {fee}").format(
                    name=game.seats[owner].name if owner >= 0 else "?",
                    code=action.code,
                    block=game.cards[action.code].name,
                    fee=poang(game.fee(action.code)),
                ),
            )
            if owner >= 0:
                s = game.seats[owner]
                icon = tokens.token_pixmap(
                    tokens.seat_shape(s.token, owner), tokens.seat_colour(s.colour, owner), 20
                )
                b.setIcon(icon)
                b.setIconSize(QSize(20, 20))
        self.finish()


@register("protest", game=GAME)
def protest_panel(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """STA-08: each other player, in seat order, may protest and become plaintiff."""
    game: Any = context.game
    view = context.view()
    choice = view["pending"].get("fee_choice", {})
    code = choice.get("chosen", "")
    payer = game.seats[choice.get("payer", 0)].name
    owner = game.owner.get(code, -1)
    court = view.get("court", -1)
    lines = [
        translate(
            "Stadsliv",
            "{payer} chose to pay {owner}: {code}, fee {fee}. Protest and you are the plaintiff: "
            "Domstolen ({court}) throws the Ödestärning; positive, the choice stands; negative, "
            "you choose the owner (STA-08).",
        ).format(
            payer=payer,
            owner=game.seats[owner].name if owner >= 0 else "?",
            code=code,
            fee=poang(game.fee(code)) if code in game.cards else "?",
            court=game.seats[court].name if court >= 0 else "?",
        )
    ]
    panel = StadslivPanel(context, "", lines, parent)
    for action in sorted(context.actions, key=lambda a: a.yes):
        panel.add(action, primary=not action.yes)
    panel.finish()
    return panel
