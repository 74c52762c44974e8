"""Playing with friends through the windows: Game ▸ Host a table…, the lobby, Game ▸ Join a
table…, moves at the shared table, a refusal, the chat, the host vanishing.

Three windows in one process (a host and two friends, each with its own folder of settings and
history), the table hosted on 127.0.0.1 with any free port; every window is closed at the end,
which stops the hosting and every connection.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from samba_desktop.__main__ import build_main_window
from samba_desktop.persistence import Settings, paths, save_settings
from samba_desktop.qtmodel.texts import table_error_message
from tests.ui.dialog_helpers import DialogAnswerer, press
from tests.ui.table_helpers import card_point, settle

PATIENCE = 30000


def _window(qtbot, base):
    if not paths.settings_path(base).exists():  # (started again, the app keeps its own)
        save_settings(Settings(animation_speed="instant"), base)
    window = build_main_window(base)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.table_commands.bind = "127.0.0.1"
    window.model.start()
    settle(qtbot, window, timeout=PATIENCE)
    return window


@pytest.fixture
def windows(qtbot, tmp_path):
    made = [_window(qtbot, tmp_path / name) for name in ("host", "anna", "bo")]
    yield made
    for window in made:
        window.close()


def _answered(action, *answers: str) -> list[str]:
    """Trigger ``action`` and press ``answers`` in the questions it asks, in turn; what each
    said. (The windows and dialogs open before are left alone.)"""
    for widget in QApplication.topLevelWidgets():  # the lobby, say: not the answerer's
        if widget.isVisible():
            widget.setProperty("answered", True)
    answerer = DialogAnswerer()
    for answer in answers:
        answerer.plan(press(answer))
    try:
        action.trigger()
    finally:
        answerer.stop()
    return answerer.texts


def _trigger(action, window, yes: str, *then: str) -> None:
    """Trigger ``action``; the offline game begun at start-up is left when the window asks,
    then ``then`` is pressed in the questions that follow (the dialogs the action opens stay
    for the test)."""
    _answered(action, *([yes] if window.commands.game_in_progress() else []), *then)


def _type(widget, text: str) -> None:
    widget.setFocus()
    widget.selectAll()
    QTest.keyClicks(widget, text)


def _click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _host(qtbot, host, shown: bool = False) -> str:
    """Host a table for four from the Game menu: a friend at seats 2 and 3, a computer at 4
    (``shown``: shown on the local network); the lobby's link."""
    _trigger(host.host_action, host, "Host a table")
    dialog = host.table_commands.host_dialog
    qtbot.waitUntil(lambda: dialog.isVisible())
    if shown:
        _click(qtbot, dialog.shown)
        assert dialog.shown.isChecked()
    _type(dialog.name, "Hanna")
    dialog.players.setFocus()
    _type(dialog.players.lineEdit(), "4")
    box = dialog.seat_boxes[1]  # seat 3: from "Computer: Normal" up to "A friend"
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_Up)
    QTest.keyClick(box, Qt.Key.Key_Up)
    assert box.currentText() == "A friend"
    _click(qtbot, dialog.host_button)
    qtbot.waitUntil(lambda: host.table_commands.lobby is not None
                    and host.table_commands.lobby.isVisible(), timeout=PATIENCE)
    return host.table_commands.lobby.link.text()


def _ask_to_join(qtbot, window, link: str, name: str):
    """Game ▸ Join a table…, the link and the name typed, Join clicked; the dialog."""
    _trigger(window.join_action, window, "Join a table")
    dialog = window.table_commands.join_dialog
    qtbot.waitUntil(lambda: dialog.isVisible())
    _type(dialog.link, link)
    _type(dialog.name, name)
    _click(qtbot, dialog.join_button)
    return dialog


def _join(qtbot, window, link: str, name: str) -> None:
    _ask_to_join(qtbot, window, link, name)
    qtbot.waitUntil(lambda: window.model.table_seat is not None, timeout=PATIENCE)


def _start_with_anna(qtbot, host, anna) -> str:
    """``host`` hosts a table, Anna joins it with its link and the host presses Start; the
    link."""
    link = _host(qtbot, host)
    _join(qtbot, anna, link, "Anna")
    _click(qtbot, host.table_commands.lobby.start_button)
    qtbot.waitUntil(lambda: anna.model.table_seat.started, timeout=PATIENCE)
    return link


def _lobby_lines(lobby) -> list[str]:
    return [lobby.seats.item(i).text() for i in range(lobby.seats.count())]


def _to_move(windows):
    return next((w for w in windows if w.model.is_human_turn()), None)


def test_friends_host_join_swap_seats_play_chat_and_lose_the_host(qtbot, windows):
    host, anna, bo = windows
    link = _host(qtbot, host)
    assert link.startswith("samba://127.0.0.1:")
    lobby = host.table_commands.lobby
    _click(qtbot, lobby.copy_button)
    assert QApplication.clipboard().text() == link

    # a link with a typo is refused in words, and the dialog stays for another try
    _trigger(anna.join_action, anna, "Join a table")
    dialog = anna.table_commands.join_dialog
    qtbot.waitUntil(lambda: dialog.isVisible())
    _type(dialog.link, "samba:/nothing")
    _click(qtbot, dialog.join_button)
    qtbot.waitUntil(lambda: "not a table's link" in dialog.problem.text())
    assert anna.model.table_seat is None
    dialog.reject()

    _join(qtbot, anna, link, "Anna")
    _join(qtbot, bo, link, "Bo")
    qtbot.waitUntil(lambda: "Seat 3: Bo has joined" in _lobby_lines(lobby), timeout=PATIENCE)
    assert _lobby_lines(lobby)[:2] == ["Seat 1: Hanna (you, hosting)",
                                        "Seat 2: Anna has joined"]
    assert anna.model.human_seat == 1 and bo.model.human_seat == 2
    # before the start nobody is said to play, in the side panel or on the status line
    for window in windows:
        assert window.side_panel.turn_label.text() == "Waiting for the game to start"
        assert window.action_bar.headline.text() == "Waiting for the game to start"

    # Anna wants to be the host's partner (seats 1 and 3): she moves down, Bo moves up
    lobby.seats.setCurrentRow(1)
    _click(qtbot, lobby.down_button)
    qtbot.waitUntil(lambda: anna.model.human_seat == 2 and bo.model.human_seat == 1,
                    timeout=PATIENCE)
    assert _lobby_lines(lobby)[1:] == ["Seat 2: Bo has joined", "Seat 3: Anna has joined",
                                       "Seat 4: Bruno, a computer (Normal)"]
    # the plates say who sits where: Anna sees her partner Hanna as a friend
    qtbot.waitUntil(lambda: "Partner · friend" in _plates(anna), timeout=PATIENCE)

    _click(qtbot, lobby.start_button)
    qtbot.waitUntil(lambda: _to_move(windows) is not None, timeout=PATIENCE)

    # moves through the windows: the player to move draws (D) and discards (double-click);
    # every window then shows the same table
    played = 0
    while played < 4:
        qtbot.waitUntil(lambda: _to_move(windows) is not None, timeout=PATIENCE)
        window = _to_move(windows)
        settle(qtbot, window, timeout=PATIENCE)
        if window.model.view.phase == "draw":
            logged = len(window.model.view.move_log)
            window.activateWindow()
            qtbot.waitUntil(lambda w=window: QApplication.activeWindow() is w)
            window.view.setFocus()
            QTest.keyClick(window.view, Qt.Key.Key_D)
            qtbot.waitUntil(lambda w=window, n=logged: len(w.model.view.move_log) > n,
                            timeout=PATIENCE)
            continue
        card = next(c for c in window.scene.hand_cards() if not c.card_text.startswith("3"))
        logged = len(window.model.view.move_log)
        QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier,
                          window.view.mapFromScene(card_point(card)))
        qtbot.waitUntil(lambda w=window, n=logged: len(w.model.view.move_log) > n,
                        timeout=PATIENCE)
        played += 1
    logs = [len(w.model.view.move_log) for w in windows]
    qtbot.waitUntil(lambda: len({len(w.model.view.move_log) for w in windows}) == 1,
                    timeout=PATIENCE)
    assert max(logs) >= 8
    piles = {tuple(str(c) for c in w.model.view.discard_pile) for w in windows}
    assert len(piles) == 1
    # each window holds only its own hand: Anna's window knows nothing of Bo's cards
    assert anna.model.game.hand(bo.model.human_seat) == []

    # a refusal: discarding before drawing is refused by the host's engine, in its words
    qtbot.waitUntil(lambda: _to_move(windows) is not None
                    and _to_move(windows).model.view.phase == "draw", timeout=PATIENCE)
    window = _to_move(windows)
    settle(qtbot, window, timeout=PATIENCE)
    before = len(window.model.view.move_log)
    reasons: list[str] = []
    window.model.rejected.connect(lambda message, key: reasons.append(key))
    card = window.scene.hand_cards()[0]
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, window.view.mapFromScene(card_point(card)))
    qtbot.waitUntil(lambda: bool(reasons), timeout=PATIENCE)
    assert "draw" in window.action_bar.detail.text().lower(), window.action_bar.detail.text()
    assert len(window.model.view.move_log) == before

    # the chat: Bo types a line, everyone reads it
    bo.side_panel.chat.entry.setFocus()
    QTest.keyClicks(bo.side_panel.chat.entry, "nice pile!")
    QTest.keyClick(bo.side_panel.chat.entry, Qt.Key.Key_Return)
    for window in windows:
        qtbot.waitUntil(lambda w=window: "Bo: nice pile!" in w.side_panel.chat.text(),
                        timeout=PATIENCE)
    assert host.side_panel.chat.isVisible()

    # the host vanishes: each friend is told so, and may play offline
    host.close()
    for window in (anna, bo):
        qtbot.waitUntil(lambda w=window: w.table_commands.closed_box is not None,
                        timeout=PATIENCE)
        box = window.table_commands.closed_box
        assert isinstance(box, QMessageBox) and box.isVisible()
        assert "same link" in box.informativeText()
        _click(qtbot, box.findChild(type(box.buttons()[0]), "offline_button"))
        qtbot.waitUntil(lambda w=window: w.model.table_seat is None
                        and not w.side_panel.chat.isVisible(), timeout=PATIENCE)
    assert not anna.leave_action.isEnabled()


def _plates(window) -> str:
    from samba_desktop.ui.table.items.plates import NamePlate

    return " | ".join(item.base_subtitle for item in window.scene.items()
                      if isinstance(item, NamePlate))


def test_a_restarted_host_resumes_the_table_and_the_friend_rejoins_with_its_seat(
        qtbot, tmp_path):
    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        link = _start_with_anna(qtbot, host, anna)
        seat, hand = anna.model.human_seat, sorted(map(str, anna.model.view.hand))

        # the host's app goes (its table is saved); Anna is told, with Rejoin
        host.close()
        qtbot.waitUntil(lambda: anna.table_commands.closed_box is not None, timeout=PATIENCE)

        # the host starts again and resumes the table hosted before: the same link
        host = _window(qtbot, tmp_path / "host")
        answerer = DialogAnswerer()
        answerer.plan(press("Resume it"))
        try:
            if host.commands.game_in_progress():
                answerer.planned.insert(0, press("Host a table"))
            host.host_action.trigger()
        finally:
            answerer.stop()
        qtbot.waitUntil(lambda: host.model.table_seat is not None, timeout=PATIENCE)
        assert host.table_commands.hosting.link.token == link.rsplit("/", 1)[1]
        assert host.model.names[host.model.human_seat] == "Hanna"

        # Anna rejoins: her own seat and her own cards, as they were
        box = anna.table_commands.closed_box
        _click(qtbot, box.findChild(type(box.buttons()[0]), "rejoin_button"))
        qtbot.waitUntil(lambda: anna.model.table_seat is not None, timeout=PATIENCE)
        assert anna.model.human_seat == seat
        assert sorted(map(str, anna.model.view.hand)) == hand
        qtbot.waitUntil(lambda: any(i.seat == seat and i.name == "Anna" and i.kind == "human"
                                    for i in host.model.table_seat.seats), timeout=PATIENCE)
    finally:
        host.close()
        anna.close()


def test_a_table_shown_on_the_network_is_picked_from_the_join_dialogs_list(qtbot, tmp_path):
    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        link = _host(qtbot, host, shown=True)
        _trigger(anna.join_action, anna, "Join a table")
        dialog = anna.table_commands.join_dialog
        qtbot.waitUntil(lambda: dialog.isVisible())
        qtbot.waitUntil(lambda: dialog.found.count() == 1
                        and dialog.found.item(0).text() == "Hanna\u2019s table", timeout=120000)
        item = dialog.found.item(0)
        _click_item(qtbot, dialog.found, item)
        assert dialog.link.text() == link
        _type(dialog.name, "Anna")
        _click(qtbot, dialog.join_button)
        qtbot.waitUntil(lambda: anna.model.table_seat is not None, timeout=PATIENCE)
        assert anna.model.table_seat.host_name == "Hanna"
    finally:
        host.close()
        anna.close()


def _click_item(qtbot, view, item) -> None:
    rect = view.visualItemRect(item)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_a_host_started_again_after_closing_mid_game_is_offered_its_table_first(qtbot, tmp_path):
    from samba_desktop.__main__ import start_game

    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        link = _start_with_anna(qtbot, host, anna)

        # the host's app goes mid-game; started again, it asks about the hosted table first
        host.close()
        qtbot.waitUntil(lambda: anna.table_commands.closed_box is not None
                        and anna.table_commands.closed_box.isVisible(), timeout=PATIENCE)
        anna.table_commands.closed_box.setProperty("answered", True)  # Anna's, not the host's
        save_settings(Settings(animation_speed="instant"), tmp_path / "host")
        host = build_main_window(tmp_path / "host")
        qtbot.addWidget(host)
        host.table_commands.bind = "127.0.0.1"
        answerer = DialogAnswerer()
        answerer.plan(press("Host it again"))
        try:
            start_game(host)
        finally:
            answerer.stop()
        assert answerer.seen == ["QMessageBox"], answerer.texts  # that one question, no other
        assert host.model.table_seat is not None
        assert host.table_commands.hosting.link.token == link.rsplit("/", 1)[1]
        assert host.model.names[host.model.human_seat] == "Hanna"

        # the host ends the table (Leave the table): the next start asks nothing about it
        host.show()
        qtbot.waitExposed(host)
        assert _answered(host.leave_action, "End the table") == ["End the table for everyone?"]
        assert host.table_commands.hosting is None
        host.close()
        host = build_main_window(tmp_path / "host")
        qtbot.addWidget(host)
        assert host.table_commands.resume_interrupted() is False
    finally:
        host.close()
        anna.close()


def test_a_friend_leaves_the_table_for_good_only_when_they_say_so(qtbot, tmp_path):
    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        _start_with_anna(qtbot, host, anna)

        assert _answered(anna.leave_action, "Stay") == ["Leave the table for good?"]
        assert anna.model.table_seat is not None  # still at the table
        assert _answered(anna.leave_action, "Leave the table") == ["Leave the table for good?"]
        assert anna.model.table_seat is None and not anna.leave_action.isEnabled()
        qtbot.waitUntil(lambda: host.model.seat_kind(1) == "computer", timeout=PATIENCE)
    finally:
        host.close()
        anna.close()


def test_a_friend_rejoining_with_the_same_link_finds_their_name_filled_in(qtbot, tmp_path):
    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        link = _host(qtbot, host)
        _join(qtbot, anna, link, "Anna")
        anna.close()  # her app goes; started again, she opens Join a table with the link
        anna = _window(qtbot, tmp_path / "anna")
        _trigger(anna.join_action, anna, "Join a table")
        dialog = anna.table_commands.join_dialog
        qtbot.waitUntil(lambda: dialog.isVisible())
        assert dialog.name.text() == "Anna"  # the name she last sat down with, at any table
        dialog.name.setText("")  # (as on a machine that remembers none)
        _type(dialog.link, link)
        assert dialog.name.text() == "Anna"  # the name she had at this link's table
        _click(qtbot, dialog.join_button)
        qtbot.waitUntil(lambda: anna.model.table_seat is not None, timeout=PATIENCE)
        qtbot.waitUntil(lambda: "Anna" in host.model.names, timeout=PATIENCE)
    finally:
        host.close()
        anna.close()


def test_the_next_table_offers_the_name_and_the_network_choice_of_the_last(qtbot, tmp_path):
    host = _window(qtbot, tmp_path / "host")
    try:
        _host(qtbot, host, shown=True)  # as "Hanna", shown on the local network
        _click(qtbot, host.table_commands.lobby.stop_button)
        qtbot.waitUntil(lambda: host.table_commands.hosting is None, timeout=PATIENCE)
        host.close()
        host = _window(qtbot, tmp_path / "host")  # the app started again
        _trigger(host.host_action, host, "Host a table")
        dialog = host.table_commands.host_dialog
        qtbot.waitUntil(lambda: dialog.isVisible())
        assert dialog.name.text() == "Hanna" and dialog.shown.isChecked()
        _click(qtbot, dialog.shown)  # not shown this time
        _click(qtbot, dialog.findChild(QDialogButtonBox).button(
            QDialogButtonBox.StandardButton.Cancel))
        qtbot.waitUntil(lambda: not dialog.isVisible())
        assert host.session.preferences.show_table is True  # cancelled: nothing changes
        _trigger(host.join_action, host, "Join a table")
        join = host.table_commands.join_dialog
        qtbot.waitUntil(lambda: join.isVisible())
        assert join.name.text() == "Hanna"
        join.reject()
    finally:
        host.close()


def test_a_name_pasted_with_a_control_character_joins_and_is_remembered_cleaned(qtbot, tmp_path):
    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        link = _host(qtbot, host)
        _trigger(anna.join_action, anna, "Join a table")
        dialog = anna.table_commands.join_dialog
        qtbot.waitUntil(lambda: dialog.isVisible())
        _type(dialog.link, link)
        QApplication.clipboard().setText("Anna\x07")  # a name pasted with a bell in it
        dialog.name.setFocus()
        dialog.name.selectAll()
        QTest.keyClick(dialog.name, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
        assert dialog.name.text() == "Anna\x07"
        _click(qtbot, dialog.join_button)
        qtbot.waitUntil(lambda: anna.model.table_seat is not None, timeout=PATIENCE)
        # seated and remembered as "Anna" (the table did not let her in with the bell, and
        # the settings would have refused such a name)
        qtbot.waitUntil(lambda: host.model.names[anna.model.human_seat] == "Anna",
                        timeout=PATIENCE)
        assert anna.session.preferences.table_name == "Anna"
    finally:
        host.close()
        anna.close()


def test_a_host_who_stops_hosting_in_the_lobby_is_back_at_an_offline_table(qtbot, tmp_path):
    host = _window(qtbot, tmp_path / "host")
    try:
        _host(qtbot, host)
        assert host.leave_action.isEnabled() and host.side_panel.chat.isVisible()
        _click(qtbot, host.table_commands.lobby.stop_button)
        qtbot.waitUntil(lambda: host.table_commands.hosting is None, timeout=PATIENCE)
        assert host.model.table_seat is None
        # nothing of the table is left: no Leave the table, no chat
        assert not host.leave_action.isEnabled()
        assert not host.side_panel.chat.isVisible()
    finally:
        host.close()


def test_a_new_table_is_hosted_after_one_that_was_stopped(qtbot, tmp_path):
    """Found playing under Xvfb: after Stop hosting in the lobby, Host a table… ▸ New table
    refused the host its own seat (the seat of the table before was asked for)."""
    host = _window(qtbot, tmp_path / "host")
    try:
        _host(qtbot, host)
        _click(qtbot, host.table_commands.lobby.stop_button)
        qtbot.waitUntil(lambda: host.table_commands.hosting is None, timeout=PATIENCE)
        _trigger(host.host_action, host, "Host a table", "New table")  # not the table before
        dialog = host.table_commands.host_dialog
        qtbot.waitUntil(lambda: dialog.isVisible())
        assert dialog.name.text() == "Hanna"
        problems = DialogAnswerer()  # a refusal would come as a message box
        try:
            _click(qtbot, dialog.host_button)
            qtbot.waitUntil(lambda: host.table_commands.lobby is not None
                            and host.table_commands.lobby.isVisible(), timeout=PATIENCE)
        finally:
            problems.stop()
        assert problems.texts == []
        assert host.model.table_seat is not None and host.model.table_seat.seat == 0
    finally:
        host.close()


def test_a_stale_link_is_refused_in_the_words_the_table_uses_for_it(qtbot, tmp_path):
    """A link to a table the host no longer has is refused at the join in the same words as
    anywhere else at the table (one wording per code of the contract)."""
    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        link = _host(qtbot, host)
        stale = link[:-4] + ("aaaa" if not link.endswith("aaaa") else "bbbb")
        dialog = _ask_to_join(qtbot, anna, stale, "Anna")
        qtbot.waitUntil(lambda: "closed it or started another one" in dialog.problem.text(),
                        timeout=PATIENCE)
        assert table_error_message("bad_token") in dialog.problem.text()
        assert anna.model.table_seat is None and dialog.isVisible()  # another try
    finally:
        host.close()
        anna.close()


def test_the_offline_game_waits_while_the_join_dialog_is_open(qtbot, tmp_path):
    window = _window(qtbot, tmp_path / "anna")
    try:
        model = window.model
        while model.is_human_turn():  # a computer to play: the game would go on by itself
            model.new_game(window.session.table_config())
            settle(qtbot, window, timeout=PATIENCE)
        _trigger(window.join_action, window, "Join a table")
        dialog = window.table_commands.join_dialog
        qtbot.waitUntil(lambda: dialog.isVisible())
        qtbot.waitUntil(lambda: model.thinking_seat is None, timeout=PATIENCE)  # one under way
        moves = len(model.game.move_log)
        qtbot.wait(1500)
        assert len(model.game.move_log) == moves and model.thinking_seat is None
        _click(qtbot, dialog.findChild(QDialogButtonBox).button(
            QDialogButtonBox.StandardButton.Cancel))
        qtbot.waitUntil(lambda: len(model.game.move_log) > moves, timeout=PATIENCE)
    finally:
        window.close()


def test_the_name_plates_say_who_sits_there_in_a_small_window(qtbot, tmp_path):
    from samba_desktop.ui.table.items.plates import NamePlate

    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        _start_with_anna(qtbot, host, anna)
        for width, height in ((1270, 780), (1024, 700)):
            host.resize(width, height)
            settle(qtbot, host, timeout=PATIENCE)
            plates = [i for i in host.scene.items() if isinstance(i, NamePlate)]
            assert len(plates) == 3
            shown = [p.shown_subtitle() for p in plates]  # but a computer's "thinking…"
            shown = [t for t in shown if t not in ("thinking\u2026", "deciding\u2026")]
            for text in shown:  # each plate's seat kind whole: a friend or a computer
                assert "\u2026" not in text, (width, shown)
                assert text.endswith(("friend", "computer")), (width, shown)
    finally:
        host.close()
        anna.close()


def _dark(widget) -> bool:
    """Whether ``widget`` is drawn dark, as the app's other dialogs (its corner's colour)."""
    colour = widget.grab().toImage().pixelColor(4, 4)
    return colour.lightness() < 80


def test_the_table_dialogs_are_dark_like_the_others_and_keep_their_look_to_themselves(
        qtbot, tmp_path):
    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        link = _host(qtbot, host)
        assert _dark(host.table_commands.host_dialog)
        assert _dark(host.table_commands.lobby) and _dark(host.table_commands.lobby.seats)
        _trigger(anna.join_action, anna, "Join a table")
        dialog = anna.table_commands.join_dialog
        qtbot.waitUntil(lambda: dialog.isVisible())
        assert _dark(dialog)
        _type(dialog.link, "samba://nowhere")
        _click(qtbot, dialog.join_button)
        qtbot.waitUntil(lambda: dialog.problem.text() != "" and dialog.isVisible())
        assert dialog.problem.palette().color(dialog.problem.foregroundRole()).lightness() > 150
        assert link and host.styleSheet() == anna.styleSheet()  # nothing set on the windows
        assert "QDialog" not in (QApplication.instance().styleSheet() or "")
    finally:
        host.close()
        anna.close()


def test_the_recent_moves_keep_room_beside_the_chat_in_a_small_window(qtbot, tmp_path):
    host = _window(qtbot, tmp_path / "host")
    anna = _window(qtbot, tmp_path / "anna")
    try:
        _start_with_anna(qtbot, host, anna)
        host.resize(1270, 780)
        settle(qtbot, host, timeout=PATIENCE)
        panel = host.side_panel
        assert panel.chat.isVisible()
        if panel.sections.folded:  # the recent moves' tab, as a player clicks it
            _click(qtbot, panel.sections.tab("moves"))
        line = panel.log.fontMetrics().height()
        assert panel.log.isVisible() and panel.log.height() >= 4 * line, panel.log.height()
        assert panel.chat.lines.height() >= 3 * line
    finally:
        host.close()
        anna.close()
