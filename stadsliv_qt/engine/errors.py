"""Exceptions the rules core raises, each carrying a sentence a player can read."""


class IllegalAction(Exception):
    """An action the rules refuse; the state is unchanged when this is raised."""


class OptionError(ValueError):
    """A game option or seat set-up the rules cannot accept."""


class StateError(ValueError):
    """A game state that cannot happen under the rules (used when loading saves)."""
