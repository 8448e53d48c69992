"""Stadsliv's words for the shared dialogs: button labels, the auction, the vote, the count.

The adapters read only what every player sees: the public view, the cards' printed figures and
the engine's public helpers (a block's fee with the rule changes, an item's printed price).
They are registered with common.register_adapter for the game id "stadsliv".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from stadsliv_qt.engine import Action, Game
from stadsliv_qt.games.stadsliv import StadslivGame
from stadsliv_qt.games.stadsliv.actions import (
    Ask,
    Bid,
    ChooseOwner,
    Offer,
    Roll,
    SellToKassa,
    TakeLoan,
)

from ... import words as said
from ...dialogs.auction import AuctionState
from ...dialogs.common import register_adapter

GAME = "stadsliv"


def poang(amount: int) -> str:
    """'5 poäng'."""
    return f"{amount} poäng"


def item_words(game: StadslivGame, item: str) -> str:
    """An item that can change hands, in words with its code."""
    if item == "GB":
        return QCoreApplication.translate("Stadsliv", "a Guldbonus")
    if item == "SF":
        return QCoreApplication.translate("Stadsliv", "a Stadsfullmäktige seat")
    if item == "B":
        return QCoreApplication.translate("Stadsliv", "the Bank's share (B)")
    card = game.cards.get(item)
    return f"{item} {card.name}" if card is not None else item


def question_label(game: StadslivGame, action: Ask) -> str:
    """A Röstkort question as the table reads it."""
    for q in game.view(None).get("pending", {}).get("questions", []):
        if q["question"] == action.question and q["code"] == action.code:
            return said.name(q["label"])
    return said.label(action)


def label(game: StadslivGame, action: Action) -> str:
    """A button label in the game's words, with figures."""
    name = type(action).__name__
    yes = getattr(action, "yes", None)
    translate = QCoreApplication.translate
    if name == "Volunteer":
        return (
            translate("Stadsliv", "Volunteer as banker") if yes else translate("Stadsliv", "Not me")
        )
    if isinstance(action, Roll):
        return (
            translate("Stadsliv", "Roll one die")
            if action.dice == 1
            else translate("Stadsliv", "Roll both dice")
        )
    if isinstance(action, TakeLoan):
        return translate("Stadsliv", "Borrow {amount}").format(amount=poang(action.amount))
    if name == "Buy":
        return translate("Stadsliv", "Buy it") if yes else translate("Stadsliv", "Do not buy")
    if isinstance(action, ChooseOwner):
        owner = game.owner.get(action.code, -1)
        who = game.seats[owner].name if owner >= 0 else "?"
        return translate("Stadsliv", "Pay {name}: {code} {block}, fee {fee}").format(
            name=who,
            code=action.code,
            block=game.cards[action.code].name,
            fee=game.fee(action.code),
        )
    if name == "Protest":
        return (
            translate("Stadsliv", "Protest to Domstolen")
            if yes
            else translate("Stadsliv", "Let it stand")
        )
    if isinstance(action, Offer):
        return translate("Stadsliv", "Auction {item}").format(item=item_words(game, action.item))
    if isinstance(action, Bid):
        return translate("Stadsliv", "Bid {amount}").format(amount=poang(action.amount))
    if name == "Pass":
        return translate("Stadsliv", "Pass")
    if name == "AcceptBid":
        return (
            translate("Stadsliv", "Accept the bid")
            if yes
            else translate("Stadsliv", "Refuse and keep it")
        )
    if isinstance(action, SellToKassa):
        return translate("Stadsliv", "Sell {item} to Stadskassan (+{amount})").format(
            item=item_words(game, action.item), amount=poang(game.item_price(action.item) // 2)
        )
    if name == "LoanThrow":
        return (
            translate("Stadsliv", "Ask for the throw")
            if yes
            else translate("Stadsliv", "Keep the loan")
        )
    if isinstance(action, Ask):
        return translate("Stadsliv", "Röstkortet: {question}").format(
            question=question_label(game, action)
        )
    if name == "Vote":
        return translate("Stadsliv", "Vote ja") if yes else translate("Stadsliv", "Vote nej")
    if name == "Appeal":
        return (
            translate("Stadsliv", "Appeal to Domstolen")
            if yes
            else translate("Stadsliv", "Accept the count")
        )
    if name == "EndTurn":
        return translate("Stadsliv", "End the turn")
    return said.label(action)


def auction_state(context: Any) -> AuctionState:
    """The open auction from the public view (STA-09)."""
    game = context.game_as(StadslivGame)
    view = context.public_view()
    a = view["pending"]["auction"]
    everyone = [s for s, p in enumerate(view["players"]) if p["in_game"] and s != a["seller"]]
    seller = game.seats[a["seller"]].name
    if a["forced"]:
        detail = QCoreApplication.translate(
            "Stadsliv", "{seller} must sell: the highest bid wins, whatever it is (STA-12)."
        ).format(seller=seller)
    else:
        detail = QCoreApplication.translate(
            "Stadsliv",
            "Sold by {seller}. Price on the card {price}: {seller} may refuse a final bid below "
            "it (STA-09).",
        ).format(seller=seller, price=poang(a["price"]))
    leader = a["high"] if a["high"] >= 0 else None
    return AuctionState(
        item=item_words(game, a["item"]),
        minimum=a["bid"] + 1,
        step=1,
        cash=view["players"][context.seat]["money"],
        high=a["bid"],
        leader=leader,
        bidders=list(a["bidders"]),
        out=[s for s in everyone if s not in a["bidders"]],
        detail=detail,
    )


def vote_lines(context: Any) -> list[str]:
    """The question, who votes and who does not (STA-16, STA-22, STA-23)."""
    game = context.game_as(StadslivGame)
    vote = game.view(None)["pending"].get("vote")
    if not vote:
        return []
    names = [s.name for s in game.seats]
    translate = QCoreApplication.translate
    asker = names[vote["asker"]]
    if context.decision.rule == "STA-23":
        lines = [
            translate("Stadsliv", "{name} holds all three seats of Stadsfullmäktige. Does {name} win?").format(name=asker),
            translate("Stadsliv", "Ja: {name} wins. Nej: {name} may appeal to Domstolen, else the count decides (STA-23).").format(name=asker),
        ]  # fmt: skip
    else:
        lines = [
            translate("Stadsliv", "{name} raised the Röstkort and does not vote.").format(
                name=asker
            ),
            translate(
                "Stadsliv",
                "A majority of ja, then a positive Ödestärning, and it happens (STA-22).",
            ),
        ]
    voters = ", ".join(names[s] for s in vote["voters"])
    lines.append(translate("Stadsliv", "Voting: {names}").format(names=voters))
    nz = [names[s] for s in vote["not_voting"] if s != vote["asker"]]
    if nz:
        lines.append(
            translate("Stadsliv", "Not voting, on an NZ: {names} (STA-16)").format(
                names=", ".join(nz)
            )
        )
    return lines


def scores(game: StadslivGame, view: dict[str, Any] | None = None) -> list[int]:
    """Each player's worth at the count, now (STA-24)."""
    return [int(p["worth"]) for p in (game.view(None) if view is None else view)["players"]]


def breakdown_columns(_game: Game) -> list[tuple[str, str]]:
    """The count's parts, in order (STA-24)."""
    keys = ("poäng", "investments", "shares", "guldbonus", "loan", "total")
    return [(key, said.say(said.part(GAME, key))) for key in keys]


register_adapter("labels", GAME, label)
register_adapter("auction", GAME, auction_state)
register_adapter("vote", GAME, vote_lines)
register_adapter("score", GAME, scores)
register_adapter("breakdown", GAME, breakdown_columns)
register_adapter(
    "score_title",
    GAME,
    lambda: QCoreApplication.translate("Stadsliv", "Wealth at the count over the game (STA-24)"),
)
