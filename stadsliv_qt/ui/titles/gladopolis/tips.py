"""Plain words for the Glad-o-polis board: each field's tooltip with its rule ids, and the
labels of the actions a click on a field offers. Figures come from the data files and the public
view (motions in force are named, not recomputed).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from stadsliv_qt.engine import Action

translate = QCoreApplication.translate
PERCENT_KEYS = {
    "rent_percent": "rents",
    "build_percent": "building prices",
    "hub_rent_percent": "Verkehrsknoten rents",
    "tax_percent": "taxes",
}


def euro(amount: int) -> str:
    """1200 -> '1,200 €'."""
    return f"{amount:,} €"


def _motions(rules: dict[str, Any], keys: tuple[str, ...]) -> str:
    """A note on resolutions in force that change these figures."""
    parts = [
        translate("GladopolisTips", "{what} at {value} % by resolution").format(
            what=PERCENT_KEYS.get(k, k), value=rules[k]
        )
        for k in keys
        if k in rules and isinstance(rules[k], int)
    ]
    return ("\n" + "; ".join(parts) + " (GLA-24)") if parts else ""


def field_tip(data: Any, field: dict[str, Any], names: list[str], rules: dict[str, Any]) -> str:
    """A field in plain words: what it is, its figures, its state, the rule ids."""
    f = data.fields[field["pos"]]
    head = f"{f.name} ({translate('GladopolisTips', 'field')} {f.pos})"
    if f.kind == "district":
        g = data.groups[f.group]
        rents = " / ".join(f"{r:,}" for r in f.rents[1:])
        body = translate("GladopolisTips",
            "District of {group}. Price {price}. Rent {base}, doubled when one owner holds the "
            "whole group and none is mortgaged; with 1 to 4 Bauvorhaben and the "
            "Leuchtturmprojekt: {rents} € (GLA-10). Building {build} per level, on the whole "
            "group, evenly (GLA-12)."
        ).format(group=g.name, price=euro(f.price), base=euro(f.rents[0]), rents=rents,
                 build=euro(g.build_price))  # fmt: skip
        body += _motions(rules, ("rent_percent", "build_percent"))
    elif f.kind == "hub":
        body = translate(
            "GladopolisTips",
            "Verkehrsknoten. Price {price}. Rent 250 / 500 / 1,000 / 2,000 € as the owner holds "
            "1 to 4 of them (GLA-10).",
        ).format(price=euro(f.price))
        body += _motions(rules, ("rent_percent", "hub_rent_percent"))
    elif f.kind == "utility":
        body = translate(
            "GladopolisTips",
            "Versorger. Price {price}. Rent: the pips of the roll x40, x100 when the owner has "
            "both (GLA-10).",
        ).format(price=euro(f.price))
    elif f.kind == "tax":
        body = translate("GladopolisTips", "Pay {amount} into the Stadtkasse (GLA-13).").format(
            amount=euro(f.amount)
        )
        body += _motions(rules, ("tax_percent",))
    else:
        body = {
            "los": translate("GladopolisTips","LOS: passing or landing pays 2,000 € and 1 BG; then the Wahlkalender "
                     "moves on one field (GLA-07)."),
            "event": translate("GladopolisTips","Stadtgeschehen: draw the top event card; it goes under the deck "
                       "(GLA-25)."),
            "hinterzimmer": translate("GladopolisTips","Hinterzimmer. Landing here is only a visit (GLA-16). Inside, at "
                              "each turn: Sitzungsgeld from the Stadtkasse, -1 BG, +1 Klüngel "
                              "chip (GLA-17). Out by doubles, by paying 1,000 € or with "
                              "Formfehler in der Satzung (GLA-18)."),
            "fest": translate("GladopolisTips","Bürgerfest: take half the Stadtkasse, rounded down to 100 €, and 1 BG "
                      "(GLA-15)."),
            "council": translate("GladopolisTips","Ratssitzung: draw a motion and bring it in or withdraw it; brought "
                         "in, everyone votes in secret (GLA-20, GLA-21)."),
            "go_hinterzimmer": translate("GladopolisTips","Ab ins Hinterzimmer: straight in, without passing LOS; the "
                                 "turn ends there (GLA-16)."),
        }.get(f.kind, "")  # fmt: skip
    lines = [head, body]
    if f.is_property:
        owner = field["owner"]
        if owner < 0:
            lines.append(
                translate(
                    "GladopolisTips", "Unowned: buy it at its price or it goes to auction (GLA-09)."
                )
            )
        else:
            state = translate("GladopolisTips", "Owner: {name}").format(name=names[owner])
            level = field["level"]
            if level == 5:
                state += " · " + translate("GladopolisTips", "Leuchtturmprojekt")
            elif level:
                state += " · " + translate("GladopolisTips", "{n} Bauvorhaben").format(n=level)
            if field["mortgaged"]:
                state += " · " + translate(
                    "GladopolisTips",
                    "mortgaged: no rent; counts nothing on Wahltag (GLA-26, GLA-29)",
                )
            lines.append(state)
    return "\n".join(line for line in lines if line)


def action_label(data: Any, action: Action, view: dict[str, Any]) -> str:
    """A click-menu entry: what the action does to which field."""
    kind = type(action).__name__
    pos = getattr(action, "field", view.get("pending", -1))
    name = data.fields[pos].name if isinstance(pos, int) and 0 <= pos < 40 else ""
    texts = {
        "Build": translate("GladopolisTips", "Build on {name}"),
        "SellBuilding": translate("GladopolisTips", "Sell a building on {name}"),
        "Mortgage": translate("GladopolisTips", "Mortgage {name}"),
        "Redeem": translate("GladopolisTips", "Redeem {name}"),
        "Buy": translate("GladopolisTips", "Buy {name}"),
        "Decline": translate("GladopolisTips", "Do not buy {name}: auction"),
    }
    return texts.get(kind, action.describe()).format(name=name)
