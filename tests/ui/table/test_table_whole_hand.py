"""A whole hand: the human seat is played through the view by a simple scripted policy."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from samba_desktop.ai import create_player
from samba_desktop.engine import Discard, Pass
from samba_desktop.qtmodel import Pace
from tests.ui.table_helpers import (
    card_point,
    census,
    click,
    double_click,
    make_window,
    settle,
    table_matches_game,
)


def test_a_whole_hand_against_the_computers_through_the_ui(qtbot):
    w = make_window(qtbot, players=4, seed=21, pace=Pace.INSTANT,
                    factory=lambda level, seed: create_player("easy", seed=seed))
    model = w.model
    ended = []
    model.hand_over.connect(ended.append)
    human_turns = 0
    for _ in range(400):
        qtbot.waitUntil(lambda: bool(ended) or model.is_human_turn(), timeout=20000)
        if ended:
            break
        settle(qtbot, w)
        table_matches_game(w)
        v = model.view
        human_turns += 1
        if v.phase == "answer":
            QTest.mouseClick(w.action_bar.buttons["yes"], Qt.MouseButton.LeftButton)
        elif v.phase == "draw":
            click(w, w.scene.stock_rect.center())
            assert model.view.phase != "draw" or ended
        elif model.is_legal(Pass()):
            QTest.keyClick(w.view, Qt.Key.Key_P)
        else:
            item = next(i for i in w.scene.hand_cards() if model.is_legal(Discard(i.card())))
            double_click(w, card_point(item))
    assert ended, "the hand did not end"
    assert human_turns > 5
    assert census(model.game) == 162
    settle(qtbot, w)
    qtbot.waitUntil(lambda: w._dialog is not None, timeout=5000)
    dialog = w._dialog
    assert dialog.windowTitle().startswith("Hand 1")
    dialog.next_button.click()
    qtbot.waitUntil(lambda: model.view.hand_number == 2, timeout=5000)
    settle(qtbot, w, timeout=15000)
    assert census(model.game) == 162
