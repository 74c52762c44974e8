"""A computer move's reason in the message bubble and on its recent-moves entry; the hint's too."""

from __future__ import annotations

from samba_desktop.qtmodel.preferences import Preferences
from samba_desktop.ui.table.items.decor import Toast
from samba_desktop.ui.window.aids import apply_aid_preferences
from tests.qtmodel.reasoning import reasoner_factory
from tests.qtmodel.test_game_model import first_meld_position
from tests.ui.table_helpers import make_window, settle


def bubble_text(window) -> str:
    toasts = [i for i in window.scene.items() if isinstance(i, Toast)]
    assert len(toasts) == 1
    return toasts[0]._doc.toPlainText()


def play_round(qtbot, window) -> None:
    model = window.model
    assert model.draw()
    settle(qtbot, window)
    assert model.discard(model.view.hand[-1])
    qtbot.waitUntil(lambda: model.is_human_turn(), timeout=10000)
    settle(qtbot, window)


def test_the_last_computer_move_shows_its_reason(qtbot):
    window = make_window(qtbot, first_meld_position(), factory=reasoner_factory)
    play_round(qtbot, window)
    last = next(e for e in reversed(window.model.recent_moves) if e.kind == "move")
    assert last.seat != 0 and last.reason is not None
    text = bubble_text(window)
    assert last.text in text
    assert last.reason.text in text  # the English fallback: no template for the fake key
    # the same reason on hover over its entry in the recent moves
    log = window.side_panel.log
    item = log.item(log.count() - 1)
    assert item.toolTip() == last.reason.text
    # switched off in Settings: neither bubble nor tooltip says why
    apply_aid_preferences(window, Preferences(show_outlook=True, show_reasons=False))
    settle(qtbot, window)
    assert last.reason.text not in bubble_text(window)
    assert log.item(log.count() - 1).toolTip() == ""


def test_the_hint_shows_its_reason_in_the_bubble(qtbot):
    window = make_window(qtbot, first_meld_position(), factory=reasoner_factory)
    window.play_actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.scene.message() is not None
                    and window.scene.message()[1] == "hint", timeout=5000)
    reason = window.model.hint_reason
    assert reason is not None
    assert reason.text in bubble_text(window)


def test_a_hint_asked_out_of_turn_carries_no_reason_of_an_earlier_hint(qtbot):
    """H out of turn says "Wait for your turn." alone (under Xvfb it came with the reason of the
    hint before: "Wait for your turn. The next player holds a pair of it…")."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = make_window(qtbot, first_meld_position(), factory=reasoner_factory)
    model = window.model
    window.play_actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.scene.message() is not None
                    and window.scene.message()[1] == "hint", timeout=5000)
    reason = model.hint_reason
    assert reason is not None and reason.text in bubble_text(window)
    assert model.draw()
    settle(qtbot, window)
    assert model.discard(model.view.hand[-1])
    assert not model.is_human_turn()  # the computers play next
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: "Wait for your turn" in bubble_text(window), timeout=5000)
    assert reason.text not in bubble_text(window)
