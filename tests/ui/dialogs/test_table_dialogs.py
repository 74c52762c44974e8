"""The host's dialogs: the lobby (`LobbyDialog`) says who sits in each seat as one would say it;
Game ▸ Host a table… by keyboard: Tab goes from the number of players to each seat's choice,
then to the rules (found playing under Xvfb: Tab jumped from Players into the rules, so the
arrow keys meant for the seats changed the target score; the seats came last)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from samba_desktop.qtmodel.hosted_table import SeatInfo, SeatKind, SeatPlan
from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.ui.dialogs.table_dialogs import HostTableDialog, LobbyDialog


def test_the_lobby_says_how_each_seat_is_taken(qtbot):
    lobby = LobbyDialog("samba://192.0.2.7:4711/" + "a" * 32)
    qtbot.addWidget(lobby)
    lobby.show_seats([
        SeatInfo(0, "Hanna", SeatKind.HUMAN, host=True),
        SeatInfo(1, "Anna", SeatKind.HUMAN),
        SeatInfo(2, "", SeatKind.OPEN),
        SeatInfo(3, "Bo", SeatKind.AWAY),
        SeatInfo(4, "Carla", SeatKind.COMPUTER, SeatPlan.HARD),
        SeatInfo(5, "Diego", SeatKind.COMPUTER),
    ])
    lines = [lobby.seats.item(i).text() for i in range(lobby.seats.count())]
    assert lines == [
        "Seat 1: Hanna (you, hosting)",
        "Seat 2: Anna has joined",
        "Seat 3: waiting for a friend to join",
        "Seat 4: Bo is away (the seat is kept)",
        "Seat 5: Carla, a computer (Hard)",
        "Seat 6: Diego, a computer",
    ]


def test_the_lobby_names_the_partners_seats_only_where_there_are_partners(qtbot):
    lobby = LobbyDialog("samba://192.0.2.7:4711/" + "a" * 32)
    qtbot.addWidget(lobby)

    def heading(players: int) -> str:
        lobby.show_seats([SeatInfo(seat, "", SeatKind.OPEN) for seat in range(players)])
        return lobby.seats_heading.text()

    assert heading(6) == \
        "Who sits where (partners sit opposite each other: seats 1 and 4, 2 and 5, 3 and 6):"
    assert heading(4) == "Who sits where (partners sit opposite each other: seats 1 and 3, " \
        "2 and 4):"
    assert heading(2) == heading(3) == heading(5) == "Who sits where:"  # everyone alone


def _tab(qtbot) -> object:
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    return QApplication.focusWidget()


def test_tab_reaches_the_seats_right_after_the_players_then_the_rules(qtbot):
    dialog = HostTableDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    for players in (4, 6):  # also once the seat rows were made anew
        dialog.players.setValue(players)
        qtbot.waitUntil(lambda: all(box.isVisible() for box in dialog.seat_boxes))
        dialog.players.setFocus()
        qtbot.waitUntil(lambda: dialog.players.hasFocus())
        for box in dialog.seat_boxes:
            assert _tab(qtbot) is box
        assert _tab(qtbot) is dialog.rules.target

    # the seats are chosen by keyboard, and the target score stays as it was
    target = dialog.rules.target_score()
    dialog.players.setFocus()
    qtbot.waitUntil(lambda: dialog.players.hasFocus())
    _tab(qtbot)  # seat 2
    _tab(qtbot)  # seat 3
    box = _tab(qtbot)  # seat 4
    assert box is dialog.seat_boxes[2]
    QTest.keyClick(box, Qt.Key.Key_Up)
    QTest.keyClick(box, Qt.Key.Key_Up)
    assert dialog.choice().plans[3] is SeatPlan.HUMAN
    assert dialog.rules.target_score() == target


def test_a_join_dialog_opened_with_a_link_shows_its_start_and_asks_for_the_name(qtbot):
    """A samba: link clicked (or on the command line) opens Join a table with the link in it:
    the link shows from its start and the keys go to "Your name" (under Xvfb the field showed
    "amba://…" and typing went into the link, after the token)."""
    from samba_desktop.ui.dialogs.table_dialogs import JoinTableDialog

    link = "samba://192.0.2.7:4711/" + "b" * 32
    dialog = JoinTableDialog(link)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    assert dialog.link.cursorPosition() == 0
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    QTest.keyClicks(QApplication.focusWidget(), "Hedda")
    assert dialog.name.text() == "Hedda"
    assert dialog.link.text() == link


def test_a_table_picked_from_the_list_shows_its_links_start(qtbot):
    from samba_desktop.ui.dialogs.table_dialogs import JoinTableDialog

    link = "samba://192.0.2.7:4711/" + "c" * 32
    dialog = JoinTableDialog("", "Hedda")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.show_found([("", link, "Maja")])
    item = dialog.found.item(0)
    assert item.text() == "Maja\u2019s table"
    rect = dialog.found.visualItemRect(item)
    QTest.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.link.text() == link and dialog.link.cursorPosition() == 0


def test_more_players_grow_the_host_dialog_instead_of_squeezing_its_rows(qtbot):
    """Found playing under Xvfb: from 2 players up to 4, the two new seat rows squeezed the
    rules below them until their texts were cut."""
    dialog = HostTableDialog(Preferences(players=2))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.players.setFocus()
    for _ in range(4):  # up to 6 players with the arrow key
        QTest.keyClick(dialog.players, Qt.Key.Key_Up)
    assert dialog.players.value() == 6 and len(dialog.seat_boxes) == 5
    fields = [*dialog.seat_boxes, dialog.rules.target, dialog.name]
    qtbot.waitUntil(lambda: all(box.isVisible() for box in dialog.seat_boxes))
    qtbot.waitUntil(lambda: all(f.height() >= f.sizeHint().height() for f in fields))
    assert dialog.height() <= dialog.screen().availableGeometry().height()
    grown = dialog.height()
    dialog.players.setValue(2)  # and back: no gaps where the seats were
    qtbot.waitUntil(lambda: dialog.height() < grown)
