"""The side panel on a small screen: the window keeps the screen's size with any number of
players, and the panel's sections fold into tabs the player can switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.table.test_table_readability import crowded_game
from tests.ui.table_helpers import make_window


def _inside(panel, widget) -> bool:
    top_left = widget.mapTo(panel, widget.rect().topLeft())
    bottom_right = widget.mapTo(panel, widget.rect().bottomRight())
    return panel.rect().contains(top_left) and panel.rect().contains(bottom_right)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_window_opens_at_1024_by_700_late_in_a_hand(qtbot, players):
    game = crowded_game(players) if players in (2, 4, 5, 6) else None
    w = make_window(qtbot, game, players=players, size=(1024, 700))
    panel = w.side_panel
    assert (w.width(), w.height()) == (1024, 700)
    assert w.minimumSizeHint().height() <= 700
    # every shown part of the panel lies inside it: the scores, this hand, the section shown
    for widget in (panel.score_card, panel.hand_card, panel.sections):
        assert _inside(panel, widget), widget
    shown = [panel.sections.section(k) for k in panel.sections.section_keys()
             if panel.sections.section(k).isVisible()]
    assert shown
    for widget in shown:
        assert _inside(panel, widget) and widget.height() >= 40
    for _dot, name, value, _bar in panel._score_rows:
        assert name.isVisible() and value.isVisible() and _inside(panel, value)


def test_five_players_fold_the_sections_into_tabs_that_switch(qtbot):
    w = make_window(qtbot, crowded_game(5), players=5, size=(1024, 700))
    panel, dock = w.side_panel, w.side_panel.sections
    assert dock.folded and dock.tabs.isVisible()
    tabs = [dock.tab(k) for k in dock.section_keys()]
    assert [t.text() for t in tabs] == ["Opponents", "Outlook", "Moves"]
    assert all(t.isVisible() and t.width() > 40 for t in tabs)
    assert panel.log_card.isVisible() and not panel.others_card.isVisible()
    # a click on the Opponents tab shows the other four sides instead of the moves
    QTest.mouseClick(dock.tab("others"), Qt.MouseButton.LeftButton)
    assert panel.others_card.isVisible() and not panel.log_card.isVisible()
    text = panel.others.text()
    assert all(name in text for name in ("West", "North", "East"))
    assert panel.others_card.height() > 100
    QTest.mouseClick(dock.tab("moves"), Qt.MouseButton.LeftButton)
    assert panel.log_card.isVisible() and not panel.others_card.isVisible()


def test_a_tall_window_shows_every_section_one_above_the_other(qtbot):
    w = make_window(qtbot, crowded_game(5), players=5, size=(1920, 1080))
    panel, dock = w.side_panel, w.side_panel.sections
    assert not dock.folded and not dock.tabs.isVisible()
    assert panel.others_card.isVisible() and panel.log_card.isVisible()
    # the other sides' card shows all its lines, the moves take the rest
    assert panel.others_scroll.verticalScrollBar().maximum() == 0
    assert panel.log_card.height() >= panel.LOG_WANTED
    # made short, the same window folds them; made tall again, unfolds them
    w.resize(1024, 700)
    qtbot.waitUntil(lambda: dock.folded)
    assert w.height() == 700
    w.resize(1920, 1080)
    qtbot.waitUntil(lambda: not dock.folded)
    assert panel.others_card.isVisible() and panel.log_card.isVisible()


def test_one_more_section_joins_the_tabs_and_can_be_switched_off(qtbot):
    from PySide6.QtWidgets import QFrame, QVBoxLayout

    w = make_window(qtbot, crowded_game(4), players=4, size=(1024, 700))
    dock = w.side_panel.sections
    extra = QFrame()
    extra.setObjectName("Card")
    extra.setMinimumHeight(120)
    QVBoxLayout(extra)
    dock.add_section("extra", extra, "Extra", index=1)
    dock.set_title("extra", "Extra")
    w.side_panel.fit_sections()
    assert dock.folded
    assert dock.section_keys() == ["others", "extra", "outlook", "moves"]
    assert [dock.tab(k).isVisible() for k in dock.section_keys()] == [True, True, True, True]
    QTest.mouseClick(dock.tab("extra"), Qt.MouseButton.LeftButton)
    assert extra.isVisible() and not w.side_panel.log_card.isVisible()
    dock.set_section_enabled("extra", False)
    assert not extra.isVisible() and not dock.tab("extra").isVisible()
    assert dock.current() in ("others", "outlook", "moves")
    assert dock.section(dock.current()).isVisible()
