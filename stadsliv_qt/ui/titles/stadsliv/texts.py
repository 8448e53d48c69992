"""Plain words for the Stadsliv board: what each square and block is, and what each face does.

Every sentence goes through Qt's translator (context "Stadsliv"); the games' own words
(Ödestärning, Stadsfullmäktige, Guldbonus, Stadskassan, Röstkortet, Domstolen) stay as they are.
Figures come from the public view, so a rule change shows at once.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication

from ... import words


def nz_repayment(loan: int, rate: int) -> tuple[int, int]:
    """What a loan costs when repaid on an NZ: (interest, total), interest rounded up (STA-15)."""
    interest = -(-loan * rate // 100)
    return interest, loan + interest


def kind_name(kind: str) -> str:
    """The kind of a square, in plain words."""
    names = {
        "start": QCoreApplication.translate("Stadsliv", "Start"),
        "residential": QCoreApplication.translate("Stadsliv", "Residential block (orange)"),
        "office": QCoreApplication.translate("Stadsliv", "Office block (violet)"),
        "building": QCoreApplication.translate("Stadsliv", "Existing building (turquoise)"),
        "stortorget": QCoreApplication.translate("Stadsliv", "Stortorget (silver)"),
        "council": QCoreApplication.translate("Stadsliv", "Stadsfullmäktige (gold)"),
        "fate": QCoreApplication.translate("Stadsliv", "Ödet (light blue)"),
        "neutral": QCoreApplication.translate("Stadsliv", "Neutral zone (yellow)"),
    }
    return names.get(kind, kind)


def owner_text(owner: int, names: list[str], banker: int) -> str:
    """Who owns a block, in words."""
    if owner < 0:
        return QCoreApplication.translate("Stadsliv", "Owner: nobody yet (Stadskassan)")
    return QCoreApplication.translate("Stadsliv", "Owner: {name}").format(name=names[owner])


def _block_rules(sq: dict[str, Any]) -> list[str]:
    code = sq["code"]
    out = [
        QCoreApplication.translate(
            "Stadsliv",
            "Land here: buy it at its price if nobody owns it; if someone else owns it, pay "
            "them its fee (STA-07).",
        )
    ]
    if sq.get("hoghus"):
        out.append(
            QCoreApplication.translate(
                "Stadsliv", "A höghus (darker square): the dearest blocks of its kind (STA-02)."
            )
        )
    if sq.get("group") == "varuhus":
        out.append(
            QCoreApplication.translate(
                "Stadsliv",
                "One of the two Varuhus: when other players own both, the payer chooses whom to "
                "pay, and anyone may protest to Domstolen (STA-08).",
            )
        )
    elif sq.get("group") == "hotel":
        out.append(
            QCoreApplication.translate(
                "Stadsliv",
                "One of the three hotels: when several other players own hotels, the payer "
                "chooses whom to pay, and anyone may protest to Domstolen (STA-08).",
            )
        )
    if code == "B":
        out.append(
            QCoreApplication.translate(
                "Stadsliv",
                "Banken is the Bank's share: the banker holds it at the start; its fees go to "
                "whoever holds it, and it counts 15 at the end. In Stadskassan it is sold here "
                "(STA-19, STA-20).",
            )
        )
    elif code == "D":
        out.append(
            QCoreApplication.translate(
                "Stadsliv",
                "Domstolen's owner is the court and throws the Ödestärning at protests, "
                "Röstkort questions and the appeal; with no owner the banker throws (STA-21).",
            )
        )
    elif code == "T":
        out.append(
            QCoreApplication.translate(
                "Stadsliv",
                "Stortorget's owner gets the bigger varvslön at every Start passage (STA-10). "
                "Moving onto it lets you raise the Röstkort (STA-22).",
            )
        )
    return out


def _special_rules(kind: str, view: dict[str, Any]) -> list[str]:
    rules = view.get("rules", {})
    if kind == "start":
        return [
            QCoreApplication.translate(
                "Stadsliv", "Passing Start pays varvslön: {figures} (STA-10)."
            ).format(figures=words.name(rules.get("varvslon", ""))),
            QCoreApplication.translate(
                "Stadsliv", "A loan is repaid at its second passage, without interest (STA-15)."
            ),
            QCoreApplication.translate(
                "Stadsliv", "Moving onto Start lets you raise the Röstkort (STA-22)."
            ),
        ]
    if kind == "council":
        return [
            QCoreApplication.translate(
                "Stadsliv",
                "Standing here you may buy a free seat of Stadsfullmäktige for 15 poäng (STA-18).",
            ),
            QCoreApplication.translate(
                "Stadsliv", "Moving onto it lets you raise the Röstkort (STA-22)."
            ),
            QCoreApplication.translate(
                "Stadsliv",
                "Whoever holds all three seats faces the table's victory vote (STA-23).",
            ),
        ]
    if kind == "fate":
        return [
            QCoreApplication.translate(
                "Stadsliv",
                "Land here and the Ödestärning is thrown for you; players on an NZ are not "
                "touched (STA-12, STA-16).",
            ),
            QCoreApplication.translate(
                "Stadsliv",
                "With a loan you may then ask for a second throw: positive cancels the loan, "
                "negative doubles it (STA-13).",
            ),
        ]
    if kind == "neutral":
        rate = rules.get("nz_interest", 20)
        loans = [
            QCoreApplication.translate(
                "Stadsliv", "{name} would repay {total} poäng here (loan {loan} + {interest})."
            ).format(name=p["name"], total=total, loan=p["loan"], interest=interest)
            for p in view.get("players", [])
            if p.get("loan")
            for interest, total in [nz_repayment(p["loan"], rate)]
        ]
        return loans + [
            QCoreApplication.translate(
                "Stadsliv",
                "A Neutral zone: a loan is repaid here at once with {rate} % interest, rounded "
                "up (STA-15).",
            ).format(rate=rules.get("nz_interest", 20)),
            QCoreApplication.translate(
                "Stadsliv",
                "While here you do not vote and throws from Ödet do not touch you; a Röstkort "
                "question still binds you (STA-16).",
            ),
        ]
    return []


def square_tooltip(sq: dict[str, Any], view: dict[str, Any], names: list[str]) -> str:
    """The tooltip of a ring square or a city block: name, price, fee, owner, rules with ids."""
    esc = html.escape
    head = sq["name"] if sq["code"] in (sq["name"], "Ö", "NZ") else f"{sq['code']} · {sq['name']}"
    lines = [f"<b>{esc(head)}</b>", esc(kind_name(sq["kind"]))]
    if "price" in sq:
        lines.append(
            esc(
                QCoreApplication.translate("Stadsliv", "Price {price} poäng · fee {fee} poäng")
            ).format(price=sq["price"], fee=sq["fee"])
        )
        lines.append(esc(owner_text(sq.get("owner", -1), names, view.get("banker", -1))))
        rules = _block_rules(sq)
    else:
        rules = _special_rules(sq["kind"], view)
    here = [names[s] for s, p in enumerate(view.get("positions", [])) if p == sq["n"] - 1]
    if here:
        lines.append(
            esc(QCoreApplication.translate("Stadsliv", "Here now: {names}")).format(
                names=esc(", ".join(here))
            )
        )
    lines.append(
        esc(QCoreApplication.translate("Stadsliv", "Square {n} of {total}")).format(
            n=sq["n"], total=len(view.get("squares", []))
        )
    )
    body = "".join(f"<li>{esc(r)}</li>" for r in rules)
    return "<br>".join(lines) + (f"<ul style='margin:4px 0 0 -20px'>{body}</ul>" if body else "")


def face_explanation(code: str, rules: dict[str, Any]) -> str:
    """What a face of the Ödestärning does on Ödet, with the figures in force (STA-12)."""
    texts = {
        "GB": QCoreApplication.translate(
            "Stadsliv",
            "Guldbonus: the player may buy a Guldbonus for 10 poäng after a first investment; "
            "one who already owns one must sell it at auction (STA-12).",
        ),
        "IU": QCoreApplication.translate(
            "Stadsliv",
            "Investeringsutdelning: every player not on an NZ gets 3 poäng from Stadskassan "
            "(STA-12).",
        ),
        "GK": QCoreApplication.translate(
            "Stadsliv",
            "Gynnsamt klimat: every player but the banker and those on an NZ gets 5 poäng from "
            "Stadskassan (STA-12).",
        ),
        "F": QCoreApplication.translate(
            "Stadsliv",
            "Farsot: every player not on an NZ pays {amount} poäng to Stadskassan (STA-12).",
        ).format(amount=rules.get("farsot", 3)),
        "N": QCoreApplication.translate(
            "Stadsliv",
            "Naturkatastrof: every player but the banker and those on an NZ pays {amount} poäng "
            "to Stadskassan (STA-12).",
        ).format(amount=rules.get("naturkatastrof", 5)),
        "KH": QCoreApplication.translate(
            "Stadsliv",
            "Krigshot: the player whose throw it is pays 4 poäng to Stadskassan (STA-12).",
        ),
    }
    return texts.get(code, code)


def sign_word(positive: bool) -> str:
    """'ja' or 'nej', with its meaning."""
    if positive:
        return QCoreApplication.translate("Stadsliv", "ja · positive (white)")
    return QCoreApplication.translate("Stadsliv", "nej · negative (black)")


def purpose_meaning(rule: str) -> str:
    """What a positive and a negative face mean for a throw made for this rule."""
    texts = {
        "STA-08": QCoreApplication.translate(
            "Stadsliv",
            "Protest to Domstolen: positive, the payer's choice stands; negative, the plaintiff "
            "chooses the owner (STA-08).",
        ),
        "STA-13": QCoreApplication.translate(
            "Stadsliv",
            "On the loan: positive, the loan is cancelled; negative, it is doubled (STA-13).",
        ),
        "STA-22": QCoreApplication.translate(
            "Stadsliv",
            "On the Röstkort question: positive, it happens; negative, it does not (STA-22).",
        ),
        "STA-23": QCoreApplication.translate(
            "Stadsliv",
            "On the appeal: positive, the holder of the three seats wins; negative, the count "
            "decides (STA-23).",
        ),
    }
    return texts.get(rule, "")
