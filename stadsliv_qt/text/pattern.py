"""The message pattern language of the catalogues: a small, strict subset of ICU MessageFormat.

    plain text, with {name} for a parameter
    {n, plural, =0 {none} one {# member} other {# members}}   (# is n, formatted)
    {kind, select, bank {the bank} other {the Stadtkasse}}

Patterns are parsed once and cached; a malformed pattern raises PatternError naming the problem,
so a broken translation is caught by the catalogue tests, not by a player.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache


class PatternError(ValueError):
    """A catalogue pattern that does not parse."""


@dataclass(frozen=True, slots=True)
class Ref:
    """{name}: a parameter, formatted by its kind."""

    name: str


@dataclass(frozen=True, slots=True)
class Hash:
    """# inside a plural: the number being counted."""


@dataclass(frozen=True, slots=True)
class Choice:
    """{name, plural|select, key {parts} ...}."""

    name: str
    kind: str  # "plural" or "select"
    branches: tuple[tuple[str, Parts], ...]

    def branch(self, key: str) -> Parts | None:
        """The parts for a key, else the 'other' branch."""
        found = None
        for k, parts in self.branches:
            if k == key:
                return parts
            if k == "other":
                found = parts
        return found


Part = str | Ref | Hash | Choice
Parts = tuple[Part, ...]


@cache
def parse(pattern: str) -> Parts:
    """Parse a catalogue pattern into parts."""
    parser = _Parser(pattern)
    parts = parser.parts(in_plural=False, nested=False)
    if parser.i != len(pattern):
        raise PatternError(f"unexpected '}}' at {parser.i} in {pattern!r}")
    return parts


def names(parts: Parts) -> set[str]:
    """Every parameter name a pattern uses."""
    out: set[str] = set()
    for p in parts:
        if isinstance(p, Ref):
            out.add(p.name)
        elif isinstance(p, Choice):
            out.add(p.name)
            for _, sub in p.branches:
                out |= names(sub)
    return out


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def parts(self, in_plural: bool, nested: bool) -> Parts:
        out: list[Part] = []
        buf: list[str] = []
        text = self.text
        while self.i < len(text):
            c = text[self.i]
            if c == "{":
                if buf:
                    out.append("".join(buf))
                    buf = []
                out.append(self.placeholder())
                continue
            if c == "}":
                if not nested:
                    raise PatternError(f"unexpected '}}' at {self.i} in {text!r}")
                break
            if c == "#" and in_plural:
                if buf:
                    out.append("".join(buf))
                    buf = []
                out.append(Hash())
                self.i += 1
                continue
            buf.append(c)
            self.i += 1
        if buf:
            out.append("".join(buf))
        return tuple(out)

    def word(self) -> str:
        text = self.text
        self.skip()
        start = self.i
        while self.i < len(text) and (text[self.i].isalnum() or text[self.i] in "_=.-"):
            self.i += 1
        if start == self.i:
            raise PatternError(f"a name is missing at {start} in {text!r}")
        return text[start : self.i]

    def skip(self) -> None:
        while self.i < len(self.text) and self.text[self.i].isspace():
            self.i += 1

    def expect(self, c: str) -> None:
        self.skip()
        if self.i >= len(self.text) or self.text[self.i] != c:
            raise PatternError(f"'{c}' expected at {self.i} in {self.text!r}")
        self.i += 1

    def placeholder(self) -> Part:
        self.expect("{")
        name = self.word()
        self.skip()
        if self.i < len(self.text) and self.text[self.i] == "}":
            self.i += 1
            return Ref(name)
        self.expect(",")
        kind = self.word()
        if kind not in ("plural", "select"):
            raise PatternError(f"unknown kind {kind!r} in {self.text!r}")
        self.expect(",")
        branches: list[tuple[str, Parts]] = []
        while True:
            self.skip()
            if self.i < len(self.text) and self.text[self.i] == "}":
                self.i += 1
                break
            key = self.word()
            self.expect("{")
            sub = self.parts(in_plural=kind == "plural", nested=True)
            self.expect("}")
            branches.append((key, sub))
        if not any(k == "other" for k, _ in branches):
            raise PatternError(f"{{{name}, {kind}}} needs an 'other' branch in {self.text!r}")
        return Choice(name, kind, tuple(branches))
