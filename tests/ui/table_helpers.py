"""Driving the real table with mouse and key events (QTest on the view's viewport)."""

from __future__ import annotations

import time

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from samba_desktop.__main__ import compose_window
from samba_desktop.engine import Game
from samba_desktop.qtmodel import GameModel, Pace
from samba_desktop.ui.table.scene import TableCard
from samba_desktop.ui.table.types import red3_region
from samba_desktop.ui.window.main_window import MainWindow
from tests.qtmodel.helpers import FirstLegal, census, config, factory_of

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def make_window(qtbot, game: Game | None = None, players: int = 4, size=(1280, 820),
                factory=None, pace: Pace = Pace.INSTANT, seed: int = 3) -> MainWindow:
    players_of = factory or factory_of(FirstLegal)
    model = GameModel(config(players), game, seed=seed, player_factory=players_of, pace=pace,
                      hint_factory=lambda hint_seed: players_of("hard", hint_seed))
    return show_window(qtbot, model, size)


def show_window(qtbot, model: GameModel, size=(1280, 820)) -> MainWindow:
    """The main window of ``model`` shown at ``size``, the model started and settled."""
    window = compose_window(model)  # as the app wires it
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    model.start()
    settle(qtbot, window)
    return window


def settle(qtbot, window: MainWindow, timeout: int = 5000) -> None:
    """Wait until no card is moving and the model is not waiting for the view."""
    qtbot.waitUntil(lambda: not window.scene.is_animating()
                    and not window.model.waiting_for_view, timeout=timeout)
    QApplication.processEvents()


def vp(window: MainWindow, scene_point: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_point)


def card_point(item: TableCard) -> QPointF:
    """A point on the visible (left) part of a card in an overlapped fan."""
    r = item.card_rect()
    lift = item.card_height * 0.16 if item.selected else 0.0
    return item.pos() + QPointF(r.width() * 0.1, r.height() * 0.3 - lift)


def click(window: MainWindow, scene_point: QPointF,
          modifier: Qt.KeyboardModifier = NO_MOD) -> None:
    QTest.mouseClick(window.view.viewport(), LEFT, modifier, vp(window, scene_point))


def double_click(window: MainWindow, scene_point: QPointF) -> None:
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, vp(window, scene_point))


def drag(window: MainWindow, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press, move in a few steps, release: the table's own drag (no QDrag)."""
    viewport = window.view.viewport()
    a, b = vp(window, start), vp(window, end)
    QTest.mousePress(viewport, LEFT, NO_MOD, a)
    for k in range(1, steps + 1):
        p = QPoint(a.x() + (b.x() - a.x()) * k // steps, a.y() + (b.y() - a.y()) * k // steps)
        QTest.mouseMove(viewport, p)
    QTest.mouseRelease(viewport, LEFT, NO_MOD, b)


def hand_item(window: MainWindow, text: str) -> TableCard:
    for item in window.scene.hand_cards():
        if item.card_text == text:
            return item
    raise AssertionError(f"{text} not in the hand: {[i.card_text for i in window.scene.hand_cards()]}")


def select(window: MainWindow, *texts: str) -> None:
    used: list[TableCard] = []
    for text in texts:
        item = next(i for i in window.scene.hand_cards() if i.card_text == text and i not in used
                    and not i.selected)
        used.append(item)
        click(window, card_point(item))
    assert sorted(str(c) for c in window.scene.selected_cards()) == sorted(texts)


def table_matches_game(window: MainWindow) -> None:
    """Every card of the game is on the table exactly once, where the game says it is."""
    model = window.model
    v = model.view
    scene = window.scene
    got = scene.census()
    assert got.get("pile", 0) == len(v.discard_pile)
    assert got.get("hand", 0) + got.get("stage", 0) == sum(v.hand_sizes)
    assert got.get("stage", 0) == sum(len(m) for m in model.staged_melds)
    melded = sum(len(m.cards) for s in range(v.num_sides) for m in v.melds(s))
    assert got.get("meld", 0) == melded
    assert got.get("red3", 0) == sum(v.red_threes(s) for s in range(v.num_sides))
    for side in range(v.num_sides):  # each red 3 shows its own face, in its side's row
        assert sorted(i.card_text for i in scene.cards_in("red3") if i.region == red3_region(side)) \
            == sorted(str(c) for c in v.red_three_cards(side))
    hand = sorted(str(c) for c in v.hand)
    shown = sorted(i.card_text for i in scene.cards_in("hand")
                   if i.region == ("hand", model.display_seat))
    shown += sorted(i.card_text for i in scene.cards_in("stage"))
    assert sorted(shown) == hand


def wait_for(qtbot, predicate, timeout: int = 5000) -> None:
    qtbot.waitUntil(predicate, timeout=timeout)


__all__ = ["census", "click", "double_click", "drag", "hand_item", "make_window", "select",
           "settle", "table_matches_game", "time", "wait_for"]
