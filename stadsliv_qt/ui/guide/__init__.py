"""The tutorial at the table: a guided session, its card over the table, and where it was left.

A tutorial (teach/tutorial.py) is played on a normal table: `session.GuidedSession` lets through
only what the current step waits for, `overlay.GuideOverlay` shows the step's card beside the
thing it is about with a ring on that thing, `places` keeps the step a player left at, per title,
and `offers` says which titles ship one (read without loading a game, for the welcome page).
Nothing is imported here, so asking for the offers at start-up loads no game.
"""
