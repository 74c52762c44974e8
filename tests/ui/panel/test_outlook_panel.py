"""The samba outlook in the side panel: chips per suit, tooltips, and its switch in Settings."""

from dataclasses import replace

from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from samba_desktop.__main__ import compose_window
from samba_desktop.engine import Game, Rules
from samba_desktop.qtmodel.session import SessionModel
from samba_desktop.ui.dialogs.settings_dialog import SettingsDialog
from tests.qtmodel.helpers import model_with
from tests.ui.table_helpers import make_window

FILLER = "4C 5D 6S"


def position() -> Game:
    # the opponents hold all three 9♥ in a group; our side has an open 6♠ 7♠ 8♠
    return Game.setup(Rules(players=4), hands=["9S TS 5H", FILLER, FILLER, FILLER],
                      stock="5C 6C 7C 8C", discard="KC",
                      melds={0: ["6S 7S 8S"], 1: ["9H 9H 9H"]})


def chip_tooltip(chart, span) -> str:
    rect = next(r for r, s in chart.chips if s is span)
    pos = rect.center().toPoint()
    QApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, pos, chart.mapToGlobal(pos)))
    return QToolTip.text()


def test_the_outlook_shows_gone_and_possible_sambas_with_their_cards(qtbot):
    window = make_window(qtbot, position(), size=(1024, 700))
    panel = window.side_panel.outlook
    dock = window.side_panel.sections
    # a short window: the outlook and the recent moves share the foot of the panel as tabs
    assert dock.folded and not panel.isVisible() and window.side_panel.log_card.isVisible()
    dock.tab("outlook").click()
    assert panel.isVisible() and not window.side_panel.log_card.isVisible()
    chart = panel.chart
    qtbot.waitUntil(lambda: len(chart.chips) == 20)  # painted
    by_suit = {(s.suit, s.low): s for _, s in chart.chips}
    assert not any(by_suit[("H", low)].possible for low in "45678")
    assert all(by_suit[("S", low)].possible for low in "45678")
    assert panel.count_label.text() == "15/20"
    text = chip_tooltip(chart, by_suit[("H", "5")])
    assert "no longer possible" in text and "9\u2665" in text
    text = chip_tooltip(chart, by_suit[("S", "6")])
    assert "still possible" in text
    assert "6\u20138\u2660" in text and "4 more" in text  # our sequence, 4 cards to go
    assert "J\u2660 (3 unseen)" in text and "Q\u2660 (3 unseen)" in text
    assert "9\u2660" not in text.split("Missing:")[1]  # held in hand: not missing
    # readable at 1024×700: the panel lies inside the window and is not squeezed
    assert chart.height() == chart.sizeHint().height()
    qtbot.waitUntil(lambda: chart.mapTo(panel, chart.rect().bottomLeft()).y()
                    < panel.height() - 4, timeout=2000)  # the whole chart inside its card
    bottom = panel.mapTo(window, panel.rect().bottomLeft()).y()
    assert bottom < window.height()


def test_a_tall_window_shows_the_outlook_and_the_moves_together(qtbot):
    window = make_window(qtbot, position(), size=(1920, 1080))
    dock = window.side_panel.sections
    assert not dock.folded and not dock.tabs.isVisible()
    assert window.side_panel.outlook.isVisible() and window.side_panel.log_card.isVisible()
    window.resize(1024, 700)  # held at the tall layout's least height, which folds the dock
    qtbot.waitUntil(lambda: dock.folded)
    qtbot.wait(100)  # the folded layout settles
    window.resize(1024, 700)  # as a player dragging on: now the window gets that small
    qtbot.waitUntil(lambda: window.height() == 700)
    assert dock.tabs.isVisible()


def test_the_outlook_follows_the_game(qtbot):
    window = make_window(qtbot, position(), size=(1920, 1080))
    chart = window.side_panel.outlook.chart
    window.model.draw()
    assert any(s.suit == "H" for _, s in chart.chips)
    assert window.side_panel.outlook.count_label.text() == "15/20"


def test_the_outlook_is_switched_off_in_settings(qtbot, tmp_path):
    session = SessionModel(tmp_path)
    session.load()
    model = model_with(position())
    window = compose_window(model, session)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    model.start()
    panel = window.side_panel.outlook
    assert panel.isVisible()
    dialog = SettingsDialog(session.preferences, window)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentWidget(dialog.aids)
    assert dialog.aids.show_outlook.isChecked()
    dialog.aids.show_outlook.click()
    session.set_preferences(dialog.preferences())
    assert not panel.isVisible()
    assert session.preferences.show_outlook is False
    session.set_preferences(replace(session.preferences, show_outlook=True))
    assert panel.isVisible()
    model.shutdown()
    session.close()


def test_the_chart_is_painted_again_only_when_its_outlook_changed(qtbot):
    window = make_window(qtbot, position(), size=(1280, 820))
    panel = window.side_panel.outlook
    chart = panel.chart
    qtbot.waitUntil(lambda: len(chart.chips) == 20)
    asked: list[int] = []
    chart.update = lambda *args: asked.append(1)  # what set_outlook asks for
    panel.refresh()  # the same table: the chart keeps its picture
    assert asked == []
    assert window.model.draw()  # our hand changes: what we hold counts for the sambas
    qtbot.waitUntil(lambda: bool(asked), timeout=3000)
