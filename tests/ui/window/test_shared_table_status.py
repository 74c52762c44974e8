"""The status line and the side panel at a shared table say what is going on: a friend who
joined waits in the lobby until the host starts (no "Your turn" before that, and a key is
refused in those words), and a friend's or an away player's turn is not a computer's.

Found playing real windows under Xvfb (netplay, issue 39): in the lobby a joiner saw "Your turn
— draw or take the pile" with Draw lit, and D was refused with "it is not your turn"; the host
saw "Ben is playing — Computer moves are shown one by one" for a friend, and the same for a
friend whose connection had dropped.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.table_helpers import settle
from tests.ui.window.test_hosted_table import PATIENCE, _click, _host, _join, _window


def _press(qtbot, window, key: Qt.Key) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    QTest.keyClick(window.view, key)


def test_a_friend_waits_for_the_host_to_start_and_sees_the_friend_play(qtbot, tmp_path):
    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        link = _host(qtbot, host)
        _join(qtbot, anna, link, "Anna")
        lobby = host.table_commands.lobby
        # the cards are dealt in the lobby: the host moves Anna to the seat that plays first
        first = anna.model.view.turn
        while anna.model.human_seat != first:
            seat = anna.model.human_seat
            lobby.seats.setCurrentRow(seat)
            _click(qtbot, lobby.down_button if seat < first else lobby.up_button)
            qtbot.waitUntil(lambda s=seat: anna.model.human_seat != s, timeout=PATIENCE)
        settle(qtbot, anna, timeout=PATIENCE)

        # not started: Anna is told that the host starts the game, and D draws nothing
        assert anna.action_bar.headline.text() == "Waiting for the game to start"
        assert anna.side_panel.turn_label.text() == "Waiting for the game to start"
        assert not anna.action_bar.buttons["draw"].isEnabled()
        refused: list[str] = []
        anna.model.rejected.connect(lambda _message, key: refused.append(key))
        logged = len(anna.model.view.move_log)
        _press(qtbot, anna, Qt.Key.Key_D)
        qtbot.waitUntil(lambda: bool(refused), timeout=PATIENCE)
        assert refused == ["not_started"]
        assert anna.scene.message() == ("Please wait: the host has not started the game yet.",
                                        "error")
        assert len(anna.model.view.move_log) == logged

        # Start: now it is her turn, and the host reads that a friend plays, not a computer
        _click(qtbot, lobby.start_button)
        qtbot.waitUntil(lambda: anna.action_bar.buttons["draw"].isEnabled(), timeout=PATIENCE)
        assert anna.action_bar.headline.text().startswith("Your turn")
        assert "Your turn" in anna.side_panel.turn_label.text()
        settle(qtbot, host, timeout=PATIENCE)
        assert host.action_bar.headline.text() == "Waiting for Anna"
        assert "Computer" not in host.action_bar.detail.text()

        # Anna's app goes: the host reads that she is away, and that her seat waits
        anna.close()
        qtbot.waitUntil(lambda: host.action_bar.headline.text() == "Anna is away",
                        timeout=PATIENCE)
        assert "kept" in host.action_bar.detail.text()
    finally:
        host.close()
        anna.close()


def test_every_friend_calls_the_computers_by_the_same_names(qtbot, tmp_path):
    """A computer's name is the table's, not counted from where each friend sits: at four, the
    host's "North" was the friend's "East" (and partnered someone else on each screen)."""
    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        _join(qtbot, anna, _host(qtbot, host), "Anna")  # seat 2; seats 3 and 4 to computers
        _click(qtbot, host.table_commands.lobby.start_button)
        qtbot.waitUntil(lambda: anna.model.table_seat.started
                        and host.model.table_seat.started, timeout=PATIENCE)
        qtbot.waitUntil(lambda: host.model.names == anna.model.names, timeout=PATIENCE)
        names = host.model.names
        assert names[:2] == ["Hanna", "Anna"]
        assert len(set(names)) == 4 and "You" not in names
        # the partnerships read the same on both screens
        assert " & ".join(names[s] for s in host.model.side_members(1)) == \
            " & ".join(anna.model.names[s] for s in anna.model.side_members(1))
    finally:
        host.close()
        anna.close()
