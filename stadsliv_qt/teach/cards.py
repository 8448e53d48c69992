"""Rule cards: which events of a real game teach a rule for the first time, and what the rules
text says about that rule, so the table can explain a mechanic the first time it happens.

Pure Python (no Qt): the table decides from the public log itself, so a card comes back after
a save and resume and goes again after an undo, and a test can prove that only public events
ever make one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

from stadsliv_qt.engine import Event
from stadsliv_qt.paths import resource

# public events that stand for a secret entry before its reveal: "Anna has sealed", "Anna has
# voted" (the entry itself is a private event): they never make a card
SECRET_ENTRY_KINDS = frozenset({"sealed", "voted", "sealed_private", "my_vote", "peek"})
MAX_SENTENCES = 3  # of the rules text on a card (the event's own line is the first sentence)
MAX_CHARS = 360  # of the rules text on a card, whole sentences only (at least one)
MAX_LIST_CHARS = 600  # of the list a card's last sentence announces ("with these effects:")
_LIST_MARK = re.compile(r"^\s*(?:[-*+]|\d+\.)\s+")
RULE_ID = re.compile(r"\b([A-Z]{2,4}-\d{1,3})\b")
_CITE = re.compile(r"\s*\((?:[A-Z]{2,4}-\d{1,3})(?:,\s*[A-Z]{2,4}-\d{1,3})*\)")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"„“(]?[A-ZÅÄÖÜÉ0-9])")


def teaches(event: Event) -> bool:
    """True if the shared screen may explain this event: public, with a rule, not a sealed
    entry or a vote before its reveal."""
    return event.to is None and bool(event.rule) and event.kind not in SECRET_ENTRY_KINDS


def first_times(log: Sequence[Event], start: int = 0) -> list[Event]:
    """The events of `log[start:]` that are the first of the whole log to teach their rule.

    `log` is the public log (game.log_for(None)); the decision comes from the log alone.
    """
    seen = {e.rule for e in log[:start] if teaches(e)}
    out: list[Event] = []
    for event in log[start:]:
        if teaches(event) and event.rule not in seen:
            seen.add(event.rule)
            out.append(event)
    return out


@dataclass(frozen=True)
class Section:
    """A heading of a rules text: its level (1-3), its words and the rule ids cited under it."""

    level: int
    title: str
    line: int  # the heading's line in the file, 0-based
    rules: tuple[str, ...] = field(default_factory=tuple)


def plain(markdown_line: str) -> str:
    """A line of the rules text as plain words: no list mark, bold, or rule citations."""
    text = _LIST_MARK.sub("", markdown_line)
    text = text.lstrip("#").strip()
    text = text.replace("**", "").replace("__", "")
    text = re.sub(r"(?<!\w)_(.+?)_(?!\w)", r"\1", text)
    return _CITE.sub("", text).strip()


def sentences(text: str) -> list[str]:
    """A paragraph cut into sentences (good enough for the rules texts' plain prose)."""
    return [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]


def rule_sentences(markdown: str, rule: str) -> list[str]:
    """What the rules text says about `rule`: the first sentences of the paragraph or list item
    that cites it, at most MAX_SENTENCES and MAX_CHARS (whole sentences); [] if uncited.

    A last sentence that announces a list ("The deck holds:") carries the list's items, one a
    line ("\n• ..."), each its first sentence: without them the card stopped at the colon."""
    lines = markdown.splitlines()
    for k, raw in enumerate(lines):
        if f"({rule}" not in raw and f", {rule})" not in raw:
            continue
        if raw.lstrip().startswith("#"):
            continue
        out: list[str] = []
        size = 0
        for sentence in sentences(plain(raw)):
            if out and (len(out) >= MAX_SENTENCES or size + len(sentence) > MAX_CHARS):
                break
            out.append(sentence)
            size += len(sentence) + 1
        if out and out[-1].endswith(":"):
            out[-1] += "".join(f"\n• {item}" for item in _items_after(lines, k))
        return out
    return []


def _items_after(lines: list[str], k: int) -> list[str]:
    """The first sentence of each item of the list that follows line `k` (blank lines before
    it allowed), as many as MAX_LIST_CHARS holds; "…" for the items left out."""
    items: list[str] = []
    for raw in lines[k + 1 :]:
        if not raw.strip() and not items:
            continue
        if not _LIST_MARK.match(raw):
            break
        said = sentences(plain(raw))
        if said:
            items.append(said[0])
    out: list[str] = []
    size = 0
    for item in items:
        if size + len(item) > MAX_LIST_CHARS:
            return [*out, "…"]
        out.append(item)
        size += len(item) + 1
    return out


def sections(markdown: str) -> list[Section]:
    """The headings of a rules text with the rule ids cited in each section (contents list)."""
    out: list[Section] = []
    rules: list[str] = []
    head: tuple[int, str, int] | None = None
    for number, raw in enumerate(markdown.splitlines()):
        match = re.match(r"^(#{1,3})\s+(.*)$", raw)
        if match:
            if head is not None:
                out.append(Section(head[0], head[1], head[2], tuple(dict.fromkeys(rules))))
            head, rules = (len(match.group(1)), match.group(2).strip(), number), []
        elif head is not None:
            rules.extend(RULE_ID.findall(raw))
    if head is not None:
        out.append(Section(head[0], head[1], head[2], tuple(dict.fromkeys(rules))))
    return out


def section_of(markdown: str, rule: str) -> str:
    """The heading of the section citing `rule` ('' if none): the card's title."""
    for section in sections(markdown):
        if rule in section.rules:
            return section.title
    return ""


@cache
def rules_text(game_id: str, lang: str) -> str:
    """The rules text of a title in a language (English if that language has none; '' if none)."""
    for code in dict.fromkeys((lang, "en")):
        try:
            path = resource("rules", f"{game_id}.{code}.md")
        except FileNotFoundError:
            return ""
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return ""


@dataclass(frozen=True)
class Card:
    """A rule card's words: the rule, its section's heading and what the rules text says."""

    rule: str
    heading: str
    why: tuple[str, ...]


def card_for(game_id: str, rule: str, lang: str) -> Card:
    """The card of a rule in a language, from the title's rules text."""
    text = rules_text(game_id, lang)
    return Card(rule, section_of(text, rule), tuple(rule_sentences(text, rule)))


def rules_cited(markdown: str) -> Iterable[str]:
    """Every rule id a rules text cites, in order of first citation."""
    return dict.fromkeys(RULE_ID.findall(markdown)).keys()
