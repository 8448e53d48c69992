"""Exceptions the rules core raises, each carrying a sentence a player can read."""

from __future__ import annotations

from stadsliv_qt.text import Msg, render


class IllegalAction(Exception):
    """An action the rules refuse; the state is unchanged when this is raised.

    It carries a message (an id and parameters) that the table says in the players' language;
    `str()` gives the English sentence.
    """

    def __init__(self, message: Msg | str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.say("en")

    def say(self, lang: str = "en", *, strict: bool = False) -> str:
        """The refusal in a language of the catalogues."""
        m = self.message
        return m if isinstance(m, str) else render(m, lang, strict=strict)


class OptionError(ValueError):
    """A game option or seat set-up the rules cannot accept."""


class StateError(ValueError):
    """A game state that cannot happen under the rules (used when loading saves)."""
