"""Borgata's words on the board: phase names, money, and the plain-language tooltips with rule ids.

Everything here reads the public view only; names players see keep the game's own Swedish words.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from stadsliv_qt.games.borgata.data import load

translate = QCoreApplication.translate

# The game's own words for the five phases (BOR-10..BOR-14), not translated.
PHASES = ((1, "Kontakter"), (2, "Inkassera"), (3, "Kontrakt"), (4, "Mobilisera"), (5, "Rekrytera"))
PROTECTED = ("Kontorskomplex", "Lägenhetskomplex")


def money(amount: int) -> str:
    """Dollars as the game writes them: $1,200."""
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def opening() -> str:
    """The name of the placement before round 1."""
    return translate("BorgataText", "Opening")


def crowd_line(lot: dict[str, Any], names: list[str]) -> str:
    """Who stands on a lot, with how many have moved this round."""
    parts = []
    moved = lot.get("moved") or []
    for f, count in enumerate(lot.get("members") or []):
        if not count:
            continue
        done = moved[f] if f < len(moved) else 0
        if done:
            parts.append(
                translate("BorgataText", "{name} {n} ({m} moved this round)").format(
                    name=names[f], n=count, m=done
                )
            )
        else:
            parts.append(f"{names[f]} {count}")
    if not parts:
        return translate("BorgataText", "Nobody stands here.")
    return translate("BorgataText", "Members: {list}").format(list=", ".join(parts))


def _control_line(lot: dict[str, Any], names: list[str]) -> str:
    controller = lot.get("controller")
    present = [f for f, c in enumerate(lot.get("members") or []) if c]
    if lot.get("id") == "fangelset":
        if controller is None:
            return translate("BorgataText", "Nobody controls Fängelset (BOR-15).")
        return translate("BorgataText", "Controlled by {name} (BOR-15).").format(
            name=names[controller]
        )
    if controller is not None:
        return translate(
            "BorgataText", "Controlled by {name}: only its members stand here (BOR-07)."
        ).format(name=names[controller])
    if len(present) > 1:
        return translate(
            "BorgataText",
            "Several families stand here: they fight when Mobilisera ends (BOR-08).",
        )
    return translate("BorgataText", "Nobody controls it (BOR-07).")


def _face_down_tip(lot: dict[str, Any], names: list[str], view: dict[str, Any]) -> list[str]:
    lines = [translate("BorgataText", "A face-down lot · {label}").format(label=lot["label"])]
    if lot.get("contract_mark"):
        lines.append(
            translate(
                "BorgataText",
                "Its back shows a contract mark: it can be offered as a contract in Kontrakt "
                "(BOR-12); the winner's new member waits here and the contract pays when the "
                "lot turns up (BOR-10).",
            )
        )
    else:
        lines.append(
            translate(
                "BorgataText",
                "Its back shows no contract mark: named in Kontrakt, it simply turns up (BOR-12).",
            )
        )
    lines.append(
        translate(
            "BorgataText",
            "Nobody steps onto a face-down lot (BOR-13); what lies "
            "beneath stays hidden until it turns up (BOR-27).",
        )
    )
    waiting = [f for f, c in enumerate(lot.get("members") or []) if c]
    for f in waiting:
        lines.append(
            translate(
                "BorgataText",
                "{name}'s contract member waits here until the next Kontakter (BOR-10).",
            ).format(name=names[f])
        )
    if view.get("contract_lot") == lot.get("pos"):
        lines.append(translate("BorgataText", "Offered as this round's contract (BOR-12)."))
    return lines


def lot_tip(lot: dict[str, Any], names: list[str], view: dict[str, Any]) -> str:
    """The tooltip of one lot: what it is, who holds it, and the rules that touch it."""
    if not lot.get("face_up") or "name" not in lot:
        return "\n".join(_face_down_tip(lot, names, view))
    head = f"{lot['name']} ({lot.get('english', '')}) · {lot['label']}"
    lines = [head]
    if lot.get("cornerstone") and lot.get("income"):
        lines.append(
            translate("BorgataText", "Value 5 · collecting pays {income} (BOR-03, BOR-11)").format(
                income=money(lot.get("income", 0))
            )
        )
    elif lot.get("cornerstone"):
        lines.append(translate("BorgataText", "Value 5 for the family that controls it (BOR-03)"))
    if lot.get("cornerstone"):
        governs = " & ".join(lot.get("governs") or [])
        if lot.get("id") == "fangelset":
            lines.append(
                translate(
                    "BorgataText",
                    "Fängelset pays nothing. The family with most members here controls it; a "
                    "tie keeps the former controller (BOR-15). Nobody walks in (BOR-13) and no "
                    "conflict happens here (BOR-08); its controller may recruit one more member "
                    "here for {price} (BOR-14).",
                ).format(price=money(load().figures["prison_recruit_price"]))
            )
        lines.append(
            translate(
                "BorgataText",
                "Its controller may block {categories} from collection each round (BOR-11). "
                "A value-5 lot cannot be burnt (BOR-21).",
            ).format(categories=governs)
        )
    else:
        lines.append(
            translate(
                "BorgataText", "{category} · value {value} · collecting pays {income} (BOR-03)"
            ).format(
                category=lot.get("category", ""),
                value=lot.get("value", 0),
                income=money(lot.get("income", 0)),
            )
        )
        if lot.get("category") in PROTECTED:
            lines.append(
                translate(
                    "BorgataText",
                    "Lönnmördaren cannot strike the family that controls a {category} (BOR-17).",
                ).format(category=lot.get("category"))
            )
        if lot.get("category") in (view.get("blocked") or []):
            lines.append(
                translate(
                    "BorgataText", "{category} is blocked this round: it pays nothing (BOR-11)."
                ).format(category=lot.get("category"))
            )
    lines.append(_control_line(lot, names))
    lines.append(crowd_line(lot, names))
    if lot.get("police"):
        lines.append(
            translate(
                "BorgataText",
                "A police car stands here: collecting here sends one member to Fängelset "
                "(BOR-11, BOR-22).",
            )
        )
    return "\n".join(lines)


def contact_tip(contact: dict[str, Any], names: list[str]) -> str:
    """The tooltip of a contact card: its effect, its rule id and who holds it."""
    lines = [
        f"{contact['name']} ({contact.get('english', '')}) · {contact.get('rule', '')}",
        str(contact.get("effect", "")),
    ]
    holder = contact.get("holder")
    if holder is None:
        lines.append(
            translate(
                "BorgataText",
                "On the table: the highest single envelope in Kontakter wins it (BOR-10).",
            )
        )
    elif contact.get("kind") == "response":
        lines.append(
            translate(
                "BorgataText",
                "Held by {name}: offered to {name} at once when the attack it answers strikes "
                "(BOR-27).",
            ).format(name=names[holder])
        )
    else:
        lines.append(
            translate(
                "BorgataText",
                "Held by {name}: played in Mobilisera instead of a step, then it goes back to "
                "the table (BOR-13).",
            ).format(name=names[holder])
        )
    return "\n".join(lines)
