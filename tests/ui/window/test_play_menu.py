"""The table's actions (Hint and Undo among them) are in a menu, with their keys."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from tests.ui.table_helpers import make_window, settle


def _play_menu(window):
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    return window.menuBar().actions()[titles.index("Play")].menu()


def test_the_play_menu_lists_the_table_actions_with_their_keys(qtbot):
    w = make_window(qtbot, players=2)
    menu = _play_menu(w)
    entries = {a.text(): a.shortcut() for a in menu.actions() if not a.isSeparator()}
    assert entries["Hint"] == QKeySequence("H")
    assert entries["Undo"] == QKeySequence(QKeySequence.StandardKey.Undo)
    for text, key in (("Draw", "D"), ("Take pile", "T"), ("Meld", "M"), ("Discard", "X"),
                      ("Pass", "P"), ("Red 3", "R"), ("Ask partner", "A"),
                      ("Sort the hand", "S")):
        assert entries[text] == QKeySequence(key), text
    w.model.shutdown()


def test_hint_from_the_play_menu_gives_a_hint_and_the_menu_shows_what_can_be_done(qtbot):
    w = make_window(qtbot, players=2)
    qtbot.waitUntil(w.model.is_human_turn, timeout=10000)
    settle(qtbot, w)
    menu = _play_menu(w)
    menu.aboutToShow.emit()  # as when the player opens it
    by_text = {a.text(): a for a in menu.actions()}
    assert by_text["Draw"].isEnabled() == w.action_bar.buttons["draw"].isEnabled()
    assert by_text["Discard"].isEnabled() == w.action_bar.buttons["discard"].isEnabled()
    menu.aboutToHide.emit()
    with qtbot.waitSignal(w.model.hint_ready, timeout=20000) as hint:
        by_text["Hint"].trigger()
    assert hint.args[1]
    w.model.shutdown()
