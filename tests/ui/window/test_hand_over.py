"""After a hand: the summary, and never stuck without a way to deal the next hand."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from samba_desktop.engine import Game, Phase, Rules
from samba_desktop.ui.dialogs.score_dialogs import HandOverDialog, ScoreSheetDialog
from tests.ui.table_helpers import card_point, double_click, hand_item, make_window, settle


def _going_out_position() -> Game:
    """The human melds out with their last card: discarding 4C ends hand 1."""
    return Game.setup(
        Rules(players=4),
        hands=["4C", "5D 6H", "KH KS 8D", "4D 5H"],
        stock="8S 9H TC JD",
        discard="4S",
        melds={0: ["AH AS AD AC AH AS AD", "5C 6C 7C 8C 9C TC JC"]},
        turn=0,
        phase="meld",
    )


def _end_the_hand(qtbot, w):
    double_click(w, card_point(hand_item(w, "4C")))
    assert w.model.view.phase == Phase.HAND_OVER


def _summary(qtbot, w) -> HandOverDialog:
    qtbot.waitUntil(lambda: isinstance(w._dialog, HandOverDialog), timeout=5000)
    dialog = w._dialog
    assert isinstance(dialog, HandOverDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    return dialog


def _menu_action(w, menu_title: str, text: str):
    titles = [a.text().replace("&", "") for a in w.menuBar().actions()]
    menu = w.menuBar().actions()[titles.index(menu_title)].menu()
    return menu, next(a for a in menu.actions() if a.text().replace("&", "") == text)


def test_closing_the_summary_leaves_next_hand_on_the_bar_in_the_menu_and_on_enter(qtbot):
    w = make_window(qtbot, _going_out_position())
    _end_the_hand(qtbot, w)
    dialog = _summary(qtbot, w)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)  # as Esc, the title bar's close or Alt+F4
    qtbot.waitUntil(lambda: w._dialog is None, timeout=5000)
    assert w.model.view.phase == Phase.HAND_OVER
    button = w.action_bar.buttons["next_hand"]
    assert button.isVisible() and button.isEnabled()
    assert button.objectName() == "Primary"  # the yellow button: Enter plays it
    # the one thing to do: the moves' buttons make room for it (a narrow bar stays short)
    assert not any(b.isVisible() for name, b in w.action_bar.buttons.items()
                   if name != "next_hand")
    menu, action = _menu_action(w, "Play", "Next hand")
    menu.aboutToShow.emit()
    assert action.isEnabled()
    menu.aboutToHide.emit()
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.model.view.hand_number == 2, timeout=5000)
    assert w.model.view.in_play
    settle(qtbot, w, timeout=15000)
    assert not w.action_bar.buttons["next_hand"].isVisible()
    assert w.action_bar.buttons["draw"].isVisible() and w.action_bar.buttons["hint"].isVisible()


def test_the_action_bar_and_the_play_menu_deal_the_next_hand_after_the_summary_closed(qtbot):
    w = make_window(qtbot, _going_out_position())
    _end_the_hand(qtbot, w)
    _summary(qtbot, w).close()  # the title bar's close
    qtbot.waitUntil(lambda: w._dialog is None, timeout=5000)
    QTest.mouseClick(w.action_bar.buttons["next_hand"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.model.view.hand_number == 2, timeout=5000)
    w.model.shutdown()


def test_a_key_too_many_does_not_deal_before_the_summary_could_be_read(qtbot):
    w = make_window(qtbot, _going_out_position())
    _end_the_hand(qtbot, w)
    # Enter on the table before the summary appears: nothing happens, nothing is refused
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert w.model.view.phase == Phase.HAND_OVER
    assert not w.action_bar.buttons["next_hand"].isVisible()
    dialog = _summary(qtbot, w)
    # the summary's first moments: Enter and Space press nothing
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Space)
    assert dialog.isVisible() and w.model.view.phase == Phase.HAND_OVER
    qtbot.waitUntil(lambda: dialog.armed, timeout=5000)
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.model.view.hand_number == 2, timeout=5000)
    w.model.shutdown()


def test_ctrl_q_quits_while_the_summary_is_open(qtbot):
    w = make_window(qtbot, _going_out_position())
    _end_the_hand(qtbot, w)
    dialog = _summary(qtbot, w)
    QTest.keyClick(dialog, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5000)
    assert not dialog.isVisible()


def test_the_summary_comes_back_from_the_game_menu_and_the_score_sheet(qtbot, monkeypatch):
    w = make_window(qtbot, _going_out_position())
    _end_the_hand(qtbot, w)
    QTest.keyClick(_summary(qtbot, w), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: w._dialog is None, timeout=5000)
    # the score sheet shows the chosen hand's summary, only to read
    shown: list[HandOverDialog] = []
    monkeypatch.setattr(HandOverDialog, "exec", lambda self: shown.append(self) or 0)
    sheet = ScoreSheetDialog(w.model, w)
    QTest.mouseClick(sheet.summary_button, Qt.MouseButton.LeftButton)
    assert [d.hand_number for d in shown] == [1]
    assert shown[0].next_button.text() == "Close"
    assert w.model.view.phase == Phase.HAND_OVER
    # Game ▸ Hand summary: the same dialog as at the end of the hand; its button deals
    _menu_action(w, "Game", "Hand summary")[1].trigger()
    again = _summary(qtbot, w)
    assert again.hand_number == 1 and again.next_button.text() == "Next hand"
    QTest.mouseClick(again.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.model.view.hand_number == 2, timeout=5000)
    w.model.shutdown()
