"""The curtain keeps its pages between hand-offs (issue 15: a page built anew at every hand-off
cost a restyle of all its widgets): each hand-off must still show only the seat it is for, and
nothing one seat read may be left visible on the next seat's page."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from stadsliv_qt.ui.handoff import Curtain
from stadsliv_qt.ui.pump import process_events


def shown(page: QWidget) -> list[str]:
    """The texts of the labels a player can see on a page."""
    return [lab.text() for lab in page.findChildren(QLabel) if lab.isVisibleTo(page)]


def make_curtain(qtbot) -> tuple[QWidget, Curtain]:
    """A curtain on a shown host window (the host is returned too: it must stay alive)."""
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1200, 800)
    host.show()
    return host, Curtain(host)


def test_the_card_is_kept_and_shows_the_next_seat_only(qtbot):
    _host, curtain = make_curtain(qtbot)
    opened: list[int] = []
    curtain.opened.connect(opened.append)
    curtain.show_card(0, "Anna", "#E69F00", "circle", "Anna: seal your bid")
    first_page, first_card = curtain.page, curtain.card
    assert "Pass to Anna" in shown(first_page) and "Anna: seal your bid" in shown(first_page)
    curtain.show_card(1, "Björn", "#56B4E9", "square", "")
    assert curtain.page is first_page and curtain.card is first_card  # kept, not built again
    texts = shown(curtain.page)
    assert "Pass to Björn" in texts
    assert not any("Anna" in t for t in texts)  # the last seat's words are gone
    assert "#56B4E9" in curtain.card.styleSheet()  # in the new seat's colour
    curtain.card.click()
    assert opened == [1]  # the kept card opens the seat it shows now


def test_a_seats_private_lines_are_not_left_on_the_next_page(qtbot):
    _host, curtain = make_curtain(qtbot)
    curtain.show_private(0, "Anna", "#E69F00", "Seal a bid", QPushButton("Seal"), ["You bid 7"])
    assert "You bid 7" in shown(curtain.page)
    sheet = curtain.page
    curtain.show_done("Björn", "#56B4E9", "Your choice is made.", ["You bid 9"])
    assert curtain.page is sheet  # the same sheet, with new content
    texts = shown(curtain.page)
    assert "You bid 9" in texts and "Björn: only for your eyes" in texts
    assert "You bid 7" not in texts and not any("Anna" in t for t in texts)
    process_events()  # the old content is deleted on the next turn of the event loop
    assert not any(lab.text() == "You bid 7" for lab in curtain.findChildren(QLabel))
    curtain.show_neutral("Everyone has chosen", "Gather round.", "Show the table")
    assert curtain.reveal_button is not None and curtain.done_button is None
    assert not any("You bid" in t for t in shown(curtain.page))
    process_events()
    assert not any("You bid" in lab.text() for lab in curtain.findChildren(QLabel))
    curtain.lift()
    assert not curtain.is_up and curtain.page is None


def test_the_done_page_is_kept_and_holds_only_the_seat_it_is_for(qtbot):
    """The page after a choice is made once (issue 15: it was built for every choice) and
    given each seat's words: what one seat sealed is gone, even hidden, before the next."""
    _host, curtain = make_curtain(qtbot)
    done: list[bool] = []
    curtain.done.connect(lambda: done.append(True))
    curtain.show_done("Anna", "#E69F00", "Sealed.", ["Cash 7"], ["Bid 7 on Torget"], "1 bid in")
    first = curtain.done_button
    assert first is not None and curtain.sealed_box is not None
    assert "Bid 7 on Torget" not in shown(curtain.page)  # only while the button is held
    curtain.peek_button.pressed.emit()
    assert "Bid 7 on Torget" in shown(curtain.page)
    curtain.peek_button.released.emit()
    assert "Cash 7" in shown(curtain.page) and "1 bid in" in shown(curtain.page)
    curtain.show_card(1, "Björn", "#56B4E9", "square", "")
    labels = [lab.text() for lab in curtain.findChildren(QLabel)]
    assert not any("7" in t or "bid in" in t for t in labels)  # not even on a hidden label
    curtain.show_done("Björn", "#56B4E9", "Your choice is made.", [])
    assert curtain.done_button is first  # the same page, Björn's words
    assert curtain.sealed_box is None and curtain.peek_button is None
    texts = shown(curtain.page)
    assert "Your choice is made." in texts and "Björn: only for your eyes" in texts
    assert not any("7" in t or "Anna" in t or "bid in" in t for t in texts)
    assert "Only you see this." not in texts  # no private lines: no box
    curtain.done_button.click()
    assert done == [True]
    curtain.lift()
    assert not any("choice is made" in lab.text() for lab in curtain.findChildren(QLabel))


def test_a_page_that_just_came_up_takes_no_click_meant_for_what_was_there(qtbot):
    """With one person and computers the private page comes up by itself when the computers
    have sealed; a click on its way to "Back to the city" sealed $0 in the seat's name. For the
    guard's time a page takes no pointer click; then the same click counts. Keys still work."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    host, curtain = make_curtain(qtbot)
    curtain.guard = lambda: 300
    sealed: list[str] = []
    seal = QPushButton("Seal")
    seal.clicked.connect(lambda: sealed.append("sealed"))
    curtain.show_private(0, "Anna", "#E69F00", "Seal a bid", seal, ["Your bid"])
    qtbot.waitExposed(host)
    at = seal.mapTo(host, seal.rect().center())

    def click() -> None:  # through the window, as the pointer's click is (hit-tested)
        QTest.mouseClick(host.windowHandle(), Qt.MouseButton.LeftButton, pos=at)

    assert curtain.shielded and curtain.childAt(curtain.mapFrom(host, at)) is not seal
    click()
    assert sealed == []
    qtbot.waitUntil(lambda: not curtain.shielded, timeout=2000)
    click()
    assert sealed == ["sealed"]
    # the table's pace sets it: no guard with animations off
    curtain.guard = lambda: 0
    curtain.show_neutral("Everyone has chosen", "Gather round.", "Show the table")
    assert not curtain.shielded
