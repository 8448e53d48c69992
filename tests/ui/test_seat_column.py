"""The seats and the log share the column beside the board: four Stadsliv seats with loans and
blocks show whole at 1366x768 (the most common laptop screen) until the players move the
divider themselves."""

from __future__ import annotations

from stadsliv_qt.engine import Kind, registry
from stadsliv_qt.games.stadsliv import actions as A

from .conftest import settle


def _play_until_everyone_borrowed(window, qtbot) -> None:
    """Volunteer, then each seat borrows 10 before its roll and buys what it lands on; then
    seats 2 to 4 are handed to computers, with the first seat to choose."""
    session = window.session
    game = session.game
    for _ in range(400):
        view = game.view(None)
        if all(p["loan"] for p in view["players"]) and game.decision().seats == (0,):
            break
        d = game.decision()
        if d.kind is Kind.CHANCE:
            session.resolve_chance()
            continue
        seat = d.seats[0]
        legal = game.legal_actions(seat)
        wanted = [A.Volunteer(seat, True), A.TakeLoan(seat, 10), A.Buy(seat, True), A.Roll(seat, 2)]
        pick = next((a for a in wanted if a in legal), None)
        if pick is None:
            pick = next((a for a in legal if isinstance(a, (A.EndTurn, A.Pass))), legal[0])
        session.apply(pick)
    for seat in (1, 2, 3):  # computers: their panels say so on a line of their own
        session.set_player(seat, "medium")
    window.table.refresh()
    settle(qtbot, 20)


def test_four_seats_with_loans_show_whole_at_1366x768_and_the_log_keeps_its_room(qtbot, window):
    game = registry.get("stadsliv")(["Anna", "Björn", "Cecilia", "David"], {}, seed=5)
    window.resize(1366, 768)
    window.start_session(game, players=["person"] * 4)
    settle(qtbot, 20)
    _play_until_everyone_borrowed(window, qtbot)
    table = window.table
    column = table.split.widget(1)  # the seats above, the log below
    side = column.widget(0)
    seats, log = column.sizes()
    assert all(p["loan"] for p in game.view(None)["players"])
    assert side.verticalScrollBar().maximum() == 0, (seats, log)  # every seat whole
    assert log >= 0.25 * (seats + log)  # the log still has room to read
    # a divider the players moved stays where they put it
    column.setSizes([200, seats + log - 200])
    column.splitterMoved.emit(200, 1)
    table.refresh()
    settle(qtbot, 20)
    assert column.sizes()[0] == 200
