"""The host's lobby (`LobbyDialog`): who sits in each seat, said as one would say it."""

from __future__ import annotations

from samba_desktop.qtmodel.hosted_table import SeatInfo, SeatKind, SeatPlan
from samba_desktop.ui.dialogs.table_dialogs import LobbyDialog


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
