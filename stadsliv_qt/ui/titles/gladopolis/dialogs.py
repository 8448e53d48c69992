"""Glad-o-polis at the table: how the shared dialogs read this game, and its own small panels.

Adapters (common.register_adapter) turn the engine's actions and public view into words with the
games' own names ("Build on Domplatz (1,500 €)"), the auction, the debt, the trade and the
Beschlusslage; the panels below show a card for the field to buy, the motion drawn and the veto.
Everything read here is public (view(None) or figures every player sees on the board).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QVBoxLayout, QWidget

from stadsliv_qt.engine import Action, Game
from stadsliv_qt.games.gladopolis import GladopolisGame
from stadsliv_qt.games.gladopolis import actions as A
from stadsliv_qt.text import arg

from ... import words
from ...dialogs import DecisionPanel, PanelContext, register
from ...dialogs.auction import AuctionState
from ...dialogs.choice import Card, ChoicePanel
from ...dialogs.common import action_buttons, heading, muted, register_adapter
from ...dialogs.debt import DebtOption, DebtState
from ...dialogs.trade import Asset, TradeAnswerPanel, TradeOffer, TradeSide

GAME = "gladopolis"
FORMFEHLER = "Formfehler in der Satzung"
translate = QCoreApplication.translate


def euro(amount: int) -> str:
    """1200 -> '1,200 €' / '1 200 €' / '1.200 €', the table's language's way."""
    return words.money(amount, "eur")


def field_name(game: GladopolisGame, pos: int) -> str:
    """A field's name."""
    return game.d.fields[pos].name


def sell_refund(game: GladopolisGame, pos: int) -> int:
    """What selling the top level of a district brings (half of what was paid for it)."""
    paid = game.paid[pos]
    return paid[-1] // 2 if paid else 0


# ----- labels --------------------------------------------------------------------------------
def label(game: GladopolisGame, action: Action) -> str:
    """A button label with field names and amounts."""
    p = game.p
    pos = getattr(action, "field", None)
    name = field_name(game, pos) if isinstance(pos, int) and 0 <= pos < 40 else ""
    if isinstance(action, A.Roll):
        return translate("Gladopolis", "Roll the dice")
    if isinstance(action, A.EndTurn):
        return translate("Gladopolis", "End the turn")
    if isinstance(action, A.BuyBG):
        return translate("Gladopolis", "Buy 1 Bürgergunst ({price})").format(
            price=euro(p["bg_price"])
        )
    if isinstance(action, A.PayFee):
        return translate("Gladopolis", "Pay {fee} to leave the Hinterzimmer").format(
            fee=euro(p["hinterzimmer_fee"])
        )
    if isinstance(action, A.PlayFormfehler):
        return translate("Gladopolis", "Play {card}").format(card=FORMFEHLER)
    if isinstance(action, A.Build):
        what = (
            translate("Gladopolis", "Leuchtturmprojekt")
            if game.level[action.field] == 4
            else translate("Gladopolis", "Bauvorhaben")
        )
        return translate("Gladopolis", "Build a {what} on {name} ({price})").format(
            what=what, name=name, price=euro(game.build_price(action.field))
        )
    if isinstance(action, A.SellBuilding):
        return translate("Gladopolis", "Sell a building on {name} (+{amount})").format(
            name=name, amount=euro(sell_refund(game, action.field))
        )
    if isinstance(action, A.Mortgage):
        return translate("Gladopolis", "Mortgage {name} (+{amount})").format(
            name=name, amount=euro(game.d.fields[action.field].price // 2)
        )
    if isinstance(action, A.Redeem):
        return translate("Gladopolis", "Redeem {name} ({cost})").format(
            name=name, cost=euro(game.redemption(action.field))
        )
    if isinstance(action, A.OfferTrade):
        return translate("Gladopolis", "Offer {name}: {text}").format(
            name=game.name(action.to), text=words.name(game._trade_text(_offer_dict(action)))
        )
    if isinstance(action, A.Buy):
        f = game.d.fields[game.pending]
        return translate("Gladopolis", "Buy {name} for {price}").format(
            name=f.name, price=euro(f.price)
        )
    if isinstance(action, A.Decline):
        return translate("Gladopolis", "Do not buy: auction it")
    if isinstance(action, A.Bid):
        return translate("Gladopolis", "Bid {amount}").format(amount=euro(action.amount))
    if isinstance(action, A.Pass):
        return translate("Gladopolis", "Pass")
    if isinstance(action, A.BringIn):
        return translate("Gladopolis", "Bring the motion in")
    if isinstance(action, A.Withdraw):
        return translate("Gladopolis", "Withdraw it")
    if isinstance(action, A.Vote):
        return (
            translate("Gladopolis", "Vote yes")
            if action.yes
            else translate("Gladopolis", "Vote no")
        )
    if isinstance(action, A.Veto):
        return translate("Gladopolis", "Use my veto: the motion fails")
    if isinstance(action, A.Allow):
        return translate("Gladopolis", "Let it pass")
    if isinstance(action, A.Repeal):
        return translate("Gladopolis", "Repeal {name}").format(
            name=game.d.motions[action.motion].name
        )
    if isinstance(action, A.Accept):
        return translate("Gladopolis", "Accept the trade")
    if isinstance(action, A.Refuse):
        return translate("Gladopolis", "Refuse")
    return words.label(action)


def _offer_dict(a: A.OfferTrade) -> dict[str, Any]:
    return {
        "give": list(a.give),
        "take": list(a.take),
        "give_money": a.give_money,
        "take_money": a.take_money,
        "give_card": a.give_card,
        "take_card": a.take_card,
    }


# ----- the auction, the debt, the vote, the cards ----------------------------------------------
def auction_state(context: PanelContext) -> AuctionState:
    """The open auction from the public view."""
    game = context.game_as(GladopolisGame)
    a = context.public_view()["auction"]
    f = game.d.fields[a["field"]]
    leader = a["leader"] if a["leader"] >= 0 else None
    everyone = [s for s in range(len(game.seats)) if game.active[s]]
    return AuctionState(
        item=f.name,
        minimum=game.auction_minimum(),
        step=game.options["auction_step"],
        cash=game.cash[context.seat],
        high=a["high"],
        leader=leader,
        bidders=list(a["order"]),
        out=[s for s in everyone if s not in a["order"]],
        detail=translate("Gladopolis", "Printed price {price} · GLA-09").format(
            price=euro(f.price)
        ),
    )


def debt_state(context: PanelContext) -> DebtState:
    """The debt from the public view, with what each sale or mortgage brings."""
    game = context.game_as(GladopolisGame)
    d = game.view(None)["debt"]
    options = []
    for action in context.actions:
        if isinstance(action, A.SellBuilding):
            options.append(
                DebtOption(action, label(game, action), sell_refund(game, action.field), "1")
            )
        elif isinstance(action, A.Mortgage):
            value = game.d.fields[action.field].price // 2
            options.append(DebtOption(action, label(game, action), value, "2"))
    return DebtState(
        owed=d["amount"],
        cash=game.cash[d["debtor"]],
        creditor=arg(game.party(d["creditor"]), words.language()),
        why=f"{words.name(d['why'])} ({d['rule']}); GLA-27",
        options=options,
    )


def vote_lines(context: PanelContext) -> list[str]:
    """The motion on the table, in words."""
    game = context.game_as(GladopolisGame)
    council = game.view(None)["council"]
    if not council:
        return []
    m = game.d.motions[council["motion"]]
    return [f"{m.name}: {words.name(m.text)}", translate("Gladopolis", "Brought in by {name} (GLA-21)").format(
        name=game.name(council["proposer"]))]  # fmt: skip


def repeal_cards(context: PanelContext) -> list[Card] | None:
    """Resolutions to repeal, as cards."""
    game = context.game_as(GladopolisGame)
    if context.decision.tag != "repeal":
        return None
    cards = []
    for action in context.actions:
        if not isinstance(action, A.Repeal):  # a repeal decision offers only Repeal actions
            continue
        m = game.d.motions[action.motion]
        cards.append(Card(action, m.name, words.name(m.text), "#6E5A8C"))
    return cards


def scores(game: GladopolisGame, _view: dict[str, Any] | None = None) -> list[int]:
    """Votes each seat would have now on Wahltag (the engine's own count, GLA-29)."""
    return [game.breakdown(s)["total"] for s in range(len(game.seats))]


def breakdown_columns(_game: Game) -> list[tuple[str, str]]:
    """The election's breakdown, in order."""
    keys = ("cash", "properties", "buildings", "wealth_votes", "bg", "bg_votes",
            "kluengel_chips", "kluengel_loss", "total")  # fmt: skip
    return [(key, words.say(words.part(GAME, key))) for key in keys]


# ----- trade ------------------------------------------------------------------------------------
class GladopolisTrade:
    """The trade adapter: properties by field, the Formfehler card, money one way."""

    def partners(self, game: GladopolisGame, seat: int) -> list[int]:
        return [s for s in range(len(game.seats)) if s != seat and game.active[s]]

    def side(self, game: GladopolisGame, seat: int) -> TradeSide:
        assets = []
        for pos in game.property_fields:
            if game.owner[pos] != seat:
                continue
            f = game.d.fields[pos]
            colour = game.d.groups[f.group].colour if f.group else "#9A8F80"
            ok = game.tradeable(pos)
            assets.append(
                Asset(
                    pos,
                    f.name,
                    colour,
                    translate("Gladopolis", "mortgaged") if game.mortgaged[pos] else "",
                    ok,
                    "" if ok else translate("Gladopolis", "Its group carries buildings (GLA-26)."),
                )
            )
        cards = [Asset("formfehler", FORMFEHLER, "#6E5A8C")] if game.formfehler == seat else []
        return TradeSide(seat, game.cash[seat], assets, cards)

    def make(
        self,
        seat: int,
        to: int,
        give: list[Any],
        take: list[Any],
        give_money: int,
        take_money: int,
        give_cards: list[Any],
        take_cards: list[Any],
    ) -> Action:
        return A.OfferTrade(
            seat,
            to,
            tuple(sorted(give)),
            tuple(sorted(take)),
            give_money,
            take_money,
            bool(give_cards),
            bool(take_cards),
        )

    def offer(self, context: PanelContext) -> TradeOffer:
        game = context.game_as(GladopolisGame)
        t = game.view(None)["trade"]

        def words(fields: list[int], money: int, card: bool) -> list[str]:
            out = [field_name(game, p) for p in fields]
            if money:
                out.append(euro(money))
            if card:
                out.append(FORMFEHLER)
            return out

        return TradeOffer(
            t["from"],
            t["to"],
            words(t["give"], t["give_money"], t["give_card"]),
            words(t["take"], t["take_money"], t["take_card"]),
        )


register_adapter("labels", GAME, label)
register_adapter("auction", GAME, auction_state)
register_adapter("debt", GAME, debt_state)
register_adapter("vote", GAME, vote_lines)
register_adapter("cards", GAME, repeal_cards)
register_adapter("score", GAME, scores)
register_adapter("breakdown", GAME, breakdown_columns)
register_adapter("trade", GAME, GladopolisTrade())


# ----- panels -----------------------------------------------------------------------------------
class ButtonsPanel(DecisionPanel):
    """A heading, a few explanatory lines and one button per legal action (1, 2 …)."""

    def __init__(
        self,
        context: PanelContext,
        title: str,
        lines: list[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(context, parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        if title:
            lay.addWidget(heading(title, 12))
        if lines:  # one paragraph: the bar's height is fixed, and each line apart cost a gap
            lay.addWidget(muted(" ".join(lines)))
        buttons, self.buttons = action_buttons(context.game, context.actions, self.chosen.emit)
        lay.addLayout(buttons)
        lay.addWidget(self.error)
        lay.addStretch(1)

    def shortcuts(self) -> dict[str, Any]:
        """1, 2 … the buttons; Space the first."""
        keys: dict[str, Any] = {str(i + 1): b.click for i, b in enumerate(self.buttons[:9])}
        if self.buttons:
            keys["Space"] = self.buttons[0].click
        return keys


@register("buy", game=GAME)
def buy_panel(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """Buy the field at its printed price, or send it to auction.

    No heading: the bar's prompt above already names the field and its price, and the bar is
    short enough (1440x900) that a second name line pushed the buttons out of sight."""
    game = context.game_as(GladopolisGame)
    f = game.d.fields[game.pending]
    lines = [
        field_text(game, f.pos),
        translate("Gladopolis", "Not buying starts an open auction at once (GLA-09)."),
    ]
    return ButtonsPanel(context, "", lines, parent)


@register("council", game=GAME)
def council_panel(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """The motion drawn, with bring in or withdraw."""
    game = context.game_as(GladopolisGame)
    m = game.d.motions[game.view(None)["council"]["motion"]]
    if len(game.seats) == 2:
        how = translate(
            "Gladopolis",
            "With two players you decide alone; the other may use the one veto (GLA-23).",
        )
    else:
        how = translate("Gladopolis", "Brought in, every player votes in secret (GLA-21).")
    lines = [
        words.name(m.text),
        how,
        translate("Gladopolis", "Accepted: it holds until the end and you gain 1 BG (GLA-22)."),
    ]
    return ButtonsPanel(context, "", lines, parent)  # the prompt above names the motion


@register("veto", game=GAME)
def veto_panel(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """The one veto of the game (two players)."""
    game = context.game_as(GladopolisGame)
    m = game.d.motions[game.view(None)["council"]["motion"]]
    lines = [
        words.name(m.text),
        translate("Gladopolis", "You have one veto in the whole game (GLA-23)."),
    ]
    return ButtonsPanel(
        context, translate("Gladopolis", "Veto {name}?").format(name=m.name), lines, parent
    )


@register("repeal", game=GAME)
def repeal_panel(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """Six resolutions: pick one of the five before to repeal (GLA-22)."""
    return ChoicePanel(context, parent)


@register("trade", game=GAME)
def trade_panel(context: PanelContext, parent: QWidget | None = None) -> DecisionPanel:
    """The offer, accepted or refused on screen (GLA-26)."""
    return TradeAnswerPanel(context, parent)


def field_text(game: GladopolisGame, pos: int) -> str:
    """A field in plain words with its rule ids (tooltips, the buy card)."""
    f = game.d.fields[pos]
    kind = f.kind
    if kind == "district":
        g = game.d.groups[f.group]
        rents = " / ".join(words.number(r) for r in f.rents)
        return translate(
            "Gladopolis",
            "{group} district. Price {price}. Rent {base}, doubled with the whole group; "
            "with 1-4 Bauvorhaben and the Leuchtturmprojekt: {rents} € (GLA-10). "
            "Building {build} per level, evenly (GLA-12).",
        ).format(
            group=g.name,
            price=euro(f.price),
            base=euro(f.rents[0]),
            rents=rents,
            build=euro(game.build_price(pos)),
        )
    if kind == "hub":
        return translate(
            "Gladopolis",
            "Verkehrsknoten. Price {price}. Rent 250 / 500 / 1,000 / 2,000 € as the owner "
            "holds 1 to 4 (GLA-10).",
        ).format(price=euro(f.price))
    if kind == "utility":
        return translate(
            "Gladopolis",
            "Versorger. Price {price}. Rent: the pips rolled x40, x100 with both (GLA-10).",
        ).format(price=euro(f.price))
    texts = {
        "los": translate("Gladopolis", "LOS: passing or landing pays 2,000 € and 1 BG, and the calendar moves on "
                  "(GLA-07)."),
        "event": translate("Gladopolis", "Stadtgeschehen: draw an event card (GLA-25)."),
        "tax": translate("Gladopolis", "{name}: pay {amount} into the Stadtkasse (GLA-13).").format(
            name=f.name, amount=euro(f.amount)),
        "hinterzimmer": translate("Gladopolis", "Hinterzimmer: landing here is only a visit (GLA-16). Inside: "
                           "Sitzungsgeld, -1 BG, +1 Klüngel chip each turn (GLA-17); out by "
                           "doubles, 1,000 € or Formfehler (GLA-18)."),
        "fest": translate("Gladopolis", "Bürgerfest: take half the Stadtkasse, rounded down to 100 €, and 1 BG "
                   "(GLA-15)."),
        "council": translate("Gladopolis", "Ratssitzung: draw a motion, bring it in or withdraw it (GLA-20, "
                      "GLA-21)."),
        "go_hinterzimmer": translate("Gladopolis", "Ab ins Hinterzimmer: straight in, without passing LOS; the turn "
                              "ends (GLA-16)."),
    }  # fmt: skip
    return texts.get(kind, f.name)


register_adapter(
    "score_title", GAME, lambda: translate("GladopolisResults", "Votes over the game (GLA-29)")
)
